// The catalogue search, written once for the build (each card's words and the shared synonyms, in
// PATHS.searchWords) and the browser (the visitor's query). A query is cut into words, Spanish function words
// dropped, a synonym phrase replaced by the words it means; every card is scored by the words it matches, its name
// above its summary above its extra words, and sorted by score (catalogue order only between equal scores).
// Words are compared as Cartagena writes them: accents and case do not count, and the letters that sound alike
// on the coast are one letter on both sides (s/c/z, b/v, j/g before e and i, ll/y, silent h).

/**
 * The file the build writes: each card's extra words (see extraWords), in the order of the cards' slugs sorted as
 * strings (slugs are long, and would weigh a sixth of the file), and the synonyms, each meaning with the phrases
 * people write for it as phraseKey gives them, "|" between them.
 */
export interface SearchData {
  cards: string[];
  synonyms: Record<string, string>;
}

/** Each card's extra words out of `data`, for the cards' slugs in the page's order. */
export function extraWordsOf(data: SearchData, slugs: string[]): string[] {
  const sorted = [...slugs].sort();
  return slugs.map((slug) => data.cards[sorted.indexOf(slug)] ?? '');
}

/** A card's rank for a query; `approximate` when it was found only through a typo or a synonym. */
export interface Hit {
  index: number;
  score: number;
  approximate: boolean;
}

const FIELD_WEIGHTS = [3, 2, 1];
/** The field of the extra words, which come as stems. */
const EXTRA = 2;
/** How much a kind of match is worth against the same word written as in the card. */
const STEM = 0.85;
const STEM_PREFIX = 0.7;
const TYPING = 0.6;
const TYPO = 0.6;
const SYNONYM = 0.85;
/** A card shows when its score is at least this share of the best card's. */
const SHOWN_SHARE = 0.45;
/** The longest synonym phrase, in words. */
const PHRASE_WORDS = 6;

/**
 * Words that say nothing about which service: articles, pronouns, prepositions, "necesito", "servicio", and
 * "domicilio" and "Cartagena", which every service is.
 */
const STOP_WORDS = new Set(
  (
    'a al algo algun alguna alguien ante asi aqui bueno buenas buen cada como con contra cual cuando cuanto cuesta de del desde donde dias ' +
    'e el ella ellos en entre era es esa ese eso esta estan este esto estoy favor fue ha hace hacer hay hola la las le les lo los ' +
    'me mas mi mis mucho muy necesito necesita nesecito nada ni no nos o otra otro para pa pal pero por porque precio ' +
    'q que quien quiero quisiera se sea ser si sin sobre solo su sus tal te tengo tiene tienen ti tu tus un una unas uno unos urgente ' +
    'y ya yo busco buscando servicio servicios domicilio cartagena ctg tarde tardes manana cerca'
  ).split(' '),
);

/** Whether a folded word is one the search drops from a query. */
export const isStopWord = (word: string) => STOP_WORDS.has(word);


/** "Fumigación, CUCARACHAS" → "fumigacion, cucarachas": accents and case off, ñ as n. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a text, accents and case off: "¿La nevera NO enfría?" → ["la", "nevera", "no", "enfria"]. */
export function wordsOf(text: string): string[] {
  return foldText(text).match(/[a-z0-9]+/g) ?? [];
}

/**
 * A folded word as it sounds on the coast, so that "fumigasion", "labadora", "refrijeracion", "yave" and "idroflo"
 * meet the words they mean: silent h off (ch kept), ll → y, z and c before e/i → s, v → b, g before e/i → j,
 * doubled letters once.
 */
export function soundOf(word: string): string {
  return word
    .replace(/(^|[^c])h+/g, '$1')
    .replace(/ll/g, 'y')
    .replace(/z|c(?=[ei])/g, 's')
    .replace(/v/g, 'b')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/(.)\1+/g, '$1');
}

const ENDINGS = /(?:amientos?|imientos?|asion|ision|adura|idad|ismo|ista|eria|ero|era|ando|iendo|ado|ada|ido|ida|ar|er|ir|[aoe])$/;
/**
 * A light Spanish stemmer on sounds: the plural, then one derivational or verb ending, so that "fumigar",
 * "fumigación" and "fumigaciones" are one stem, as are "plomero" and "plomería". "-adora" keeps its r (a machine is
 * not the act: "lavadora" is not "lavado"), and a stem keeps three letters ("moto" is not "motor").
 */
export function stemOf(sound: string): string {
  let word = sound.length > 4 && /[^aeiou]es$/.test(sound) ? sound.slice(0, -2) : sound.length > 3 && sound.endsWith('s') ? sound.slice(0, -1) : sound;
  if (word.endsWith('adora')) return word.slice(0, -1);
  const ending = word.match(ENDINGS)?.[0];
  if (ending && word.length - ending.length >= 3) word = word.slice(0, -ending.length);
  return word;
}

/**
 * First words that ask to rent or buy a thing ("alquiler de carros", "venta de lavadoras"): the catalogue sells
 * services, so such a query finds no card, only the way out to the chat.
 */
const NOT_A_SERVICE = 'alquiler arriendo arrendar venta vender compra'.split(' ').map((word) => stemOf(soundOf(word)));

/** How many letters must change to turn `a` into `b` (a swap of two neighbours counts once), or `limit + 1` if more. */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** Typos forgiven in a word of this many letters: one from five, two from nine. */
export const typosAllowed = (length: number) => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

/** One word of the query: its sound, whether a synonym brought it, whether the visitor may still be typing it. */
interface QueryWord {
  sound: string;
  synonym: boolean;
  typing: boolean;
  /** Part of a synonym phrase: the phrase is what it means, so the word alone is not tried with typos. */
  inPhrase: boolean;
}

/**
 * The query's words: function words dropped, then a synonym phrase ("muchacha del servicio", "fontanero", "se me
 * sale el agua") brings the words it means, phrases compared on the stems of their other words (phraseKey), so
 * that "se me sale el agua" is "se sale el agua" and "las muchachas del servicio" is "muchacha del servicio". The last word is still being typed unless a space follows.
 */
export function queryWords(query: string, synonyms: Map<string, string>): QueryWord[] {
  const all = wordsOf(query);
  const words = all.filter((w) => !STOP_WORDS.has(w)).map(soundOf);
  const stems = words.map(stemOf);
  const open = !/\s$/.test(query) && all.length > 0 && !STOP_WORDS.has(all.at(-1)!);
  const out: QueryWord[] = [];
  for (let i = 0; i < words.length; ) {
    let used = 0;
    for (let n = Math.min(PHRASE_WORDS, words.length - i); n > 0 && !used; n--) {
      const meaning = synonyms.get(stems.slice(i, i + n).join(' '));
      if (meaning === undefined) continue;
      for (const word of contentWords(meaning)) out.push({ sound: soundOf(word), synonym: true, typing: false, inPhrase: true });
      used = n;
    }
    // A phrase of several words is an idiom ("se sale el agua del tanque" is a leak, not a tank): its meaning
    // replaces it. A single word stays besides its meaning, as the pages may use it too ("plagas").
    if (used < 2) out.push({ sound: words[i]!, synonym: false, typing: !used && open && i === words.length - 1, inPhrase: used > 0 });
    i += used || 1;
  }
  return out;
}

/** A text's words without the function words: "se sale el agua" → ["sale", "agua"]. */
export const contentWords = (text: string) => wordsOf(text).filter((w) => !STOP_WORDS.has(w));

/** A synonym phrase as the search compares it, and as the build writes it: "Se sale el agua" → "sal agu". */
export const phraseKey = (phrase: string) => contentWords(phrase).map((w) => stemOf(soundOf(w))).join(' ');

/** The cards' words ready to search: each distinct sound with the cards and fields it is in, and its stem. */
export interface SearchIndex {
  size: number;
  sounds: Map<string, { stem: string; at: [card: number, field: number][] }>;
  synonyms: Map<string, string>;
}

/**
 * An index of `cards`, each card's fields as text by weight (name, summary, and the stems of its extra words as
 * extraWords gives them), and the synonyms (as in SearchData: meaning → "phrase key|phrase key").
 */
export function indexCards(cards: string[][], synonyms: Record<string, string> = {}): SearchIndex {
  const sounds: SearchIndex['sounds'] = new Map();
  cards.forEach((fields, card) =>
    fields.forEach((text, field) => {
      for (const word of wordsOf(text)) {
        // The extra words come as stems already (extraWords).
        const sound = field === EXTRA ? word : soundOf(word);
        const entry = sounds.get(sound) ?? { stem: field === EXTRA ? word : stemOf(sound), at: [] };
        if (!entry.at.some(([c, f]) => c === card && f === field)) entry.at.push([card, field]);
        sounds.set(sound, entry);
      }
    }),
  );
  const phrases = new Map(Object.entries(synonyms).flatMap(([meaning, said]) => said.split('|').map((key) => [key, meaning] as const)));
  return { size: cards.length, sounds, synonyms: phrases };
}

/**
 * How well `word` matches a card's word `sound` (of stem `stem`), 0 for not at all: the same word; the same stem;
 * a stem of four letters or more that the other continues with a suffix ("fumig-ador", "fumig-ación", but not
 * "medi-a" and "medi-co"); the start of a word while the
 * visitor is still typing it. Never a word found inside another: "moto" is not in "motor", nor "aseo" in "paseos".
 */
function quality(word: QueryWord, wordStem: string, sound: string, stem: string): number {
  if (sound === word.sound) return 1;
  if (stem === wordStem) return STEM;
  const short = stem.length < wordStem.length ? stem : wordStem;
  const long = short === stem ? wordStem : stem;
  if (short.length >= 4 && long.length > short.length && long.startsWith(short) && 'aeiou'.includes(long[short.length]!)) return STEM_PREFIX;
  if (word.typing && word.sound.length >= 3 && sound.startsWith(word.sound)) return TYPING;
  return 0;
}

/**
 * The cards that match `query`, best first: each query word adds, for each card, its best match there times the
 * field's weight times how rare the word is among the cards (a word in every name says little), and the sum is
 * multiplied by the share of the query's words the card matches. A word that matches no card at all is tried again
 * with the typos its length allows, on the word and on its stem. Cards under a share of the best score are left out.
 */
export function rankCards(index: SearchIndex, query: string): Hit[] {
  const scores = new Map<number, { score: number; matched: number; exact: boolean }>();
  const words = queryWords(query, index.synonyms);
  if (words[0] && NOT_A_SERVICE.includes(stemOf(words[0].sound))) return [];
  /** The cards each word the visitor typed out matches, when no card has that word as written or as a form of it. */
  const unnamed: Set<number>[] = [];
  for (const word of words) {
    const wordStem = stemOf(word.sound);
    const best = new Map<number, { value: number; exact: boolean }>();
    const add = (at: [number, number][], value: number, exact: boolean) => {
      for (const [card, field] of at) {
        const v = value * FIELD_WEIGHTS[field]!;
        const was = best.get(card);
        if (!was || v > was.value) best.set(card, { value: v, exact });
      }
    };
    for (const [sound, { stem, at }] of index.sounds) {
      const q = quality(word, wordStem, sound, stem);
      if (q) add(at, word.synonym ? q * SYNONYM : q, !word.synonym);
    }
    const named = best.size > 0;
    const allowed = typosAllowed(word.sound.length);
    // A stem is a word less its ending: it takes the typos of a word one letter shorter.
    const allowedInStem = typosAllowed(wordStem.length - 1);
    if (!named && allowed > 0 && !word.inPhrase) {
      for (const [sound, { stem, at }] of index.sounds) {
        if (typoDistance(word.sound, sound, allowed) <= allowed || (allowedInStem > 0 && typoDistance(wordStem, stem, allowedInStem) <= allowedInStem)) add(at, TYPO, false);
      }
    }
    if (!named && !word.synonym && !word.inPhrase && word.sound.length >= 3) unnamed.push(new Set(best.keys()));
    const rarity = Math.log(1 + index.size / Math.max(best.size, 1));
    for (const [card, { value, exact }] of best) {
      const was = scores.get(card) ?? { score: 0, matched: 0, exact: false };
      scores.set(card, { score: was.score + value * rarity, matched: was.matched + 1, exact: was.exact || exact });
    }
  }
  // A card is approximate when it was found only through a typo or a synonym, or when it leaves out a word that the
  // catalogue does not name ("clases de baile": the tutoring card has "clases", no card has "baile").
  const hits = [...scores].map(([card, { score, matched, exact }]) => ({
    index: card,
    score: (score * matched) / words.length,
    approximate: !exact || unnamed.some((cards) => !cards.has(card)),
  }));
  const top = Math.max(0, ...hits.map((h) => h.score));
  return hits.filter((h) => h.score >= top * SHOWN_SHARE).sort((a, b) => b.score - a.score || a.index - b.index);
}

/** The services' names as a summary's clauses are searched for them: each name's words, folded, and how many cards bear it. */
export interface ServiceNames {
  phrases: Map<string, number>;
  /** The first word of each name: a run of words that starts with another cannot be one. */
  firsts: Set<string>;
  /** The most words in a name. */
  longest: number;
}

/** `names` made ready for pointerClauses, once for a whole catalogue. */
export function serviceNames(names: string[]): ServiceNames {
  const phrases = new Map<string, number>();
  const firsts = new Set<string>();
  let longest = 0;
  for (const name of names) {
    const words = wordsOf(name);
    if (words.length === 0) continue;
    const phrase = words.join(' ');
    phrases.set(phrase, (phrases.get(phrase) ?? 0) + 1);
    firsts.add(words[0]!);
    longest = Math.max(longest, words.length);
  }
  return { phrases, firsts, longest };
}

/** Whether `words` hold, one after another, the name of a service other than `own`. */
function namesOther(words: string[], names: ServiceNames, own: string): boolean {
  for (let start = 0; start < words.length; start++) {
    if (!names.firsts.has(words[start]!)) continue;
    for (let end = start + 1; end <= Math.min(words.length, start + names.longest); end++) {
      const phrase = words.slice(start, end).join(' ');
      if ((names.phrases.get(phrase) ?? 0) > (phrase === own ? 1 : 0)) return true;
    }
  }
  return false;
}

/**
 * A summary's sentences (or clauses after a colon or semicolon) that send the visitor to another service: one that
 * names another service than `own`, starts with "si" ("Si el agua no baja, lo tuyo es destape de cañerías") or "no"
 * ("no es el jardinero de cada semana"), or says "el otro"/"la otra". Their words are not the card's to be found by.
 */
export function pointerClauses(summary: string, names: ServiceNames, own: string): string[] {
  const ownPhrase = wordsOf(own).join(' ');
  return summary.split(/[.;:]\s*/).filter((clause) => {
    const words = wordsOf(clause);
    return /^ (?:si|no) |\b(?:el otro|la otra)\b/.test(` ${words.join(' ')} `) || namesOther(words, names, ownPhrase);
  });
}

/**
 * The words a card is found by besides those it shows, as the build writes them: the stems of its search terms
 * (keywords are written for Google, and say again what the name says), function words out, each once and only if
 * its name or its summary (outside the clauses that point elsewhere) do not already carry it, since a word found in
 * a heavier field counts there. Stems, not words: a sixth fewer bytes, and the extra words are matched by stem.
 */
export function extraWords(card: { name: string; summary: string; extra: string[] }, names: ServiceNames): string {
  const stems = new Set(shownFields(card.name, card.summary, names).flatMap(wordsOf).map(wordStem));
  return wordsOf(card.extra.join(' '))
    .filter((word) => !STOP_WORDS.has(word) && word.length > 1)
    .map(wordStem)
    .filter((stem) => !stems.has(stem) && stems.add(stem))
    .join(' ');
}

const stemsOfWords = new Map<string, string>();
/** A folded word's stem, remembered: a catalogue says the same words card after card. */
function wordStem(word: string): string {
  let stem = stemsOfWords.get(word);
  if (stem === undefined) stemsOfWords.set(word, (stem = stemOf(soundOf(word))));
  return stem;
}

/** A card's name and its summary without the clauses that send the visitor to another service (of `names`). */
export function shownFields(name: string, summary: string, names: ServiceNames): [string, string] {
  const pointers = new Set(pointerClauses(summary, names, name).flatMap(wordsOf));
  return [name, wordsOf(summary).filter((w) => !pointers.has(w)).join(' ')];
}
