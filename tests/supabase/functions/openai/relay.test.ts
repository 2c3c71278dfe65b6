// @vitest-environment node
// What each happening of an upstream chat stream means for the reply, as the pure decision the
// streaming relay runs.
import { describe, expect, it } from 'vitest';
import { relayAction } from '../../../../supabase/functions/openai/relay.ts';
import { UPSTREAM_LIMITS } from '../../../../supabase/functions/openai/upstream.ts';

const KEY = 'sk-test-SECRET0123456789abcdefKEY';

const delta = (content: string, finish: string | null = null): { type: 'data'; data: string } => ({
  type: 'data',
  data: JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: finish }] }),
});

describe('relayAction', () => {
  it('sends a piece of text, counting what was written', () => {
    expect(relayAction(delta('Hello'), 10, KEY)).toEqual({ type: 'send', text: 'Hello', written: 15 });
  });

  it('redacts the key from a piece, but counts what the upstream wrote', () => {
    expect(relayAction(delta(`key ${KEY}`), 0, KEY)).toEqual({
      type: 'send',
      text: 'key [redacted]',
      written: 4 + KEY.length,
    });
  });

  it('finishes on [DONE] and on a finish reason without text', () => {
    expect(relayAction({ type: 'data', data: ' [DONE] ' }, 0, KEY)).toEqual({ type: 'finish' });
    expect(relayAction(delta('', 'stop'), 0, KEY)).toEqual({ type: 'finish' });
    // The last piece may come with the finish reason; it is sent, and [DONE] ends the reply.
    expect(relayAction(delta('end.', 'stop'), 0, KEY)).toMatchObject({ type: 'send', text: 'end.' });
  });

  it('skips chunks without text (the role, an empty delta)', () => {
    expect(relayAction(delta(''), 3, KEY)).toEqual({ type: 'skip' });
    expect(relayAction({ type: 'data', data: '{"choices":[]}' }, 3, KEY)).toEqual({ type: 'skip' });
  });

  it('fails with upstream_error on an error inside the stream, an unreadable chunk, or a reply too long', () => {
    for (const [input, written] of [
      [{ type: 'data', data: '{"error":{"message":"overloaded"}}' }, 0],
      [{ type: 'data', data: '{not json' }, 0],
      [delta('x'), UPSTREAM_LIMITS.maxJsonBytes],
    ] as const) {
      const action = relayAction(input, written, KEY);
      expect(action.type).toBe('fail');
      expect(action.type === 'fail' && action.failure.code).toBe('upstream_error');
    }
  });

  it('fails with upstream_timeout on silence, and upstream_unreachable on a stream that ends unannounced', () => {
    const silence = relayAction({ type: 'silence' }, 0, KEY);
    expect(silence.type === 'fail' && silence.failure.toBody()).toEqual({
      error: 'The speech service stopped answering',
      code: 'upstream_timeout',
    });
    const ended = relayAction({ type: 'ended' }, 0, KEY);
    expect(ended.type === 'fail' && ended.failure.code).toBe('upstream_unreachable');
  });
});
