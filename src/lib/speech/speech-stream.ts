/**
 * Reads a streamed chat reply from the speech function: its `text/event-stream` body, as pieces
 * of text in order (`data: {"text":…}`), ended by `data: {"done":true}` or, when the reply broke
 * off, by `event: error`. The wire format is described in docs/speech-function.md; the events are
 * read by the wire contract's own reader, so both ends read them by the same rules.
 */
import { createReplyParser, type ReadReplyEvent } from '@basebots/speech-contract';
import { SpeechError } from './speech-error';

/** One event's data is a small JSON object; anything longer is not from the function. */
const MAX_LINE_CHARS = 1024 * 1024;

const BROKE_OFF = 'The reply broke off before it was complete. Please try again.';

/**
 * Reads `body` to its end, calling `onText` with each piece as it arrives and `onActivity` on
 * every chunk of bytes (keep-alives included). Resolves with the whole text once the function
 * said `done`; rejects with a {@link SpeechError} (`network`, so the chat treats it like a drop)
 * when the stream ends in an error event or without `done`. Errors of the body itself (a dropped
 * connection, an abort) are passed through for the caller to classify.
 */
export async function readReplyStream(
  body: ReadableStream<Uint8Array> | null,
  onText: (text: string) => void,
  onActivity: () => void = () => undefined,
): Promise<string> {
  if (body === null) throw new SpeechError('network', BROKE_OFF);
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let outcome: { done: true } | { failure: SpeechError } | null = null;
  const onEvent = (event: ReadReplyEvent): void => {
    if (outcome !== null) return;
    if ('failure' in event) {
      const { code } = event.failure;
      outcome = { failure: new SpeechError('network', BROKE_OFF, code === undefined ? {} : { code }) };
    } else if ('done' in event) outcome = { done: true };
    else {
      text += event.text;
      onText(event.text);
    }
  };
  const parser = createReplyParser(onEvent, MAX_LINE_CHARS);
  try {
    while (outcome === null) {
      const { done, value } = await reader.read();
      if (done) {
        parser.push(`${decoder.decode()}\n\n`);
        break;
      }
      onActivity();
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    // Done, or broken off: nothing after that is read, and the connection is let go (a failure to
    // let go of it changes nothing for the reply).
    if (outcome !== null) await reader.cancel().catch(() => undefined);
  }
  const settled = outcome as { done: true } | { failure: SpeechError } | null;
  if (settled === null) throw new SpeechError('network', BROKE_OFF);
  if ('failure' in settled) throw settled.failure;
  return text;
}
