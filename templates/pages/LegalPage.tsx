import type { Entry, LegalData } from '../../pipeline/types.ts';
import { LegalIdentity } from '../components/LegalIdentity.tsx';
import { Layout } from '../Layout.tsx';
import { spanishDate } from '../format.ts';
import type { PageProps } from '../page-props.ts';

/**
 * Who answers for each text, and the article that asks for its data, cited in full with its current numbering
 * (DECISIONS.md, "The consumer's way to complain"): the responsible party of the privacy policy, the seller of the terms.
 */
export const IDENTITY = {
  privacidad: { title: 'Responsable del tratamiento', law: 'el artículo 2.2.2.25.3.1 del Decreto 1074 de 2015 (antes artículo 13 del Decreto 1377 de 2013)' },
  terminos: { title: 'Datos del proveedor', law: 'el literal a del artículo 50 de la Ley 1480 de 2011' },
} as const;

export function LegalPage(props: PageProps & { entry: Entry<LegalData> }) {
  const { site, entry } = props;
  const { data } = entry;
  const identity = IDENTITY[data.kind];
  return (
    <Layout {...props} title={`${data.title} | ${site.config.brand}`} description={data.description}>
      <article className="section">
        <div className="container prose">
          <h1 id="page-title">{data.heading}</h1>
          <p className="legal__date">
            {data.dateLabel}: <time dateTime={data.date}>{spanishDate(data.date)}</time>
            <br />
            Última actualización: <time dateTime={data.updated}>{spanishDate(data.updated)}</time>
          </p>
          <section className="legal-identity" aria-labelledby="identidad-titulo" data-legal-identity>
            <h2 id="identidad-titulo" className="legal-identity__title">
              {identity.title}
            </h2>
            <LegalIdentity config={site.config} zones={false} legalBox />
            <p className="legal-identity__law">Según {identity.law}.</p>
          </section>
          <div dangerouslySetInnerHTML={{ __html: entry.html }} />
        </div>
      </article>
    </Layout>
  );
}
