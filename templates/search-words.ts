// The catalogue search's words, written once for the build (each card's extra words and the shared synonyms, in
// PATHS.searchWords) and the browser (the visitor's query, ranked by client/catalogue-search.ts). Words are compared
// as Cartagena writes them: accents and case do not count, and the letters that sound alike on the coast are one
// letter on both sides (s/c/z, b/v, j/g before e and i, ll/y, silent h).

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

/** A text's words without the function words: "se sale el agua" → ["sale", "agua"]. */
export const contentWords = (text: string) => wordsOf(text).filter((w) => !STOP_WORDS.has(w));

/** A synonym phrase as the search compares it, and as the build writes it: "Se sale el agua" → "sal agu". */
export const phraseKey = (phrase: string) => contentWords(phrase).map((w) => stemOf(soundOf(w))).join(' ');

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
