// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handleRequest, type HandlerDeps } from '../../../../supabase/functions/openai/handler.ts';
import { VOICES } from '@basebots/speech-contract';
import { testDeps, FUNCTION_URL } from './test-deps';

const STATUSES = new Set([200, 204, 400, 401, 403, 405, 413, 415, 502, 504]);
const LISTED_ORIGIN = 'https://app.example';
const mp3 = new Uint8Array([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]);

/** Keys long and distinctive enough that finding one in an answer cannot be a coincidence. */
const keyArb = fc.stringMatching(/^sk-[A-Za-z0-9]{20,40}$/);

const authorizationArb = (key: string): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    fc.constant(`Bearer ${key}`),
    fc.constant(`bearer   ${key}  `),
    fc.constant(`Basic ${key}`),
    fc.constant(`Bearer ${key} ${key}`),
    fc.constant(undefined),
    fc.stringMatching(/^[\x20-\x7e]{0,40}$/),
  );

/** Upstream behaviours, several of which try to leak the key back. */
type UpstreamMode = 'echo' | 'error-with-key' | 'html' | 'garbage' | 'audio' | 'transcript-with-key' | 'throw' | 'hang';
const upstreamModeArb = fc.constantFrom<UpstreamMode>(
  'echo',
  'error-with-key',
  'html',
  'garbage',
  'audio',
  'transcript-with-key',
  'throw',
  'hang',
);

function fakeFetch(mode: UpstreamMode): HandlerDeps['fetch'] {
  return async (request) => {
    const authorization = request.headers.get('Authorization') ?? '';
    switch (mode) {
      case 'echo': {
        const content = `${authorization} ${request.headers.get('Content-Type') ?? ''} ${await request.text()}`;
        return Response.json({ choices: [{ message: { role: 'assistant', content } }], text: content });
      }
      case 'error-with-key':
        return Response.json({ error: { message: `Incorrect API key provided: ${authorization}` } }, { status: 401 });
      case 'html':
        return new Response(`<html><body>${authorization}</body></html>`, {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        });
      case 'garbage':
        return new Response(`{"choices":[${authorization}`, { headers: { 'Content-Type': 'application/json' } });
      case 'audio':
        return new Response(mp3, { headers: { 'Content-Type': 'audio/mpeg' } });
      case 'transcript-with-key':
        return Response.json({ text: `you said ${authorization}` });
      case 'throw':
        throw new TypeError(`connect ECONNREFUSED ${authorization}`);
      case 'hang':
        return new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
    }
  };
}

const base64Arb = fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('base64'));
const textArb = fc.string({ minLength: 1, maxLength: 80 }).filter((text) => text.trim() !== '');
const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
);

/** Bodies that satisfy the contract, so that the upstream behaviours are reached. */
const validBodyArb = fc.oneof(
  fc.record(
    {
      responseType: fc.constant('text'),
      prompt: textArb,
      system: textArb,
      history: fc.array(
        fc.record({ role: fc.constantFrom('user', 'assistant'), content: fc.string({ maxLength: 40 }) }),
        { maxLength: 25 },
      ),
      model: fc.constantFrom('gpt-4o', 'gpt-4o-mini'),
    },
    { requiredKeys: ['responseType', 'prompt'] },
  ),
  fc.record({ responseType: fc.constant('speech'), prompt: textArb, voice: fc.constantFrom(...VOICES) }),
  fc.record(
    {
      responseType: fc.constant('transcription'),
      audio: fc.oneof(
        base64Arb,
        base64Arb.map((text) => `data:audio/webm;base64,${text}`),
      ),
      mimeType: fc.constantFrom('audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'),
    },
    { requiredKeys: ['responseType', 'audio'] },
  ),
);

/** Bodies near the contract whose fields are often of the wrong type or size. */
const nearBodyArb = fc.record(
  {
    responseType: fc.oneof(fc.constantFrom('text', 'speech', 'transcription'), fc.string(), fc.integer()),
    prompt: fc.oneof(textArb, fc.string({ minLength: 4090, maxLength: 4100 }), anyValue),
    system: fc.oneof(textArb, anyValue),
    history: fc.oneof(
      fc.array(
        fc.record({
          role: fc.constantFrom('user', 'assistant', 'system'),
          content: fc.oneof(fc.string(), fc.integer()),
        }),
        {
          maxLength: 25,
        },
      ),
      anyValue,
    ),
    model: fc.oneof(fc.constantFrom('gpt-4o', 'gpt-4o-mini'), anyValue),
    voice: fc.oneof(fc.constantFrom(...VOICES), anyValue),
    audio: fc.oneof(base64Arb, anyValue),
    mimeType: fc.oneof(fc.constantFrom('audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'), anyValue),
  },
  { requiredKeys: [] },
);

const bodyArb = fc.oneof(
  { weight: 6, arbitrary: validBodyArb.map((body) => JSON.stringify(body)) },
  { weight: 3, arbitrary: nearBodyArb.map((body) => JSON.stringify(body)) },
  { weight: 1, arbitrary: fc.json() },
  { weight: 1, arbitrary: fc.string() },
);

const headerValueArb = fc.stringMatching(/^[\x21-\x7e]([\x20-\x7e]{0,30}[\x21-\x7e])?$/);
const extraHeadersArb = fc.dictionary(
  fc.oneof(
    fc.stringMatching(/^x-[a-z]{1,10}$/),
    fc.constantFrom('apikey', 'x-client-info', 'accept', 'x-forwarded-for'),
  ),
  headerValueArb,
  { maxKeys: 4 },
);

/** Mostly well-formed requests (so every stage is reached), each part sometimes wrong. */
const requestArb = keyArb.chain((key) =>
  fc.record({
    key: fc.constant(key),
    method: fc.oneof(
      { weight: 10, arbitrary: fc.constant('POST') },
      { weight: 1, arbitrary: fc.constant('OPTIONS') },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH') },
    ),
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
      { weight: 1, arbitrary: fc.constantFrom('text/plain', 'multipart/form-data', undefined) },
      { weight: 1, arbitrary: headerValueArb },
    ),
    authorization: fc.oneof(
      { weight: 6, arbitrary: fc.constant<string | undefined>(`Bearer ${key}`) },
      authorizationArb(key),
    ),
    origin: fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: fc.constant(LISTED_ORIGIN) },
      { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1:4173') },
    ),
    headers: extraHeadersArb,
    body: bodyArb,
    allowlist: fc.boolean(),
    upstream: upstreamModeArb,
  }),
);

describe('handleRequest properties', () => {
  // 400 runs take about 2 s on an idle machine; a loaded one must not fail them for time alone.
  it('answers every request with JSON and CORS headers, a known status, and never the key', async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(requestArb, async (input) => {
        const headers = new Headers(input.headers);
        if (input.contentType !== undefined) headers.set('Content-Type', input.contentType);
        if (input.authorization !== undefined) headers.set('Authorization', input.authorization);
        if (input.origin !== undefined) headers.set('Origin', input.origin);
        const hasBody = input.method !== 'GET';
        const request = new Request(FUNCTION_URL, {
          method: input.method,
          headers,
          ...(hasBody ? { body: input.body } : {}),
        });
        const deps = testDeps(fakeFetch(input.upstream), {
          timeoutMs: 15,
          allowedOrigins: input.allowlist ? [LISTED_ORIGIN] : '*',
        });

        const response = await handleRequest(request, deps);
        const text = await response.text();
        seen.add(response.status);

        expect(STATUSES.has(response.status), `status ${response.status}: ${text}`).toBe(true);
        expect(text).not.toContain(input.key);
        expect(response.headers.get('Access-Control-Allow-Methods')).toBe('POST, OPTIONS');
        expect(response.headers.get('Access-Control-Allow-Headers')).toContain('authorization');
        expect(response.headers.get('Vary')).toContain('Origin');
        const allowOrigin = response.headers.get('Access-Control-Allow-Origin');
        if (!input.allowlist) expect(allowOrigin).toBe('*');
        else if (input.origin === LISTED_ORIGIN) expect(allowOrigin).toBe(LISTED_ORIGIN);
        else expect(allowOrigin).toBeNull();
        if (input.allowlist && input.origin !== undefined && input.origin !== LISTED_ORIGIN) {
          expect(response.status).toBe(403);
        }

        if (response.status === 204) {
          expect(input.method).toBe('OPTIONS');
          expect(text).toBe('');
          return;
        }
        expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
        const body = JSON.parse(text) as Record<string, unknown>;
        if (response.status === 200) {
          expect(typeof body.text === 'string' || typeof body.audio === 'string').toBe(true);
        } else {
          expect(typeof body.error).toBe('string');
          expect(body.error).not.toMatch(/<[a-z!/]/i);
        }
      }),
      { numRuns: 400 },
    );
    // Guards the generators: a property that never reaches the upstream would prove little.
    expect([...seen].sort()).toEqual(expect.arrayContaining([200, 204, 400, 401, 403, 502, 504]));
  }, 30_000);
});
