/**
 * Server-sent events, both ways: a parser for the upstream's `text/event-stream` (OpenAI sends one
 * `data:` line per chunk and `data: [DONE]` at the end) and the encoder for the events the function
 * sends on to the browser.
 */

/** One dispatched event: its name (`message` unless an `event:` field said otherwise) and data. */
export type SseEvent = { event: string; data: string };

/** Thrown when a single line grows past the parser's bound (a stream that never ends a line). */
class SseLineTooLong extends Error {}

/**
 * A push parser: feed it decoded text in any slicing, it calls `onEvent` for each complete event.
 * Lines may end in CRLF, LF or CR; comments (`:` lines, used as keep-alives) are skipped. A line
 * longer than `maxLineChars` throws {@link SseLineTooLong} instead of buffering without end.
 */
export function createSseParser(onEvent: (event: SseEvent) => void, maxLineChars: number) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  // A CR at the end of one chunk may be followed by the LF of the same line ending in the next.
  let skipLeadingLf = false;

  const line = (text: string): void => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  };

  return {
    push(text: string): void {
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (;;) {
        const cr = buffer.indexOf('\r', start);
        const lf = buffer.indexOf('\n', start);
        const end = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
        if (end === -1) break;
        line(buffer.slice(start, end));
        start = end + 1;
        if (buffer[end] === '\r') {
          if (start === buffer.length) skipLeadingLf = true;
          else if (buffer[start] === '\n') start += 1;
        }
      }
      buffer = buffer.slice(start);
      if (buffer.length > maxLineChars) throw new SseLineTooLong('A line of the event stream is too long');
    },
  };
}

const encoder = new TextEncoder();

/** One event as bytes: `data: <json>` (and `event: <name>` for anything but a plain message). */
export function encodeEvent(body: unknown, event?: string): Uint8Array {
  return encoder.encode(`${event === undefined ? '' : `event: ${event}\n`}data: ${JSON.stringify(body)}\n\n`);
}
