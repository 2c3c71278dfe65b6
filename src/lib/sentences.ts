/**
 * Where the sentences of a text end: at ".", "!", "?" or "…" (with the closing quotes and
 * brackets after it) followed by a space, or at a line break (a list item, a paragraph); not after
 * an abbreviation ("e.g.", "Dr.", "a.m."), an initial, or a list number ("1."), and never inside a
 * number, a price or an address ("3.5", "$14.95/month", "/senior-connect"). The voice feature
 * speaks replies sentence by sentence with it, and the search feature quotes whole sentences of the
 * help library with it.
 */

const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof sr jr st mt vs etc e.g i.e approx no fig inc ltd co corp dept est min max ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun a.m p.m u.s u.k ' +
    'ca cf al op vol ed'
  ).split(' '),
);

/** Closing quotes and brackets that belong to the sentence they end. */
const CLOSERS = `"')]}’”»*_`;

/** A list item's marker ("- ", "* ", "2. ", "3) ") at the start of a line. */
const LIST_MARKER = /^\s*(?:[-*+]|\d{1,3}[.)])\s+/u;

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
 * included), or -1 when none is complete yet: a sentence is complete only once what follows it is
 * known to be a space or a line break (at the end of the text, "3." may still become "3.5").
 */
export function firstSentenceEnd(text: string): number {
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\n') {
      if (text.slice(0, index).trim() !== '') return index + 1;
      continue;
    }
    if (!'.!?…'.includes(char)) continue;
    let end = index + 1;
    while (end < text.length && ('.!?…'.includes(text[end]!) || CLOSERS.includes(text[end]!))) end += 1;
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

/**
 * The whole sentences of a complete text, in order, each on one line (a line break inside one
 * made a space) and without a list item's marker.
 */
export function splitWholeSentences(text: string): string[] {
  const sentences: string[] = [];
  let rest = text;
  while (rest.trim() !== '') {
    const end = firstSentenceEnd(rest);
    const sentence = end < 0 ? rest : rest.slice(0, end);
    rest = end < 0 ? '' : rest.slice(end);
    const clean = sentence.replace(LIST_MARKER, '').replace(/\s+/gu, ' ').trim();
    if (clean !== '') sentences.push(clean);
  }
  return sentences;
}
