// JSON-LD blocks, typed with schema-dts so a wrong property fails the type check.
import type { BlogPosting, BreadcrumbList, HomeAndConstructionBusiness, OfferCatalog, Service, WithContext } from 'schema-dts';
import { allDayHours, openingHoursSpecification } from './business-hours.ts';
import type { BlogPostData, ServiceData, SiteConfig } from '../pipeline/types.ts';
import type { Site } from '../pipeline/collections.ts';
import { absoluteUrl } from '../pipeline/urls.ts';

export type JsonLd = WithContext<HomeAndConstructionBusiness | Service | BreadcrumbList | BlogPosting>;

const businessId = (config: SiteConfig) => absoluteUrl(config, '/#negocio');

function place(config: SiteConfig) {
  return { '@type': 'City', name: config.city, containedInPlace: { '@type': 'AdministrativeArea', name: config.region } } as const;
}

/**
 * The business, on every page, with the legal identity of site.yaml, the zones its technicians go to and its two
 * promises of hours (DECISIONS.md, "What 24/7 means"): the week's hours, when new requests are answered, and a contact
 * point for what answers at every hour. The home page, where its @id points (`home`), carries the rest of the record:
 * its description, logo, social profiles and the festivos of the coming year. On every page they would cost about
 * 0.1 KB gzip more, and most pages sent whole in the first round trip would no longer be. The barrios of each zone
 * stay out: the legal pages' footer lists them.
 */
export function businessLd(site: Site, home: boolean): WithContext<HomeAndConstructionBusiness> {
  const { config } = site;
  const { legal } = config;
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(config),
    name: config.brand,
    legalName: legal.razonSocial,
    taxID: legal.nit,
    ...(home ? { description: config.tagline, logo: absoluteUrl(config, '/favicon.svg') } : {}),
    url: absoluteUrl(config, '/'),
    telephone: `+${legal.phone}`,
    email: legal.email,
    address: { '@type': 'PostalAddress', streetAddress: legal.address, addressLocality: config.city, addressRegion: config.region, addressCountry: 'CO' },
    areaServed: [
      place(config),
      ...legal.serviceArea.map((area) => ({ '@type': 'Place' as const, name: area.zone })),
    ],
    ...(home ? { sameAs: Object.values(config.social) } : {}),
    openingHoursSpecification: openingHoursSpecification(legal.hours, home ? site.hours.holidays : [], site.hours.today),
    contactPoint: { '@type': 'ContactPoint', contactType: legal.hours.allDay.label, telephone: `+${legal.phone}`, hoursAvailable: allDayHours() },
  };
}

/** Offers of the building tank-washing page (DECISIONS.md). */
const TANK_OFFERS = ['Lavado residencial de tanques', 'Lavado comercial de tanques', 'Lavado industrial de tanques'];
export const OFFER_CATALOG_SLUG = 'servicio-de-lavado-de-tanques-en-cartagena';

export function serviceLd(config: SiteConfig, data: ServiceData | Omit<ServiceData, 'group' | 'aliases'>, path: string, slug: string): WithContext<Service> {
  const catalog: OfferCatalog | undefined =
    slug === OFFER_CATALOG_SLUG
      ? {
          '@type': 'OfferCatalog',
          name: data.name,
          itemListElement: TANK_OFFERS.map((name) => ({
            '@type': 'Offer',
            itemOffered: { '@type': 'Service', name, areaServed: place(config) },
          })),
        }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: data.title,
    serviceType: data.name,
    description: data.description,
    url: absoluteUrl(config, path),
    provider: { '@id': businessId(config) },
    areaServed: place(config),
    ...(catalog ? { hasOfferCatalog: catalog } : {}),
  };
}

export function breadcrumbLd(config: SiteConfig, items: { name: string; href?: string }[], currentPath: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(config, item.href ?? currentPath),
    })),
  };
}

export function blogPostingLd(config: SiteConfig, data: BlogPostData, path: string, imagePath: string): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: data.title,
    description: data.description,
    datePublished: data.date,
    author: { '@type': 'Organization', name: data.author },
    publisher: { '@id': businessId(config) },
    image: absoluteUrl(config, imagePath),
    keywords: data.tags.join(', '),
    inLanguage: 'es-CO',
    mainEntityOfPage: absoluteUrl(config, path),
  };
}
