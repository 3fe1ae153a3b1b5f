import type { Entry, LegalData } from '../../pipeline/types.ts';
import { Layout } from '../Layout.tsx';
import { spanishDate } from '../format.ts';
import type { PageProps } from '../page-props.ts';

export function LegalPage(props: PageProps & { entry: Entry<LegalData> }) {
  const { site, entry } = props;
  const { data } = entry;
  return (
    <Layout {...props} title={`${data.title} | ${site.config.brand}`} description={data.description}>
      <article className="section">
        <div className="container prose">
          <h1 id="page-title">{data.heading}</h1>
          <p className="legal__date">
            {data.dateLabel}: <time dateTime={data.date}>{spanishDate(data.date)}</time>
          </p>
          <div dangerouslySetInnerHTML={{ __html: entry.html }} />
        </div>
      </article>
    </Layout>
  );
}
