// The one schema of all content. Every type the templates use is inferred from here (see types.ts).
import { z } from 'zod';
import { icons } from 'lucide';
import * as rules from '../rules.ts';
import { isDrawable } from '../pictures/drawables.ts';
import { lucideIconNames } from '../pictures/icon-names.ts';
import { EDITOR_BACKENDS, JOB_PHOTO_FOLDER, PHOTO_FOLDER, toIconKey } from '../rules.ts';
import { phraseKey } from '../../templates/search-words.ts';
import { siteAddressProblem } from '../urls.ts';

const text = (min = 1, max = 2000) =>
  z.string().trim().min(min, `must have at least ${min} characters`).max(max, `must have at most ${max} characters`);

/**
 * Lucide icon names as lucide.dev writes them: "washing-machine". `options` in its metadata (zod's `.meta()`) are
 * the values the content editor offers in a list (pipeline/editor/config.ts reads them).
 */
export const iconName = z
  .string()
  .refine((name) => toIconKey(name) in icons, {
    error: (issue) => `unknown icon "${String(issue.input)}" (names as on lucide.dev/icons, e.g. "wrench")`,
  })
  .meta({ options: lucideIconNames });

/** The field kinds the check stage resolves against the rest of the content, as Astro's image() and reference(). */
export type FieldKind = { kind: 'photo' } | { kind: 'reference'; collection: string };

/**
 * A photo of content/fotos/, written "fotos/name.jpg": the check stage finds it, and refuses it unreadable or narrower
 * than MIN_PHOTO_WIDTH; the editor offers its photo picker; templates show it through <Photo>.
 */
export const photo = () =>
  z
    .string()
    .regex(
      new RegExp(`^/?${PHOTO_FOLDER}/(?:${JOB_PHOTO_FOLDER}/)?[^/]+$`),
      `must be a photo of content/${PHOTO_FOLDER}/ or content/${PHOTO_FOLDER}/${JOB_PHOTO_FOLDER}/, written ${PHOTO_FOLDER}/name.jpg`,
    )
    .meta({ kind: 'photo' } satisfies FieldKind)
    // Sveltia writes a photo field from the site's root, "/fotos/x.webp", as it does in a body: read without the slash.
    .transform((src) => src.replace(/^\//, ''));

/** The slug of an entry of another collection (its name in the registry): the check stage finds it; the editor offers the entries by name. */
export const reference = (collection: string) => slug.meta({ kind: 'reference', collection } satisfies FieldKind);

/** The kind of a field made by photo() or reference(); undefined for any other. */
export function fieldKind(schema: z.core.$ZodType): FieldKind | undefined {
  const meta = z.globalRegistry.get(schema) as Partial<FieldKind> | undefined;
  return meta?.kind ? (meta as FieldKind) : undefined;
}

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
/** What a schema wraps or is made of: the schemas a walk over it goes on to. */
function partsOf(schema: z.core.$ZodType): z.core.$ZodType[] {
  const def = schema._zod.def as Def;
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'readonly') return [def.innerType as z.core.$ZodType];
  if (def.type === 'pipe') return [def.in as z.core.$ZodType];
  if (def.type === 'array') return [def.element as z.core.$ZodType];
  if (def.type === 'object') return Object.values(def.shape as Record<string, z.core.$ZodType>);
  return [];
}

/** Whether a schema holds a photo() or reference() field, by schema: most hold none, and their entries are not walked. */
const holdsKinds = new WeakMap<z.core.$ZodType, boolean>();
const holds = (schema: z.core.$ZodType): boolean => {
  let found = holdsKinds.get(schema);
  if (found === undefined) holdsKinds.set(schema, (found = fieldKind(schema) !== undefined || partsOf(schema).some(holds)));
  return found;
};

/** Every value of `data` in a field made by photo() or reference(), with its path ("photos.0.src") and kind. */
export function kindedValues(schema: z.core.$ZodType, data: unknown, path = ''): { path: string; value: string; kind: FieldKind }[] {
  if (!holds(schema)) return [];
  const kind = fieldKind(schema);
  if (kind && typeof data === 'string') return [{ path, value: data, kind }];
  const def = schema._zod.def as Def;
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (def.type === 'array' && Array.isArray(data)) return data.flatMap((item, i) => kindedValues(def.element as z.core.$ZodType, item, at(i)));
  if (def.type === 'object' && data && typeof data === 'object') {
    return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, field]) => kindedValues(field, (data as Record<string, unknown>)[key], at(key)));
  }
  return partsOf(schema).flatMap((inner) => (def.type === 'array' || def.type === 'object' ? [] : kindedValues(inner, data, path)));
}

/** A site path such as "/servicios/x" or "/#contact"; whether it exists is checked once all content is loaded. */
const internalLink = z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'must be a site path such as "/servicios/slug"');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');
const webUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
/** The site is served with HSTS, so its own address must be https; SITE_URL may still point a local preview at http. */
const siteUrl = z.url({ protocol: /^https$/, error: 'must be an absolute https:// address (the site is served with HSTS)' }).check((ctx) => {
  const problem = URL.canParse(ctx.value) && new URL(ctx.value).protocol === 'https:' ? siteAddressProblem(ctx.value, ['https:']) : undefined;
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
});
/**
 * Text that {{placeholders}} put into Markdown bodies (brand, city…): nothing Markdown or HTML would read as markup,
 * so that a wrong value is blamed on site.yaml and not on every body that uses it.
 */
const placeholderText = (min: number, max: number) => text(min, max).regex(/^[^<>[\]`*_{}|\\]*$/, 'must be plain text, without < > [ ] ` * _ { } | or \\');
/**
 * A branch name git accepts (`git check-ref-format --branch`): parts of letters, digits and - . _ between slashes, none
 * starting with "." or "-" or ending with ".lock" or ".", and no "..".
 */
const branchName = z
  .string()
  .regex(/^(?!.*\.\.)(?![-.])(?!.*\/[-.])(?!.*\.lock(\/|$))[\w.-]+(\/[\w.-]+)*(?<!\.)$/, 'must be a branch name such as "main" (no "..", no part starting with "." or "-")');
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
/** An object of an illustration: a Fluent Emoji Flat name, or one of those drawn in pipeline/pictures/drawables.ts. */
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
/** A catalogue group's id (rules.ts): "hogar", "reparaciones"… */
const catalogueGroup = z.enum(rules.CATALOGUE_GROUPS.map((g) => g.id) as [rules.CatalogueGroupId, ...rules.CatalogueGroupId[]]);
/** A time of day in Cartagena (America/Bogota), 24-hour clock: "07:00", "19:30"; "24:00" closes at midnight. */
const clockTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be a time written HH:MM on a 24-hour clock, e.g. "07:00" or "19:00"');
const openingTimes = z
  .strictObject({ opens: clockTime, closes: clockTime })
  .refine((day) => day.opens < day.closes, { error: 'closes must come after opens on the same day' });
/**
 * When someone answers the chat (DECISIONS.md, "Hours the chat knows"). One source for the footer, the business
 * data of search engines and the line beside the chat buttons.
 */
const businessHours = z.strictObject({
  /** Opening and closing time of each weekday; a day left out is closed. */
  week: z
    .strictObject({
      monday: openingTimes.optional(),
      tuesday: openingTimes.optional(),
      wednesday: openingTimes.optional(),
      thursday: openingTimes.optional(),
      friday: openingTimes.optional(),
      saturday: openingTimes.optional(),
      sunday: openingTimes.optional(),
    })
    .refine((week) => Object.values(week).some(Boolean), { error: 'at least one day must have hours' }),
  /** The hours of Colombia's public holidays (festivos, computed at build time); left out, closed on festivos. */
  holidays: openingTimes.optional(),
  /** What answers at every hour of every day: how the footer names it, and the service pages it covers. */
  allDay: z.strictObject({
    label: text(3, 80),
    services: z.array(slug).default([]),
    groups: z.array(catalogueGroup).default([]),
  }),
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
  /**
   * The words before the visitor's own in the middle of the message, without the colon: "El problema" where a fault is
   * reported, "Lo que necesito" where something is asked for, "Mi perro" on the dog pages. Default "El problema".
   */
  label: text(3, 30).optional(),
  /** The request builder's question for that middle part: "¿Qué necesitas? En pocas palabras". */
  question: text(10, 60).optional(),
});

/**
 * The warranty a page states (DECISIONS.md, "Claims that are true for their page"). plazo: a term on a kind of work,
 * the same term wherever that work is sold ({ kind: plazo, term: "1 año", work: "acabados" }); estructural: Ley 1480
 * art. 8's ten years of stability and one year of finishes, always stated together; ninguna: the service is a
 * person's time (walks, tutoring, domestic hours), whose pages promise the checks and a replacement or refund instead.
 */
export const warrantySchema = z
  .strictObject({
    kind: z.enum(rules.WARRANTY_KINDS),
    /** "3 meses", "1 año": the strip says "Garantía de 3 meses". Only with plazo. */
    term: text(3, 40).optional(),
    /** The kind of work it covers, lower case ("reparación", "acabados", "soldadura estructural"); scripts/check-content.ts
     *  holds every page that names the same work to the same term. Only with plazo. */
    work: text(3, 60).optional(),
    /** What the term covers, where a bare term would promise more than the work can keep (a recurring service, a plague
     *  that comes back from outside): "la tapa, el flotador y la desinfección". Said with the term near the button. */
    covers: text(10, 200).optional(),
  })
  .refine((w) => (w.kind === 'plazo') === (w.term !== undefined && w.work !== undefined), {
    error: 'term and work go with kind plazo, and only with it',
  });

/**
 * How the job happens and who does it (DECISIONS.md, "Claims that are true for their page"). The hero strip and the
 * "Cómo funciona el pedido por WhatsApp" steps are written from it (templates/job-claims.ts). A catalogue group in
 * content/servicios.md gives the defaults; a page's own `job` replaces them key by key.
 */
export const jobSchema = z.strictObject({
  /**
   * visita: the person comes to the home or business; visita-taller: a visit that becomes a workshop job when the
   * repair needs the bench (computers, TVs, sound equipment); recogida: we collect the goods and bring them back
   * (laundry, shoes, furniture to a workshop); taller: the visitor brings it, or we carry it, to the bench (phones,
   * electronics); turno: a person assigned for hours or a fixed day (cleaning, domestic help, walks, tutoring).
   * visita-taller, recogida and taller add the written receipt of what is handed over to the strip (Ley 1480 art. 11
   * num. 9).
   */
  how: z.enum(rules.JOB_MODES),
  /** The person who does the job, with the article, lower case: "el plomero", "la tutora", "la trabajadora de aseo". */
  person: text(4, 40),
  /** The strip's first claim, who we send and that we checked them: "Plomeros verificados", "Personal con contrato y prestaciones". */
  verified: text(5, 50),
  warranty: warrantySchema,
  /** The three steps of an order when the ones written from `how` and `person` do not fit the job. */
  steps: exactly(3, text(10, 160)).optional(),
});
/** A group's defaults and a page's replacements: every key optional. */
const jobDefaults = jobSchema.partial();

/** Front matter shared by every page that has its own URL. */
const pageMeta = {
  title: text(10, 60),
  description: text(70, 160),
};

export const siteSchema = z.strictObject({
  brand: placeholderText(2, 40),
  productSlug: slug,
  url: siteUrl,
  phone: colombianPhone,
  email: z.email('must be an e-mail address'),
  city: placeholderText(2, 60),
  region: placeholderText(2, 60),
  country: placeholderText(2, 60),
  tagline: text(10, 160),
  social: z.strictObject({ facebook: webUrl, youtube: webUrl, tiktok: webUrl }),
  stores: z.strictObject({ ios: webUrl, android: webUrl }),
  form: z.strictObject({ endpoint: webUrl, ajaxEndpoint: webUrl }),
  /**
   * Where a good brought in for repair goes (phones, electronics, radios, shoes): the workshop's address. Until the
   * owner sets it (the shipped placeholder), the pages say the address is given in the chat and offer a pick-up.
   */
  workshop: text(10, 160),
  /**
   * Who answers the chat: first name, role and a photo in public/ ("/equipo/ana.jpg"), said beside each service page's
   * button. Optional: without it the pages say nothing in its place.
   */
  chatPerson: z
    .strictObject({
      name: text(2, 30),
      role: text(3, 60),
      photo: z.string().regex(/^\/[\w/.-]+\.(?:jpe?g|png|webp|avif)$/, 'must be a picture in public/, written /equipo/ana.jpg'),
    })
    .optional(),
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
    hours: businessHours,
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
   * The content editor at /editor (Sveltia CMS, pipeline/editor/editor.ts): the git repository it reads content from and
   * saves it to. Optional: without it /editor only says how to set it up (docs/editor.md).
   */
  editor: z
    .strictObject({
      /** The git host: github (github.com, GitHub Enterprise), gitlab (gitlab.com or self-hosted), gitea (Gitea or Forgejo). */
      backend: z.enum(EDITOR_BACKENDS),
      /** The repository as its address writes it: "owner/name" (GitLab also "group/subgroup/name"). */
      repo: z.string().regex(/^[\w.-]+(\/[\w.-]+)+$/, 'must be the repository as "owner/name"'),
      /** The branch the host builds the site from, where saved changes go; default: the repository's default branch. */
      branch: branchName.optional(),
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
  /** The claims DECISIONS.md allows this page, shown under the hero button after those `job` writes. */
  claims: z.strictObject({
    freeDiagnosis: z.boolean(),
    allHours: z.boolean(),
    /** The free visit is one to measure and quote (installations): the strip says «Visita y cotización gratis». */
    freeQuote: z.boolean().default(false),
  }),
  /** How the job happens, who does it and the warranty; the group's `job` in content/servicios.md fills what is left out. */
  job: jobDefaults.optional(),
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
  group: catalogueGroup,
  aliases: z.array(slug).default([]),
  updated: isoDate,
});

export const constructorSchema = serviceSchema
  .omit({ group: true, aliases: true })
  .extend({
    process: exactly(rules.LANDING_STEPS, benefit),
    /** The construction page's job has no group to take defaults from: all of it is set. Its warranty is
     *  estructural (Ley 1480 art. 8: ten years of stability and one year of finishes, stated together). */
    job: jobSchema,
  });

/** A section of the landing page: its title, a line under it, and its items. */
const landingSection = <T extends z.ZodType>(items: T) => z.strictObject({ title: text(5, 80), intro: text(20, 400), items });

export const landingSchema = z.strictObject({
  ...pageMeta,
  hero: z.strictObject({ title: text(5, 80), tagline: text(10, 160), intro: text(40, 500) }),
  whatsapp,
  features: landingSection(exactly(rules.LANDING_FEATURES, benefit.extend({ icon: iconName }))),
  steps: landingSection(exactly(rules.LANDING_STEPS, benefit)),
  categories: landingSection(z.array(card.required({ link: true })).min(4).max(12)),
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
      id: catalogueGroup,
      name: text(3, 60),
      icon: iconName,
      description: text(20, 300),
      /** The defaults of its pages' `job` (how, person, verified, warranty, steps); how and person are required here. */
      job: jobDefaults.required({ how: true, person: true, verified: true, warranty: true }),
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
  /**
   * The post's own chat: the message names its topic ("Hola, leí su guía de aires acondicionados…"). Without it
   * (a post saved from the admin demo), the chat names the post's title.
   */
  whatsapp: whatsapp.optional(),
});

export const blogListSchema = z.strictObject({ ...pageMeta, heading: text(3, 80), intro: text(20, 400) });

export const legalSchema = z
  .strictObject({
    ...pageMeta,
    kind: z.enum(['terminos', 'privacidad']),
    heading: text(5, 90),
    /** The text's own date (the terms' issue, the policy's taking effect), shown after `dateLabel`. */
    date: isoDate,
    dateLabel: text(5, 40),
    /** When the text was last changed, shown as "Última actualización" and given to the sitemap. */
    updated: isoDate,
  })
  .refine((legal) => legal.updated >= legal.date, { error: 'updated must not come before date', path: ['updated'] });

/** Short pages whose copy is a few fields: thank-you, app announcement, login, admin, verification, 404. */
export const simplePageSchema = z.strictObject({
  ...pageMeta,
  heading: text(3, 90),
  text: text(10, 600),
  note: text(10, 400).optional(),
});

/**
 * content/sinonimos.yaml: the words people in Cartagena use for a trade, an appliance or a problem that the service
 * pages say otherwise ("fontanero", "nevecón", "el breaker se baja"), each group with what it means in the pages'
 * own words. The catalogue search reads a phrase of `said` as its `means`.
 */
export const synonymsSchema = z.strictObject({
  synonyms: z
    .array(z.strictObject({ means: text(2, 60), said: z.array(text(2, 60)).min(1, 'expected at least one phrase') }))
    .min(1, 'expected at least one group of synonyms')
    .superRefine((groups, ctx) => {
      const seen = new Map<string, number>();
      groups.forEach((group, i) =>
        group.said.forEach((phrase, j) => {
          // The search compares phrases as it reads them: function words, accents and the coast's spellings aside.
          const key = phraseKey(phrase);
          const first = seen.get(key);
          if (first !== undefined) ctx.addIssue({ code: 'custom', path: [i, 'said', j], message: `"${phrase}" is, for the search, the same phrase as one in synonyms.${first}.said` });
          if (!key) ctx.addIssue({ code: 'custom', path: [i, 'said', j], message: `"${phrase}" has only words the search leaves out` });
          seen.set(key, i);
        }),
      );
    }),
});

/** A switch of the owner's review before publishing: it must be on. */
const reviewed = z.literal(true, { error: 'debe estar activado: revise las fotos antes de publicar' });

/** A job the business did, published with the customer's written authorization (DECISIONS.md, "Real jobs"). */
export const workSchema = z.strictObject({
  title: text(10, 80),
  service: reference('services'),
  /** One of site.yaml's legal.serviceArea zones, and optionally one of its places: never an address. */
  zone: text(3, 60),
  place: text(2, 60).optional(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'debe ser un mes escrito AAAA-MM, por ejemplo 2026-11'),
  problem: text(20, 300),
  solution: text(20, 400),
  photos: between(rules.JOB_PHOTOS.min, rules.JOB_PHOTOS.max, z.strictObject({ src: photo(), alt: text(10, 160), stage: z.enum(rules.JOB_PHOTO_STAGES) })),
  /** The customer's reply in WhatsApp that authorizes it: when it was sent, and what it allows. */
  consent: z.strictObject({ ref: text(6, 40), scope: z.enum(rules.CONSENT_SCOPES) }),
  customer: z.strictObject({ firstName: text(2, 30).optional(), quote: text(20, 280).optional() }).optional(),
  checks: z.strictObject({ sinRostros: reviewed, sinDatos: reviewed, sinMenores: reviewed }),
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
  synonyms: synonymsSchema,
  work: workSchema,
} as const;
