import type { ReactNode } from 'react';
import type { Entry, SimplePageData } from '../../pipeline/types.ts';
import { Layout } from '../Layout.tsx';
import type { PageProps } from '../page-props.ts';

/** A centred message page; the short pages (thank-you, 404, login…) put their own parts inside. */
/** `kicker`: a line above the h1 (the not-found page's English text of SPEC.md). */
export function SimplePage(props: PageProps & { entry: Entry<SimplePageData>; icon?: ReactNode; kicker?: ReactNode; children?: ReactNode }) {
  const { site, entry, icon, kicker, children } = props;
  const { data } = entry;
  return (
    <Layout {...props} title={`${data.title} | ${site.config.brand}`} description={data.description}>
      <section className="message-page">
        <div className="container message-page__inner">
          {icon}
          {kicker}
          <h1 id="page-title">{data.heading}</h1>
          <p className="message-page__text">{data.text}</p>
          {children}
          {data.note ? <p className="message-page__note">{data.note}</p> : null}
        </div>
      </section>
    </Layout>
  );
}
