/**
 * The events of a streamed reply, both ways: encoded by the function, read back by the web app.
 */
import { isRecord, readErrorBody, type ErrorBody, type ReadError } from './error-answers.ts';
import { createSseParser, encodeEvent, type SseEvent } from './sse.ts';

/**
 * The events of a streamed reply (`text/event-stream`), in order: pieces of text, then either
 * `done` or a failure, sent as an `error` event whose data is an {@link ErrorBody}.
 */
export type ReplyEvent = { text: string } | { done: true } | { failure: ErrorBody };

export function encodeReplyEvent(event: ReplyEvent): Uint8Array {
  return 'failure' in event ? encodeEvent(event.failure, 'error') : encodeEvent(event);
}

/** A reply event as a client reads it back: null for anything that carries nothing (keep-alives, empty text). */
export type ReadReplyEvent = { text: string } | { done: true } | { failure: ReadError };

export function readReplyEvent({ event, data }: SseEvent): ReadReplyEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    value = null;
  }
  if (event === 'error') return { failure: readErrorBody(value) };
  const record = isRecord(value) ? value : {};
  if (record.done === true) return { done: true };
  return typeof record.text === 'string' && record.text !== '' ? { text: record.text } : null;
}

/**
 * A push parser for a streamed reply: feed it decoded text in any slicing, it calls `onEvent` for
 * each event that carries something. A line longer than `maxLineChars` throws.
 */
export function createReplyParser(
  onEvent: (event: ReadReplyEvent) => void,
  maxLineChars: number,
): { push(text: string): void } {
  return createSseParser((event) => {
    const read = readReplyEvent(event);
    if (read !== null) onEvent(read);
  }, maxLineChars);
}
