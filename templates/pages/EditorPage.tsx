// The content editor's page at /editor (pipeline/editor/editor.ts): Sveltia CMS's scripts, or, while site.yaml names
// no repository, what the owner's technician has to set. Kept out of search engines.

/** The attribute the editor's page carries: the dev server leaves such a page alone (no reload script). */
export const EDITOR_MARK = 'data-content-editor';

interface EditorPageProps {
  brand: string;
  /** Sveltia's scripts, in order; none while the editor is not set up. */
  scripts: string[];
  /** The site's stylesheet and the policy that allows it, for the page that explains the set-up. */
  style?: { policy: string; css: string };
}

export function EditorPage({ brand, scripts, style }: EditorPageProps) {
  return (
    <html lang="es-CO" {...{ [EDITOR_MARK]: '' }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`Editor de contenido | ${brand}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {style ? <meta httpEquiv="Content-Security-Policy" content={style.policy} /> : null}
        {style ? <style dangerouslySetInnerHTML={{ __html: style.css }} /> : null}
      </head>
      <body>
        {style ? (
          <main className="message-page">
            <div className="container message-page__inner">
              <h1>El editor de contenido aún no está configurado</h1>
              <p className="message-page__text">
                Para editar el sitio desde aquí, el encargado técnico debe indicar en <code>content/site.yaml</code> (sección <code>editor</code>) el
                repositorio donde se guarda el contenido. La guía <code>docs/editor.md</code> del proyecto explica cómo.
              </p>
              <p>
                <a href="/">Volver al inicio</a>
              </p>
            </div>
          </main>
        ) : (
          <noscript>
            <p>El editor de contenido necesita JavaScript. Actívalo en tu navegador y vuelve a abrir esta página.</p>
          </noscript>
        )}
        {scripts.map((src) => (
          <script key={src} src={src} />
        ))}
      </body>
    </html>
  );
}
