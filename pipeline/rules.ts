// The numbers and fixed texts of SPEC.md §8–§9 and DECISIONS.md that the code reads: the schema enforces the
// counts, templates print the texts, and client scripts receive the values through the page.

export const SERVICE_CARDS = 6;
export const SERVICE_BENEFITS = 4;
export const SERVICE_FAQ = { min: 3, max: 5 } as const;
export const LANDING_FEATURES = 6;
export const LANDING_STEPS = 4;

export const CATALOGUE_GROUPS = [
  { id: 'hogar', size: 13 },
  { id: 'reparaciones', size: 13 },
  { id: 'automotriz', size: 4 },
  { id: 'especializados', size: 21 },
] as const;
export type CatalogueGroupId = (typeof CATALOGUE_GROUPS)[number]['id'];
export const DEFAULT_CATALOGUE_GROUP: CatalogueGroupId = 'hogar';

/** The illustrations' backdrops (drawn in templates/illustrations/scenes.tsx), each named for the Cartagena landmark it shows. */
/** How a job happens (DECISIONS.md, "Claims that are true for their page"); see `job` in pipeline/content/schema.ts. */
// The values are Spanish words, as the content editor shows them: visita (visit), visita-taller (a visit that may
// take the good to the bench), recogida (pick-up), taller (workshop), turno (placement: a person for hours or a fixed
// day).
export const JOB_MODES = ['visita', 'visita-taller', 'recogida', 'taller', 'turno'] as const;
export type JobMode = (typeof JOB_MODES)[number];
export const WARRANTY_KINDS = ['plazo', 'estructural', 'ninguna'] as const;

export const SCENES = ['balcon', 'murallas', 'bahia', 'torre-del-reloj', 'san-felipe', 'la-popa'] as const;
export type SceneName = (typeof SCENES)[number];

/** The backdrop of each catalogue group: every service of a group shares its landmark. */
export const GROUP_SCENES = {
  hogar: 'balcon',
  reparaciones: 'murallas',
  automotriz: 'bahia',
  especializados: 'torre-del-reloj',
} as const satisfies Record<CatalogueGroupId, SceneName>;

export const HUB_CATEGORIES = { 'servicios-para-empresas': 5, 'servicios-para-el-hogar': 6 } as const;
export const HUB_LINKS = { min: 2, max: 5 } as const;

export const BLOG_POSTS = 4;
export const BLOG_CARD_TAGS = 3;
export const BLOG_CATEGORIES = ['consejos', 'tutoriales', 'noticias', 'comparativas'] as const;
export const ADMIN_SERVICE_CATEGORIES = ['hogar', 'empresas', 'automoviles', 'tecnologia'] as const;
export const SHORT_DESCRIPTION_HINT = 160;
/** The git hosts the content editor at /editor saves to (Sveltia CMS's backends). */
export const EDITOR_BACKENDS = ['github', 'gitlab', 'gitea'] as const;

export const NAV_SCROLL_THRESHOLD_PX = 10;
export const SIMULATED_DELAY_MS = 1000;
export const HERO_IMAGE = { width: 800, height: 450 } as const;

export const TOASTS = {
  max: 3,
  defaultMs: 4000,
  longMs: 5000,
  shortMs: 3000,
} as const;

/** Contact form retries: network errors, 429 and 5xx, waiting 1 s, 2 s, 4 s (doubling, capped). */
export const FORM_RETRY = { retries: 3, firstDelayMs: 1000, maxDelayMs: 30000 } as const;

export const MESSAGES = {
  loginInvalid: 'Credenciales inválidas',
  loginUnverified: 'Cuenta no verificada. Por favor, verifica tu correo electrónico.',
  loginGeneric: 'Ocurrió un error al iniciar sesión',
  loginErrorTitle: 'Error de inicio de sesión',
  loginWelcome: '¡Bienvenido!',
  logout: 'Sesión cerrada',
  verifyErrorTitle: 'Error de verificación',
  verifyErrorText: 'Token inválido o expirado.',
  verifyFailedTitle: 'Verificación Fallida',
  verifyFailedText:
    'No se pudo verificar tu correo electrónico. El enlace puede haber expirado o ser inválido.',
  verifySuccess: 'Correo verificado',
  verificationSent: 'Correo de verificación enviado',
  contactErrorTitle: 'Error',
  contactErrorText: 'Ha ocurrido un error al enviar el mensaje. Por favor, inténtalo de nuevo.',
  sending: 'Enviando…',
  verifying: 'Verificando…',
  whatsappButton: 'Contactar por WhatsApp',
  videoTitle: 'Conoce Nuestro Servicio',
  notFound: 'Oops! Page not found',
} as const;

/** An icon as content names it on lucide.dev ("washing-machine") → its key in the lucide package ("WashingMachine"). */
export function toIconKey(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

/** Where a consumer complains (DECISIONS.md, "The consumer's way to complain"): linked from every page's footer. */
export const CONSUMER_AUTHORITY = { name: 'Superintendencia de Industria y Comercio', url: 'https://www.sic.gov.co' } as const;
/** The anchor of the terms' PQRS section ("{#pqrs}" on its heading in content/legal/terminos.md). */
export const PQRS_ANCHOR = 'pqrs';

/** Whether a service page answers at every hour: named in site.yaml's `allDay`, by its slug or its catalogue group. */
export function answersAllDay(allDay: { services: readonly string[]; groups: readonly string[] }, slug: string, group?: string): boolean {
  return allDay.services.includes(slug) || (!!group && allDay.groups.includes(group));
}

/** Real jobs (DECISIONS.md, "Real jobs, published with the customer's consent"): what each photo shows of the job. */
export const JOB_PHOTO_STAGES = ['antes', 'durante', 'despues', 'fachada'] as const;
/** What the customer's written authorization allows: the photos; and the first name; and their own words. */
export const CONSENT_SCOPES = ['fotos', 'fotos-nombre', 'fotos-nombre-opinion'] as const;
export const JOB_PHOTOS = { min: 1, max: 6 } as const;
/** The folder of content/fotos/ that job photos are uploaded to, apart from the pages' photos. */
export const JOB_PHOTO_FOLDER = 'trabajos';
/** The largest original a job takes: a phone's photo re-encoded by the editor is a fraction of it. */
export const MAX_JOB_PHOTO_BYTES = 10 * 1024 * 1024;
/** A job's own page is indexed only with this many photos and words of its own: thinner, it is a card, not a page. */
export const INDEXED_JOB = { photos: 2, words: 120 } as const;
/** The newest jobs a service page and the landing page show (the landing page only once it has them all). */
export const JOBS_SHOWN = 3;

/** The folder of content/ that photos are dropped in, and the first word of their names in content ("fotos/x.jpg"). */
export const PHOTO_FOLDER = 'fotos';

/**
 * The places a photo of content/fotos/ is shown in, each with the widths drawn for it (a phone, a tablet and a wide
 * screen at 1x and 2x; never wider than the original) and the width it takes on the page (`sizes`).
 */
export const PHOTO_SLOTS = {
  /** A body's photo: the article column, full width on phones and 70ch (about 44rem) from tablets up. */
  article: { widths: [480, 800, 1200, 1600], sizes: '(min-width: 50rem) 44rem, 100vw' },
  /** A job's card: one column on phones, two on tablets, three on wide screens. */
  card: { widths: [400, 720], sizes: '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, calc(100vw - 2rem)' },
  /** Half a job's card: its before and after photos side by side. */
  pair: { widths: [400], sizes: '(min-width: 64rem) 11rem, (min-width: 40rem) 23vw, calc(50vw - 1rem)' },
} as const;
export type PhotoSlot = keyof typeof PHOTO_SLOTS;
/** The formats every photo is drawn in, the smallest first: the browser takes the first it reads. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
/** The narrowest photo a photo field takes: narrower, it would be blown up on a phone's screen. */
export const MIN_PHOTO_WIDTH = 800;

/** The widths a photo `width` pixels wide is drawn at for `slot`: those below it, and its own when it is narrower than the largest. */
export function photoWidths(width: number, slot: PhotoSlot): number[] {
  const { widths } = PHOTO_SLOTS[slot];
  const fitting = widths.filter((w) => w < width);
  return width > widths.at(-1)! ? fitting : [...fitting, width];
}

/**
 * What the law calls each place outside Cartagena's urban barrios that the site may name: a municipio of Bolívar, or a
 * corregimiento of the Distrito de Cartagena. site.yaml's zones and every page's words are held to it (the content
 * check): a zone of "Municipios" lists municipios only, and no sentence calls a corregimiento a municipio.
 */
export const PLACE_KINDS = {
  municipio: ['Turbaco', 'Arjona', 'Santa Rosa', 'Clemencia', 'Santa Catalina', 'Turbaná', 'Villanueva'],
  corregimiento: ['Bayunca', 'Pasacaballos', 'Arroyo de Piedra', 'Arroyo Grande', 'Pontezuela', 'Punta Canoa', 'Bocachica', 'Caño del Oro', 'Tierra Bomba', 'Santa Ana', 'Barú'],
} as const;
