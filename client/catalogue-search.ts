// The catalogue search in the browser: a query is cut into words, Spanish function words dropped, a synonym phrase
// replaced by the words it means; every card is scored by the words it matches, its name above its summary above its
// extra words, and sorted by score (catalogue order only between equal scores). The words are compared as the build
// wrote them (templates/search-words.ts).
import { contentWords, isStopWord, soundOf, stemOf, wordsOf } from '../templates/search-words.ts';

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
  const words = all.filter((w) => !isStopWord(w)).map(soundOf);
  const stems = words.map(stemOf);
  const open = !/\s$/.test(query) && all.length > 0 && !isStopWord(all.at(-1)!);
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

