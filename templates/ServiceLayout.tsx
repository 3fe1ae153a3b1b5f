import type { ReactNode } from 'react';
import { PATHS } from '../pipeline/urls.ts';
import { CallToAction } from './components/CallToAction.tsx';
import { FloatingWhatsApp } from './components/WhatsAppButton.tsx';
import { Layout } from './Layout.tsx';
import type { PageProps } from './page-props.ts';
import type { JsonLd } from './structured-data.ts';

interface ServiceLayoutProps extends PageProps {
  /** What the page's front matter says of itself: its title, description and keywords, and its closing call. */
  data: { title: string; description: string; keywords: string[]; cta: { title: string; description: string } };
  /** The last step of the breadcrumb. */
  name: string;
  /** The page's chat message, which every chat link of the page carries. */
  message: string;
  /** Whether the page's service answers at every hour (site.yaml `legal.hours.allDay`). */
  allDay?: boolean;
  jsonLd?: JsonLd[];
  children: ReactNode;
}

/**
 * The frame of a page that sells a service (the service pages, the constructor page, the hubs): the page's chat in
 * every link, the floating chat button, the breadcrumb Inicio > Servicios > name, and the closing call after the content.
 */
export function ServiceLayout({ data, name, message, allDay, jsonLd, children, ...props }: ServiceLayoutProps) {
  const { site } = props;
  return (
    <Layout
      {...props}
      title={`${data.title} | ${site.config.brand}`}
      description={data.description}
      keywords={data.keywords}
      chatMessage={message}
      floating={<FloatingWhatsApp config={site.config} message={message} />}
      breadcrumb={[{ name: 'Inicio', href: PATHS.home }, { name: 'Servicios', href: PATHS.catalogue }, { name }]}
      jsonLd={jsonLd}
    >
      {children}
      <CallToAction site={site} title={data.cta.title} description={data.cta.description} message={message} allDay={allDay} />
    </Layout>
  );
}
