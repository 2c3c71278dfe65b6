/**
 * The shape of an untrusted JSON body, read from its bytes as they arrive, before `JSON.parse`
 * builds anything: how deep it nests and how many values it holds. `JSON.parse` builds every
 * array and object before the caller can look at them, and a megabyte of `[` (or of tiny objects,
 * or of keys) keeps the one thread busy for seconds. This scan costs one pass over the bytes at
 * most and stops at the first byte past a bound, so the half-million-deep body is refused after
 * about a hundred bytes, whatever is still on its way.
 */

export type JsonBounds = { maxDepth: number; maxValues: number };

/** The bound a body breaks, and the byte (counted from the body's start) at which it was seen. */
export type ShapeBreach = { bound: 'depth' | 'values'; at: number };

/** Scans a body chunk by chunk, in order; each chunk's answer covers every byte so far. */
export type ShapeScanner = { push: (chunk: Uint8Array) => ShapeBreach | null };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

const isWhitespace = (byte: number): boolean => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * A scanner for the first bound a UTF-8 JSON body breaks. Values are counted as JSON defines
 * them: the body, and each array element and object member (a member's key is not a value of its
 * own). Malformed JSON is not judged here: `JSON.parse` refuses it after. The markers looked for
 * are ASCII, which never occurs inside a multi-byte UTF-8 sequence, so the bytes need no decoding.
 */
export function createShapeScanner({ maxDepth, maxValues }: JsonBounds): ShapeScanner {
  let seen = 0;
  let depth = 0;
  let values = 1;
  let inString = false;
  // The byte before was a backslash inside a string: this one is escaped, whatever it is.
  let escaped = false;
  // Just after `[` or `{`: the next byte that is not whitespace starts an element unless it closes.
  let opened = false;
  let breach: ShapeBreach | null = null;

  const scan = (chunk: Uint8Array): ShapeBreach | null => {
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index] as number;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
        continue;
      }
      if (isWhitespace(byte)) continue;
      if (opened) {
        opened = false;
        if (byte !== CLOSE_ARRAY && byte !== CLOSE_OBJECT) values += 1;
      }
      if (byte === QUOTE) inString = true;
      else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        depth += 1;
        if (depth > maxDepth) return { bound: 'depth', at: seen + index };
        opened = true;
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth -= 1;
      else if (byte === COMMA) values += 1;
      if (values > maxValues) return { bound: 'values', at: seen + index };
    }
    return null;
  };

  return {
    push(chunk) {
      if (breach === null) {
        breach = scan(chunk);
        seen += chunk.length;
      }
      return breach;
    },
  };
}
