/**
 * Splits a reply that arrives in pieces into sentences, each handed on as soon as it is complete,
 * so the first can be spoken while the rest is still being written. Sentences end where
 * `src/lib/sentences.ts` says (not after an abbreviation, never inside a number). The first
 * sentence may also end at a clause break (a comma, a colon, a dash) once it is long enough to
 * read well on its own, so the first words are heard sooner.
 */
import { firstSentenceEnd } from '@/lib/sentences';

/** The first sentence is cut at a clause break only once it has this many characters. */
const FIRST_CLAUSE_MIN_CHARS = 40;
/** A sentence this long is cut at its next clause break or space, so speech never waits on a run-on. */
const MAX_SENTENCE_CHARS = 240;

/** The end of the first clause break (", ", "; ", ": ", " - ") at or after `from`, or -1. */
function clauseEnd(text: string, from: number): number {
  const clause = /[,;:]\s|\s[—–-]\s/g;
  clause.lastIndex = from;
  const match = clause.exec(text);
  return match === null ? -1 : match.index + match[0].length;
}

/** No sentence is longer: one without a clause break or a space by then is cut where it stands. */
const LONGEST_SENTENCE_CHARS = MAX_SENTENCE_CHARS * 1.5;

/**
 * Where the first complete sentence of `text` ends (the index after it, its trailing closers
 * included), or -1 when no sentence is complete yet.
 */
function sentenceEnd(text: string, first: boolean): number {
  // Only the head is read, as a sentence ends within it: each piece of a long reply then costs
  // its own length, not the length of everything still unsaid.
  const head = text.slice(0, LONGEST_SENTENCE_CHARS + 1);
  const stop = firstSentenceEnd(head);
  if (first) {
    const clause = clauseEnd(head, FIRST_CLAUSE_MIN_CHARS);
    if (clause >= 0 && (stop < 0 || clause < stop)) return clause;
  }
  if (stop >= 0) return stop;
  if (text.length > MAX_SENTENCE_CHARS) {
    const clause = clauseEnd(head, MAX_SENTENCE_CHARS);
    if (clause >= 0) return clause;
    if (text.length > LONGEST_SENTENCE_CHARS) {
      const space = head.lastIndexOf(' ', MAX_SENTENCE_CHARS);
      // A run with no space at all (a long link, or garbage) is cut where it stands.
      return space > 0 ? space + 1 : MAX_SENTENCE_CHARS;
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
