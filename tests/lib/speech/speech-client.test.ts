import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, errorResponse, type ErrorCode } from '@basebots/speech-contract';
import type * as SpeechClient from '@/lib/speech/speech-client';
import type { SpeechError } from '@/lib/speech/speech-error';

// The real supabase-js client against a real local HTTP server that answers as the function,
// a gateway or a broken network would. Nothing of our own code is mocked.

type Reply = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let base: string;
let reply: Reply;
let seen: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
const held: ServerResponse[] = [];

type Client = typeof SpeechClient;
let client: Client;
// Loaded after the module reset with the client, so it is the class the client throws.
let SpeechErrorClass: typeof SpeechError;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      reply(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Node 20 has no WebSocket, which supabase-js's realtime client (never used here) asks for at creation.
  if (typeof globalThis.WebSocket === 'undefined') vi.stubGlobal('WebSocket', class {});
  vi.stubEnv('VITE_SUPABASE_URL', base);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon-test-key');
  vi.resetModules();
  client = await import('@/lib/speech/speech-client');
  ({ SpeechError: SpeechErrorClass } = await import('@/lib/speech/speech-error'));
});

afterAll(async () => {
  for (const res of held) res.destroy();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
});

function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(value));
  };
}

function raw(status: number, body: string, contentType: string, headers: Record<string, string> = {}): Reply {
  return (_req, res) => {
    res.writeHead(status, { 'Content-Type': contentType, ...headers });
    res.end(body);
  };
}

const KEY = 'sk-test-0123456789abcdef';
const input = { prompt: 'Hello?', system: 'You are GregBot.', history: [{ role: 'user' as const, content: 'Hi' }] };

async function failure(promise: Promise<unknown>): Promise<SpeechError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SpeechErrorClass);
    return error as SpeechError;
  }
  throw new Error('expected a failure');
}

describe('speech client', () => {
  it('posts the text request to the function with the visitor key and returns the text', async () => {
    reply = json(200, { text: 'Hi there!' });
    await expect(client.chat(KEY, input)).resolves.toBe('Hi there!');
    const request = seen[0];
    expect(request?.url).toBe('/functions/v1/openai');
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers.apikey).toBe('anon-test-key');
    expect(JSON.parse(request?.body ?? '')).toEqual({ responseType: 'text', ...input });
  });

  it('returns an empty reply as empty text (the chat shows its fallback)', async () => {
    reply = json(200, { text: '' });
    await expect(client.chat(KEY, input)).resolves.toBe('');
  });

  it('speaks and transcribes through the same function', async () => {
    reply = json(200, { audio: 'SUQzBAAAAAAA' });
    await expect(client.textToSpeech(KEY, 'Hello', 'onyx')).resolves.toBe('SUQzBAAAAAAA');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ responseType: 'speech', prompt: 'Hello', voice: 'onyx' });
    reply = json(200, { text: 'what is a basebot' });
    await expect(client.speechToText(KEY, 'GkXfow==', 'audio/webm')).resolves.toBe('what is a basebot');
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({
      responseType: 'transcription',
      audio: 'GkXfow==',
      mimeType: 'audio/webm',
    });
  });

  it("sends a realtime call's offer and returns the provider's answer, never a body that is not SDP", async () => {
    const offer = { sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n', system: 'You are GregBot.', voice: 'nova' as const };
    reply = json(200, { sdp: 'v=0\r\ns=answer\r\n', callId: 'rtc_1' });
    await expect(client.realtimeCall(KEY, offer)).resolves.toEqual({ sdp: 'v=0\r\ns=answer\r\n' });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ responseType: 'realtime', ...offer });

    reply = json(200, { sdp: '<html>' });
    expect(await failure(client.realtimeCall(KEY, offer))).toMatchObject({ kind: 'invalid-response' });
  });

  it('passes on the function error message for an HTTP error, with its status and code', async () => {
    reply = json(502, { error: 'Incorrect API key provided.', code: 'upstream_error', upstreamStatus: 401 });
    const error = await failure(client.chat(KEY, input));
    expect(error).toMatchObject({
      kind: 'http',
      status: 502,
      code: 'upstream_error',
      message: 'Incorrect API key provided.',
    });
    expect(error.unreachable).toBe(false);
  });

  it('never shows an HTML error page: a plain message by status instead', async () => {
    reply = raw(500, '<!doctype html><html><body><h1>Internal Server Error</h1></body></html>', 'text/html');
    const error = await failure(client.chat(KEY, input));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(error.message).not.toMatch(/[<>]/);
    expect(error.message).toMatch(/problem/);
    expect(error.unreachable).toBe(false);
  });

  it('does not show markup even inside a JSON error', async () => {
    reply = json(400, { error: '<script>alert(1)</script>' });
    const error = await failure(client.chat(KEY, input));
    expect(error.message).not.toMatch(/[<>]/);
  });

  it('treats the function saying its upstream is unreachable, and gateway pages, as unreachable', async () => {
    reply = json(502, { error: 'The speech service could not be reached', code: 'upstream_unreachable' });
    expect((await failure(client.chat(KEY, input))).unreachable).toBe(true);
    reply = json(504, { error: 'The speech service did not answer in time', code: 'upstream_timeout' });
    expect((await failure(client.chat(KEY, input))).unreachable).toBe(true);
    reply = raw(503, '<html>Service Unavailable</html>', 'text/html');
    const gateway = await failure(client.chat(KEY, input));
    expect(gateway).toMatchObject({ kind: 'http', status: 503 });
    expect(gateway.unreachable).toBe(true);
  });

  it('maps a relay error', async () => {
    reply = json(500, { message: 'relay broke' }, { 'x-relay-error': 'true' });
    const error = await failure(client.chat(KEY, input));
    expect(error.kind).toBe('relay');
    expect(error.unreachable).toBe(true);
  });

  it('tells a relay refusal (4xx) apart from an unreachable relay', async () => {
    reply = json(401, { message: 'relay says no' }, { 'x-relay-error': 'true' });
    const error = await failure(client.chat(KEY, input));
    expect(error).toMatchObject({ kind: 'relay', status: 401 });
    expect(error.unreachable).toBe(false);
    expect(error.message).not.toMatch(/could not be reached/);
  });

  it('maps a refused key to its own error, never with the key', async () => {
    reply = json(401, {
      error: 'Incorrect API key provided: [redacted]',
      code: 'invalid_api_key',
      upstreamStatus: 401,
    });
    const error = await failure(client.chat(KEY, input));
    expect(error).toMatchObject({ kind: 'http', status: 401, code: 'invalid_api_key' });
    expect(error.keyRefused).toBe(true);
    expect(error.unreachable).toBe(false);
    expect(error.message).toBe('Your OpenAI key was refused. Enter a new key to try again.');
  });

  it('reads every error code of the wire contract back, as the function and the server send it', async () => {
    for (const code of Object.keys(ERRORS) as ErrorCode[]) {
      const answer = errorResponse(code);
      const body = await answer.text();
      reply = raw(answer.status, body, answer.headers.get('Content-Type') ?? '');
      const error = await failure(client.chat(KEY, input));
      expect(error).toMatchObject({ kind: 'http', status: ERRORS[code].status, code });
    }
  });

  it('keeps a code that is not the contract’s apart from none: only a bare gateway error is unreachable', async () => {
    reply = json(503, { code: 'BOOT_ERROR', message: 'Function failed to start' });
    const foreign = await failure(client.chat(KEY, input));
    expect(foreign).toMatchObject({ kind: 'http', status: 503, code: 'unrecognised' });
    expect(foreign.unreachable).toBe(false);
    reply = json(503, { message: 'Service Unavailable' });
    expect((await failure(client.chat(KEY, input))).unreachable).toBe(true);
  });

  it('treats a connection that drops while the answer is read like a drop before it', async () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      res.write('{"text": "Half an ans');
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const error = await failure(client.chat(KEY, input));
    expect(error.kind).toBe('network');
    expect(error.unreachable).toBe(true);
  });

  it('maps a dropped connection to a network error', async () => {
    reply = (req) => req.socket.destroy();
    const error = await failure(client.chat(KEY, input));
    expect(error.kind).toBe('network');
    expect(error.unreachable).toBe(true);
    expect(error.message).toMatch(/connect/);
  });

  it('maps a 2xx whose body is truncated JSON, not JSON, or the wrong shape to invalid-response', async () => {
    reply = raw(200, '{"text": "Half an ans', 'application/json');
    expect((await failure(client.chat(KEY, input))).kind).toBe('invalid-response');
    reply = raw(200, '<html>hello</html>', 'text/html');
    expect((await failure(client.chat(KEY, input))).kind).toBe('invalid-response');
    reply = json(200, { answer: 'wrong field' });
    expect((await failure(client.chat(KEY, input))).kind).toBe('invalid-response');
    reply = json(200, { audio: '' });
    expect((await failure(client.textToSpeech(KEY, 'x', 'echo'))).kind).toBe('invalid-response');
  });

  it('is cancelled by its signal', async () => {
    reply = (_req, res) => held.push(res);
    const controller = new AbortController();
    const pending = client.chat(KEY, input, controller.signal);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
    const already = new AbortController();
    already.abort();
    expect((await failure(client.chat(KEY, input, already.signal))).kind).toBe('aborted');
  });

  it('gives up after its time-out', async () => {
    reply = (_req, res) => held.push(res);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = client.chat(KEY, input);
      const outcome = failure(pending);
      await vi.waitFor(() => expect(seen).toHaveLength(1), { interval: 5 });
      await vi.advanceTimersByTimeAsync(45_000);
      const error = await outcome;
      expect(error.kind).toBe('timeout');
      expect(error.unreachable).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('streamed replies', () => {
    it('asks for a stream and gives the pieces as they arrive, through supabase-js', async () => {
      let release: () => void = () => undefined;
      reply = (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write('data: {"text":"Hello"}\n\n');
        release = () => res.end('data: {"text":" there"}\n\ndata: {"done":true}\n\n');
      };
      const pieces: string[] = [];
      const pending = client.chat(KEY, input, undefined, (piece) => pieces.push(piece));
      // The first piece is there while the function has not finished.
      await vi.waitFor(() => expect(pieces).toEqual(['Hello']));
      release();
      expect(await pending).toBe('Hello there');
      expect(pieces).toEqual(['Hello', ' there']);
      expect(JSON.parse(seen[0]!.body)).toMatchObject({ responseType: 'text', stream: true });
    });

    it('takes a whole JSON reply from a function that does not stream', async () => {
      reply = json(200, { text: 'All at once' });
      const pieces: string[] = [];
      expect(await client.chat(KEY, input, undefined, (piece) => pieces.push(piece))).toBe('All at once');
      expect(pieces).toEqual(['All at once']);
    });

    it('rejects as a drop, after the pieces that came, when the connection breaks mid-stream', async () => {
      reply = (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write('data: {"text":"Part"}\n\n');
        setTimeout(() => res.socket?.destroy(), 20);
      };
      const pieces: string[] = [];
      const error = await failure(client.chat(KEY, input, undefined, (piece) => pieces.push(piece)));
      expect(pieces).toEqual(['Part']);
      expect(error.kind).toBe('network');
    });

    it('is stopped by its signal in the middle of the stream', async () => {
      reply = (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write('data: {"text":"Part"}\n\n');
        held.push(res);
      };
      const controller = new AbortController();
      const pieces: string[] = [];
      const pending = client.chat(KEY, input, controller.signal, (piece) => pieces.push(piece));
      await vi.waitFor(() => expect(pieces).toEqual(['Part']));
      controller.abort();
      expect((await failure(pending)).kind).toBe('aborted');
    });
  });
});
