// The one schema of all content. Every type the templates use is inferred from here (see types.ts).
import { z } from 'zod';
import { icons } from 'lucide';
import * as rules from './rules.ts';
import { isDrawable } from './drawables.ts';
import { lucideIconNames } from './icon-names.ts';
import { EDITOR_BACKENDS, toIconKey } from './rules.ts';

const text = (min = 1, max = 2000) =>
  z.string().trim().min(min, `must have at least ${min} characters`).max(max, `must have at most ${max} characters`);

/**
 * Lucide icon names as lucide.dev writes them: "washing-machine". `options` in its metadata (zod's `.meta()`) are
 * the values the content editor offers in a list (pipeline/editor-config.ts reads them).
 */
export const iconName = z
  .string()
  .refine((name) => toIconKey(name) in icons, {
    error: (issue) => `unknown icon "${String(issue.input)}" (names as on lucide.dev/icons, e.g. "wrench")`,
  })
  .meta({ options: lucideIconNames });

/** A site path such as "/servicios/x" or "/#contact"; whether it exists is checked once all content is loaded. */
const internalLink = z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'must be a site path such as "/servicios/slug"');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');
const webUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
/** The site is served with HSTS, so its own address must be https; SITE_URL may still point a local preview at http. */
const siteUrl = z.url({ protocol: /^https$/, error: 'must be an absolute https:// address (the site is served with HSTS)' });
/** A day, YYYY-MM-DD; `format: 'date'` (as JSON Schema names it) gives it a date picker in the content editor. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((date) => new Date(Date.parse(`${date}T00:00:00Z`) || 0).toISOString().startsWith(date), {
    error: (issue) => `${String(issue.input)} is not a day of the calendar`,
  })
  .meta({ format: 'date' });

// List lengths are zod's own checks, not refinements, so that the content editor can read them (min and max of a
// list there).
function exactly<T extends z.ZodType>(count: number, item: T) {
  return z.array(item).length(count, { error: (issue) => `expected ${count} items, got ${(issue.input as unknown[]).length}` });
}
function between<T extends z.ZodType>(min: number, max: number, item: T) {
  const error = (issue: { input?: unknown }) => `expected ${min} to ${max} items, got ${(issue.input as unknown[]).length}`;
  return z.array(item).min(min, { error }).max(max, { error });
}

const card = z.strictObject({
  title: text(3, 80),
  description: text(20, 400),
  icon: iconName,
  link: internalLink.optional(),
});
const benefit = z.strictObject({ title: text(3, 80), description: text(20, 400) });
const faqItem = z.strictObject({ question: text(10, 200), answer: text(20, 1200) });
/** An object of an illustration: a Fluent Emoji Flat name, or one of those drawn in pipeline/drawables.ts. */
const drawableName = z.string().refine(isDrawable, {
  error: (issue) => `unknown illustration "${String(issue.input)}" (names as on icones.js.org/collection/fluent-emoji-flat)`,
});
/** A page's picture (templates/illustrations/): the job in front of a Cartagena landmark. */
const illustration = z.strictObject({
  /** The object of the trade, drawn large (about half the picture's height): "faucet", "service-dog". */
  subject: drawableName,
  /** One or two smaller objects beside it that finish the story or tell a near-twin apart: [droplet, wrench]. */
  details: z.array(drawableName).max(2, 'expected at most 2 details').optional(),
  /** The backdrop: a service takes its group's (hogar balcon, reparaciones murallas, automotriz bahia,
   *  especializados torre-del-reloj), the constructor san-felipe, posts la-popa. */
  scene: z.enum(rules.SCENES),
});
const colombianPhone = z.string().regex(/^57\d{10}$/, 'must be 57 followed by 10 digits, e.g. 573001234567');

/**
 * How a WhatsApp chat opens (DECISIONS.md, "The WhatsApp conversation"): the page's service in `message`, an
 * example of the problem for the request builder's field, and the offer of a photo (or brand and model). The
 * request builder fills in the barrio, the urgency and the problem; without JavaScript the link leaves gaps for them.
 */
const whatsapp = z.strictObject({
  message: text(15, 140),
  problem: text(10, 90),
  offer: text(10, 120),
});

/** Front matter shared by every page that has its own URL. */
const pageMeta = {
  title: text(10, 60),
  description: text(70, 160),
};

export const siteSchema = z.strictObject({
  brand: text(2, 40),
  productSlug: slug,
  url: siteUrl,
  phone: colombianPhone,
  email: z.email('must be an e-mail address'),
  city: text(2, 60),
  region: text(2, 60),
  country: text(2, 60),
  tagline: text(10, 160),
  social: z.strictObject({ facebook: webUrl, youtube: webUrl, tiktok: webUrl }),
  stores: z.strictObject({ ios: webUrl, android: webUrl }),
  form: z.strictObject({ endpoint: webUrl, ajaxEndpoint: webUrl }),
  video: z.strictObject({
    promo: z.string().regex(/^[\w-]{11}$/, 'must be an 11-character YouTube video id'),
    service: z.string().regex(/^[\w-]{11}$/, 'must be an 11-character YouTube video id'),
  }),
  /** Who answers for the site (Decreto 1377 art. 13, Ley 1480 art. 50): footer, legal pages, business data. */
  legal: z.strictObject({
    razonSocial: text(3, 120),
    nit: z.string().regex(/^\d{3}\.\d{3}\.\d{3}-\d$/, 'must be a NIT written 900.123.456-7'),
    address: text(10, 160),
    phone: colombianPhone,
    email: z.email('must be an e-mail address'),
    hours: text(10, 160),
    /** Where technicians go, by zone; the request builder offers these places as the visitor's barrio. */
    serviceArea: z.array(z.strictObject({ zone: text(3, 60), places: z.array(text(2, 60)).min(1) })).min(1),
  }),
  demo: z.strictObject({
    email: z.email('must be an e-mail address'),
    passwordSha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hex digest (64 lowercase hex digits)'),
    name: text(2, 80),
    role: z.literal('admin'),
    verified: z.boolean(),
  }),
  /**
   * The content editor at /editor (Sveltia CMS, pipeline/editor.ts): the git repository it reads content from and
   * saves it to. Optional: without it /editor only says how to set it up (README, "Editing from a phone").
   */
  editor: z
    .strictObject({
      /** The git host: github (github.com, GitHub Enterprise), gitlab (gitlab.com or self-hosted), gitea (Gitea or Forgejo). */
      backend: z.enum(EDITOR_BACKENDS),
      /** The repository as its address writes it: "owner/name" (GitLab also "group/subgroup/name"). */
      repo: z.string().regex(/^[\w.-]+(\/[\w.-]+)+$/, 'must be the repository as "owner/name"'),
      /** The branch the host builds the site from, where saved changes go; default: the repository's default branch. */
      branch: z.string().regex(/^[\w.-]+(\/[\w.-]+)*$/, 'must be a branch name such as "main"').optional(),
      /**
       * The address of a self-hosted git host: GitHub Enterprise, GitLab, Gitea or Forgejo ("https://git.example.com").
       * Needed for gitea unless the repository is on gitea.com; github.com and gitlab.com need none.
       */
      baseUrl: webUrl.optional(),
      /** GitLab, Gitea and Forgejo: the id of the OAuth application the editor signs in with (PKCE, no server needed). */
      appId: text(8, 200).optional(),
      /**
       * GitHub: the sign-in service that holds the OAuth app's secret, "https://api.netlify.com" (Netlify, the default)
       * or a Sveltia CMS Authenticator worker on Cloudflare ("https://sveltia-cms-auth.<account>.workers.dev").
       */
      authUrl: webUrl.optional(),
    })
    .optional(),
  /**
   * Counting what the site brings (chats by page and button, form messages, store visits) with Plausible's events API,
   * hosted or a self-hosted Community Edition. Optional: without it no tracker ships and the CSP stays as it is.
   */
  analytics: z
    .strictObject({
      /** The events API: "https://plausible.io/api/event", or the same path on a self-hosted server. */
      endpoint: webUrl,
      /** The site as it is named in Plausible's settings: "www.servictg.co". */
      domain: z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'must be the site\'s domain as Plausible knows it, such as "www.servictg.co"'),
    })
    .optional(),
});

export const serviceSchema = z.strictObject({
  name: text(3, 60),
  ...pageMeta,
  keywords: z.array(text(3, 60)).min(3, 'expected at least 3 keywords').max(12, 'expected at most 12 keywords'),
  /** The page's h1 is the job and the city ("Plomero en Cartagena"); the subtitle qualifies it in one line. */
  hero: z.strictObject({ title: text(10, 50), subtitle: text(10, 90), description: text(40, 300), imageAlt: text(10, 160) }),
  /** One line in the catalogue that tells this page from its near-twins. */
  summary: text(20, 110),
  /** Words people use for the problem ("fuga", "no enfría"), which the catalogue search matches. */
  searchTerms: z.array(text(2, 40)).min(3, 'expected at least 3 search terms').max(20, 'expected at most 20 search terms'),
  /** The claims DECISIONS.md allows this page, shown under the hero button beside the warranty of its group. */
  claims: z.strictObject({ freeDiagnosis: z.boolean(), allHours: z.boolean() }),
  /** Who the service is for and what it is not, pointing at the page that does the other job. */
  fit: z.strictObject({ for: text(30, 300), notFor: text(30, 300), alternative: internalLink.optional() }),
  /** Something practical the visitor can do before the technician arrives. */
  beforeVisit: text(40, 400),
  illustration,
  cards: exactly(rules.SERVICE_CARDS, card),
  benefits: exactly(rules.SERVICE_BENEFITS, benefit),
  faq: between(rules.SERVICE_FAQ.min, rules.SERVICE_FAQ.max, faqItem),
  cta: z.strictObject({ title: text(10, 70), description: text(40, 300) }),
  whatsapp,
  group: z.enum(rules.CATALOGUE_GROUPS.map((g) => g.id) as [rules.CatalogueGroupId, ...rules.CatalogueGroupId[]]),
  aliases: z.array(slug).default([]),
  updated: isoDate,
});

export const constructorSchema = serviceSchema
  .omit({ group: true, aliases: true })
  .extend({
    process: exactly(rules.LANDING_STEPS, benefit),
    /** Construction's own warranty terms (Ley 1480 art. 8: structural stability, finishes). */
    warranty: text(3, 80),
  });

export const landingSchema = z.strictObject({
  ...pageMeta,
  hero: z.strictObject({ title: text(5, 80), tagline: text(10, 160), intro: text(40, 500) }),
  whatsapp,
  features: z.strictObject({
    title: text(5, 80),
    intro: text(20, 400),
    items: exactly(rules.LANDING_FEATURES, benefit.extend({ icon: iconName })),
  }),
  steps: z.strictObject({
    title: text(5, 80),
    intro: text(20, 400),
    items: exactly(rules.LANDING_STEPS, benefit),
  }),
  categories: z.strictObject({
    title: text(5, 80),
    intro: text(20, 400),
    items: z.array(card.required({ link: true })).min(4).max(12),
  }),
  about: z.strictObject({ title: text(5, 80), paragraphs: z.array(text(40, 800)).min(1).max(4) }),
  download: z.strictObject({ title: text(5, 80), text: text(20, 400) }),
  contact: z.strictObject({ title: text(5, 80), text: text(20, 400) }),
  updated: isoDate,
});

export const catalogueSchema = z.strictObject({
  ...pageMeta,
  heading: text(5, 80),
  intro: text(20, 400),
  groups: z.array(
    z.strictObject({
      id: z.enum(rules.CATALOGUE_GROUPS.map((g) => g.id) as [rules.CatalogueGroupId, ...rules.CatalogueGroupId[]]),
      name: text(3, 60),
      icon: iconName,
      description: text(20, 300),
      /** The warranty term of the group's services ("3 meses"), stated on each of its pages (Ley 1480 art. 7–11). */
      warranty: text(3, 40),
    }),
  ),
  updated: isoDate,
});

export const hubSchema = z.strictObject({
  name: text(3, 60),
  illustration,
  ...pageMeta,
  keywords: z.array(text(3, 60)).min(3).max(12),
  hero: z.strictObject({ title: text(10, 90), description: text(40, 400), buttonText: text(5, 40), imageAlt: text(10, 160) }),
  whatsapp,
  categories: z.array(
    z.strictObject({
      title: text(3, 60),
      icon: iconName,
      services: between(
        rules.HUB_LINKS.min,
        rules.HUB_LINKS.max,
        z.strictObject({ name: text(3, 60).optional(), link: internalLink }),
      ),
    }),
  ),
  cta: z.strictObject({ title: text(5, 90), description: text(20, 400) }),
  updated: isoDate,
});

export const blogPostSchema = z.strictObject({
  ...pageMeta,
  excerpt: text(60, 200),
  category: z.enum(rules.BLOG_CATEGORIES),
  author: text(3, 80),
  date: isoDate,
  tags: z.array(text(2, 40)).min(1).max(8),
  illustration,
});

export const blogListSchema = z.strictObject({ ...pageMeta, heading: text(3, 80), intro: text(20, 400) });

export const legalSchema = z.strictObject({
  ...pageMeta,
  kind: z.enum(['terminos', 'privacidad']),
  heading: text(5, 90),
  date: isoDate,
  dateLabel: text(5, 40),
});

/** Short pages whose copy is a few fields: thank-you, app announcement, login, admin, verification, 404. */
export const simplePageSchema = z.strictObject({
  ...pageMeta,
  heading: text(3, 90),
  text: text(10, 600),
  note: text(10, 400).optional(),
});

export type SchemaName = keyof typeof schemas;
export const schemas = {
  site: siteSchema,
  service: serviceSchema,
  constructor: constructorSchema,
  landing: landingSchema,
  catalogue: catalogueSchema,
  hub: hubSchema,
  blogPost: blogPostSchema,
  blogList: blogListSchema,
  legal: legalSchema,
  simplePage: simplePageSchema,
} as const;
