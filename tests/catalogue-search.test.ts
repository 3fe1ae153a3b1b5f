// The catalogue search's scorer, on small made-up catalogues (client/catalogue-search.ts), and what the search costs a
// phone: its script and its words, gzipped, under 8 KB together.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { indexCards, rankCards, typoDistance, typosAllowed, type Hit } from '../client/catalogue-search.ts';
import { phraseKey, serviceNames, shownFields, soundOf, stemOf, wordsOf } from '../templates/search-words.ts';
import { fileOf, outputPathFor, PATHS } from '../pipeline/urls.ts';
import { countedBuild } from './helpers/counted-build.ts';
import { builtFiles, parse } from './helpers/site.ts';

/** A catalogue of cards given as [name, summary, extra words as plain words], ranked for `query`, by name. */
function rank(cards: [string, string, string][], query: string, synonyms: Record<string, string[]> = {}): string[] {
  return hits(cards, query, synonyms).map((h) => cards[h.index]![0]);
}
function hits(cards: [string, string, string][], query: string, synonyms: Record<string, string[]> = {}): Hit[] {
  // The extra words come as the build writes them: stems.
  const names = cards.map(([name]) => name);
  const fields = cards.map(([name, summary, extra]) => [
    ...shownFields(name, summary, serviceNames(names)),
    wordsOf(extra).map((w) => stemOf(soundOf(w))).join(' '),
  ]);
  const phrases = Object.fromEntries(Object.entries(synonyms).map(([means, said]) => [means, said.map(phraseKey).join('|')]));
  return rankCards(indexCards(fields, phrases), query);
}

describe('how the search reads words', () => {
  it('folds the coast’s spellings on both sides: s/c/z, b/v, j/g before e and i, ll/y, silent h', () => {
    for (const [typed, written] of <[string, string][]>[
      ['fumigasion', 'fumigacion'],
      ['labadora', 'lavadora'],
      ['refrijeracion', 'refrigeracion'],
      ['yave', 'llave'],
      ['idroflo', 'hidroflo'],
      ['selular', 'celular'],
      ['cosina', 'cocina'],
    ]) {
      expect(soundOf(typed), typed).toBe(soundOf(written));
    }
    expect(soundOf('chispa')).toBe('chispa');
    expect(soundOf('gato')).not.toBe(soundOf('jato'));
  });

  it('joins the forms of a word, and keeps apart words that only begin alike', () => {
    const stem = (w: string) => stemOf(soundOf(wordsOf(w)[0]!));
    expect(new Set(['fumigar', 'fumigación', 'fumigaciones'].map(stem)).size).toBe(1);
    expect(stem('plomero')).toBe(stem('plomería'));
    expect(stem('cucarachas')).toBe(stem('cucaracha'));
    expect(stem('lavadora')).not.toBe(stem('lavado'));
    expect(stem('moto')).not.toBe(stem('motor'));
    expect(stem('aseo')).not.toBe(stem('paseos'));
  });

  it('counts typos, a swap of neighbours as one, and forgives one from five letters and two from nine', () => {
    expect(typoDistance('computadro', 'computador', 2)).toBe(1);
    expect(typoDistance('nevra', 'nevera', 1)).toBe(1);
    expect(typoDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect([4, 5, 8, 9].map(typosAllowed)).toEqual([0, 1, 1, 2]);
  });
});

describe('ranking the cards', () => {
  const CARDS: [string, string, string][] = [
    ['Mecánico de motos', 'Motos: frenos, cadena y carburador.', 'moto no prende'],
    ['Mecánico de autos', 'Carros que se recalientan o con el motor que falla.', 'carro varado'],
    ['Aseo de hogar', 'Aseo entre huéspedes para anfitriones.', 'apartamento turístico'],
    ['Paseadores de perros', 'Paseos en horas frescas.', 'perro ansioso'],
    ['Fumigación', 'Control de cucarachas y zancudos.', 'comején ratas'],
    ['Plomería', 'Fugas y tubos rotos. Si el agua no baja, pide el destape de cañerías.', 'plomero llave'],
    ['Destape de cañerías', 'Agua que no baja o que se devuelve.', 'lavaplatos tapado'],
    ['Electricista', 'Tomas, cables y tablero.', 'se baja el taco'],
  ];

  it('matches whole words and their forms, never a word inside another', () => {
    expect(rank(CARDS, 'moto ')).toEqual(['Mecánico de motos']);
    expect(rank(CARDS, 'aseo ')).toEqual(['Aseo de hogar']);
    expect(rank(CARDS, 'cucaracha')).toEqual(['Fumigación']);
  });

  it('matches the start of the word still being typed', () => {
    expect(rank(CARDS, 'fumi')).toEqual(['Fumigación']);
    expect(rank(CARDS, 'fumi ')).toEqual([]);
  });

  it('weighs the name above the summary above the extra words, and keeps catalogue order between equal scores', () => {
    const cards: [string, string, string][] = [
      ['Extra', 'Otro texto.', 'nevera'],
      ['Resumen', 'La nevera de la casa.', ''],
      ['Técnico de neveras', 'Otro texto.', ''],
      ['Resumen dos', 'La nevera del negocio.', ''],
    ];
    expect(rank(cards, 'nevera ')).toEqual(['Técnico de neveras', 'Resumen', 'Resumen dos']);
  });

  it('drops function words, so that a longer question finds more, not less', () => {
    expect(rank(CARDS, 'tengo cucarachas en la cocina')[0]).toBe('Fumigación');
    expect(rank(CARDS, 'se me baja el taco')[0]).toBe('Electricista');
  });

  it('never ranks a card above the service its summary sends the visitor to', () => {
    expect(rank(CARDS, 'destape de cañerías')[0]).toBe('Destape de cañerías');
    expect(rank(CARDS, 'destape ')).toEqual(['Destape de cañerías']);
    const names = serviceNames(CARDS.map(([name]) => name));
    expect(shownFields('Plomería', CARDS[5]![1], names)[1]).toBe('fugas y tubos rotos');
    expect(shownFields('Jardinería', 'Proyectos de jardines; no es el jardinero de cada semana.', serviceNames([]))[1]).toBe('proyectos jardines');
  });

  it('forgives typos by length, and says the match is approximate', () => {
    expect(hits(CARDS, 'fumigasion ')).toEqual([expect.objectContaining({ approximate: false })]);
    expect(hits(CARDS, 'cucarahcas ')).toEqual([expect.objectContaining({ approximate: true })]);
    expect(rank(CARDS, 'fuga ')).toEqual(['Plomería']);
    expect(rank(CARDS, 'fuca ')).toEqual([]);
  });

  it('reads a synonym phrase as its meaning, whatever function words sit inside it, and says so', () => {
    const synonyms = { plomero: ['fontanero', 'se sale el agua del tanque'], taco: ['breaker'] };
    expect(hits(CARDS, 'fontanero', synonyms)).toEqual([expect.objectContaining({ index: 5, approximate: true })]);
    expect(rank(CARDS, 'se me sale el agua del tanque', synonyms)).toEqual(['Plomería']);
    expect(rank(CARDS, 'el breaker se baja', synonyms)[0]).toBe('Electricista');
  });

  it('calls approximate a card that leaves out a word no card has, and finds nothing to rent or buy', () => {
    expect(hits(CARDS, 'perro bailarín ')).toEqual([expect.objectContaining({ index: 3, approximate: true })]);
    expect(hits(CARDS, 'perro ansioso')).toEqual([expect.objectContaining({ index: 3, approximate: false })]);
    expect(rank(CARDS, 'alquiler de motos')).toEqual([]);
    expect(rank(CARDS, 'venta de carros')).toEqual([]);
    expect(rank(CARDS, 'abogado')).toEqual([]);
  });
});

describe('what the search costs a phone', () => {
  it('keeps the catalogue’s script and the search words under 8 KB gzip together, with the analytics off and on', async () => {
    for (const [label, files] of [
      ['', await builtFiles()],
      [' with the analytics on', (await countedBuild()).files],
    ] as const) {
      const doc = parse(String(files.find((f) => f.path === outputPathFor(PATHS.catalogue))!.contents));
      const scripts = [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')!.replace(/^\//, ''));
      const gzip = (file: string) => gzipSync(files.find((f) => f.path === file)!.contents).length;
      const script = scripts.reduce((n, file) => n + gzip(file), 0);
      const words = gzip(fileOf(PATHS.searchWords));
      // With the analytics on, the counting with the tracker is a file of its own, shared by every page of
      // the visit and no part of the search: its bytes are counted in the page's total (tests/page-weight.test.ts).
      console.log(`Catalogue search${label}: script ${script} B + words ${words} B = ${script + words} B gzip (budget ${8 * 1024})`);
      expect(script + words, `the catalogue's script and words${label}`).toBeLessThanOrEqual(8 * 1024);
    }
  });
});
