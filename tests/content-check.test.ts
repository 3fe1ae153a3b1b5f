// npm run check:content fails on each kind of copy problem it is there to catch. The check runs in-process on copies
// of the real content for the checks that need the whole site; the copy rules (scripts/copy-rules.ts) are called
// directly on a few fake pages of tests/fixtures/content-check/, which keeps them fast.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContent } from '../pipeline/load.ts';
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

/** The check on a copy of the real content with `edits`: `code` 1 when it fails, `out` everything it prints. */
async function check(name: string, edits: ContentEdits) {
  const { lines, failures } = await checkContent(await contentWith(name, edits));
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
const checkReal = () => (real ??= check('real', {}));

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
    for (const figure of ['rainy season: ', 'app promises where the app is not the subject: ', 'closing calls: ', 'WhatsApp messages: ', 'placeholders in front matter: ']) {
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

  it('read a rendered body block by block, as its Markdown was written', () => {
    const html = '<h2 id="x">Antes de la visita</h2>\n<p>Cierra el <strong>registro</strong> &amp; seca el piso.</p>\n<ul>\n<li>Una foto</li>\n<li>La marca</li>\n</ul>\n';
    expect(bodyText(html)).toBe('## Antes de la visita\n\nCierra el registro & seca el piso.\n\n- Una foto\n\n- La marca');
    expect(openingOf(bodyText(html))).toBe('Cierra el registro & seca el piso.');
  });
});
