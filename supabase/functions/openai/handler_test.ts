// The handler under Deno, the runtime Supabase uses, plus one run of index.ts as a real server.
// Plain assertions: jsr: and deno.land imports cannot be fetched here.
import { createHandler, handleRequest, type HandlerDeps } from './handler.ts';

const KEY = 'sk-deno-test-0123456789SECRET';

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function assertEquals(actual: unknown, expected: unknown, message = 'values differ'): void {
  const [a, b] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== b) throw new Error(`${message}: expected ${b}, got ${a}`);
}

function fakeDeps(respond: (request: Request) => Promise<Response> | Response): { deps: HandlerDeps; seen: Request[] } {
  const seen: Request[] = [];
  return {
    seen,
    deps: {
      fetch: async (request) => {
        seen.push(request.clone());
        return await respond(request);
      },
      baseUrl: 'https://upstream.test/v1',
      model: 'gpt-4o',
      timeoutMs: 2000,
      allowedOrigins: '*',
    },
  };
}

function post(body: unknown, authorization: string | null = `Bearer ${KEY}`): Request {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (authorization !== null) headers.set('Authorization', authorization);
  return new Request('http://localhost/openai', { method: 'POST', headers, body: JSON.stringify(body) });
}

Deno.test('text: relays to chat/completions with the key and answers the reply', async () => {
  const { deps, seen } = fakeDeps(() =>
    Response.json({ choices: [{ message: { role: 'assistant', content: 'Hi there' } }] }),
  );
  const response = await handleRequest(
    post({
      responseType: 'text',
      prompt: 'Hello',
      system: 'Be brief.',
      history: [{ role: 'assistant', content: 'Welcome' }],
    }),
    deps,
  );
  assertEquals(response.status, 200, 'status');
  assertEquals(await response.json(), { text: 'Hi there' }, 'answer');
  assertEquals(response.headers.get('Access-Control-Allow-Origin'), '*', 'allow-origin');
  const sent = seen[0];
  assert(sent, 'the upstream was not called');
  assertEquals(sent.url, 'https://upstream.test/v1/chat/completions', 'upstream URL');
  assertEquals(sent.headers.get('Authorization'), `Bearer ${KEY}`, 'forwarded key');
  assertEquals(
    await sent.json(),
    {
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'assistant', content: 'Welcome' },
        { role: 'user', content: 'Hello' },
      ],
    },
    'upstream body',
  );
});

Deno.test('text stream: relays the upstream chunks as text events, then done', async () => {
  const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
  const { deps } = fakeDeps(
    () =>
      new Response([chunk('Hi'), chunk(' there'), 'data: [DONE]\n\n'].join(''), {
        headers: { 'Content-Type': 'text/event-stream' },
      }),
  );
  const response = await handleRequest(post({ responseType: 'text', prompt: 'Hello', stream: true }), deps);
  assertEquals(response.status, 200, 'status');
  assert((response.headers.get('Content-Type') ?? '').startsWith('text/event-stream'), 'event stream');
  assertEquals(
    await response.text(),
    'data: {"text":"Hi"}\n\ndata: {"text":" there"}\n\ndata: {"done":true}\n\n',
    'events',
  );
});

Deno.test('transcription: sends a multipart recording.webm under Deno FormData', async () => {
  const { deps, seen } = fakeDeps(() => Response.json({ text: 'hello world' }));
  const audio = btoa(String.fromCharCode(0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3));
  const response = await handleRequest(post({ responseType: 'transcription', audio }), deps);
  assertEquals(await response.json(), { text: 'hello world' }, 'answer');
  const form = await seen[0]!.formData();
  const file = form.get('file');
  assert(file instanceof File, 'file is not a File');
  assertEquals([file.name, file.type, file.size], ['recording.webm', 'audio/webm', 7], 'file');
  assertEquals(form.get('model'), 'whisper-1', 'model');
});

Deno.test('realtime: the offer goes to realtime/calls under Deno FormData, the SDP answer comes back', async () => {
  const offer = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n';
  const answer = 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n';
  const { deps, seen } = fakeDeps(
    () =>
      new Response(answer, {
        status: 201,
        headers: { 'Content-Type': 'application/sdp', Location: '/v1/realtime/calls/rtc_deno1' },
      }),
  );
  const response = await handleRequest(post({ responseType: 'realtime', sdp: offer, voice: 'nova' }), deps);
  assertEquals(await response.json(), { sdp: answer, callId: 'rtc_deno1' }, 'answer');
  const sent = seen[0]!;
  assertEquals(sent.url, 'https://upstream.test/v1/realtime/calls', 'upstream URL');
  assertEquals(sent.headers.get('Authorization'), `Bearer ${KEY}`, 'forwarded key');
  const form = await sent.formData();
  assertEquals(form.get('sdp'), offer, 'offer unchanged');
  const session = JSON.parse(String(form.get('session')));
  assertEquals([session.type, session.audio.output.voice], ['realtime', 'coral'], 'session');
});

Deno.test('realtime: a provider without realtime calls answers 501 realtime_unavailable', async () => {
  const { deps } = fakeDeps(() => Response.json({ error: { message: 'Not found' } }, { status: 404 }));
  const response = await handleRequest(post({ responseType: 'realtime', sdp: 'v=0\r\n', voice: 'alloy' }), deps);
  assertEquals(response.status, 501, 'status');
  assertEquals((await response.json()).code, 'realtime_unavailable', 'code');
});

Deno.test('refused key: 401 invalid_api_key with the message, the key redacted', async () => {
  const { deps } = fakeDeps(() =>
    Response.json({ error: { message: `Incorrect API key provided: ${KEY}` } }, { status: 401 }),
  );
  const response = await handleRequest(post({ responseType: 'speech', prompt: 'Hi', voice: 'fable' }), deps);
  const text = await response.text();
  assertEquals(response.status, 401, 'status');
  assert(!text.includes(KEY), 'the key leaked');
  assertEquals(JSON.parse(text).error, 'Incorrect API key provided: [redacted]', 'message');
  assertEquals(JSON.parse(text).code, 'invalid_api_key', 'code');
});

Deno.test('time-out: 504 when the upstream never answers', async () => {
  const { deps } = fakeDeps(
    (request) =>
      new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
  );
  const response = await handleRequest(post({ responseType: 'text', prompt: 'Hi' }), { ...deps, timeoutMs: 20 });
  assertEquals(response.status, 504, 'status');
  await response.body?.cancel();
});

Deno.test('missing key: 401 before any upstream call', async () => {
  const { deps, seen } = fakeDeps(() => Response.json({}));
  const response = await handleRequest(post({ responseType: 'text', prompt: 'Hi' }, null), deps);
  assertEquals(response.status, 401, 'status');
  assertEquals(await response.json(), { error: 'Missing API key', code: 'missing_api_key' }, 'answer');
  assertEquals(seen.length, 0, 'upstream calls');
});

Deno.test("site key: a call without a key uses the site's, within the visitor's allowance", async () => {
  const site = 'sk-deno-site-0123456789SECRET';
  const { deps, seen } = fakeDeps(() => Response.json({ choices: [{ message: { content: 'Hi' } }] }));
  const allowance = { requestsPerVisitor: 1, voiceSecondsPerVisitor: 60, siteRequestsPerDay: 10 };
  const handler = createHandler({ ...deps, siteKey: { key: site, allowance } });
  const offer = await handler(new Request('http://localhost/openai/offer'));
  assertEquals(await offer.json(), { siteKey: true }, 'offer');
  const first = await handler(post({ responseType: 'text', prompt: 'Hello' }, null), { client: 'a' });
  assertEquals(first.status, 200, 'first call');
  assert(!(await first.text()).includes(site), 'the site key came back');
  assertEquals(seen[0]?.headers.get('Authorization'), `Bearer ${site}`, 'upstream key');
  const second = await handler(post({ responseType: 'text', prompt: 'Hello' }, null), { client: 'a' });
  assertEquals(second.status, 429, 'second call');
  assertEquals((await second.json()).code, 'allowance_spent', 'code');
  assertEquals(seen.length, 1, 'upstream calls');
});

Deno.test('a half-million-deep body: 401 without a key, 400 with one, the upstream never asked', async () => {
  const { deps, seen } = fakeDeps(() => Response.json({ choices: [{ message: { content: 'no' } }] }));
  const depth = 524_000;
  const body = `{"responseType":"text","prompt":"hi","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  const send = (authorization: string | null) => {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (authorization !== null) headers.set('Authorization', authorization);
    return handleRequest(new Request('http://localhost/openai', { method: 'POST', headers, body }), deps);
  };
  const withoutKey = await send(null);
  assertEquals([withoutKey.status, (await withoutKey.json()).code], [401, 'missing_api_key'], 'without a key');
  const withKey = await send(`Bearer ${KEY}`);
  assertEquals(
    [withKey.status, await withKey.json()],
    [400, { error: 'The request body is nested too deeply (at most 32 levels)', code: 'invalid_request' }],
    'with a key',
  );
  assertEquals(seen.length, 0, 'upstream calls');
});

Deno.test('415 and 401 come before the body: a body that never ends is not read', async () => {
  const { deps } = fakeDeps(() => Response.json({}));
  for (const [headers, status] of [
    [{ 'Content-Type': 'text/plain', Authorization: `Bearer ${KEY}` }, 415],
    [{ 'Content-Type': 'application/json' }, 401],
  ] as const) {
    let read: (value: string) => void = () => undefined;
    const pulled = new Promise<string>((resolve) => (read = resolve));
    const body = new ReadableStream<Uint8Array>(
      {
        pull: () => {
          read('the body was read');
          return new Promise<void>(() => undefined);
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request('http://localhost/openai', { method: 'POST', headers, body });
    const answer = await Promise.race([handleRequest(request, deps), pulled]);
    if (typeof answer === 'string') throw new Error(answer);
    assertEquals(answer.status, status, 'status');
    await answer.body?.cancel();
    await body.cancel().catch(() => undefined);
  }
});

Deno.test('lengths count characters: 8000 emoji are a prompt, 8001 are too long', async () => {
  const { deps, seen } = fakeDeps(() => Response.json({ choices: [{ message: { content: 'ok' } }] }));
  const emoji = (count: number) => '\u{1F600}'.repeat(count);
  const accepted = await handleRequest(post({ responseType: 'text', prompt: emoji(8000) }), deps);
  assertEquals(accepted.status, 200, 'at the bound');
  await accepted.body?.cancel();
  assertEquals((await seen[0]!.json()).messages.at(-1).content, emoji(8000), 'sent whole');
  const refused = await handleRequest(post({ responseType: 'text', prompt: emoji(8001) }), deps);
  assertEquals(
    [refused.status, (await refused.json()).error],
    [413, 'prompt is too long (at most 8000 characters)'],
    'one over',
  );
});

function freePort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

Deno.test('index.ts serves the handler on PORT', async () => {
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    // Same working directory as this test, so a relative DENO_DIR still names the same cache.
    args: ['run', '--allow-net', '--allow-env', new URL('./index.ts', import.meta.url).pathname],
    env: { PORT: String(port), OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' },
    stdin: 'null',
    stdout: 'piped',
    stderr: 'piped',
  }).spawn();
  const url = `http://127.0.0.1:${port}/`;
  try {
    const deadline = Date.now() + 20_000;
    let ready = false;
    while (!ready && Date.now() < deadline) {
      try {
        const probe = await fetch(url, { method: 'OPTIONS' });
        await probe.body?.cancel();
        ready = probe.status === 204;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    assert(ready, 'index.ts did not start listening');

    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://app.example' },
      body: JSON.stringify({ responseType: 'text', prompt: 'Hello' }),
    });
    assertEquals(response.status, 401, 'status');
    assert(response.headers.get('Content-Type')?.startsWith('application/json'), 'not JSON');
    assertEquals(response.headers.get('Access-Control-Allow-Origin'), '*', 'allow-origin');
    assertEquals(response.headers.get('Access-Control-Allow-Methods'), 'POST, OPTIONS', 'allow-methods');
    assertEquals(await response.json(), { error: 'Missing API key', code: 'missing_api_key' }, 'answer');
  } finally {
    child.kill('SIGTERM');
    const { stderr } = await child.output();
    const log = new TextDecoder().decode(stderr);
    assert(!log.includes('error:'), `index.ts logged an error:\n${log}`);
  }
});
