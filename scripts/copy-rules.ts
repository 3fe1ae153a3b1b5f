// The copy rules of the content check: what DECISIONS.md ("Who speaks, and how a visitor orders", "Local facts",
// "The WhatsApp conversation") asks of the words themselves. Each rule takes plain page records, so that a test hands
// it a few fake pages instead of building a site, and returns the lines that fail and the figures it always prints.
// Every rule is a scan of text the check has already loaded: together they take a fraction of a second, beside the
// seconds the spelling dictionary takes to load.
import path from 'node:path';
import type { CopyKind as PageKind } from '../pipeline/collections.ts';
import { blocksOf, fold, paragraphsOf, proseOf, sentencesOf, stringsOf } from './content-metrics.ts';

export type { PageKind };

export interface CopyPage {
  /** As problems name it: "content/servicios/x.md". */
  file: string;
  kind: PageKind;
  /** Front matter as written; placeholders are never filled in it. */
  data: unknown;
  /** The body as a visitor reads it (content-metrics.ts bodyText): blocks apart by a blank line, "## " headings, "- " items. */
  body: string;
}

export interface RuleResult {
  failures: string[];
  figures: string[];
}
export type Rule = (pages: CopyPage[]) => RuleResult;

/** One zone of site.yaml `legal.serviceArea`. */
export interface Zone {
  zone: string;
  places: string[];
}

/** Every copy rule, in the order the check prints them; `city` and `serviceArea` come from site.yaml. */
export function copyRules(settings: { city: string; serviceArea: Zone[] }): Rule[] {
  return [rainySeason, appPromises, genericBenefits, openingShapes, closingCalls(settings.city), frontMatterPlaceholders, placesNamed(settings.serviceArea)];
}

const services = (pages: CopyPage[]) => pages.filter((p) => p.kind === 'service');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a visitor reads of a page, field by field, the body last as the field "body". */
function textsOf(page: CopyPage): { field: string; text: string }[] {
  const body = blocksOf(page.body).map((b) => b.replace(/^(?:#+|[-*+]|\d+[.)])\s+/, ''));
  return [...proseOf(page.data), { field: 'body', text: body.join('\n') }];
}

/** The sentences of a text, one line or block after the other, in NFC so that they line up with their folded form. */
function sentences(text: string): string[] {
  return text.normalize('NFC').split('\n').flatMap(sentencesOf);
}

// ---------------------------------------------------------------------------------------------------------------
// Rainy season. Cartagena's rains run from May to November, peak in October; December to April is dry. The Andean
// pattern (two seasons, April–June and September–November) is the error the copy keeps making.

const RAIN = /lluvi|llueve|llover|aguacer|invierno/;
const MONTH_OF_RAIN = '(?:mayo|junio|julio|agosto|septiembre|octubre|noviembre)';
/** The Andean calendar itself, "de abril a junio y de septiembre a noviembre": wrong whatever the sentence is about. */
const ANDEAN_SEASONS =
  /\b(?:de|desde|entre)\s+(?:marzo|abril)\s+(?:a|y|hasta)\s+(?:mayo|junio)\b[^.]{0,40}?\b(?:septiembre|octubre)\s+(?:a|y|hasta)\s+(?:noviembre|diciembre)\b/;
/**
 * Matched against folded sentences (lower case, no accents: "año" is "ano") that speak of rain (RAIN), but for the
 * Andean calendar: "de marzo a abril" alone is the dry season, said of the rains it is the Andean pattern.
 */
const WRONG_RAIN: { pattern: RegExp; why: string }[] = [
  { pattern: ANDEAN_SEASONS, why: 'two rainy seasons' },
  { pattern: /\b(?:primera|segunda|dos|ambas)\s+temporadas?\s+de\s+(?:lluvias?|aguaceros|invierno)\b/, why: 'two rainy seasons' },
  { pattern: /\b(?:lluvias?|aguaceros?|invierno|temporadas?\s+de\s+(?:lluvias|aguaceros))\s+(?:de|en|desde)\s+(?:enero|febrero|marzo|abril)\b/, why: 'rains in a month before May' },
  { pattern: new RegExp(`\\b(?:de|desde|entre)\\s+(?:enero|febrero|marzo|abril)\\s+(?:a|y|hasta)\\s+${MONTH_OF_RAIN}\\b`), why: 'rains starting before May' },
  { pattern: /\b(?:marzo|abril)\s+y\s+(?:(?:a\s+)?(?:finales|principios|mediados)\s+de\s+|en\s+)?(?:agosto|septiembre)\b/, why: 'seasons after March and after August' },
  {
    pattern: /\b(?:empezar|comenzar|arrancar|iniciar|recibir)\s+(?:el\s+)?ano\b|\b(?:inicio|comienzo|principios?|arranque)\s+(?:de|del)\s+ano\b/,
    why: 'the rains start the year',
  },
];

/** Text that puts the rainy season in the Andean pattern or at the start of the year, sentence by sentence. */
export const rainySeason: Rule = (pages) => {
  const failures: string[] = [];
  for (const page of pages) {
    for (const { field, text } of textsOf(page)) {
      // Most fields never mention rain: they are passed over before being cut into sentences.
      const folded = fold(text);
      if (!RAIN.test(folded) && !ANDEAN_SEASONS.test(folded)) continue;
      for (const sentence of sentences(text)) {
        const folded = fold(sentence);
        const wrong = WRONG_RAIN.find((w) => (w.pattern === ANDEAN_SEASONS || RAIN.test(folded)) && w.pattern.test(folded));
        if (wrong) failures.push(`${page.file}: ${field}: rainy season in the Andean pattern (${wrong.why}): "${sentence}"`);
      }
    }
  }
  return {
    failures,
    figures: [`rainy season: ${plural(failures.length, 'sentence')} against Cartagena's (rains May to November, peak October; dry December to April)`],
  };
};

// ---------------------------------------------------------------------------------------------------------------
// App promises. Today a visitor orders through WhatsApp; tracking, in-app payment, ratings and proposals are the
// app's, promised only where the app is the subject.

/** Folded patterns, global to find every phrase; the phrase quoted is the original text they match. */
const APP_PROMISES = [
  /\ben tiempo real\b/,
  // Follow-up by a person ("obra con seguimiento", "visita de seguimiento") is the job, not the app's tracking.
  /(?<!\bobra con |\bvisitas? de |\bhac\w* )\bseguimiento\b(?! (?:de|a) (?:la )?(?:obra|tratamiento))/,
  /\bsigues?\b[^.;:\n]{0,60}?\ben el mapa\b/,
  /\bpagas?\b[^.;:\n]{0,50}?\b(?:en|desde|por|dentro de) la (?:app|aplicacion)\b/,
  /\bpagos?\b[^.;:\n]{0,60}?\b(?:en|desde|por|dentro de) la (?:app|aplicacion)\b/,
  /\bdesde la (?:app|aplicacion)\b/,
  /\ben la app\b/,
  /\ben la aplicacion (?:ves|puedes|encuentras|eliges|recibes|sigues|pagas|calificas|consultas|revisas|tienes)\b/,
  /\bcalificaciones\b|\bcalificaron\b|\bresenas?\b/,
  /\brecib(?:e|es|en|ir|iras)\s+(?:\S+\s+)?propuestas\b/,
].map((pattern) => new RegExp(pattern.source, 'g'));
/** Where the app is the subject, its features may be described. */
const APP_SUBJECT: ReadonlySet<PageKind> = new Set(['landing', 'app', 'legal']);

/** Each app feature promised on a page where the app is not the subject: file, field (or body), phrase. */
export const appPromises: Rule = (pages) => {
  const failures: string[] = [];
  const pagesWith = new Set<string>();
  for (const page of pages.filter((p) => !APP_SUBJECT.has(p.kind))) {
    for (const { field, text } of textsOf(page)) {
      const original = text.normalize('NFC');
      const folded = fold(original);
      const phrases = new Set<string>();
      for (const pattern of APP_PROMISES) {
        for (const match of folded.matchAll(pattern)) {
          phrases.add(original.slice(match.index, match.index + match[0].length).replace(/\s+/g, ' '));
        }
      }
      for (const phrase of phrases) failures.push(`${page.file}: ${field}: app promise "${phrase}"; orders go through WhatsApp, app features belong on the app's pages`);
      if (phrases.size > 0) pagesWith.add(page.file);
    }
  }
  return { failures, figures: [`app promises where the app is not the subject: ${failures.length} on ${plural(pagesWith.size, 'page')}`] };
};

// ---------------------------------------------------------------------------------------------------------------
// Platform-generic benefits. The trust strip already says "técnicos verificados" and the warranty; a page's four
// benefits are about its service, at most one a promise any service of the platform could make.

/** Folded patterns of the promises any service of the platform makes. */
const GENERIC: Record<string, RegExp> = {
  verified: /\bverific(?:ad[oa]s?|acion|amos)\b/,
  warranty: /\bgarantia\b|\bgarantiz\w+|\brespondemos por\b/,
  punctuality: /\bpuntual\w*|\bllegamos a tiempo\b|\ba la hora (?:acordada|pactada)\b|\bsabes (?:a que hora|cuando) lleg\w+/,
  support: /\bsoporte\b|\b24\/7\b|\b24 horas\b/,
  'secure payment': /\bpag(?:o|os|as?|ar)\b[^.;\n]{0,40}?\b(?:segur[oa]s?|seguridad|sin efectivo)\b|\bpago en linea\b/,
  invoice: /\bfactura\w*/,
  reviews: /\bresenas?\b|\bcalificaci\w+|\bcalificad[oa]s? por\b|\bcalificar\b|\bcalificas\b|\bopiniones\b/,
  tracking: /\bseguimiento\b|\btiempo real\b|\ben vivo\b|\ben el mapa\b|\bsigues? (?:su|la|el) (?:llegada|recorrido|avance|desplazamiento|camino)\b/,
};

/** The platform promises a benefit makes: any in its title, or two or more in its description (one in passing is fine). */
export function genericPromisesOf(benefit: { title: string; description: string }): string[] {
  const inTitle = Object.keys(GENERIC).filter((k) => GENERIC[k]!.test(fold(benefit.title)));
  const inDescription = Object.keys(GENERIC).filter((k) => GENERIC[k]!.test(fold(benefit.description)));
  if (inTitle.length > 0) return [...new Set([...inTitle, ...inDescription])];
  return inDescription.length >= 2 ? inDescription : [];
}

/** More than one platform-generic benefit on a page fails; the total and the pages with any are printed. */
export const genericBenefits: Rule = (pages) => {
  const failures: string[] = [];
  let total = 0;
  let withAny = 0;
  let withBenefits = 0;
  for (const page of pages) {
    const benefits = (page.data as { benefits?: unknown }).benefits;
    if (!Array.isArray(benefits)) continue;
    withBenefits++;
    const generic = (benefits as { title: string; description: string }[]).map((b) => ({ title: b.title, promises: genericPromisesOf(b) })).filter((b) => b.promises.length > 0);
    total += generic.length;
    if (generic.length > 0) withAny++;
    if (generic.length > 1) {
      const list = generic.map((b) => `"${b.title}" (${b.promises.join(', ')})`).join(', ');
      failures.push(`${page.file}: benefits: ${generic.length} of ${benefits.length} are platform-generic promises, at most 1: ${list}`);
    }
  }
  return { failures, figures: [`generic benefits: ${total} in total; pages with at least one: ${withAny} of ${withBenefits}`] };
};

// ---------------------------------------------------------------------------------------------------------------
// Opening shapes. The first sentence of a service body shows a template when many pages share its shape: the same
// shape on more than a fifth of the service pages fails.

const PEOPLE = /\b(?:quien|quienes|gente|familias?|personas?|clientes?|duenos?|usted|uno|nadie|alguien|vecinos?|ninos?|hijos?|padres|turistas|perros?|gatos?|mascotas?|animales?|cartageneros?)\b/;

/** Shape keys of an opening sentence, each with how to tell it (folded text; `original` for what case tells). */
export const OPENING_SHAPES: { shape: string; test: (folded: string, original: string) => boolean }[] = [
  {
    shape: 'climate framing',
    // "mar" only in lower case: "Cielo Mar" and "Serena del Mar" are barrios ("marinas" hold boats: "brisa marina" is
    // the breeze). A "mancha de humedad" is a leak, not the climate.
    test: (folded, original) =>
      /\b(?:calor\w*|caluros[oa]s?|humed(?:ad|ades|[oa]s?)|salitre|brisas?|sol|solead[oa]s?|lluvi\w*|llueve|aguaceros?|clima\w*|temperaturas?|salinidad|salin[oa]s?|bochorno)\b/.test(
        folded.replace(/\b(?:manchas? de|olor a) humedad\b/g, ''),
      ) || /\bmar\b/.test(original),
  },
  {
    shape: 'personified device',
    // A thing that lives, suffers or endures: the verb with no person or animal before it in its clause.
    test: (folded) =>
      folded.split(/[,;:]/).some((clause) => {
        const verb = clause.match(/\b(?:vive|viven|sufre|sufren|aguanta|aguantan|padece|padecen|trabajan? (?:duro|en condiciones|mas))\b/);
        if (!verb) return false;
        const before = clause.slice(0, verb.index);
        return !PEOPLE.test(before) && !/\bse\s*$/.test(before);
      }),
  },
  { shape: 'the city as a hardship', test: (folded) => /\bponen? a prueba\b|\b(?:es|son) dur[oa]s? con\b|\bcondiciones duras\b/.test(folded) },
  {
    shape: 'En Cartagena… opener',
    // "En Cartagena…", "En esta ciudad…", "En muchos barrios de Cartagena…": the sentence first sets itself in the city.
    test: (folded) => /^en\b/.test(folded) && /\b(?:cartagen\w*|ciudad|costa|caribe|barrios?)\b/.test(folded.split(/\s+/).slice(0, 7).join(' ')),
  },
  { shape: 'question opener', test: (folded) => folded.startsWith('¿') || folded.endsWith('?') },
  { shape: 'Si… opener', test: (folded) => /^["«]?si\b/.test(folded) },
];

const firstParagraphOf = (body: string) => (paragraphsOf(body)[0] ?? blocksOf(body)[0] ?? '').normalize('NFC');

/** The first sentence of a body's first paragraph. */
export function openingOf(body: string): string {
  return sentencesOf(firstParagraphOf(body))[0] ?? '';
}

/**
 * Whether an opening lists three things or more ("La cayena dejó de florecer, la matera huele a podrido y la hormiga
 * peló el limonero"): three parts of three words or more between commas, semicolons, colons and "y"/"o". Many
 * openings tell the visitor's situation this way; it also takes in lists of places or people, so it is a figure to
 * watch, not a shape that fails.
 */
export function listsThree(opening: string): boolean {
  const parts = fold(opening)
    .replace(/[.!?]+$/, '')
    .split(/\s*[;,:]\s*|\s+(?:y|o|u|e|ni)\s+(?:simplemente\s+)?/)
    .filter((part) => part.split(/\s+/).length >= 3);
  return parts.length >= 3;
}

export function shapesOf(opening: string): string[] {
  const folded = fold(opening);
  return OPENING_SHAPES.filter((s) => s.test(folded, opening)).map((s) => s.shape);
}

export const openingShapes: Rule = (pages) => {
  const list = services(pages);
  const max = Math.floor(list.length / 5);
  const openings = list.map((p) => ({ file: p.file, paragraph: firstParagraphOf(p.body), sentence: openingOf(p.body) }));
  const byShape = new Map<string, string[]>(OPENING_SHAPES.map((s) => [s.shape, []]));
  for (const o of openings) for (const shape of shapesOf(o.sentence)) byShape.get(shape)!.push(o.file);
  // The shape is the first sentence's; how many first paragraphs bring the climate in at all is told beside it.
  const climate = OPENING_SHAPES[0]!;
  const climateParagraphs = openings.filter((o) => climate.test(fold(o.paragraph), o.paragraph)).length;
  const lists = openings.filter((o) => listsThree(o.sentence)).length;
  const failures = [...byShape]
    .filter(([, files]) => files.length > max)
    .map(([shape, files]) => `opening shape: ${shape} on ${files.length} of ${list.length} service pages, at most ${max} (a fifth): ${files.map((f) => path.basename(f)).join(', ')}`);
  return {
    failures,
    figures: [
      `pages opening with a climate framing: ${byShape.get(climate.shape)!.length} of ${list.length} (first sentence; ${climateParagraphs} of ${list.length} first paragraphs mention the climate)`,
      `opening shapes (at most ${plural(max, 'page')} each): ${[...byShape].map(([shape, files]) => `${shape} ${files.length}`).join(', ')}`,
      `openings that list three things or more (a figure to watch, not a rule): ${lists} of ${list.length}`,
    ],
  };
};

// ---------------------------------------------------------------------------------------------------------------
// Closing call and WhatsApp message: required by the schema, so what is checked is that they were written for the
// page: the same on two pages is interim copy, and the message names the service.

/**
 * Words that name no service: greetings, function words, and the job words every service shares. Folded, 4 letters
 * or more (shorter words never count).
 */
const NOT_A_SERVICE = new Set(
  [
    'hola necesito necesitamos quiero queremos busco buscamos tengo tenemos pueden puede podrian favor ayuda',
    'para como este esta esto estos estas desde sobre entre hasta pero porque donde cuando algo alguien unos unas',
    'servicio servicios domicilio tecnico tecnicos profesional profesionales especialista especialistas',
  ]
    .join(' ')
    .split(' '),
);

const contentWords = (text: string, city: string) => new Set((fold(text).match(/\p{L}{4,}/gu) ?? []).filter((w) => !NOT_A_SERVICE.has(w) && w !== fold(city)));
/** The same word, or its plural ("colchón" and "colchones", "tanque" and "tanques"). */
const sameWord = (a: string, b: string) => a === b || a === `${b}s` || a === `${b}es` || b === `${a}s` || b === `${a}es`;

/** The front-matter fields this rule reads; a page may have none of them. */
interface Closing {
  name?: unknown;
  title?: unknown;
  hero?: { title?: unknown };
  cta?: { title?: unknown; description?: unknown };
  whatsapp?: { message?: unknown };
}
const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

const WRITTEN_FOR_THE_PAGE: { field: string; what: string; valueOf: (data: Closing) => string | undefined }[] = [
  { field: 'cta', what: 'closing call', valueOf: (d) => (asString(d.cta?.title) === undefined ? undefined : `${asString(d.cta?.title)}\n${asString(d.cta?.description)}`) },
  { field: 'whatsapp.message', what: 'WhatsApp message', valueOf: (d) => asString(d.whatsapp?.message) },
];

export function closingCalls(city: string): Rule {
  return (pages) => {
    const failures: string[] = [];
    const figures: string[] = [];
    for (const written of WRITTEN_FOR_THE_PAGE) {
      const byValue = new Map<string, string[]>();
      for (const page of pages) {
        const value = written.valueOf((page.data ?? {}) as Closing);
        if (value === undefined) continue;
        const key = fold(value).replace(/\s+/g, ' ').trim();
        byValue.set(key, [...(byValue.get(key) ?? []), page.file]);
      }
      for (const files of byValue.values()) {
        if (files.length < 2) continue;
        for (const file of files) {
          const other = path.basename(files.find((f) => f !== file)!);
          failures.push(`${file}: ${written.field}: the same ${written.what} on ${files.length} pages (also ${other}${files.length > 2 ? ` and ${files.length - 2} more` : ''}); write one for this page`);
        }
      }
      const count = [...byValue.values()].reduce((n, f) => n + f.length, 0);
      figures.push(`${written.what}s: ${byValue.size} different on ${plural(count, 'page')}`);
    }
    let unnamed = 0;
    for (const page of pages.filter((p) => p.kind === 'service' || p.kind === 'constructor')) {
      const data = (page.data ?? {}) as Closing;
      const message = asString(data.whatsapp?.message);
      if (message === undefined) continue;
      const service = contentWords([data.name, data.title, data.hero?.title].map(asString).join(' '), city);
      const shared = [...contentWords(message, city)].some((w) => [...service].some((s) => sameWord(w, s)));
      if (!shared) {
        unnamed++;
        failures.push(`${page.file}: whatsapp.message: "${message}" does not name the service (no word shared with name, title or hero.title)`);
      }
    }
    figures.push(`WhatsApp messages that do not name their service: ${unnamed}`);
    return { failures, figures };
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Placeholders. The build fills {{brand}} and the rest in bodies and fails on unknown ones there; front matter is
// never filled, so any placeholder in it would reach the page as written. "{name}" is the same mistake.

const PLACEHOLDER = /\{\{[^{}]*\}\}|\{[\p{L}_][\p{L}\p{N}_]*\}/gu;

export const frontMatterPlaceholders: Rule = (pages) => {
  const failures: string[] = [];
  for (const page of pages) {
    for (const { field, text } of stringsOf(page.data)) {
      for (const [match] of text.matchAll(PLACEHOLDER)) failures.push(`${page.file}: ${field}: placeholder "${match}" in front matter, which is never filled in; write the text itself`);
    }
  }
  return { failures, figures: [`placeholders in front matter: ${failures.length}`] };
};

// ---------------------------------------------------------------------------------------------------------------
// Figures of the whole city (reports, not failures): Bocagrande, the south and Turbaco, the institutions named.

/** The zones of site.yaml `legal.serviceArea` whose places are the south-west, the south-east and Turbaco. */
export const SOUTH_AND_NEARBY = ['Suroccidente', 'Suroriente', 'Municipios cercanos'];
const INSTITUTIONS: Record<string, RegExp> = {
  Afinia: /\bAfinia\b/,
  'Aguas de Cartagena': /\bAguas de Cartagena\b|\bAcuacar\b/,
  Surtigas: /\bSurtigas\b/,
  EPA: /\bEPA\b|\bEstablecimiento Publico Ambiental\b/,
  DADIS: /\bDADIS\b|\bDepartamento Administrativo Distrital de Salud\b/,
  IPCC: /\bIPCC\b|\bInstituto de Patrimonio y Cultura\b/,
};
/** Without accents but in its case, so that "El Bosque" is the barrio and "un bosque" is not. */
const unaccented = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
/** Each name's pattern, made once for all pages: a whole word, without accents. */
const namePatterns = new Map<string, RegExp>();
function names(text: string, name: string): boolean {
  let pattern = namePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${unaccented(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');
    namePatterns.set(name, pattern);
  }
  return pattern.test(text);
}

/** The places of the south and nearby zones a page names, whether it names Bocagrande, and the institutions it names. */
export function namedOn(page: CopyPage, southAndNearby: string[]): { bocagrande: boolean; south: string[]; institutions: string[] } {
  const text = unaccented([...proseOf(page.data).map((s) => s.text), page.body].join('\n'));
  return {
    bocagrande: names(text, 'Bocagrande'),
    south: southAndNearby.filter((place) => names(text, place)),
    institutions: Object.keys(INSTITUTIONS).filter((name) => INSTITUTIONS[name]!.test(text)),
  };
}

/** The places of the zones SOUTH_AND_NEARBY in site.yaml; a zone missing is a failure, since the figure reads it. */
export function southAndNearbyOf(serviceArea: Zone[]): { places: string[]; failures: string[] } {
  const missing = SOUTH_AND_NEARBY.filter((name) => !serviceArea.some((z) => z.zone === name));
  return {
    places: serviceArea.filter((z) => SOUTH_AND_NEARBY.includes(z.zone)).flatMap((z) => z.places),
    failures: missing.map((name) => `site.yaml: legal.serviceArea: no zone "${name}"; the figure of pages naming the south and Turbaco reads its places`),
  };
}

export function placesNamed(serviceArea: Zone[]): Rule {
  return (pages) => {
    const { places, failures } = southAndNearbyOf(serviceArea);
    const list = services(pages);
    const named = list.map((p) => namedOn(p, places));
    const third = Math.round(list.length / 3);
    return {
      failures,
      figures: [
        `pages naming Bocagrande: ${named.filter((n) => n.bocagrande).length} of ${list.length} (goal: at most about a third, ${third})`,
        `pages naming a barrio of the south-west or south-east or Turbaco and nearby (${SOUTH_AND_NEARBY.join(', ')}): ${named.filter((n) => n.south.length > 0).length} of ${list.length}`,
        `institutions named (pages): ${Object.keys(INSTITUTIONS).map((name) => `${name} ${named.filter((n) => n.institutions.includes(name)).length}`).join(', ')}`,
      ],
    };
  };
}

/** One line per service page for the writers' own counts (`--pages`): opening shapes, generic benefits, places, institutions. */
export function pageLines(pages: CopyPage[], serviceArea: Zone[]): string[] {
  const { places } = southAndNearbyOf(serviceArea);
  return services(pages).map((page) => {
    const shapes = shapesOf(openingOf(page.body));
    const benefits = (page.data as { benefits?: { title: string; description: string }[] }).benefits ?? [];
    const named = namedOn(page, places);
    return [
      `${path.basename(page.file)}:`,
      `opening ${shapes.join(' + ') || 'of its own'};`,
      `generic benefits ${benefits.filter((b) => genericPromisesOf(b).length > 0).length};`,
      `Bocagrande ${named.bocagrande ? 'yes' : 'no'};`,
      `south and Turbaco ${named.south.join(', ') || 'none'};`,
      `institutions ${named.institutions.join(', ') || 'none'}`,
    ].join(' ');
  });
}
