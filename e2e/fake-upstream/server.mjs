// An OpenAI-compatible fake upstream for end-to-end tests: the one thing the tests replace, so the
// real client, the real function handler and the real wire format are all exercised.
//
//   node e2e/fake-upstream/server.mjs      (listens on 127.0.0.1:$FAKE_UPSTREAM_PORT, default 4191)
//
// API routes (as OpenAI, under /v1):
//   POST /v1/chat/completions       -> completion whose content is "Fake reply to: <last user message>";
//                                      with `stream: true` in the request, the same content as an
//                                      OpenAI chunk stream (text/event-stream, one token per chunk
//                                      and `data: [DONE]`)
//   POST /v1/audio/speech           -> tone.mp3 (a real, valid MP3)
//   POST /v1/audio/transcriptions   -> { text: "Fake transcription" }; needs a multipart `file`
//   POST /v1/realtime/calls         -> 404, as a provider without realtime calls answers, so every
//                                      call test runs on transcription, chat and speech unless it
//                                      asks for realtime: with /__control route 'realtime' and
//                                      `peer: true`, 201 with the SDP answer of a live WebRTC peer
//                                      (realtime-peer.mjs: it hears the visitor's speech, then speaks
//                                      `reply` and sends the events of OpenAI's realtime API) and
//                                      `Location: /v1/realtime/calls/rtc_fake…`. Needs multipart
//                                      `sdp` (starting with v=0) and `session` (JSON, type realtime).
// Each answers 401 like OpenAI when there is no `Authorization: Bearer ...`.
//
// Realistic timing (FAKE_UPSTREAM_REALISTIC=1, or `realistic: true` in a /__control for a route),
// as the voice bench needs: transcription answers after 300 ms; chat starts after 300 ms, then
// one token every 20 ms; speech answers after 200 ms with a real spoken clip of the text (WAV,
// made by espeak-ng at about a voice's pace, so it lasts about as long as the sentence).
//
// Control routes for tests:
//   POST /__control  { route: 'chat'|'speech'|'transcription'|'realtime', reply?, status?, body?, contentType?,
//                      message?, delayMs?, drop?, times?, key?,
//                      tokenMs?, tokenChars?, dropAfterTokens?, holdAfterTokens?, hold?,
//                      noStream?, realistic?, peer?, transcript?, turns?, unreachable?, dropAfterTurns?,
//                      silenceMs?, firstAudioMs? }
//        Sets how the route answers. Without `times` the behaviour lasts until reset; with it, it
//        answers the next `times` requests first. With `key` it applies only to requests carrying
//        that bearer key, which lets parallel tests use one server without seeing each other.
//        `reply` replaces the chat content or transcription text; `body` is sent raw (e.g. HTML)
//        with `contentType`; `status` alone answers an OpenAI-shaped error carrying `message`;
//        `drop` destroys the socket without answering.
//        Streams (chat asked with `stream: true`): `tokenMs` waits that long before each token
//        (default 0); `tokenChars` is the most characters a token holds (default 4, about an
//        OpenAI token, so a long reply is a great many chunks); `dropAfterTokens: n` destroys the
//        socket after n tokens, mid-stream, without ending the chunked body (a connection that
//        drops while the reply is arriving); `holdAfterTokens: n` sends n tokens, then waits until
//        the test posts /__release for that key (a reply that is still arriving for as long as the
//        test needs, whatever the machine's speed);
//        `hold: true` writes every token, then holds the end of the stream (its last chunk and
//        [DONE]) the same way; a held stream gets an SSE comment every 5 s, as a proxy keeps a quiet
//        stream open. `noStream` answers plain JSON anyway (an upstream that cannot stream). The
//        recorded request gets `firstChunkAt` (Date.now() when the first token was written) and,
//        once held, `heldAt`.
//        Realtime (`peer: true`): `transcript` is what the visitor is heard to say (default "Fake
//        transcription"), `reply` what the assistant answers, `turns` both turn by turn
//        ([{ transcript, reply }], the last one repeating), `unreachable` an SDP answer with nobody
//        at its address, `dropAfterTurns: n` the connection closed once n replies are spoken,
//        `silenceMs` the silence that ends a turn (500), `firstAudioMs` the wait
//        before the reply's audio (300). The recorded request gets `events`: the call's
//        connection, each turn's speech start and end, first audio, interruption and end
//        (Date.now()).
//   POST /__release  { key? }  lets held streams (holdAfterTokens, hold) of that key go on to their end;
//                    with a key, it first waits until a stream of that key is held (or the key is reset)
//   POST /__reset    { key? }  forgets behaviours and recorded requests (only that key's, if given)
//   GET  /__requests?route=&key=   recorded requests, oldest first
//   GET  /__health   200
//
// tone.mp3 was made once with sox (and libsox-fmt-mp3), a quarter second of 440 Hz, mono, 32 kb/s:
//   sox -n -r 44100 -c 1 -C 32 tone.mp3 synth 0.25 sine 440 fade 0.02 0.25 0.02 vol 0.3
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { answerRealtimeCall } from './realtime-peer.mjs';
import { spokenClip } from './spoken-clip.mjs';

const port = Number(process.env.FAKE_UPSTREAM_PORT ?? 4191);
const host = '127.0.0.1';
const tone = readFileSync(new URL('./tone.mp3', import.meta.url));
const realisticByDefault = process.env.FAKE_UPSTREAM_REALISTIC === '1';
const REALISTIC = { transcriptionMs: 300, chatFirstMs: 300, tokenMs: 20, speechMs: 200 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const ROUTES = {
  '/v1/chat/completions': 'chat',
  '/v1/audio/speech': 'speech',
  '/v1/audio/transcriptions': 'transcription',
  '/v1/realtime/calls': 'realtime',
};
const ROUTE_NAMES = new Set(Object.values(ROUTES));
const MAX_RECORDED = 500;
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** Behaviours per route and key ('' for any key): limited ones are used up before the lasting one. */
let behaviours = new Map();
let recorded = [];
/** Streams held by `holdAfterTokens`, by key: what lets each go on. */
const held = new Map();
/** Releases that came before their key's stream was held, by key: what answers each once it is. */
const awaitingHold = new Map();

/** Resolves when the test releases `key`'s held streams, or when `res` closes first. */
function holdUntilReleased(key, res) {
  // A comment now and then, as a proxy keeps a quiet stream open: the function would end a
  // stream silent for its time-out.
  const alive = setInterval(() => res.write(': waiting\n\n'), 5000);
  return new Promise((resolve) => {
    if (!held.has(key)) held.set(key, new Set());
    held.get(key).add(resolve);
    res.on('close', resolve);
    for (const heldNow of awaitingHold.get(key) ?? []) heldNow();
    awaitingHold.delete(key);
  }).finally(() => clearInterval(alive));
}

/**
 * Resolves once a stream of `key` is held (at once if one is), or its key is reset: a test that
 * releases as soon as it sees the reply's first words may be ahead of the token the stream holds
 * at, and a release that found nothing held would be lost, leaving the stream held for good. A
 * release that nothing will answer waits until the test's own time-out and its reset.
 */
function untilHeld(key) {
  if (held.has(key)) return Promise.resolve();
  return new Promise((resolve) => {
    if (!awaitingHold.has(key)) awaitingHold.set(key, new Set());
    awaitingHold.get(key).add(resolve);
  });
}

/** Answers the releases still waiting for a hold: those of `key`, or all of them. */
function forgetAwaitingHold(key) {
  for (const [id, waiting] of awaitingHold) {
    if (key !== undefined && id !== key) continue;
    for (const resolve of waiting) resolve();
    awaitingHold.delete(id);
  }
}

function releaseHeld(key) {
  for (const [id, waiting] of held) {
    if (key !== undefined && id !== key) continue;
    for (const resolve of waiting) resolve();
    held.delete(id);
  }
}

function slot(route, key) {
  const id = `${route}\n${key}`;
  if (!behaviours.has(id)) behaviours.set(id, { limited: [], lasting: null });
  return behaviours.get(id);
}

function takeBehaviour(route, key) {
  for (const candidate of key ? [key, ''] : ['']) {
    const entry = behaviours.get(`${route}\n${candidate}`);
    if (!entry) continue;
    const next = entry.limited[0];
    if (next) {
      next.remaining -= 1;
      if (next.remaining <= 0) entry.limited.shift();
      return next;
    }
    if (entry.lasting) return entry.lasting;
  }
  return null;
}

function bearerKey(headers) {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
  return match ? match[1] : '';
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Enough multipart/form-data parsing to see fields, file names, types and sizes. */
function parseMultipart(body, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  if (!boundary) return null;
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  // latin1 maps bytes one to one, so string offsets are byte offsets.
  const text = body.toString('latin1');
  const fields = {};
  const files = [];
  for (const part of text.split(delimiter).slice(1)) {
    if (part.startsWith('--')) break;
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd === -1) continue;
    const head = part.slice(0, headerEnd);
    const content = part.slice(headerEnd + 4).replace(/\r\n$/, '');
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    const filename = /filename="([^"]*)"/i.exec(head)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim();
    if (name === undefined) continue;
    if (filename === undefined) fields[name] = Buffer.from(content, 'latin1').toString('utf8');
    else
      files.push({
        field: name,
        filename,
        type: type ?? '',
        size: content.length,
        firstBytes: Buffer.from(content.slice(0, 8), 'latin1').toString('hex'),
      });
  }
  return { fields, files };
}

function send(res, status, body, contentType = 'application/json') {
  const payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(payload) });
  res.end(payload);
}

function openAiError(res, status, message, type = 'invalid_request_error') {
  send(res, status, { error: { message, type, param: null, code: null } });
}

/** Tokens the way a model sends them: words with their leading space, at most 4 characters long. */
function tokensOf(text, chars = 4) {
  return text.match(new RegExp(`\\s*\\S{1,${chars}}|\\s+$`, 'g')) ?? [];
}

function streamChunk(json, delta, finishReason = null) {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-fake-stream',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: typeof json?.model === 'string' ? json.model : 'gpt-4o',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  })}\n\n`;
}

/** Streams `content` token by token; resolves when done or when the client went away. */
async function streamCompletion(req, res, json, content, behaviour, entry) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  res.flushHeaders();
  let gone = false;
  res.on('close', () => (gone = true));
  res.write(streamChunk(json, { role: 'assistant', content: '' }));
  const tokens = tokensOf(content, behaviour?.tokenChars);
  for (const [index, token] of tokens.entries()) {
    if (behaviour?.tokenMs) await new Promise((resolve) => setTimeout(resolve, behaviour.tokenMs));
    if (behaviour?.holdAfterTokens === index) await holdUntilReleased(entry.key, res);
    if (gone) return;
    if (behaviour?.dropAfterTokens !== undefined && index >= behaviour.dropAfterTokens) {
      req.socket.destroy();
      return;
    }
    entry.firstChunkAt ??= Date.now();
    res.write(streamChunk(json, { content: token }));
  }
  if (behaviour?.hold) {
    entry.heldAt = Date.now();
    await holdUntilReleased(entry.key, res);
    if (gone) return;
  }
  res.write(streamChunk(json, {}, 'stop'));
  res.end('data: [DONE]\n\n');
}

function lastUserMessage(json) {
  const messages = Array.isArray(json?.messages) ? json.messages : [];
  const last = [...messages].reverse().find((message) => message?.role === 'user');
  return typeof last?.content === 'string' ? last.content : '';
}

function completion(json, content) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: typeof json?.model === 'string' ? json.model : 'gpt-4o',
    choices: [{ index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

async function handleApi(req, res, route, pathname) {
  const body = await readBody(req);
  const contentType = req.headers['content-type'] ?? '';
  let json = null;
  let multipart = null;
  if (contentType.includes('application/json')) {
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      json = null;
    }
  } else if (contentType.includes('multipart/form-data')) {
    multipart = parseMultipart(body, contentType);
  }
  const key = bearerKey(req.headers);
  const entry = {
    route,
    method: req.method,
    path: pathname,
    headers: { ...req.headers },
    key,
    json,
    multipart,
    size: body.length,
    at: Date.now(),
  };
  recorded.push(entry);
  if (recorded.length > MAX_RECORDED) recorded = recorded.slice(-MAX_RECORDED);

  const taken = takeBehaviour(route, key);
  const realistic = taken?.realistic ?? realisticByDefault;
  const behaviour =
    realistic && route === 'chat'
      ? { ...taken, delayMs: taken?.delayMs || REALISTIC.chatFirstMs, tokenMs: taken?.tokenMs || REALISTIC.tokenMs }
      : realistic && route === 'transcription'
        ? { ...taken, delayMs: taken?.delayMs || REALISTIC.transcriptionMs }
        : taken;
  if (behaviour?.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
  if (behaviour?.drop) {
    req.socket.destroy();
    return;
  }
  if (behaviour?.body !== undefined) {
    send(res, behaviour.status ?? 200, behaviour.body, behaviour.contentType ?? 'text/plain');
    return;
  }
  if (behaviour?.status !== undefined && behaviour.status >= 400) {
    openAiError(res, behaviour.status, behaviour.message ?? 'Fake upstream error', 'server_error');
    return;
  }
  if (!key) {
    openAiError(res, 401, "You didn't provide an API key.");
    return;
  }
  const status = behaviour?.status ?? 200;
  if (route === 'chat') {
    if (!Array.isArray(json?.messages)) return openAiError(res, 400, "Missing required parameter: 'messages'.");
    const content = behaviour?.reply ?? `Fake reply to: ${lastUserMessage(json)}`;
    if (json.stream === true && !behaviour?.noStream && status === 200) {
      await streamCompletion(req, res, json, content, behaviour, entry);
      return;
    }
    send(res, status, completion(json, content));
  } else if (route === 'speech') {
    if (typeof json?.input !== 'string' || typeof json?.voice !== 'string') {
      return openAiError(res, 400, "Missing required parameter: 'input' or 'voice'.");
    }
    if (!realistic) return send(res, status, tone, 'audio/mpeg');
    const started = Date.now();
    const clip = await spokenClip(json.input);
    await sleep(Math.max(0, REALISTIC.speechMs - (Date.now() - started)));
    send(res, status, clip, 'audio/wav');
  } else if (route === 'realtime') {
    const sdp = multipart?.fields.sdp;
    let session = null;
    try {
      session = JSON.parse(multipart?.fields.session ?? 'null');
    } catch {
      session = null;
    }
    if (typeof sdp !== 'string' || !sdp.startsWith('v=0')) return openAiError(res, 400, "Invalid 'sdp'.");
    if (session?.type !== 'realtime') return openAiError(res, 400, "Invalid 'session.type'.");
    if (!behaviour?.peer) return openAiError(res, 404, 'Unknown route /v1/realtime/calls');
    entry.events = [];
    const answer = await answerRealtimeCall(sdp, behaviour, (event) => entry.events.push(event));
    const callId = `rtc_fake${recorded.length}`;
    res.setHeader('Location', `/v1/realtime/calls/${callId}`);
    send(res, 201, answer, 'application/sdp');
  } else {
    const file = multipart?.files.find((candidate) => candidate.field === 'file');
    if (!file) return openAiError(res, 400, "Missing required parameter: 'file'.");
    if (multipart.fields.model === undefined) return openAiError(res, 400, "Missing required parameter: 'model'.");
    send(res, status, { text: behaviour?.reply ?? 'Fake transcription' });
  }
}

async function handleControl(req, res, pathname, url) {
  if (req.method === 'GET' && pathname === '/__health') return send(res, 200, { ok: true });
  if (req.method === 'GET' && pathname === '/__requests') {
    const route = url.searchParams.get('route');
    const key = url.searchParams.get('key');
    return send(
      res,
      200,
      recorded.filter((entry) => (!route || entry.route === route) && (!key || entry.key === key)),
    );
  }
  if (req.method !== 'POST') return send(res, 405, { error: 'method not allowed' });
  let json;
  try {
    const text = (await readBody(req)).toString('utf8');
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return send(res, 400, { error: 'invalid JSON' });
  }
  if (pathname === '/__release') {
    const key = typeof json.key === 'string' && json.key !== '' ? json.key : undefined;
    if (key !== undefined) await untilHeld(key);
    releaseHeld(key);
    return send(res, 200, { ok: true });
  }
  if (pathname === '/__reset') {
    forgetAwaitingHold(typeof json.key === 'string' && json.key !== '' ? json.key : undefined);
    releaseHeld(typeof json.key === 'string' && json.key !== '' ? json.key : undefined);
    if (typeof json.key === 'string' && json.key !== '') {
      for (const id of [...behaviours.keys()]) if (id.endsWith(`\n${json.key}`)) behaviours.delete(id);
      recorded = recorded.filter((entry) => entry.key !== json.key);
    } else {
      behaviours = new Map();
      recorded = [];
    }
    return send(res, 200, { ok: true });
  }
  if (pathname === '/__control') {
    if (!ROUTE_NAMES.has(json.route))
      return send(res, 400, { error: `route must be one of ${[...ROUTE_NAMES].join(', ')}` });
    const behaviour = {
      reply: typeof json.reply === 'string' ? json.reply : undefined,
      status: Number.isInteger(json.status) ? json.status : undefined,
      body: typeof json.body === 'string' ? json.body : undefined,
      contentType: typeof json.contentType === 'string' ? json.contentType : undefined,
      message: typeof json.message === 'string' ? json.message : undefined,
      delayMs: Number.isFinite(json.delayMs) ? json.delayMs : 0,
      drop: json.drop === true,
      tokenMs: Number.isFinite(json.tokenMs) ? json.tokenMs : 0,
      tokenChars: Number.isInteger(json.tokenChars) && json.tokenChars > 0 ? json.tokenChars : undefined,
      hold: json.hold === true,
      dropAfterTokens: Number.isInteger(json.dropAfterTokens) ? json.dropAfterTokens : undefined,
      holdAfterTokens: Number.isInteger(json.holdAfterTokens) ? json.holdAfterTokens : undefined,
      noStream: json.noStream === true,
      realistic: typeof json.realistic === 'boolean' ? json.realistic : undefined,
      peer: json.peer === true,
      transcript: typeof json.transcript === 'string' ? json.transcript : undefined,
      unreachable: json.unreachable === true,
      dropAfterTurns: Number.isInteger(json.dropAfterTurns) ? json.dropAfterTurns : undefined,
      turns: Array.isArray(json.turns) && json.turns.length > 0 ? json.turns : undefined,
      silenceMs: Number.isFinite(json.silenceMs) ? json.silenceMs : undefined,
      firstAudioMs: Number.isFinite(json.firstAudioMs) ? json.firstAudioMs : undefined,
      remaining: Number.isInteger(json.times) && json.times > 0 ? json.times : Infinity,
    };
    const entry = slot(json.route, typeof json.key === 'string' ? json.key : '');
    if (behaviour.remaining === Infinity) entry.lasting = behaviour;
    else entry.limited.push(behaviour);
    return send(res, 200, { ok: true });
  }
  return send(res, 404, { error: 'not found' });
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}`);
  const pathname = url.pathname;
  const route = ROUTES[pathname];
  const work = route
    ? req.method === 'POST'
      ? handleApi(req, res, route, pathname)
      : Promise.resolve(openAiError(res, 405, 'Method not allowed'))
    : pathname.startsWith('/__')
      ? handleControl(req, res, pathname, url)
      : Promise.resolve(openAiError(res, 404, `Unknown route ${pathname}`));
  work.catch((error) => {
    if (!res.headersSent) send(res, 500, { error: { message: String(error?.message ?? error) } });
    else res.destroy();
  });
});

server.listen(port, host, () => {
  console.log(`fake upstream listening on http://${host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
