// @vitest-environment node
// The wire contract both ends share: every error code turned into an answer and read back, and
// the events of a streamed reply, byte for byte as they travel.
import { describe, expect, it } from 'vitest';
import {
  createReplyParser,
  encodeReplyEvent,
  ERRORS,
  errorResponse,
  readErrorBody,
  type ErrorCode,
  type ReadReplyEvent,
} from '@basebots/speech-contract';
import { FunctionError } from '../../../../supabase/functions/openai/errors.ts';

const CODES = Object.keys(ERRORS) as ErrorCode[];
const decoder = new TextDecoder();

/** Reads encoded events back the way the web client does. */
function readBack(...bytes: Uint8Array[]): ReadReplyEvent[] {
  const events: ReadReplyEvent[] = [];
  const parser = createReplyParser((event) => events.push(event), 1e6);
  for (const chunk of bytes) parser.push(decoder.decode(chunk));
  return events;
}

describe('the error codes', () => {
  it('has a status in the error range and a message for every code', () => {
    for (const code of CODES) {
      expect(ERRORS[code].status).toBeGreaterThanOrEqual(400);
      expect(ERRORS[code].status).toBeLessThan(600);
      expect(ERRORS[code].message).not.toBe('');
    }
  });

  it('turns every code into its answer and reads it back to the same code', async () => {
    for (const code of CODES) {
      const response = errorResponse(code, { headers: { 'Retry-After': '2' } });
      expect(response.status).toBe(ERRORS[code].status);
      expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Retry-After')).toBe('2');
      const text = await response.text();
      expect(response.headers.get('Content-Length')).toBe(String(new TextEncoder().encode(text).byteLength));
      expect(readErrorBody(JSON.parse(text))).toEqual({
        code,
        message: ERRORS[code].message,
        upstreamStatus: undefined,
      });
    }
  });

  it('keeps a message and an upstream status given with the code, in the body the function always sent', async () => {
    const response = errorResponse('upstream_error', { message: 'Quota exceeded', upstreamStatus: 429 });
    const text = await response.text();
    expect(text).toBe('{"error":"Quota exceeded","code":"upstream_error","upstreamStatus":429}');
    expect(readErrorBody(JSON.parse(text))).toEqual({
      code: 'upstream_error',
      message: 'Quota exceeded',
      upstreamStatus: 429,
    });
    expect(await errorResponse('not_found').text()).toBe(
      '{"error":"Nothing is served at this address","code":"not_found"}',
    );
  });

  it('reads every code back from an error event of a streamed reply', () => {
    for (const code of CODES) {
      const failure = new FunctionError(code, 'It broke off').toBody();
      expect(readBack(encodeReplyEvent({ failure }))).toEqual([
        { failure: { code, message: 'It broke off', upstreamStatus: undefined } },
      ]);
    }
  });

  it('tells an answer with a code that is not the contract’s from one with none (a gateway page)', () => {
    expect(readErrorBody({ error: 'Function failed to start', code: 'BOOT_ERROR' }).code).toBe('unrecognised');
    expect(readErrorBody({ message: 'Bad gateway' }).code).toBeUndefined();
    expect(readErrorBody(null)).toEqual({ code: undefined, message: undefined, upstreamStatus: undefined });
    expect(readErrorBody(['not_found']).code).toBeUndefined();
    // A name every object has is not a code.
    expect(readErrorBody({ code: 'constructor' }).code).toBe('unrecognised');
    expect(readErrorBody({ error: 42, code: 'not_found', upstreamStatus: '429' })).toEqual({
      code: 'not_found',
      message: undefined,
      upstreamStatus: undefined,
    });
  });
});

describe('the events of a streamed reply', () => {
  it('are written as they always were on the wire', () => {
    expect(decoder.decode(encodeReplyEvent({ text: 'Hel' }))).toBe('data: {"text":"Hel"}\n\n');
    expect(decoder.decode(encodeReplyEvent({ done: true }))).toBe('data: {"done":true}\n\n');
    const failure = new FunctionError('upstream_unreachable', 'The connection was interrupted').toBody();
    expect(decoder.decode(encodeReplyEvent({ failure }))).toBe(
      'event: error\ndata: {"error":"The connection was interrupted","code":"upstream_unreachable"}\n\n',
    );
  });

  it('are read back in order, skipping keep-alives, empty pieces and what is not an event of ours', () => {
    const wire = ': keep-alive\n\ndata: {"text":""}\n\ndata: [1,2]\n\ndata: not json\n\n';
    const events = readBack(
      new TextEncoder().encode(wire),
      encodeReplyEvent({ text: 'Hel' }),
      encodeReplyEvent({ text: 'lo' }),
      encodeReplyEvent({ done: true }),
    );
    expect(events).toEqual([{ text: 'Hel' }, { text: 'lo' }, { done: true }]);
  });

  it('reads an error event whose data cannot be read as a failure without a code', () => {
    expect(readBack(new TextEncoder().encode('event: error\ndata: oops\n\n'))).toEqual([
      { failure: { code: undefined, message: undefined, upstreamStatus: undefined } },
    ]);
  });
});
