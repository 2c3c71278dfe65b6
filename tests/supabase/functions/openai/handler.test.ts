// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  depsFromEnv,
  handleRequest,
  type HandlerDeps,
  type HandlerLogEvent,
} from '../../../../supabase/functions/openai/handler.ts';
import { LIMITS } from '@basebots/speech-contract';
import { TEST_BASE_URL as BASE, testDeps, FUNCTION_URL } from './test-deps';

const KEY = 'sk-test-SECRET0123456789abcdefKEY';

type Recorder = { requests: Request[]; fetch: HandlerDeps['fetch'] };

/** A fake upstream: records each Request it gets (cloned, so bodies stay readable). */
function fakeUpstream(respond: (request: Request) => Response | Promise<Response> = () => Response.json({})): Recorder {
  const requests: Request[] = [];
  return {
    requests,
    fetch: async (request) => {
      requests.push(request.clone());
      return respond(request);
    },
  };
}

/**
 * An upstream that never answers: it keeps the signal of the call it was given (to see it aborted),
 * rejects once that aborts, and runs `onCall` as the call arrives.
 */
function silentUpstream(onCall: () => void = () => undefined): Recorder & { signal: () => AbortSignal | undefined } {
  let signal: AbortSignal | undefined;
  return {
    requests: [],
    fetch: (request) =>
      new Promise<Response>((_, reject) => {
        signal = request.signal;
        request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        onCall();
      }),
    signal: () => signal,
  };
}

function depsWith(upstream: Recorder, overrides: Partial<HandlerDeps> = {}): HandlerDeps {
  return testDeps(upstream.fetch, overrides);
}

/** A POST to the function; strings and bytes are sent as they are, anything else as JSON. */
function post(body: unknown, headers: Record<string, string> = {}, init: RequestInit = {}): Request {
  return new Request(FUNCTION_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${KEY}`, ...headers },
    body: typeof body === 'string' ? body : body instanceof Uint8Array ? new Uint8Array(body) : JSON.stringify(body),
    ...init,
  });
}

function completion(content: unknown): Response {
  return Response.json({
    id: 'x',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content } }],
  });
}

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

/** Reads an answer and checks what every answer must satisfy. */
async function read(response: Response): Promise<{ status: number; body: Record<string, unknown>; text: string }> {
  const text = await response.text();
  expect(text).not.toContain(KEY);
  expect(response.headers.get('Access-Control-Allow-Methods')).toBe('POST, OPTIONS');
  expect(response.headers.get('Access-Control-Allow-Headers')).toBe(
    'authorization, x-client-info, apikey, content-type',
  );
  expect(response.headers.get('Vary')).toContain('Origin');
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  const body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  return { status: response.status, body, text };
}

describe('handleRequest: text', () => {
  it('sends the system prompt, history and prompt to chat/completions with the visitor key', async () => {
    const upstream = fakeUpstream(() => completion('Hello from the bot'));
    const history = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
    ];
    const response = await handleRequest(
      post({ responseType: 'text', prompt: 'How do I set up a bot?', system: 'You are GregBot.', history }),
      depsWith(upstream),
    );

    const { status, body } = await read(response);
    expect(status).toBe(200);
    expect(body).toEqual({ text: 'Hello from the bot' });
    expect(upstream.requests).toHaveLength(1);
    const sent = upstream.requests[0]!;
    expect(sent.url).toBe(`${BASE}/chat/completions`);
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Authorization')).toBe(`Bearer ${KEY}`);
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(await sent.json()).toEqual({
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: 'You are GregBot.' },
        ...history,
        { role: 'user', content: 'How do I set up a bot?' },
      ],
    });
  });

  it('uses the requested model and leaves out an absent system prompt', async () => {
    const upstream = fakeUpstream(() => completion('ok'));
    await handleRequest(post({ responseType: 'text', prompt: 'Hi', model: 'gpt-4o-mini' }), depsWith(upstream));
    expect(await upstream.requests[0]!.json()).toEqual({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'Hi' }],
    });
  });

  it('uses the configured default model when the request names none', async () => {
    const upstream = fakeUpstream(() => completion('ok'));
    await handleRequest(post({ responseType: 'text', prompt: 'Hi' }), depsWith(upstream, { model: 'llama3' }));
    expect(((await upstream.requests[0]!.json()) as { model: string }).model).toBe('llama3');
  });

  it('keeps only the last turns of a long history and cuts long turns', async () => {
    const upstream = fakeUpstream(() => completion('ok'));
    const history = Array.from({ length: 50 }, (_, index) => ({
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: index === 49 ? 'x'.repeat(LIMITS.maxHistoryContentChars + 500) : `turn ${index}`,
    }));
    const response = await handleRequest(post({ responseType: 'text', prompt: 'Next', history }), depsWith(upstream));
    expect(response.status).toBe(200);
    const { messages } = (await upstream.requests[0]!.json()) as { messages: { role: string; content: string }[] };
    expect(messages).toHaveLength(LIMITS.maxHistoryTurns + 1);
    expect(messages[0]).toEqual({ role: 'user', content: 'turn 30' });
    expect(messages[LIMITS.maxHistoryTurns - 1]!.content).toHaveLength(LIMITS.maxHistoryContentChars);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Next' });
  });

  it.each([
    ['null content', completion(null)],
    ['no choices', Response.json({ choices: [] })],
    ['an empty object', Response.json({})],
  ])('answers an empty text when the upstream gives %s', async (_name, upstreamAnswer) => {
    const response = await handleRequest(
      post({ responseType: 'text', prompt: 'Hi' }),
      depsWith(fakeUpstream(() => upstreamAnswer)),
    );
    const { status, body } = await read(response);
    expect(status).toBe(200);
    expect(body).toEqual({ text: '' });
  });

  it('joins text parts from servers that answer content as an array', async () => {
    const upstream = fakeUpstream(() =>
      completion([
        { type: 'text', text: 'Hel' },
        { type: 'text', text: 'lo' },
      ]),
    );
    const { body } = await read(await handleRequest(post({ responseType: 'text', prompt: 'Hi' }), depsWith(upstream)));
    expect(body).toEqual({ text: 'Hello' });
  });

  it('redacts the key if the upstream puts it in a reply', async () => {
    const upstream = fakeUpstream(() => completion(`Your key is ${KEY}.`));
    const { status, body } = await read(
      await handleRequest(post({ responseType: 'text', prompt: 'Hi' }), depsWith(upstream)),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ text: 'Your key is [redacted].' });
  });

  it('does not need an Origin and takes a lower-case bearer scheme', async () => {
    const upstream = fakeUpstream(() => completion('ok'));
    const response = await handleRequest(
      post({ responseType: 'text', prompt: 'Hi' }, { Authorization: `bearer ${KEY}` }),
      depsWith(upstream),
    );
    expect(response.status).toBe(200);
    expect(upstream.requests[0]!.headers.get('Authorization')).toBe(`Bearer ${KEY}`);
  });
});

describe('handleRequest: speech', () => {
  const mp3 = new Uint8Array([0xff, 0xfb, 0x90, 0x64, 0, 1, 2, 3, 250, 251]);

  it('asks audio/speech for an mp3 with tts-1 and answers it as base64', async () => {
    const upstream = fakeUpstream(() => new Response(mp3, { headers: { 'Content-Type': 'audio/mpeg' } }));
    const response = await handleRequest(
      post({ responseType: 'speech', prompt: 'Welcome!', voice: 'nova' }),
      depsWith(upstream),
    );

    const { status, body } = await read(response);
    expect(status).toBe(200);
    expect(body).toEqual({ audio: base64(mp3) });
    const sent = upstream.requests[0]!;
    expect(sent.url).toBe(`${BASE}/audio/speech`);
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Authorization')).toBe(`Bearer ${KEY}`);
    expect(await sent.json()).toEqual({ model: 'tts-1', input: 'Welcome!', voice: 'nova', response_format: 'mp3' });
  });

  it('passes a slower speed on to audio/speech', async () => {
    const upstream = fakeUpstream(() => new Response(mp3, { headers: { 'Content-Type': 'audio/mpeg' } }));
    const response = await handleRequest(
      post({ responseType: 'speech', prompt: 'Welcome!', voice: 'nova', speed: 0.85 }),
      depsWith(upstream),
    );
    expect(response.status).toBe(200);
    expect(await upstream.requests[0]!.json()).toMatchObject({ input: 'Welcome!', speed: 0.85 });
  });

  it('encodes audio larger than one base64 chunk correctly', async () => {
    const big = new Uint8Array(100_003).map((_, index) => (index * 31) % 256);
    const upstream = fakeUpstream(() => new Response(big, { headers: { 'Content-Type': 'audio/mpeg' } }));
    const { body } = await read(
      await handleRequest(post({ responseType: 'speech', prompt: 'Hi', voice: 'onyx' }), depsWith(upstream)),
    );
    expect(body.audio).toBe(base64(big));
  });

  it.each([
    ['JSON', () => Response.json({ not: 'audio' })],
    ['HTML', () => new Response('<html>hi</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['nothing', () => new Response(null, { headers: { 'Content-Type': 'audio/mpeg' } })],
  ])('answers 502 when a 200 carries %s instead of audio', async (_name, respond) => {
    const response = await handleRequest(
      post({ responseType: 'speech', prompt: 'Hi', voice: 'alloy' }),
      depsWith(fakeUpstream(respond)),
    );
    const { status, body, text } = await read(response);
    expect(status).toBe(502);
    expect(body.code).toBe('upstream_error');
    expect(text).not.toContain('<');
  });
});

describe('handleRequest: transcription', () => {
  const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8]);

  it('sends the audio as a multipart recording.webm with whisper-1 and answers its text', async () => {
    const upstream = fakeUpstream(() => Response.json({ text: 'turn on the lights' }));
    const response = await handleRequest(
      post({ responseType: 'transcription', audio: base64(webm) }),
      depsWith(upstream),
    );

    const { status, body } = await read(response);
    expect(status).toBe(200);
    expect(body).toEqual({ text: 'turn on the lights' });
    const sent = upstream.requests[0]!;
    expect(sent.url).toBe(`${BASE}/audio/transcriptions`);
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Authorization')).toBe(`Bearer ${KEY}`);
    expect(sent.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await sent.formData();
    expect(form.get('model')).toBe('whisper-1');
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('recording.webm');
    expect((file as File).type).toBe('audio/webm');
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(webm);
  });

  it.each([
    ['audio/ogg;codecs=opus', 'recording.ogg', 'audio/ogg'],
    ['audio/mp4', 'recording.mp4', 'audio/mp4'],
    ['audio/webm;codecs=opus', 'recording.webm', 'audio/webm'],
    ['application/x-unknown', 'recording.webm', 'audio/webm'],
  ])('names the file for mimeType %s as %s', async (mimeType, name, type) => {
    const upstream = fakeUpstream(() => Response.json({ text: 'ok' }));
    await handleRequest(post({ responseType: 'transcription', audio: base64(webm), mimeType }), depsWith(upstream));
    const file = (await upstream.requests[0]!.formData()).get('file') as File;
    expect([file.name, file.type]).toEqual([name, type]);
  });

  it('accepts a data URL and takes the type from it', async () => {
    const upstream = fakeUpstream(() => Response.json({ text: 'ok' }));
    const audio = `data:audio/ogg;codecs=opus;base64,${base64(webm)}`;
    const response = await handleRequest(post({ responseType: 'transcription', audio }), depsWith(upstream));
    expect(response.status).toBe(200);
    const file = (await upstream.requests[0]!.formData()).get('file') as File;
    expect(file.name).toBe('recording.ogg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(webm);
  });

  it('answers 502 when the upstream answer has no text', async () => {
    const response = await handleRequest(
      post({ responseType: 'transcription', audio: base64(webm) }),
      depsWith(fakeUpstream(() => Response.json({ words: [] }))),
    );
    expect((await read(response)).status).toBe(502);
  });
});

describe('handleRequest: validation before any upstream call', () => {
  const validText = { responseType: 'text', prompt: 'Hi' };
  type Case = { name: string; request: () => Request; status: number; code?: string };
  const cases: Case[] = [
    { name: 'GET', request: () => new Request(FUNCTION_URL, { method: 'GET' }), status: 405 },
    { name: 'PUT', request: () => new Request(FUNCTION_URL, { method: 'PUT', body: '{}' }), status: 405 },
    { name: 'DELETE', request: () => new Request(FUNCTION_URL, { method: 'DELETE' }), status: 405 },
    { name: 'text/plain', request: () => post(validText, { 'Content-Type': 'text/plain' }), status: 415 },
    {
      name: 'form data',
      request: () => new Request(FUNCTION_URL, { method: 'POST', body: new FormData() }),
      status: 415,
    },
    {
      name: 'a declared length over the bound',
      request: () => post(validText, { 'Content-Length': String(LIMITS.maxBodyBytes + 1) }),
      status: 413,
    },
    {
      name: 'a body over the bound',
      request: () => post({ ...validText, pad: 'x'.repeat(LIMITS.maxBodyBytes) }),
      status: 413,
    },
    { name: 'invalid JSON', request: () => post('{"responseType":'), status: 400, code: 'invalid_json' },
    { name: 'an empty body', request: () => post(''), status: 400, code: 'invalid_json' },
    {
      name: 'invalid UTF-8',
      request: () => post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])),
      status: 400,
      code: 'invalid_json',
    },
    { name: 'a JSON array', request: () => post([validText]), status: 400 },
    { name: 'JSON null', request: () => post('null'), status: 400 },
    { name: 'no responseType', request: () => post({ prompt: 'Hi' }), status: 400 },
    { name: 'an unknown responseType', request: () => post({ responseType: 'image', prompt: 'Hi' }), status: 400 },
    { name: 'a text without prompt', request: () => post({ responseType: 'text' }), status: 400 },
    { name: 'a blank prompt', request: () => post({ responseType: 'text', prompt: '   ' }), status: 400 },
    { name: 'a numeric prompt', request: () => post({ responseType: 'text', prompt: 42 }), status: 400 },
    {
      name: 'a prompt over the bound',
      request: () => post({ responseType: 'text', prompt: 'x'.repeat(LIMITS.maxPromptChars + 1) }),
      status: 413,
    },
    { name: 'a numeric system', request: () => post({ ...validText, system: 1 }), status: 400 },
    {
      name: 'a system over the bound',
      request: () => post({ ...validText, system: 'x'.repeat(LIMITS.maxSystemChars + 1) }),
      status: 413,
    },
    { name: 'a history that is no array', request: () => post({ ...validText, history: 'Hi' }), status: 400 },
    {
      name: 'a history turn with role system',
      request: () => post({ ...validText, history: [{ role: 'system', content: 'x' }] }),
      status: 400,
    },
    {
      name: 'a history turn without content',
      request: () => post({ ...validText, history: [{ role: 'user' }] }),
      status: 400,
    },
    { name: 'a history turn that is a string', request: () => post({ ...validText, history: ['Hi'] }), status: 400 },
    { name: 'a model with spaces', request: () => post({ ...validText, model: 'gpt 4' }), status: 400 },
    {
      name: 'a model over the bound',
      request: () => post({ ...validText, model: 'm'.repeat(LIMITS.maxModelChars + 1) }),
      status: 400,
    },
    { name: 'a speech without voice', request: () => post({ responseType: 'speech', prompt: 'Hi' }), status: 400 },
    {
      name: 'an unknown voice',
      request: () => post({ responseType: 'speech', prompt: 'Hi', voice: 'robot' }),
      status: 400,
    },
    {
      name: 'a speech speed out of range',
      request: () => post({ responseType: 'speech', prompt: 'Hi', voice: 'echo', speed: 9 }),
      status: 400,
    },
    {
      name: 'a speech speed that is not a number',
      request: () => post({ responseType: 'speech', prompt: 'Hi', voice: 'echo', speed: 'slow' }),
      status: 400,
    },
    {
      name: 'a speech prompt over the bound',
      request: () => post({ responseType: 'speech', prompt: 'x'.repeat(LIMITS.maxSpeechChars + 1), voice: 'echo' }),
      status: 413,
    },
    { name: 'a transcription without audio', request: () => post({ responseType: 'transcription' }), status: 400 },
    { name: 'numeric audio', request: () => post({ responseType: 'transcription', audio: 12 }), status: 400 },
    {
      name: 'audio that is not base64',
      request: () => post({ responseType: 'transcription', audio: 'not base64!' }),
      status: 400,
    },
    { name: 'empty audio', request: () => post({ responseType: 'transcription', audio: '' }), status: 400 },
    {
      name: 'audio over the bound',
      request: () => post({ responseType: 'transcription', audio: base64(new Uint8Array(LIMITS.maxAudioBytes + 1)) }),
      status: 413,
    },
    {
      name: 'a numeric mimeType',
      request: () => post({ responseType: 'transcription', audio: 'AAAA', mimeType: 5 }),
      status: 400,
    },
    {
      name: 'no Authorization',
      request: () => post(validText, { Authorization: '' }),
      status: 401,
      code: 'missing_api_key',
    },
    { name: 'a Basic Authorization', request: () => post(validText, { Authorization: `Basic ${KEY}` }), status: 401 },
    { name: 'an empty bearer', request: () => post(validText, { Authorization: 'Bearer ' }), status: 401 },
    {
      name: 'a bearer with two words',
      request: () => post(validText, { Authorization: `Bearer ${KEY} extra` }),
      status: 401,
    },
    {
      name: 'an invalid body and no key (the key is looked at first)',
      request: () => post({ responseType: 'text' }, { Authorization: '' }),
      status: 401,
      code: 'missing_api_key',
    },
  ];

  it.each(cases)('answers $name with $status', async ({ request, status: expected, code }) => {
    const upstream = fakeUpstream();
    const { status, body } = await read(await handleRequest(request(), depsWith(upstream)));
    expect(status).toBe(expected);
    expect(typeof body.error).toBe('string');
    if (code) expect(body.code).toBe(code);
    expect(upstream.requests).toHaveLength(0);
  });

  it('says "Missing API key" without a key', async () => {
    const { body } = await read(
      await handleRequest(
        post({ responseType: 'text', prompt: 'Hi' }, { Authorization: '' }),
        depsWith(fakeUpstream()),
      ),
    );
    expect(body).toEqual({ error: 'Missing API key', code: 'missing_api_key' });
  });

  it('lists the allowed methods on 405', async () => {
    const response = await handleRequest(new Request(FUNCTION_URL), depsWith(fakeUpstream()));
    expect(response.headers.get('Allow')).toBe('POST, OPTIONS');
  });

  it('accepts a JSON Content-Type with parameters', async () => {
    const upstream = fakeUpstream(() => completion('ok'));
    const response = await handleRequest(
      post({ responseType: 'text', prompt: 'Hi' }, { 'Content-Type': 'Application/JSON; charset=UTF-8' }),
      depsWith(upstream),
    );
    expect(response.status).toBe(200);
  });
});

describe('handleRequest: what the headers decide comes before the body', () => {
  /**
   * A body that never ends and resolves `pulled` when anything asks for a byte of it. Racing the
   * answer against `pulled` says, without waiting on a clock, whether the answer needed the body.
   */
  function endlessBody(): { body: ReadableStream<Uint8Array>; pulled: Promise<'the body was read'> } {
    let read: () => void = () => undefined;
    const pulled = new Promise<'the body was read'>((resolve) => (read = () => resolve('the body was read')));
    const body = new ReadableStream<Uint8Array>(
      {
        pull: () => {
          read();
          return new Promise<void>(() => undefined);
        },
      },
      { highWaterMark: 0 },
    );
    return { body, pulled };
  }

  const endlessPost = (headers: Record<string, string>) => {
    const { body, pulled } = endlessBody();
    const request = new Request(FUNCTION_URL, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
    return { request, pulled };
  };

  it.each([
    ['no key', { 'Content-Type': 'application/json' }, 401, 'missing_api_key'],
    [
      'a wrong content type',
      { 'Content-Type': 'text/plain', Authorization: `Bearer ${KEY}` },
      415,
      'unsupported_media_type',
    ],
    ['no content type and no key', {}, 415, 'unsupported_media_type'],
    [
      'a declared length over the bound',
      { 'Content-Type': 'application/json', Authorization: `Bearer ${KEY}`, 'Content-Length': '2000000' },
      413,
      'payload_too_large',
    ],
  ])('answers %s without reading a body that never ends', async (_name, headers, status, code) => {
    const upstream = fakeUpstream();
    const { request, pulled } = endlessPost(headers);
    const answer = await Promise.race([handleRequest(request, depsWith(upstream)), pulled]);
    if (typeof answer === 'string') throw new Error(answer);
    const { status: got, body } = await read(answer);
    expect([got, body.code]).toEqual([status, code]);
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses an origin that is not allowed before anything else, the body unread', async () => {
    const { request, pulled } = endlessPost({ Origin: 'https://elsewhere.example' });
    const deps = depsWith(fakeUpstream(), { allowedOrigins: ['https://app.example'] });
    const answer = await Promise.race([handleRequest(request, deps), pulled]);
    if (typeof answer === 'string') throw new Error(answer);
    expect(((await answer.json()) as { code: string }).code).toBe('origin_not_allowed');
  });
});

describe('handleRequest: the shape of the body', () => {
  const nested = (depth: number) =>
    `{"responseType":"text","prompt":"hi","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it('refuses the half-million-deep body: 401 without a key, 400 with one, never reaching the upstream', async () => {
    const body = nested(524_000);
    expect(new TextEncoder().encode(body).byteLength).toBeLessThan(LIMITS.maxBodyBytes);
    const upstream = fakeUpstream(() => completion('should not be asked'));
    const withoutKey = await read(await handleRequest(post(body, { Authorization: '' }), depsWith(upstream)));
    expect([withoutKey.status, withoutKey.body.code]).toEqual([401, 'missing_api_key']);
    const withKey = await read(await handleRequest(post(body), depsWith(upstream)));
    expect(withKey.status).toBe(400);
    expect(withKey.body).toEqual({
      error: `The request body is nested too deeply (at most ${LIMITS.maxBodyDepth} levels)`,
      code: 'invalid_request',
    });
    expect(upstream.requests).toHaveLength(0);
    // The next call is answered as usual.
    const next = await handleRequest(
      post({ responseType: 'text', prompt: 'Hi' }),
      depsWith(fakeUpstream(() => completion('ok'))),
    );
    expect(next.status).toBe(200);
  });

  it('refuses a body at the chunk that nests too deep, without waiting for the rest of it', async () => {
    let askedForMore: (value: string) => void = () => undefined;
    const more = new Promise<string>((resolve) => (askedForMore = resolve));
    let chunks = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull: (controller) => {
          chunks += 1;
          if (chunks === 1) controller.enqueue(new TextEncoder().encode(nested(1_000).slice(0, 2_000)));
          else {
            askedForMore('the rest of the body was waited for');
            return new Promise<void>(() => undefined);
          }
          return undefined;
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(FUNCTION_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${KEY}` },
      body,
      duplex: 'half',
    } as RequestInit);
    const answer = await Promise.race([handleRequest(request, depsWith(fakeUpstream())), more]);
    if (typeof answer === 'string') throw new Error(answer);
    const { status, body: refusal } = await read(answer);
    expect([status, refusal.code]).toEqual([400, 'invalid_request']);
  });

  it(`accepts ${LIMITS.maxBodyDepth} levels and refuses one more`, async () => {
    // The body's own object is the first level.
    const deepest = await handleRequest(
      post(nested(LIMITS.maxBodyDepth - 1)),
      depsWith(fakeUpstream(() => completion('ok'))),
    );
    expect(deepest.status).toBe(200);
    const deeper = await read(await handleRequest(post(nested(LIMITS.maxBodyDepth)), depsWith(fakeUpstream())));
    expect([deeper.status, deeper.body.code]).toEqual([400, 'invalid_request']);
  });

  it(`accepts ${LIMITS.maxBodyValues} values and refuses one more with 413`, async () => {
    // The body, its three members, then the elements of x.
    const withElements = (count: number) => ({
      responseType: 'text',
      prompt: 'Hi',
      x: new Array<number>(count).fill(0),
    });
    const most = await handleRequest(
      post(withElements(LIMITS.maxBodyValues - 4)),
      depsWith(fakeUpstream(() => completion('ok'))),
    );
    expect(most.status).toBe(200);
    const upstream = fakeUpstream();
    const more = await read(await handleRequest(post(withElements(LIMITS.maxBodyValues - 3)), depsWith(upstream)));
    expect(more.status).toBe(413);
    expect(more.body).toEqual({
      error: `The request body holds too many values (at most ${LIMITS.maxBodyValues})`,
      code: 'payload_too_large',
    });
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('handleRequest: lengths count characters, not UTF-16 units', () => {
  // One character, two UTF-16 units.
  const EMOJI = '\u{1F600}';
  const emoji = (count: number) => EMOJI.repeat(count);

  it('accepts a prompt and a system prompt of exactly the bound in emoji, and sends them whole', async () => {
    const upstream = fakeUpstream(() => completion('ok'));
    const prompt = emoji(LIMITS.maxPromptChars);
    const system = emoji(LIMITS.maxSystemChars);
    const response = await handleRequest(post({ responseType: 'text', prompt, system }), depsWith(upstream));
    expect(response.status).toBe(200);
    const { messages } = (await upstream.requests[0]!.json()) as { messages: { content: string }[] };
    expect(messages.map((message) => message.content)).toEqual([system, prompt]);
  });

  it.each([
    [
      'prompt',
      { responseType: 'text', prompt: emoji(LIMITS.maxPromptChars + 1) },
      `prompt is too long (at most ${LIMITS.maxPromptChars} characters)`,
    ],
    [
      'system',
      { responseType: 'text', prompt: 'Hi', system: emoji(LIMITS.maxSystemChars + 1) },
      `system is too long (at most ${LIMITS.maxSystemChars} characters)`,
    ],
    [
      'speech prompt',
      { responseType: 'speech', voice: 'echo', prompt: emoji(LIMITS.maxSpeechChars + 1) },
      `prompt is too long to speak (at most ${LIMITS.maxSpeechChars} characters)`,
    ],
  ])('refuses a %s one character over the bound with 413', async (_name, body, message) => {
    const { status, body: answer } = await read(await handleRequest(post(body), depsWith(fakeUpstream())));
    expect([status, answer.error]).toEqual([413, message]);
  });

  it('accepts a speech prompt of exactly the bound in emoji', async () => {
    const upstream = fakeUpstream(
      () => new Response(new Uint8Array([0xff, 0xfb]), { headers: { 'Content-Type': 'audio/mpeg' } }),
    );
    const response = await handleRequest(
      post({ responseType: 'speech', voice: 'echo', prompt: emoji(LIMITS.maxSpeechChars) }),
      depsWith(upstream),
    );
    expect(response.status).toBe(200);
  });

  it('cuts a long history turn to the bound in characters, never through an emoji', async () => {
    const upstream = fakeUpstream(() => completion('ok'));
    const history = [{ role: 'user', content: `a${emoji(LIMITS.maxHistoryContentChars)}` }];
    await handleRequest(post({ responseType: 'text', prompt: 'Next', history }), depsWith(upstream));
    const { messages } = (await upstream.requests[0]!.json()) as { messages: { content: string }[] };
    expect(messages[0]!.content).toBe(`a${emoji(LIMITS.maxHistoryContentChars - 1)}`);
  });
});

describe('handleRequest: upstream failures', () => {
  const textRequest = (): Request => post({ responseType: 'text', prompt: 'Hi' });

  it('passes on the message of an OpenAI error with 502 and the upstream status', async () => {
    const upstream = fakeUpstream(() =>
      Response.json(
        { error: { message: 'You exceeded your current quota.', type: 'insufficient_quota' } },
        { status: 429 },
      ),
    );
    const { status, body } = await read(await handleRequest(textRequest(), depsWith(upstream)));
    expect(status).toBe(502);
    expect(body).toEqual({ error: 'You exceeded your current quota.', code: 'upstream_error', upstreamStatus: 429 });
  });

  it('redacts the key, also partially masked, from an upstream message', async () => {
    const masked = `${KEY.slice(0, 8)}****${KEY.slice(-4)}`;
    const upstream = fakeUpstream(() =>
      Response.json({ error: { message: `Incorrect API key provided: ${KEY} (${masked}).` } }, { status: 401 }),
    );
    const { status, body, text } = await read(await handleRequest(textRequest(), depsWith(upstream)));
    expect(status).toBe(401);
    expect(body.code).toBe('invalid_api_key');
    expect(body.upstreamStatus).toBe(401);
    expect(body.error).toBe('Incorrect API key provided: [redacted] ([redacted]).');
    expect(text).not.toContain(masked);
  });

  it.each([
    ['an HTML page', 500, '<!doctype html><html><body><h1>Bad gateway</h1></body></html>', 'text/html'],
    ['plain text', 503, 'upstream connect error', 'text/plain'],
    ['JSON without a message', 500, '{"detail":"nope"}', 'application/json'],
    ['a JSON message holding HTML', 500, '{"error":{"message":"<b>boom</b>"}}', 'application/json'],
  ])('answers 502 with a generic message for %s', async (_name, upstreamStatus, body, contentType) => {
    const upstream = fakeUpstream(
      () => new Response(body, { status: upstreamStatus, headers: { 'Content-Type': contentType } }),
    );
    const answer = await read(await handleRequest(textRequest(), depsWith(upstream)));
    expect(answer.status).toBe(502);
    expect(answer.body.error).toBe(`The speech service failed (HTTP ${upstreamStatus})`);
    expect(answer.text).not.toContain('<');
  });

  it('answers 502 when a 200 is not JSON', async () => {
    const upstream = fakeUpstream(
      () => new Response('{"choices": [', { headers: { 'Content-Type': 'application/json' } }),
    );
    const { status, body } = await read(await handleRequest(textRequest(), depsWith(upstream)));
    expect(status).toBe(502);
    expect(body.code).toBe('upstream_error');
  });

  it('answers 504 when the upstream does not answer in time, and aborts the call', async () => {
    const upstream = silentUpstream();
    const deps = depsWith(upstream, { timeoutMs: 30 });
    const { status, body } = await read(await handleRequest(textRequest(), deps));
    expect(status).toBe(504);
    expect(body.code).toBe('upstream_timeout');
    expect(upstream.signal()?.aborted).toBe(true);
  });

  it('answers 504 even when fetch ignores its abort signal', async () => {
    const deps = depsWith({ requests: [], fetch: () => new Promise<Response>(() => undefined) }, { timeoutMs: 30 });
    expect((await read(await handleRequest(textRequest(), deps))).status).toBe(504);
  });

  it('answers 504 when the body stalls after the headers', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('{"cho')),
    });
    const upstream = fakeUpstream(() => new Response(stalled, { headers: { 'Content-Type': 'application/json' } }));
    expect((await read(await handleRequest(textRequest(), depsWith(upstream, { timeoutMs: 30 })))).status).toBe(504);
  });

  it('answers 502 when the upstream cannot be reached', async () => {
    const deps = depsWith({ requests: [], fetch: () => Promise.reject(new TypeError('fetch failed: ECONNREFUSED')) });
    const { status, body, text } = await read(await handleRequest(textRequest(), deps));
    expect(status).toBe(502);
    expect(body.code).toBe('upstream_unreachable');
    expect(text).not.toContain('ECONNREFUSED');
  });

  it('answers 502 when the connection breaks during the body', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start: (controller) => {
        controller.enqueue(new TextEncoder().encode('{"choices":'));
        controller.error(new Error('socket hang up'));
      },
    });
    const upstream = fakeUpstream(() => new Response(broken, { headers: { 'Content-Type': 'application/json' } }));
    const { status } = await read(await handleRequest(textRequest(), depsWith(upstream)));
    expect(status).toBe(502);
  });

  it('aborts the upstream call when the visitor disconnects', async () => {
    const client = new AbortController();
    const upstream = silentUpstream(() => client.abort());
    const deps = depsWith(upstream);
    const response = await handleRequest(
      post({ responseType: 'text', prompt: 'Hi' }, {}, { signal: client.signal }),
      deps,
    );
    expect(response.status).toBe(502);
    expect(upstream.signal()?.aborted).toBe(true);
  });

  it('logs failures by code, never with the key or message text', async () => {
    const events: HandlerLogEvent[] = [];
    const upstream = fakeUpstream(() => Response.json({ error: { message: `bad key ${KEY}` } }, { status: 403 }));
    await handleRequest(textRequest(), depsWith(upstream, { log: (event) => events.push(event) }));
    expect(events).toEqual([{ code: 'upstream_error', status: 502, responseType: 'text', upstreamStatus: 403 }]);
    expect(JSON.stringify(events)).not.toContain(KEY);
  });

  it('calls only the configured upstream, whatever the request says', async () => {
    const upstream = fakeUpstream(() => completion('ok'));
    const request = post(
      { responseType: 'text', prompt: 'Hi', baseUrl: 'https://evil.test', url: 'https://evil.test' },
      { 'X-Forwarded-Host': 'evil.test', Host: 'evil.test' },
    );
    await handleRequest(request, depsWith(upstream));
    expect(upstream.requests.map((sent) => new URL(sent.url).origin)).toEqual(['https://upstream.test']);
  });
});

describe('handleRequest: CORS', () => {
  const preflight = (origin?: string): Request =>
    new Request(FUNCTION_URL, {
      method: 'OPTIONS',
      headers: {
        ...(origin ? { Origin: origin } : {}),
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type, apikey, x-client-info',
      },
    });

  it('answers a preflight with 204 and the CORS headers, without calling the upstream', async () => {
    const upstream = fakeUpstream();
    const response = await handleRequest(preflight('https://app.example'), depsWith(upstream));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe(
      'authorization, x-client-info, apikey, content-type',
    );
    expect(response.headers.get('Vary')).toBe('Origin');
    expect(upstream.requests).toHaveLength(0);
  });

  it('allows any origin by default, on success and on error', async () => {
    const ok = await handleRequest(
      post({ responseType: 'text', prompt: 'Hi' }, { Origin: 'https://a.example' }),
      depsWith(fakeUpstream(() => completion('x'))),
    );
    const failed = await handleRequest(post('nope', { Origin: 'https://a.example' }), depsWith(fakeUpstream()));
    expect([ok.status, failed.status]).toEqual([200, 400]);
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(failed.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  describe('with an allowlist', () => {
    const allowlist = { allowedOrigins: ['https://app.example', 'http://127.0.0.1:4173'] };

    it('echoes a listed origin', async () => {
      const response = await handleRequest(
        post({ responseType: 'text', prompt: 'Hi' }, { Origin: 'http://127.0.0.1:4173' }),
        depsWith(
          fakeUpstream(() => completion('x')),
          allowlist,
        ),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:4173');
      expect(response.headers.get('Vary')).toBe('Origin');
    });

    it('answers a listed origin preflight with 204', async () => {
      const response = await handleRequest(preflight('https://app.example'), depsWith(fakeUpstream(), allowlist));
      expect(response.status).toBe(204);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example');
    });

    it.each([
      ['an unlisted origin', 'https://evil.example'],
      ['a listed host on another port', 'https://app.example:8443'],
      ['the opaque origin', 'null'],
    ])('refuses %s with 403 and no allow-origin, before the upstream', async (_name, origin) => {
      const upstream = fakeUpstream(() => completion('x'));
      for (const request of [preflight(origin), post({ responseType: 'text', prompt: 'Hi' }, { Origin: origin })]) {
        const response = await handleRequest(request, depsWith(upstream, allowlist));
        const { status, body } = await read(response);
        expect(status).toBe(403);
        expect(body.code).toBe('origin_not_allowed');
        expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
      }
      expect(upstream.requests).toHaveLength(0);
    });

    it('serves callers without an Origin (not browsers) without an allow-origin', async () => {
      const response = await handleRequest(
        post({ responseType: 'text', prompt: 'Hi' }),
        depsWith(
          fakeUpstream(() => completion('x')),
          allowlist,
        ),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    });
  });
});

describe('depsFromEnv', () => {
  const envOf = (values: Record<string, string>) => (name: string) => values[name];

  it('falls back to OpenAI, gpt-4o, 30 s and any origin', () => {
    const deps = depsFromEnv(envOf({}));
    expect(deps).toMatchObject({
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o',
      timeoutMs: 30_000,
      allowedOrigins: '*',
    });
    expect(typeof deps.fetch).toBe('function');
  });

  it('reads every variable, trimming the base URL and normalising origins', () => {
    const deps = depsFromEnv(
      envOf({
        OPENAI_BASE_URL: 'http://127.0.0.1:4191/v1/ ',
        OPENAI_MODEL: 'llama3.1',
        OPENAI_TIMEOUT_MS: '5000',
        ALLOWED_ORIGINS: ' https://app.example/ , http://localhost:5173,',
      }),
    );
    expect(deps).toMatchObject({
      baseUrl: 'http://127.0.0.1:4191/v1',
      model: 'llama3.1',
      timeoutMs: 5000,
      allowedOrigins: ['https://app.example', 'http://localhost:5173'],
    });
  });

  it('treats empty values as unset and a * entry as any origin', () => {
    expect(depsFromEnv(envOf({ OPENAI_BASE_URL: '', ALLOWED_ORIGINS: 'https://a.example,*' }))).toMatchObject({
      baseUrl: 'https://api.openai.com/v1',
      allowedOrigins: '*',
    });
  });

  it.each([
    ['OPENAI_BASE_URL', 'ftp://files.example'],
    ['OPENAI_BASE_URL', 'not a url'],
    ['OPENAI_TIMEOUT_MS', '0'],
    ['OPENAI_TIMEOUT_MS', 'soon'],
    ['ALLOWED_ORIGINS', 'app.example'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => depsFromEnv(envOf({ [name]: value }))).toThrow(name);
  });

  it('uses the given fetch and log', async () => {
    const upstream = fakeUpstream(() => completion('from override'));
    const deps = depsFromEnv(envOf({ OPENAI_BASE_URL: BASE }), { fetch: upstream.fetch });
    const { body } = await read(await handleRequest(post({ responseType: 'text', prompt: 'Hi' }), deps));
    expect(body).toEqual({ text: 'from override' });
  });
});
