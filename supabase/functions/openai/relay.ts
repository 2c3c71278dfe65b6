/**
 * What each happening of an upstream chat stream means for the reply the browser gets, as a pure
 * function (`relayAction`): send a piece, finish, fail, or skip. `stream.ts` runs the decisions.
 */
import { FunctionError } from './errors.ts';
import { interrupted, redactKey, UPSTREAM_LIMITS } from './upstream.ts';

/** What happens upstream while a reply streams. */
export type RelayInput =
  /** The data of one upstream event. */
  | { type: 'data'; data: string }
  /** Nothing came for the time-out. */
  | { type: 'silence' }
  /** The upstream's body ended or broke. */
  | { type: 'ended' };

/** What the relay does about it. `written` is the length of the reply's text so far. */
export type RelayAction =
  | { type: 'skip' }
  | { type: 'send'; text: string; written: number }
  | { type: 'finish' }
  | { type: 'fail'; failure: FunctionError };

/** The piece of text in one upstream chunk, or a failure the upstream reported inside the stream. */
function chunkText(data: string): { text: string } | { failure: FunctionError } | { done: true } {
  if (data.trim() === '[DONE]') return { done: true };
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    return { failure: new FunctionError('upstream_error') };
  }
  const record = typeof chunk === 'object' && chunk !== null ? (chunk as Record<string, unknown>) : {};
  if (record.error !== undefined) {
    return { failure: new FunctionError('upstream_error', 'The speech service failed while writing the reply') };
  }
  const choices = Array.isArray(record.choices) ? record.choices : [];
  const first = (choices[0] ?? {}) as Record<string, unknown>;
  const delta = (typeof first.delta === 'object' && first.delta !== null ? first.delta : {}) as Record<string, unknown>;
  const text = typeof delta.content === 'string' ? delta.content : '';
  return typeof first.finish_reason === 'string' && first.finish_reason !== '' && text === ''
    ? { done: true }
    : { text };
}

/**
 * The relay's decision for one upstream happening, given the length of the text written so far
 * and the key to redact. The reply's text is capped like a whole reply.
 */
export function relayAction(input: RelayInput, written: number, key: string): RelayAction {
  switch (input.type) {
    case 'silence':
      return { type: 'fail', failure: new FunctionError('upstream_timeout', 'The speech service stopped answering') };
    case 'ended':
      // A stream that ends without saying so ([DONE] or a finish reason) was cut off.
      return { type: 'fail', failure: interrupted() };
    case 'data': {
      const chunk = chunkText(input.data);
      if ('done' in chunk) return { type: 'finish' };
      if ('failure' in chunk) return { type: 'fail', failure: chunk.failure };
      if (chunk.text === '') return { type: 'skip' };
      const total = written + chunk.text.length;
      if (total > UPSTREAM_LIMITS.maxJsonBytes) {
        return { type: 'fail', failure: new FunctionError('upstream_error', 'The reply was too long to be sent') };
      }
      return { type: 'send', text: redactKey(chunk.text, key), written: total };
    }
  }
}
