/**
 * How a query becomes search terms, and how catalogue text becomes index terms. The same rules on
 * both sides, so a question meets the text it asks about:
 * - words are split on anything that is not a letter or a digit (so "don't" is "don" and "t");
 * - stop words and question words ("how", "do", "I", "the", "can"…) say nothing about a topic and
 *   are dropped;
 * - the index holds, and a query looks for, Porter stems, so "installing" meets "install" and
 *   "prices" meets "pricing";
 * - a word the catalogue does not contain is read as a typo of the catalogue's words nearest to it
 *   ("micrphone" is "microphone"), and the word still being typed also matches as a prefix;
 * - a query word also looks for its synonyms (src/content/synonyms.ts), and two neighbouring words
 *   also look for the two written as one ("eleven labs" finds "ElevenLabs", "set up" "setup").
 */
import { stemmer } from 'stemmer';
import { synonymGroups } from '@/content/synonyms';

const STOP_WORDS = new Set(
  `a about after again all also am an and any anyone anything are aren as at be been being but by can cannot cant
  could couldn couldnt did didn didnt do does doesn doesnt doing don dont for from get gets getting got had has hasn
  have haven having he hello her here hey hi him his how i if im in into is isn isnt it its ive just let lets like me
  might mine more most much must my myself need needs no not now of off on one only or our ours out over please
  really she should shouldn so some someone something such tell than thank thanks that thats the their them then
  there these they this those to too uh um up very want wants was wasn way we were what whats when where which while
  who whom whose why will with won wont would wouldn yes you youre your yours`.split(/\s+/),
);

/** A word of the query counts this much; a typo's correction, a synonym or two words joined count less. */
const WEIGHTS = { word: 1, typo: 0.7, synonym: 0.5, joined: 0.8 } as const;

/** The lower-cased words of a text, in order; the index splits catalogue text the same way. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * What an amount of money or a phone number in catalogue text stands for, so that "what does it
 * cost" meets "$14.95/month" and "what number do I call" meets "(800) 555-0199".
 */
const MEANINGS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/[$€£]\s?\d/gu, ['price', 'cost']],
  [/\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/gu, ['phone', 'number']],
];

/** The words of catalogue text as the index reads them: its words, and what its amounts and numbers stand for. */
export function indexWords(text: string): string[] {
  const found = words(text);
  for (const [pattern, meaning] of MEANINGS) {
    for (const _match of text.matchAll(pattern)) found.push(...meaning);
  }
  return found;
}

function isMeaningful(word: string): boolean {
  return word.length >= 2 && !STOP_WORDS.has(word);
}

/** The words of a query that say what it is about. */
export function meaningfulWords(query: string): string[] {
  return words(query).filter(isMeaningful);
}

/**
 * Text with every run of white space (a line or paragraph break included) as one space: how a
 * reader sees it, so a phrase copied across a paragraph break still matches.
 */
export function singleSpaced(text: string): string {
  return text.replace(/\s+/gu, ' ');
}

/**
 * A query as the substring rule uses it: trimmed, single-spaced, lower-cased, without the full
 * stop or question mark a sentence (or a speech-to-text service) ends with. Dropping a trailing
 * character can only widen what matches, so every match of the query as typed is still found.
 */
export function substringQuery(query: string): string {
  const trimmed = singleSpaced(query.trim()).toLowerCase();
  const withoutEnd = trimmed.replace(/[\s.?!,;:…]+$/u, '');
  return withoutEnd || trimmed;
}

// Stemming is the costly part of indexing, and catalogue text repeats its words a lot.
const stems = new Map<string, string>();

/** The Porter stem of a lower-case word. */
function stem(word: string): string {
  let found = stems.get(word);
  if (found === undefined) {
    found = stemmer(word);
    stems.set(word, found);
  }
  return found;
}

/** What one token of catalogue text is indexed as: its stem, or nothing for a stop word. */
export function indexTerm(token: string): string | null {
  const word = token.toLowerCase();
  return isMeaningful(word) ? stem(word) : null;
}

/** The words a catalogue contains, to tell a typo from a word and to correct it. */
export interface Vocabulary {
  has(word: string): boolean;
  /** Catalogue words within `distance` edits of `word`, with their distances. */
  near(word: string, distance: number): ReadonlyMap<string, number>;
}

export interface QueryTerm {
  readonly term: string;
  readonly weight: number;
  /** Also match longer stems starting with the term: only for the word still being typed ("instal"). */
  readonly prefix: boolean;
}

const synonymsByStem = (() => {
  const byStem = new Map<string, readonly string[][]>();
  for (const group of synonymGroups) {
    const phrases = group.map(words);
    for (const phrase of phrases) {
      const key = phrase.map((word) => stem(word)).join(' ');
      byStem.set(key, [...(byStem.get(key) ?? []), ...phrases.filter((other) => other !== phrase)]);
    }
  }
  return byStem;
})();

/** For each phrase of the synonym table the query contains (compared by stem), the stems of its synonyms. */
function synonymsIn(tokens: readonly string[]): string[][] {
  const tokenStems = tokens.map((token) => stem(token));
  const found: string[][] = [];
  for (let start = 0; start < tokenStems.length; start++) {
    for (let length = 1; length <= 3 && start + length <= tokenStems.length; length++) {
      const others = synonymsByStem.get(tokenStems.slice(start, start + length).join(' '));
      if (others) found.push(others.flatMap((phrase) => phrase.filter(isMeaningful).map((word) => stem(word))));
    }
  }
  return found;
}

/** How many typos a word may have: none when short, where nearly every word is one edit from another. */
function typoDistance(word: string): number {
  if (word.length >= 8) return 2;
  return word.length >= 5 ? 1 : 0;
}

/** The catalogue words an unknown word is probably a typo of, as weighted stems. */
function corrections(word: string, vocabulary: Vocabulary): [string, number][] {
  const distance = typoDistance(word);
  if (distance === 0 || vocabulary.has(word) || synonymsByStem.has(stem(word))) return [];
  const near = [...vocabulary.near(word, distance)];
  // Several candidates share the weight of the one word they stand for.
  const share = WEIGHTS.typo / Math.sqrt(near.length || 1);
  return near.map(([candidate, edits]) => [stem(candidate), (share * word.length) / (word.length + edits)]);
}

/**
 * The weighted terms a query searches for: the stems of its meaningful words (the last one also as
 * a prefix while it is being typed), corrections of its typos, its synonyms, and pairs of
 * neighbouring words written as one. Empty when the query has nothing meaningful in it ("how do I").
 */
export function queryTerms(query: string, vocabulary: Vocabulary): QueryTerm[] {
  const tokens = words(query);
  const stillTyping = /[\p{L}\p{N}]$/u.test(query);
  const terms = new Map<string, QueryTerm>();
  const add = (term: string, weight: number, prefix = false) => {
    const known = terms.get(term);
    terms.set(term, { term, weight: Math.max(weight, known?.weight ?? 0), prefix: prefix || (known?.prefix ?? false) });
  };
  tokens.forEach((word, index) => {
    if (!isMeaningful(word)) return;
    const typing = stillTyping && index === tokens.length - 1;
    add(stem(word), WEIGHTS.word, typing && word.length >= 3);
    for (const [stem, weight] of corrections(word, vocabulary)) add(stem, weight);
  });
  if (terms.size === 0) return [];
  for (const synonyms of synonymsIn(tokens)) {
    // A word with many synonyms must not outweigh the word itself.
    const weight = WEIGHTS.synonym / Math.sqrt(synonyms.length);
    for (const synonym of synonyms) add(synonym, weight);
  }
  for (let index = 1; index < tokens.length; index++) {
    const first = tokens[index - 1]!;
    if (isMeaningful(first)) add(stem(`${first}${tokens[index]}`), WEIGHTS.joined);
  }
  return [...terms.values()];
}
