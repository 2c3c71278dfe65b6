/**
 * Splits a reply that arrives in pieces into sentences, each handed on as soon as it is complete,
 * so the first can be spoken while the rest is still being written. A sentence ends at `.`, `!`,
 * `?` or `…` followed by a space, or at a line break (a list item, a paragraph); not after an
 * abbreviation ("e.g.", "Dr."), an initial, or a list number ("1."), and never inside a number
 * ("3.5", "1,000"). The first sentence may also end at a clause break (a comma, a colon, a dash)
 * once it is long enough to read well on its own, so the first words are heard sooner.
 */

const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof sr jr st mt vs etc e.g i.e approx no fig inc ltd co corp dept est min max ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun a.m p.m u.s u.k ' +
    'ca cf al op vol ed'
  ).split(' '),
);

/** The first sentence is cut at a clause break only once it has this many characters. */
const FIRST_CLAUSE_MIN_CHARS = 40;
/** A sentence this long is cut at its next clause break or space, so speech never waits on a run-on. */
const MAX_SENTENCE_CHARS = 240;

/** Closing quotes and brackets that belong to the sentence they end. */
const CLOSERS = `"')]}’”»*_`;

function endsWithAbbreviation(text: string): boolean {
  const word = /(\S+)\.$/.exec(text)?.[1];
  if (word === undefined) return false;
  const bare = word.replace(/^[("'“‘[]+/, '').toLowerCase();
  // A single letter (an initial, "J. R. R."), a known abbreviation, or dotted letters ("U.S.").
  if (/^\p{L}$/u.test(bare)) return true;
  if (ABBREVIATIONS.has(bare)) return true;
  return /^(\p{L}\.)+\p{L}$/u.test(bare);
}

/** A line that is only a list number ("1." or "12)") is a marker, not a sentence. */
function isListNumber(text: string): boolean {
  return /(^|\n)\s*\d{1,3}[.)]$/.test(text);
}

/**
 * Where the first complete sentence of `text` ends (the index after it, its trailing closers
 * included), or -1 when no sentence is complete yet.
 */
function stopEnd(text: string): number {
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\n') {
      if (text.slice(0, index).trim() !== '') return index + 1;
      continue;
    }
    if (!'.!?…'.includes(char)) continue;
    let end = index + 1;
    while (end < text.length && ('.!?…'.includes(text[end]!) || CLOSERS.includes(text[end]!))) end += 1;
    // Complete only once what follows is known: a space or a line break (end of text is not enough,
    // "3." may become "3.5").
    if (end >= text.length) return -1;
    if (!/\s/.test(text[end]!)) {
      index = end - 1;
      continue;
    }
    const head = text.slice(0, index + 1);
    if (char === '.' && (endsWithAbbreviation(head) || isListNumber(head))) {
      index = end - 1;
      continue;
    }
    return end;
  }
  return -1;
}

/** The end of the first clause break (", ", "; ", ": ", " - ") at or after `from`, or -1. */
function clauseEnd(text: string, from: number): number {
  const clause = /[,;:]\s|\s[—–-]\s/g;
  clause.lastIndex = from;
  const match = clause.exec(text);
  return match === null ? -1 : match.index + match[0].length;
}

/**
 * Where the first complete sentence of `text` ends (the index after it, its trailing closers
 * included), or -1 when no sentence is complete yet.
 */
function sentenceEnd(text: string, first: boolean): number {
  const stop = stopEnd(text);
  if (first) {
    const clause = clauseEnd(text, FIRST_CLAUSE_MIN_CHARS);
    if (clause >= 0 && (stop < 0 || clause < stop)) return clause;
  }
  if (stop >= 0) return stop;
  if (text.length > MAX_SENTENCE_CHARS) {
    const clause = clauseEnd(text, MAX_SENTENCE_CHARS);
    if (clause >= 0) return clause;
    if (text.length > MAX_SENTENCE_CHARS * 1.5) {
      const space = text.lastIndexOf(' ', MAX_SENTENCE_CHARS);
      if (space > 0) return space + 1;
    }
  }
  return -1;
}

export interface SentenceSplitter {
  /** Adds the next piece of the reply; returns the sentences it completed, in order. */
  push(piece: string): string[];
  /** The reply is complete: returns what is left as the last sentence (or nothing). */
  flush(): string[];
}

/** A splitter for one reply. Sentences keep their Markdown; spoken text is made from them later. */
export function createSentenceSplitter(): SentenceSplitter {
  let buffer = '';
  let count = 0;
  const take = (): string[] => {
    const out: string[] = [];
    for (;;) {
      const end = sentenceEnd(buffer, count === 0 && out.length === 0);
      if (end < 0) break;
      const sentence = buffer.slice(0, end).trim();
      buffer = buffer.slice(end);
      if (sentence !== '') out.push(sentence);
    }
    count += out.length;
    return out;
  };
  return {
    push(piece) {
      buffer += piece;
      return take();
    },
    flush() {
      const out = take();
      const rest = buffer.trim();
      buffer = '';
      if (rest !== '') out.push(rest);
      count += out.length;
      return out;
    },
  };
}

/** Every sentence of a whole text, as the splitter would hand them on. */
export function splitSentences(text: string): string[] {
  const splitter = createSentenceSplitter();
  return [...splitter.push(text), ...splitter.flush()];
}
