// npm run check:content fails on each kind of copy problem it is there to catch. The check runs in-process on copies
// of the real content for the checks that need the whole site; the copy rules (scripts/copy-rules.ts) are called
// directly on a few fake pages of tests/fixtures/content-check/, which keeps them fast.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContent } from '../pipeline/content/load.ts';
import { checkContent } from '../scripts/check-content.ts';
import { bodyText, jaccard, shingles, words } from '../scripts/content-metrics.ts';
import {
  appPromises,
  closingCalls,
  frontMatterPlaceholders,
  genericBenefits,
  openingOf,
  openingShapes,
  placesNamed,
  rainySeason,
  type CopyPage,
  type PageKind,
  type Zone,
} from '../scripts/copy-rules.ts';
import { consumerLinks, jobsTrue, placeDensity, repeatedPhrases, sameWarranty, technicianWord, type Groups } from '../scripts/claim-rules.ts';
import { employerModel, filledLinks, onePersonNoun, receiptOnStrip, tenYearsForStructures, termsAgree } from '../scripts/claim-rules.ts';
import { anyHourPromises, compiledNumber, fullCitations, type AllDay } from '../scripts/promise-rules.ts';
import { oneBlankAtTheEnd } from '../scripts/chat-text-rules.ts';
import { sensitiveDataAsked } from '../scripts/data-rules.ts';
import { freeWhereAndWhat, warrantyCovers } from '../scripts/offer-rules.ts';
import { placesByLaw } from '../scripts/place-rules.ts';
import { contentCopier, type ContentCopier, type ContentEdits } from './helpers/content-copy.ts';
import { projectDir } from './helpers/site.ts';

const PLOMERO = 'servicios/servicio-de-plomero-en-cartagena.md';
const ELECTRICISTA = 'servicios/servicio-de-electricista-en-cartagena.md';
let scratch: string;
let contentWith: ContentCopier;
beforeAll(async () => {
  scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'content-check-'));
  contentWith = contentCopier(scratch);
});
afterAll(() => fs.promises.rm(scratch, { recursive: true, force: true }));

/**
 * The check on a copy of the real content with `edits`: `code` 1 when it fails, `out` everything it prints. The rule
 * on the built links builds the site in memory: only the run on the real content includes it.
 */
async function check(name: string, edits: ContentEdits, links = false) {
  const { lines, failures } = await checkContent(await contentWith(name, edits), { links });
  return { code: failures.length > 0 ? 1 : 0, out: [...lines, ...failures].join('\n') };
}

/** A line of a real content file as it is today: the copy is rewritten often, so cases never quote it. */
function lineOf(file: string, line: RegExp): string {
  return fs.readFileSync(path.join(projectDir, 'content', file), 'utf8').match(line)![0];
}

/** The plumber page under another name, title and description: the near-duplicate the check exists to stop. */
function twinOfPlomero(): string {
  return fs.readFileSync(path.join(projectDir, 'content', PLOMERO), 'utf8')
    .replace(/^name: .*$/m, 'name: Electricidad')
    .replace(/^title: .*$/m, 'title: Electricista en Cartagena')
    .replace(/^description: .*$/m, 'description: Electricistas en Cartagena para tacos que saltan, tomacorrientes, cortos y cableado de casas y negocios.');
}

let real: ReturnType<typeof check> | undefined;
/** One run on the real content, for the tests that read it. */
const checkReal = () => (real ??= check('real', {}, true));

describe('content check', () => {
  it('fails on a synonym that means a word no service page carries, and counts the synonyms', async () => {
    const { code, out } = await check('synonym-target', {
      'sinonimos.yaml': (source) => `${source}  - means: abogado\n    said: [jurista]\n`,
    });
    expect(code).toBe(1);
    expect(out).toContain('content/sinonimos.yaml: ');
    expect(out).toMatch(/\.means: "abogado": no service page's name, summary or search terms has "abogado"/);
    expect(out).toMatch(/Synonyms: \d+ groups, \d+ phrases/);
  }, 60_000);

  it('prints its figures on the real content, the copy figures among them', async () => {
    const { out } = await checkReal();
    expect(out).toMatch(/Most similar service pages/);
    expect(out).toMatch(/Spelling: \d+ words checked, \d+ unknown/);
    expect(out).toMatch(/pages opening with a climate framing: \d+ of 51 /);
    expect(out).toMatch(/generic benefits: \d+ in total; pages with at least one: \d+ of 52/);
    expect(out).toMatch(/pages naming Bocagrande: \d+ of 51 /);
    expect(out).toMatch(/pages naming a barrio of the south-west or south-east or Turbaco and nearby \(Suroccidente, Suroriente, Municipios cercanos\): \d+ of 51/);
    expect(out).toMatch(/institutions named \(pages\): Afinia \d+, Aguas de Cartagena \d+, Surtigas \d+, EPA \d+, DADIS \d+, IPCC \d+/);
    // Every copy rule is run: each prints a figure.
    for (const figure of [
      'rainy season: ', 'app promises where the app is not the subject: ', 'closing calls: ', 'WhatsApp messages: ', 'placeholders in front matter: ',
      'ways a job happens (service pages): ', '"técnico" where nobody is one: ', 'warranty terms by kind of work: ', 'phrases of 6 words on more than 5 service pages: ',
      'sentences naming 3 places or more: ', 'pages naming Turbaco: ', 'footer: link to the Superintendencia de Industria y Comercio yes; PQRS entry yes; PQRS section in the terms yes',
      'employer model denied: 0 ', 'ten-year warranties: ', 'warranty terms against the terms and conditions: ', 'pages that promise a written receipt: ',
      'pages naming their person in one form: ', 'links in the built pages: ',
      'WhatsApp texts in the built pages: ', 'warranty terms on recurring services: ', '«gratis»: ', 'sensitive data asked: ', 'places named as the law names them: ',
    ]) {
      expect(out).toContain(`  ${figure}`);
    }
  }, 60_000);

  it('passes the real content', async () => {
    const { code, out } = await checkReal();
    expect(code, out.slice(out.indexOf('Content check'))).toBe(0);
    expect(out).toMatch(/Spelling: \d+ words checked, 0 unknown/);
  }, 60_000);

  it.each<[string, ContentEdits, RegExp]>([
    ['a misspelled word', { [PLOMERO]: (s) => `${s}\nLa tuberia quedó lista.\n` }, /spelling: "tuberia"/],
    ['a price', { [PLOMERO]: (s) => `${s}\nLa visita cuesta $ 50.000.\n` }, /names a price/],
    ['filler', { [PLOMERO]: (s) => `${s}\nlorem ipsum\n` }, /filler text "lorem"/],
    ['a duplicate description', { [ELECTRICISTA]: (s) => s.replace(/^description: .*$/m, () => lineOf(PLOMERO, /^description: .*$/m)) }, /description: the same as/],
    ['a title over 65 characters', { [PLOMERO]: (s) => s.replace(/^title: .*$/m, 'title: Plomero en Cartagena para fugas, tuberías y baños y cocinas') }, /title: .* characters, at most 65/],
    ['two service pages sharing their copy', { [ELECTRICISTA]: () => twinOfPlomero() }, /copy overlaps/],
  ])('fails on %s', async (name, edits, message) => {
    const { code, out } = await check(name.replace(/\W+/g, '-'), edits);
    expect(code).toBe(1);
    expect(out).toMatch(message);
  }, 60_000);
});

describe('similarity measure', () => {
  it('is 1 for the same text, 0 for unrelated text', () => {
    const a = shingles(words('el técnico revisa la tubería de la cocina y cambia el sifón'));
    expect(jaccard(a, a)).toBe(1);
    expect(jaccard(a, shingles(words('las palmas del malecón se podan antes de la temporada de lluvias')))).toBe(0);
  });
});

const RULE_FIXTURES = path.join(projectDir, 'tests', 'fixtures', 'content-check');

/**
 * The pages of tests/fixtures/content-check/<rule>/<variant>/: each `<kind>/<name>.md` holds only the front matter and
 * body the rule reads, and is named "<kind>/<name>.md" in the lines the rule prints.
 */
function fixturePages(rule: string, variant: 'breaks' | 'passes'): CopyPage[] {
  const dir = path.join(RULE_FIXTURES, rule, variant);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.split(path.sep).join('/'))
    .sort()
    .map((file) => {
      const entry = parseContent(file, fs.readFileSync(path.join(dir, file), 'utf8'));
      return { file, kind: file.split('/')[0] as PageKind, data: entry.data, body: entry.body };
    });
}

/** The built pages of tests/fixtures/content-check/filled-links/<variant>/, by file name. */
function fixtureHtml(variant: 'breaks' | 'passes'): { path: string; html: string }[] {
  const dir = path.join(RULE_FIXTURES, 'filled-links', variant);
  return fs.readdirSync(dir).map((f) => ({ path: f, html: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

function serviceAreaOf(variant: 'breaks' | 'passes'): Zone[] {
  const site = YAML.load(fs.readFileSync(path.join(RULE_FIXTURES, 'places-named', variant, 'site.yaml'), 'utf8')) as { legal: { serviceArea: Zone[] } };
  return site.legal.serviceArea;
}

const APP = "orders go through WhatsApp, app features belong on the app's pages";
const RAIN = 'rainy season in the Andean pattern';

describe('copy rules', () => {
  it('rainy season: fails on the Andean pattern and on rains that start the year, with the file, field and sentence', () => {
    expect(rainySeason(fixturePages('rainy-season', 'breaks')).failures).toEqual([
      `post/lluvias.md: description: ${RAIN} (rains in a month before May): "Revisa techos y canales antes de las lluvias de abril y septiembre."`,
      `post/lluvias.md: body: ${RAIN} (two rainy seasons): "Los primeros aguaceros llegan entre abril y mayo, y la temporada más fuerte va de septiembre a noviembre."`,
      `post/lluvias.md: body: ${RAIN} (rains starting before May): "Las lluvias van de abril a noviembre."`,
      `post/lluvias.md: body: ${RAIN} (the rains start the year): "Fumigar antes de la temporada de lluvias es una buena forma de empezar el año."`,
      `post/lluvias.md: body: ${RAIN} (seasons after March and after August): "Marzo y agosto son buenos meses para revisar el techo, antes de cada temporada de aguaceros."`,
      `post/lluvias.md: body: ${RAIN} (two rainy seasons): "La primera temporada de lluvias"`,
      `post/lluvias.md: body: ${RAIN} (two rainy seasons): "Revisa el techo de abril a junio y de septiembre a noviembre."`,
    ]);
  });

  it("rainy season: passes Cartagena's seasons, a dry season up to April and work planned before the rains", () => {
    expect(rainySeason(fixturePages('rainy-season', 'passes'))).toEqual({
      failures: [],
      figures: ["rainy season: 0 sentences against Cartagena's (rains May to November, peak October; dry December to April)"],
    });
  });

  it('app promises: fails on tracking, in-app payment, reviews and proposals on a service page, phrase by phrase', () => {
    expect(appPromises(fixturePages('app-promises', 'breaks')).failures).toEqual([
      `service/plomero.md: benefits.0.description: app promise "en tiempo real"; ${APP}`,
      `service/plomero.md: cta.description: app promise "Pagas de forma segura en la aplicación"; ${APP}`,
      `service/plomero.md: cta.description: app promise "reseña"; ${APP}`,
      `service/plomero.md: body: app promise "Desde la app"; ${APP}`,
      `service/plomero.md: body: app promise "recibes propuestas"; ${APP}`,
    ]);
  });

  it("app promises: pass where the app is the subject (landing, the app's pages) and on a follow-up done by a person", () => {
    expect(appPromises(fixturePages('app-promises', 'passes'))).toEqual({ failures: [], figures: ['app promises where the app is not the subject: 0 on 0 pages'] });
  });

  it('generic benefits: more than one of the four fails, naming each and what makes it generic', () => {
    expect(genericBenefits(fixturePages('generic-benefits', 'breaks'))).toEqual({
      failures: [
        'service/plomero.md: benefits: 3 of 4 are platform-generic promises, at most 1: "Plomeros verificados" (verified), "Garantía en el trabajo" (warranty), "Probamos antes de cerrar" (secure payment, invoice)',
      ],
      figures: ['generic benefits: 3 in total; pages with at least one: 1 of 1'],
    });
  });

  it('generic benefits: one generic benefit passes, and a benefit about the job that mentions verification once is not generic', () => {
    expect(genericBenefits(fixturePages('generic-benefits', 'passes'))).toEqual({ failures: [], figures: ['generic benefits: 1 in total; pages with at least one: 1 of 1'] });
  });

  it('opening shapes: the same shape on more than a fifth of the service pages fails, with the pages', () => {
    expect(openingShapes(fixturePages('opening-shapes', 'breaks'))).toEqual({
      failures: ['opening shape: climate framing on 2 of 5 service pages, at most 1 (a fifth): a.md, c.md'],
      figures: [
        'pages opening with a climate framing: 2 of 5 (first sentence; 3 of 5 first paragraphs mention the climate)',
        'opening shapes (at most 1 page each): climate framing 2, personified device 1, the city as a hardship 1, En Cartagena… opener 0, question opener 0, Si… opener 0',
        'openings that list three things or more (a figure to watch, not a rule): 0 of 5',
      ],
    });
  });

  it('opening shapes: pass when each shape is on at most a fifth; a damp stain and a person who lives somewhere are no shape', () => {
    const { failures, figures } = openingShapes(fixturePages('opening-shapes', 'passes'));
    expect(failures).toEqual([]);
    expect(figures[1]).toBe('opening shapes (at most 1 page each): climate framing 1, personified device 0, the city as a hardship 0, En Cartagena… opener 1, question opener 1, Si… opener 1');
  });

  it('closing calls: the same call or message on two pages fails on both, and so does a message that does not name the service', () => {
    expect(closingCalls('Cartagena')(fixturePages('closing-calls', 'breaks'))).toEqual({
      failures: [
        'service/electricista.md: cta: the same closing call on 2 pages (also plomero.md); write one for this page',
        'service/plomero.md: cta: the same closing call on 2 pages (also electricista.md); write one for this page',
        'service/electricista.md: whatsapp.message: the same WhatsApp message on 2 pages (also plomero.md); write one for this page',
        'service/plomero.md: whatsapp.message: the same WhatsApp message on 2 pages (also electricista.md); write one for this page',
        'service/electricista.md: whatsapp.message: "Hola, necesito ayuda en Cartagena." does not name the service (no word shared with name, title or hero.title)',
        'service/plomero.md: whatsapp.message: "Hola, necesito ayuda en Cartagena." does not name the service (no word shared with name, title or hero.title)',
      ],
      figures: ['closing calls: 2 different on 3 pages', 'WhatsApp messages: 2 different on 3 pages', 'WhatsApp messages that do not name their service: 2'],
    });
  });

  it('closing calls: pass when each is written for its page ("un colchón" names "Lavado de colchones"; a hub names no service)', () => {
    expect(closingCalls('Cartagena')(fixturePages('closing-calls', 'passes'))).toEqual({
      failures: [],
      figures: ['closing calls: 4 different on 4 pages', 'WhatsApp messages: 4 different on 4 pages', 'WhatsApp messages that do not name their service: 0'],
    });
  });

  it('placeholders: any in front matter fails, since front matter is never filled', () => {
    expect(frontMatterPlaceholders(fixturePages('placeholders', 'breaks'))).toEqual({
      failures: [
        'service/plomero.md: hero.description: placeholder "{name}" in front matter, which is never filled in; write the text itself',
        'service/plomero.md: cta.title: placeholder "{{city}}" in front matter, which is never filled in; write the text itself',
      ],
      figures: ['placeholders in front matter: 2'],
    });
  });

  it('placeholders: pass in the body, which the build fills', () => {
    expect(frontMatterPlaceholders(fixturePages('placeholders', 'passes'))).toEqual({ failures: [], figures: ['placeholders in front matter: 0'] });
  });

  it("places named: a zone the figures read missing from site.yaml fails; its places no longer count", () => {
    expect(placesNamed(serviceAreaOf('breaks'))(fixturePages('places-named', 'breaks'))).toEqual({
      failures: ['site.yaml: legal.serviceArea: no zone "Suroriente"; the figure of pages naming the south and Turbaco reads its places'],
      figures: [
        'pages naming Bocagrande: 1 of 4 (goal: at most about a third, 1)',
        'pages naming a barrio of the south-west or south-east or Turbaco and nearby (Suroccidente, Suroriente, Municipios cercanos): 1 of 4',
        'institutions named (pages): Afinia 1, Aguas de Cartagena 0, Surtigas 0, EPA 1, DADIS 0, IPCC 1',
      ],
    });
  });

  it('places named: counts service pages naming Bocagrande, the south and Turbaco (accents aside, "un bosque" aside) and each institution', () => {
    expect(placesNamed(serviceAreaOf('passes'))(fixturePages('places-named', 'passes'))).toEqual({
      failures: [],
      figures: [
        'pages naming Bocagrande: 1 of 4 (goal: at most about a third, 1)',
        'pages naming a barrio of the south-west or south-east or Turbaco and nearby (Suroccidente, Suroriente, Municipios cercanos): 2 of 4',
        'institutions named (pages): Afinia 1, Aguas de Cartagena 0, Surtigas 0, EPA 1, DADIS 0, IPCC 1',
      ],
    });
  });

  it('jobs: a home visit on a pick-up page, a warranty on a walk, and a warranty term on a person\'s time fail', () => {
    expect(jobsTrue(GROUPS)(fixturePages('jobs-true', 'breaks'))).toEqual({
      failures: [
        'service/calzado.md: hero.description: "llega a tu casa" on a recogida page, where the job is not done at home',
        'service/paseos.md: faq.0.answer: warranty "garantía de 3 meses" on a page about a person\'s time; promise the checks and a replacement or refund',
        "service/tareas.md: job: a person's time (turno) claims a warranty (plazo); its pages promise the checks and a replacement or refund",
        'service/tareas.md: hero strip: warranty "Garantía de 3 meses" on a page about a person\'s time; promise the checks and a replacement or refund',
      ],
      figures: ['ways a job happens (service pages): visita 0, visita-taller 0, recogida 1, taller 0, turno 2; claims or steps against it: 4'],
    });
  });

  it('jobs: pass when the steps, the strip and the copy say how the job happens', () => {
    expect(jobsTrue(GROUPS)(fixturePages('jobs-true', 'passes'))).toEqual({
      failures: [],
      figures: ['ways a job happens (service pages): visita 1, visita-taller 0, recogida 1, taller 0, turno 1; claims or steps against it: 0'],
    });
  });

  it('"técnico": fails where the person is a walker or a laundry, in the copy and in the body', () => {
    expect(technicianWord(GROUPS)(fixturePages('technician-word', 'breaks'))).toEqual({
      failures: [
        'service/paseos.md: hero.description: "técnico" where the job is done by el paseador; name that person',
        'service/ropa.md: body: "técnico" where the job is done by la lavandería; name that person',
      ],
      figures: ['"técnico" where nobody is one: 2 (pages whose person does a technical trade: 0 of 2)'],
    });
  });

  it('"técnico": passes on a technical trade, and "ficha técnica" or "técnico-mecánica" are no person', () => {
    expect(technicianWord(GROUPS)(fixturePages('technician-word', 'passes'))).toEqual({
      failures: [],
      figures: ['"técnico" where nobody is one: 0 (pages whose person does a technical trade: 1 of 2)'],
    });
  });

  it('warranty: the same work with two terms, prose against the page\'s term, and ten years without the finishes fail', () => {
    expect(sameWarranty(GROUPS)(fixturePages('same-warranty', 'breaks'))).toEqual({
      failures: [
        'constructor/constructor.md: cta.description: ten years of stability without the one year of finishes; Ley 1480 art. 8 states them together',
        'service/plomero.md: body: "garantía de un año" against the page\'s own term (3 meses)',
        'warranty on acabados: 3 meses (drywall.md) against 1 año (pintura.md); the same work carries the same term',
      ],
      figures: ['warranty terms by kind of work: acabados 3 meses / 1 año (2), reparación 3 meses (1); clashes and terms against the page: 3'],
    });
  });

  it('warranty: passes one term per work, numbers in words, and both construction terms together', () => {
    expect(sameWarranty(GROUPS)(fixturePages('same-warranty', 'passes'))).toEqual({
      failures: [],
      figures: ['warranty terms by kind of work: acabados 1 año (2), reparación 3 meses (1); clashes and terms against the page: 0'],
    });
  });

  it('consumer links: the footer without the SIC, a new tab without noopener, or no PQRS section fail', () => {
    const terms = '<h2 id="pqrs">22. PQRS</h2>';
    const pqrs = '<a href="/terminos#pqrs">PQRS</a>';
    expect(consumerLinks(pqrs, terms, '/terminos').failures).toEqual([
      'footer: no link to the Superintendencia de Industria y Comercio (https://www.sic.gov.co), which Ley 1480 art. 50 asks of every page',
    ]);
    expect(consumerLinks(`<a href="https://www.sic.gov.co" target="_blank">SIC</a>${pqrs}`, terms, '/terminos').failures).toEqual([
      'footer: the SIC link opens a new tab without rel="noopener"',
    ]);
    expect(consumerLinks('<a href="https://www.sic.gov.co" target="_blank" rel="noopener">SIC</a>', '<h2 id="otra">Otra</h2>', '/terminos').failures).toEqual([
      'footer: no PQRS entry leading to /terminos#pqrs',
      'content/legal/terminos.md: no section with the anchor {#pqrs} for the footer\'s PQRS entry',
    ]);
    expect(consumerLinks(`<a href="https://www.sic.gov.co" target="_blank" rel="noopener">SIC</a>${pqrs}`, terms, '/terminos')).toEqual({
      failures: [],
      figures: ['footer: link to the Superintendencia de Industria y Comercio yes; PQRS entry yes; PQRS section in the terms yes'],
    });
  });

  it('repeated phrases: six words on more than five service pages fail, named once with the pages', () => {
    expect(repeatedPhrases(fixturePages('repeated-phrases', 'breaks'))).toEqual({
      failures: ['"escribenos por whatsapp con tu barrio…" on 6 service pages, at most 5: a.md, b.md, c.md, d.md, e.md, f.md; write it for each page'],
      figures: ['phrases of 6 words on more than 5 service pages: 1 (most repeated: "escribenos por whatsapp con tu barrio" on 6)'],
    });
  });

  it('repeated phrases: pass on five pages', () => {
    expect(repeatedPhrases(fixturePages('repeated-phrases', 'passes'))).toEqual({ failures: [], figures: ['phrases of 6 words on more than 5 service pages: 0'] });
  });

  it('place density: sentences listing three places, and Turbaco, on more than a fifth of the service pages fail', () => {
    expect(placeDensity(PLACES)(fixturePages('place-density', 'breaks'))).toEqual({
      failures: [
        'service pages with a sentence naming 3 places or more: 2 of 5, at most 1: a.md, b.md',
        'service pages naming Turbaco: 2 of 5, at most 1: b.md, c.md; name it where it adds something',
      ],
      figures: ['sentences naming 3 places or more: on 2 of 5 service pages (at most 1)', 'pages naming Turbaco: 2 of 5 (at most 1)'],
    });
  });

  it('place density: passes a fifth', () => {
    expect(placeDensity(PLACES)(fixturePages('place-density', 'passes')).failures).toEqual([]);
  });

  it('employer model: a denial on a cleaning page or the landing, "independiente" for our staff, and a landing that never says who we employ fail', () => {
    expect(employerModel(GROUPS)(fixturePages('employer-model', 'breaks'))).toEqual({
      failures: [
        'service/aseo.md: hero.description: "Una trabajadora de aseo independiente va el día que elijas." calls independent someone we employ',
        'service/aseo.md: body: "Entre ella y tu familia no existe relación laboral." denies that the people sent are our employees; cleaning and domestic help are',
        'landing/inicio.md: about.paragraphs.1: "Quienes van a tu casa no son empleados nuestros, y aun así respondemos por lo que anunciamos." denies that the people sent are our employees; cleaning and domestic help are',
        'landing/inicio.md: speaks of independent professionals without saying that cleaning and domestic help are done by people we employ',
      ],
      figures: ['employer model denied: 4 (pages of people we employ: 1; landing page: 1)'],
    });
  });

  it('employer model: passes our staff with contract and benefits, and independent professionals for the other trades', () => {
    expect(employerModel(GROUPS)(fixturePages('employer-model', 'passes'))).toEqual({ failures: [], figures: ['employer model denied: 0 (pages of people we employ: 1; landing page: 1)'] });
  });

  it('ten years: a ten-year warranty in a sentence without "estructura" fails, on a page, the construction page or the terms', () => {
    expect(tenYearsForStructures(GROUPS)(fixturePages('ten-years', 'breaks'))).toEqual({
      failures: [
        'constructor/constructor.md: faq.0.answer: ten years of warranty without "estructura" beside them: "La que fija la ley, 10 años por la estabilidad de la obra y 1 año por los acabados."',
        'legal/terminos.md: body: ten years of warranty without "estructura" beside them: "Obras (construcción y remodelación): diez (10) años de garantía para la estabilidad de la obra y un (1) año para los acabados."',
        'service/soldadura.md: body: ten years of warranty without "estructura" beside them: "Cada unión que soldamos tiene diez años de garantía de estabilidad y un año en los acabados."',
      ],
      figures: ['ten-year warranties: 5 sentences; without "estructura" beside them: 3'],
    });
  });

  it('ten years: pass beside "estructura", and ten years that are no warranty are none', () => {
    expect(tenYearsForStructures(GROUPS)(fixturePages('ten-years', 'passes'))).toEqual({ failures: [], figures: ['ten-year warranties: 5 sentences; without "estructura" beside them: 0'] });
  });

  it("terms: a page's term against the item of the terms' list that names its work fails (carpentry's year under three months)", () => {
    expect(termsAgree(GROUPS)(fixturePages('terms-agree', 'breaks'))).toEqual({
      failures: [
        'warranty on carpintería: 1 año (carpinteros.md) against 3 meses in legal/terminos.md (the item "Reparaciones"); the same work carries the same term',
        'warranty on acabados: 3 meses (pintura.md) against 1 año in legal/terminos.md (the item "Acabados"); the same work carries the same term',
      ],
      figures: ["warranty terms against the terms and conditions: 4 kinds of work named there, 2 against it; not named there (the page's term stands): jardinería"],
    });
  });

  it("terms: pass with carpentry's year among the finishes, the structural ten years under structures, and a work the list leaves out", () => {
    expect(termsAgree(GROUPS)(fixturePages('terms-agree', 'passes'))).toEqual({
      failures: [],
      figures: ["warranty terms against the terms and conditions: 4 kinds of work named there, 0 against it; not named there (the page's term stands): jardinería"],
    });
  });

  it('terms: terms without a list of terms fail, since the pages cannot be held to it', () => {
    const pages = fixturePages('terms-agree', 'passes').map((p) => (p.kind === 'legal' ? { ...p, body: '## 10. Garantía\n\nEl término es el de cada página.' } : p));
    expect(termsAgree(GROUPS)(pages).failures).toEqual(['legal/terminos.md: no list of warranty terms ("- Kind of work (trades): term") to hold the pages\' terms to']);
  });

  it('receipt: a page whose copy promises a written receipt fails while its strip does not show one', () => {
    expect(receiptOnStrip(GROUPS)(fixturePages('receipt-on-strip', 'breaks'))).toEqual({
      failures: [
        'service/computadores.md: faq.0.answer: promises a written receipt that the strip ("Técnicos verificados. Garantía de 3 meses") does not show; say how the job happens in job.how',
      ],
      figures: ['pages that promise a written receipt: 1; without it on their strip: 1'],
    });
  });

  it('receipt: passes a visit that may go to the bench (visita-taller), and "recibo" of an apartment is no receipt', () => {
    expect(receiptOnStrip(GROUPS)(fixturePages('receipt-on-strip', 'passes'))).toEqual({ failures: [], figures: ['pages that promise a written receipt: 1; without it on their strip: 0'] });
  });

  it("person's noun: the other form of the page's noun (\"un tutor\" on a page of \"la tutora\") fails", () => {
    expect(onePersonNoun(GROUPS)(fixturePages('one-person-noun', 'breaks'))).toEqual({
      failures: [
        'service/tareas.md: hero.description: "Un tutor" where the page\'s person is la tutora; use one form of the noun',
        'service/tareas.md: body: "otro tutor" where the page\'s person is la tutora; use one form of the noun',
      ],
      figures: ['pages naming their person in one form: 1 of 2; other forms: 2'],
    });
  });

  it("person's noun: passes one form, its plural, and a thing of the same word (\"las jardineras\")", () => {
    expect(onePersonNoun(GROUPS)(fixturePages('one-person-noun', 'passes'))).toEqual({ failures: [], figures: ['pages naming their person in one form: 2 of 2; other forms: 0'] });
  });

  it('links: a built link that keeps a {…} slot, percent-encoded or not, fails; a slot in a data attribute is no link', () => {
    expect(filledLinks(fixtureHtml('breaks'))).toEqual({
      failures: [
        'servicios.html: href "https://wa.me/570000000000?text=Hola%2C%20busqu%C3%A9%20en%20el%20cat%C3%A1logo.…" keeps the slot {busco}',
        'servicios.html: href "/servicios/{{slug}}" keeps the slot {slug}',
      ],
      figures: ['links in the built pages: 2; with a {…} slot left in them: 2'],
    });
    expect(filledLinks(fixtureHtml('passes'))).toEqual({ failures: [], figures: ['links in the built pages: 2; with a {…} slot left in them: 0'] });
  });

  it('read a rendered body block by block, as its Markdown was written', () => {
    const html = '<h2 id="x">Antes de la visita</h2>\n<p>Cierra el <strong>registro</strong> &amp; seca el piso.</p>\n<ul>\n<li>Una foto</li>\n<li>La marca</li>\n</ul>\n';
    expect(bodyText(html)).toBe('## Antes de la visita\n\nCierra el registro & seca el piso.\n\n- Una foto\n\n- La marca');
    expect(openingOf(bodyText(html))).toBe('Cierra el registro & seca el piso.');
  });
});

/** The catalogue groups' job defaults the claim rules fill a page's job from. */
const job = (how: 'visita', person: string, verified: string) => ({ how, person, verified, warranty: { kind: 'plazo' as const, term: '3 meses', work: 'reparación' } });
const GROUPS: Groups = [
  { id: 'hogar', name: 'Hogar', icon: 'house', description: 'Servicios para la casa.', job: job('visita', 'el profesional', 'Personal verificado') },
  { id: 'reparaciones', name: 'Reparaciones', icon: 'wrench', description: 'Arreglos para la casa.', job: job('visita', 'el técnico', 'Técnicos verificados') },
  { id: 'automotriz', name: 'Automotriz', icon: 'car', description: 'Servicios para el carro.', job: job('visita', 'el mecánico', 'Mecánicos verificados') },
  { id: 'especializados', name: 'Especializados', icon: 'sparkles', description: 'Servicios especializados.', job: job('visita', 'el técnico', 'Técnicos verificados') },
];
const PLACES: Zone[] = [
  { zone: 'Centro', places: ['Manga', 'Crespo', 'El Bosque'] },
  { zone: 'Municipios cercanos', places: ['Turbaco'] },
];

// What the site promises in time and cites of the law (scripts/promise-rules.ts).
describe('promise rules', () => {
  const ALL_DAY: AllDay = { services: ['refrigeracion'], groups: [] };
  const ANY_HOUR = 'promises an answer at any hour where the chat line keeps hours; say it is for services already agreed or under way or for refrigeracion, and that new requests by WhatsApp are answered in the published hours';

  it('any hour: fails where the chat line keeps hours, a heading with its item, "técnicos" being no page\'s own word; not on a page that answers at every hour, nor "deja secar 24 horas"', () => {
    expect(anyHourPromises(ALL_DAY)(fixturePages('any-hour', 'breaks'))).toEqual({
      failures: [
        `landing/inicio.md: features.items.0.title: "Soporte 24/7" ${ANY_HOUR}`,
        `landing/inicio.md: features.items.0.description: "El equipo de soporte te responde cualquier día y a cualquier hora, en la app o por WhatsApp." ${ANY_HOUR}`,
        `post/app.md: body: "El equipo de soporte atiende las 24 horas, los siete días de la semana." ${ANY_HOUR}`,
        `service/lavadoras.md: body: "Nuestros técnicos atienden a cualquier hora." ${ANY_HOUR}`,
        `service/plomero.md: hero.description: "Escríbenos por WhatsApp a cualquier hora y te respondemos de una vez." ${ANY_HOUR}`,
      ],
      figures: ['any-hour promises: 0 for services under way or what answers at every hour (refrigeracion), 5 where the chat line keeps hours; pages answering at every hour: 1'],
    });
  });

  it('any hour: passes support of a service agreed or under way, and what answers at every hour named', () => {
    expect(anyHourPromises(ALL_DAY)(fixturePages('any-hour', 'passes'))).toEqual({
      failures: [],
      figures: ['any-hour promises: 4 for services under way or what answers at every hour (refrigeracion), 0 where the chat line keeps hours; pages answering at every hour: 1'],
    });
  });

  it('citations: fails on an abbreviation, the law before its article, "de esa ley", "su artículo", and Decreto 1377 without its current number or with the wrong one', () => {
    const cited = (sentence: string, why: string) => `legal/terminos.md: body: "${sentence}": ${why}`;
    expect(fullCitations(fixturePages('citations', 'breaks'))).toEqual({
      failures: [
        'legal/terminos.md: body: "art. 13": write the words in full: "el artículo 50", "el numeral 9", "el literal a"',
        cited('Según Ley 1480 de 2011, artículo 50.', 'write the article first: "el artículo N de la Ley … de …"'),
        cited('El Cliente recibe el pago conforme al numeral 9 del artículo 11 de esa ley.', 'name the law in full ("de la Ley 1480 de 2011"), not "de esa ley"'),
        cited('La política sigue el artículo 2.2.2.25.3.1 del Decreto 1074 de 2015.', 'say which article of Decreto 1377 de 2013 it was: "(antes artículo 13 del Decreto 1377 de 2013)"'),
        cited(
          'La revocatoria sigue el artículo 2.2.2.25.2.6 del Decreto 1074 de 2015, antes artículo 13 del Decreto 1377 de 2013.',
          'cite it by its current number: "el artículo 2.2.2.25.3.1 del Decreto 1074 de 2015 (antes artículo 13 del Decreto 1377 de 2013)"',
        ),
        cited('La revocatoria sigue el artículo 2.2.2.25.2.6 del Decreto 1074 de 2015, antes artículo 13 del Decreto 1377 de 2013.', 'say which article of Decreto 1377 de 2013 it was: "(antes artículo 9 del Decreto 1377 de 2013)"'),
        cited('Las peticiones ante particulares siguen el artículo 14 de la Ley 1437 de 2011, aplicable según su artículo 32.', 'name the law whose article it is in full, not "su artículo"'),
      ],
      figures: ['legal citations: 7 articles cited (2 of Decreto 1074 de 2015 with their old number); not in full form: 7'],
    });
  });

  it('citations: pass in full, the front matter read too, and "los artículos 2.2.2.25.1.1 y siguientes"', () => {
    expect(fullCitations(fixturePages('citations', 'passes'))).toEqual({
      failures: [],
      figures: ['legal citations: 9 articles cited (2 of Decreto 1074 de 2015 with their old number); not in full form: 0'],
    });
  });

  it('numbers each article of Decreto 1377 de 2013 as Decreto 1074 de 2015 compiled it', () => {
    expect([1, 3, 4, 7, 9, 12, 13, 19, 20, 23, 24, 25, 26, 27].map(compiledNumber)).toEqual([
      '2.2.2.25.1.1', '2.2.2.25.1.3', '2.2.2.25.2.1', '2.2.2.25.2.4', '2.2.2.25.2.6', '2.2.2.25.2.9', '2.2.2.25.3.1',
      '2.2.2.25.3.7', '2.2.2.25.4.1', '2.2.2.25.4.4', '2.2.2.25.5.1', '2.2.2.25.5.2', '2.2.2.25.6.1', '2.2.2.25.6.2',
    ]);
    expect([0, 28, 1.5].map(compiledNumber)).toEqual([undefined, undefined, undefined]);
  });

  it('run on the real content, the footer\'s hours and the legal box, printing their figures', async () => {
    const { out } = await checkReal();
    expect(out).toMatch(/ {2}any-hour promises: \d+ for services under way or what answers at every hour \(refrigeracion\), 0 where the chat line keeps hours; pages answering at every hour: 1\n/);
    expect(out).toMatch(/ {2}legal citations: \d+ articles cited \(\d+ of Decreto 1074 de 2015 with their old number\); not in full form: 0\n/);
  }, 60_000);

  it('read the legal texts also as a site with the analytics on builds them', async () => {
    const { code, out } = await check('switched-on', {
      'legal/privacidad.md': (source) => source.replace('{{/analytics}}\n\n## 18.', 'La tuberia quedó lista.\n{{/analytics}}\n\n## 18.'),
    });
    expect(code).toBe(1);
    expect(out).toContain('spelling: "tuberia" is not a Spanish word or in content/palabras.txt (privacidad.md (analytics on))');
  }, 60_000);

  it('fail the real content on the landing page\'s old support sentence and the old box citation', async () => {
    const { code, out } = await check('old-promises', {
      'inicio.md': (source) => source.replace(/^( {6}description: )Si un servicio ya agendado.*$/m, '$1Si algo no sale como se acordó, el equipo de soporte te responde cualquier día y a cualquier hora, en la app o por WhatsApp.'),
      'legal/terminos.md': (source) => `${source}\nSegún Ley 1480 de 2011, artículo 50.\n`,
    });
    expect(code).toBe(1);
    expect(out).toContain('content/inicio.md: features.items.5.description: "Si algo no sale como se acordó, el equipo de soporte te responde cualquier día y a cualquier hora, en la app o por WhatsApp." promises an answer at any hour');
    expect(out).toContain('content/legal/terminos.md: body: "Según Ley 1480 de 2011, artículo 50.": write the article first');
  }, 60_000);
});

// The fifth round's rules (issue 51): one blank at the end of a chat, what a recurring warranty covers, «gratis» beside
// what and where, sensitive data asked honestly, places as the law names them.
describe('offer, data, place and chat-text rules', () => {
  const html = (variant: 'breaks' | 'passes') => {
    const dir = path.join(RULE_FIXTURES, 'one-blank', variant);
    return fs.readdirSync(dir).map((f) => ({ path: f, html: fs.readFileSync(path.join(dir, f), 'utf8') }));
  };

  it('one blank: a «…» or "..." inside a built WhatsApp text fails, with the page and the text', () => {
    const { failures, figures } = oneBlankAtTheEnd(html('breaks'));
    expect(failures).toEqual([
      'plomero.html: WhatsApp text "Hola, necesito un plomero en Cartagena. Mi barrio: … El problema: … Puedo enviarles una…" has a gap «…» before its end; leave one blank, at the end, where WhatsApp puts the cursor',
      'plomero.html: WhatsApp text "Hola, necesito un plomero. Mi barrio... y lo que pasa: " has a gap «...» before its end; leave one blank, at the end, where WhatsApp puts the cursor',
    ]);
    expect(figures).toEqual(['WhatsApp texts in the built pages: 2 links, 2 texts; with «…» before their end: 2']);
  });

  it('one blank: passes a text whose only blank is at its end, and reads no other link', () => {
    expect(oneBlankAtTheEnd(html('passes'))).toEqual({ failures: [], figures: ['WhatsApp texts in the built pages: 2 links, 2 texts; with «…» before their end: 0'] });
  });

  it('warranty covers: a term on visits that recur, or on placement, without what it covers fails', () => {
    const { failures, figures } = warrantyCovers(GROUPS)(fixturePages('warranty-covers', 'breaks'));
    expect(failures.map((f) => f.split(':')[0])).toEqual(['service/aseo.md', 'service/piscinas.md']);
    expect(failures[1]).toContain('"Garantía de 3 meses" on a recurring service says nothing of what it covers');
    expect(figures).toEqual(['warranty terms on recurring services: 2 pages, with what they cover: 0, without: 2']);
  });

  it('warranty covers: passes a term with what it covers, and a repair page that only points to the recurring one', () => {
    expect(warrantyCovers(GROUPS)(fixturePages('warranty-covers', 'passes'))).toEqual({ failures: [], figures: ['warranty terms on recurring services: 1 pages, with what they cover: 1, without: 0'] });
  });

  it('«gratis»: without what is free, or where on a page whose money line does not say it, fails', () => {
    const { failures, figures } = freeWhereAndWhat('Cartagena', PLACES)(fixturePages('free-where', 'breaks'));
    expect(failures).toEqual([
      'post/app.md: body: "En los servicios con diagnóstico gratuito, la aplicación te lo indica.": say where it is free (Cartagena and the municipalities of the service area)',
      'service/rejas.md: faq.0.answer: "La visita es gratis y te mostramos diseños.": say where it is free (Cartagena and the municipalities of the service area), or set claims.freeDiagnosis so that the money line says it',
      'service/rejas.md: body: "Todo es gratis.": say what is free (the visit, the diagnosis, the quote)',
    ]);
    expect(figures).toEqual(['«gratis»: 3 sentences; without what or where: 3']);
  });

  it('«gratis»: passes what and where in the sentence, or on a page that claims the free visit, and leaves search keywords alone', () => {
    expect(freeWhereAndWhat('Cartagena', PLACES)(fixturePages('free-where', 'passes'))).toEqual({ failures: [], figures: ['«gratis»: 3 sentences; without what or where: 0'] });
  });

  it('sensitive data: health asked without «opcional» and a purpose, and a minor\'s name or learning difficulty, fail', () => {
    const { failures, figures } = sensitiveDataAsked(fixturePages('sensitive-data', 'breaks'));
    expect(failures.map((f) => f.split(': ').slice(0, 2).join(': '))).toEqual([
      'service/fumigacion.md: beforeVisit',
      'service/fumigacion.md: cta.description',
      'service/tareas.md: faq.0.answer',
    ]);
    expect(failures[2]).toContain("asks for a minor's data beyond grade, subjects and kind of school");
    expect(figures[0]).toMatch(/^sensitive data asked: 2 sentences on health, 1 on a minor .*: 3$/);
  });

  it('sensitive data: passes an optional question with its purpose, a benefit that asks nothing, and what is not asked', () => {
    const { failures, figures } = sensitiveDataAsked(fixturePages('sensitive-data', 'passes'));
    expect(failures).toEqual([]);
    expect(figures[0]).toMatch(/^sensitive data asked: 1 sentences on health, 0 on a minor .*: 0$/);
  });

  it('places: a corregimiento called a municipio, a municipio called a corregimiento, and a zone of municipios listing a corregimiento fail', () => {
    const area: Zone[] = [{ zone: 'Municipios cercanos', places: ['Turbaco', 'Bayunca'] }];
    const { failures, figures } = placesByLaw(area)(fixturePages('places-by-law', 'breaks'));
    expect(failures).toEqual([
      'content/site.yaml: legal.serviceArea: "Bayunca" is listed under "Municipios cercanos" but is a corregimiento',
      'landing/inicio.md: hero.intro: "Vamos a toda la ciudad y a municipios cercanos como Turbaco, Bayunca y Pasacaballos." calls Bayunca, Pasacaballos municipios; they are corregimientos',
      'service/poda.md: faq.0.answer: "En el corregimiento de Turbaco, Cardique." calls Turbaco a corregimiento; it is a municipio',
    ]);
    expect(figures).toEqual(['places named as the law names them: site.yaml lists 1 municipios and 1 corregimientos; sentences naming them: 3; named the other kind: 3']);
  });

  it('places: pass each named as what it is, and a place named without its kind', () => {
    const area: Zone[] = [{ zone: 'Corregimientos de Cartagena', places: ['Bayunca'] }, { zone: 'Municipios cercanos', places: ['Turbaco'] }];
    expect(placesByLaw(area)(fixturePages('places-by-law', 'passes'))).toEqual({
      failures: [],
      figures: ['places named as the law names them: site.yaml lists 1 municipios and 1 corregimientos; sentences naming them: 4; named the other kind: 0'],
    });
  });
});
