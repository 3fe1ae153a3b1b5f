import { Layout } from '../Layout.tsx';
import type { PageProps } from '../page-props.ts';

/** A second spelling of a service URL: canonical to the page, refresh there, noindex, and a visible link. */
export function AliasPage(props: PageProps & { target: string; targetName: string }) {
  const { site, target, targetName } = props;
  return (
    <Layout
      {...props}
      title={`${targetName} | ${site.config.brand}`}
      description={`Esta dirección cambió. La página de ${targetName.toLowerCase()} está ahora en ${target}.`}
      canonicalPath={target}
      refreshTo={target}
    >
      <section className="section">
        <div className="container prose prose--center">
          <h1 id="page-title">{targetName}</h1>
          <p>
            Esta página cambió de dirección. Continúa en <a href={target}>{targetName}</a>.
          </p>
        </div>
      </section>
    </Layout>
  );
}
