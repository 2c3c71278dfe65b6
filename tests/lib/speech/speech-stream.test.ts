import { describe, expect, it } from 'vitest';
import { encodeReplyEvent, ERRORS, type ErrorCode } from '@basebots/speech-contract';
import { FunctionError } from '../../../supabase/functions/openai/errors.ts';
import { SpeechError } from '@/lib/speech/speech-error';
import { readReplyStream } from '@/lib/speech/speech-stream';

/** A body that hands out the given byte chunks one read at a time, then ends (or fails). */
function body(chunks: Uint8Array[], end: 'close' | 'fail' = 'close'): ReadableStream<Uint8Array> {
  const queue = [...chunks];
  return new ReadableStream({
    pull(controller) {
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else if (end === 'fail') controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
}

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Cuts bytes into pieces of `size` bytes, so characters and lines fall across chunk edges. */
function sliced(text: string, size: number): Uint8Array[] {
  const all = bytes(text);
  const out: Uint8Array[] = [];
  for (let start = 0; start < all.length; start += size) out.push(all.slice(start, start + size));
  return out;
}

const WIRE = [
  ': keep-alive',
  '',
  'data: {"text":"Crème "}',
  '',
  'data: {"text":"brûlée 🍮"}',
  '',
  'data: {"done":true}',
  '',
  '',
].join('\n');

describe('readReplyStream', () => {
  it('gives each piece in order and the whole text, however the bytes are cut (even inside a character)', async () => {
    for (const size of [1, 2, 3, 5, 7, 64]) {
      const pieces: string[] = [];
      const text = await readReplyStream(body(sliced(WIRE, size)), (piece) => pieces.push(piece));
      expect(text).toBe('Crème brûlée 🍮');
      expect(pieces).toEqual(['Crème ', 'brûlée 🍮']);
    }
  });

  it('counts keep-alives as activity without giving any text', async () => {
    let activity = 0;
    const pieces: string[] = [];
    await readReplyStream(
      body([bytes(': ping\n\n'), bytes(': ping\n\n'), bytes('data: {"done":true}\n\n')]),
      (piece) => pieces.push(piece),
      () => (activity += 1),
    );
    expect(activity).toBe(3);
    expect(pieces).toEqual([]);
  });

  it('rejects with the error event after the pieces that came, carrying its code', async () => {
    const pieces: string[] = [];
    const wire =
      'data: {"text":"Half a"}\n\nevent: error\ndata: {"error":"interrupted","code":"upstream_unreachable"}\n\n';
    const failure = await readReplyStream(body([bytes(wire)]), (piece) => pieces.push(piece)).catch((e: unknown) => e);
    expect(pieces).toEqual(['Half a']);
    expect(failure).toBeInstanceOf(SpeechError);
    expect(failure).toMatchObject({ kind: 'network', code: 'upstream_unreachable', unreachable: true });
  });

  it('reads every error code of the contract back from an error event', async () => {
    for (const code of Object.keys(ERRORS) as ErrorCode[]) {
      const event = encodeReplyEvent({ failure: new FunctionError(code).toBody() });
      const failure = await readReplyStream(body([event]), () => undefined).catch((e: unknown) => e);
      expect(failure).toMatchObject({ kind: 'network', code });
    }
  });

  it('rejects a stream that ends without done (cut off)', async () => {
    await expect(readReplyStream(body([bytes('data: {"text":"Cut"}\n\n')]), () => undefined)).rejects.toBeInstanceOf(
      SpeechError,
    );
  });

  it('passes a broken connection through to the caller', async () => {
    await expect(readReplyStream(body([bytes('data: {"text":"A"}\n\n')], 'fail'), () => undefined)).rejects.toThrow(
      'network error',
    );
  });
});
