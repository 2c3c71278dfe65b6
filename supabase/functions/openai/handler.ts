/**
 * The speech function's handler: validates a visitor's request and relays it, with the visitor's
 * own OpenAI key, to one fixed OpenAI-compatible upstream (chat, text-to-speech, transcription).
 *
 * It uses web standards only (Request, Response, fetch, FormData, Blob, AbortController), so the
 * same module runs in Supabase's Deno runtime (`index.ts`), in Node tests and in the Vite server
 * (`supabase/local/functions-plugin.ts`). Everything that depends on the environment arrives as
 * `deps`. The function is deployed without JWT verification (the Authorization header carries the
 * visitor's key), so everything is validated here before any upstream call.
 */
import {
  LIMITS,
  encodeBase64,
  validateRequestBody,
  type SpeechFunctionCall,
  type SpeechAnswer,
  type TextAnswer,
  type TranscriptionAnswer,
} from './contract.ts';
import { FunctionError, type ErrorCode } from './errors.ts';

export { FunctionError, ERROR_STATUS, type ErrorCode } from './errors.ts';
export * from './contract.ts';

/** What the handler reports for operators; never the key, a prompt or an upstream body. */
export type HandlerLogEvent = {
  code: ErrorCode;
  status: number;
  responseType?: string;
  upstreamStatus?: number;
};

export type HandlerDeps = {
  /** Called with a fully built Request; the global fetch fits. */
  fetch: (request: Request) => Promise<Response>;
  /** The upstream API root without a trailing slash, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  /** Chat model used when the request names none. */
  model: string;
  /** Upper bound for one upstream exchange, body included. */
  timeoutMs: number;
  /** `'*'` for any origin, else exact origins (scheme://host[:port]). */
  allowedOrigins: '*' | readonly string[];
  log?: (event: HandlerLogEvent) => void;
};

export const ENV_DEFAULTS = {
  OPENAI_BASE_URL: 'https://api.openai.com/v1',
  OPENAI_MODEL: 'gpt-4o',
  OPENAI_TIMEOUT_MS: 30_000,
  ALLOWED_ORIGINS: '*',
} as const;

const UPSTREAM_MODELS = { speech: 'tts-1', transcription: 'whisper-1' } as const;

/** Caps on what is read back from the upstream, so a misbehaving server cannot exhaust memory. */
const UPSTREAM_LIMITS = {
  maxAudioBytes: 20 * 1024 * 1024,
  maxJsonBytes: 2 * 1024 * 1024,
  maxErrorBytes: 64 * 1024,
  /** Messages are shown to visitors in a notice; longer ones are cut. */
  maxErrorMessageChars: 300,
} as const;

/** Real keys are far shorter; anything longer is not a key and is not forwarded. */
const MAX_KEY_CHARS = 1024;

const CORS_BASE = {
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  Vary: 'Origin',
} as const;

/** The normalised origin of a URL or origin string, or null when it is not an http(s) origin. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Builds handler deps from environment variables, so Deno (`Deno.env.get`) and Node
 * (`process.env`) configure the function identically. Throws on a malformed value: a mistyped
 * upstream URL must stop the server, not silently send visitors' keys elsewhere.
 */
export function depsFromEnv(
  get: (name: string) => string | undefined,
  overrides: Partial<Pick<HandlerDeps, 'fetch' | 'log'>> = {},
): HandlerDeps {
  const read = (name: keyof typeof ENV_DEFAULTS): string | undefined => {
    const value = get(name)?.trim();
    return value === '' ? undefined : value;
  };

  const baseUrl = read('OPENAI_BASE_URL') ?? ENV_DEFAULTS.OPENAI_BASE_URL;
  if (originOf(baseUrl) === null) throw new Error('OPENAI_BASE_URL must be an http(s) URL');

  const timeoutText = read('OPENAI_TIMEOUT_MS');
  const timeoutMs = timeoutText === undefined ? ENV_DEFAULTS.OPENAI_TIMEOUT_MS : Number(timeoutText);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error('OPENAI_TIMEOUT_MS must be a positive whole number of milliseconds');
  }

  const originsText = read('ALLOWED_ORIGINS') ?? ENV_DEFAULTS.ALLOWED_ORIGINS;
  const entries = originsText
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  let allowedOrigins: HandlerDeps['allowedOrigins'] = '*';
  if (!entries.includes('*')) {
    allowedOrigins = entries.map((entry) => {
      const origin = originOf(entry);
      if (origin === null) throw new Error(`ALLOWED_ORIGINS has an entry that is not an origin: ${entry}`);
      return origin;
    });
  }

  return {
    fetch: overrides.fetch ?? ((request) => fetch(request)),
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model: read('OPENAI_MODEL') ?? ENV_DEFAULTS.OPENAI_MODEL,
    timeoutMs,
    allowedOrigins,
    ...(overrides.log ? { log: overrides.log } : {}),
  };
}

type Cors = { allowed: boolean; headers: Record<string, string> };

function corsFor(origin: string | null, allowedOrigins: HandlerDeps['allowedOrigins']): Cors {
  if (allowedOrigins === '*') return { allowed: true, headers: { ...CORS_BASE, 'Access-Control-Allow-Origin': '*' } };
  // Without an Origin header the caller is not a browser; CORS cannot restrict it anyway.
  if (origin === null) return { allowed: true, headers: { ...CORS_BASE } };
  const normalised = originOf(origin);
  if (normalised !== null && allowedOrigins.includes(normalised)) {
    return { allowed: true, headers: { ...CORS_BASE, 'Access-Control-Allow-Origin': normalised } };
  }
  return { allowed: false, headers: { ...CORS_BASE } };
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

function errorResponse(error: FunctionError, headers: Record<string, string>): Response {
  const extra: Record<string, string> = error.code === 'method_not_allowed' ? { Allow: 'POST, OPTIONS' } : {};
  return jsonResponse(error.status, error.toBody(), { ...headers, ...extra });
}

/** Reads a stream up to `limit` bytes; null when it is longer (the rest is cancelled, not read). */
async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function readCall(request: Request): Promise<SpeechFunctionCall> {
  if (request.method !== 'POST') throw new FunctionError('method_not_allowed', 'Only POST is supported');

  const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new FunctionError('unsupported_media_type', 'Content-Type must be application/json');
  }

  const tooLarge = new FunctionError(
    'payload_too_large',
    `The request body is too large (at most ${LIMITS.maxBodyBytes} bytes)`,
  );
  const declaredLength = Number(request.headers.get('Content-Length') ?? '0');
  if (declaredLength > LIMITS.maxBodyBytes) throw tooLarge;
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readLimited(request.body, LIMITS.maxBodyBytes);
  } catch {
    throw new FunctionError('invalid_request', 'The request body could not be read');
  }
  if (bytes === null) throw tooLarge;

  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new FunctionError('invalid_json', 'The request body is not valid JSON');
  }

  const result = validateRequestBody(body);
  if (!result.ok) throw new FunctionError(result.code, result.message);
  return result.call;
}

/** The visitor's key from `Authorization: Bearer <key>`, or null. */
function readBearerKey(header: string | null): string | null {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const key = match?.[1];
  if (key === undefined || key.length > MAX_KEY_CHARS || !/^[\x21-\x7e]+$/.test(key)) return null;
  return key;
}

function redactKey(text: string, key: string): string {
  return text.split(key).join('[redacted]');
}

/**
 * Turns an upstream error body into a message fit for visitors: OpenAI's `{error:{message}}` (or a
 * bare `{error}`/`{message}`) passed on, anything else (HTML pages, proxies' text) replaced by a
 * generic sentence. Secrets are redacted, including keys OpenAI echoes partially masked.
 */
function upstreamErrorMessage(raw: string | null, status: number, key: string): string {
  const generic = `The speech service failed (HTTP ${status})`;
  if (raw === null) return generic;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return generic;
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const nested =
    typeof record.error === 'object' && record.error !== null ? (record.error as Record<string, unknown>) : {};
  const candidate = [nested.message, record.error, record.message].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  if (candidate === undefined || /<\s*[a-z!/]/i.test(candidate)) return generic;
  const cleaned = redactKey(candidate, key)
    .replace(/\bsk-[A-Za-z0-9_*.-]{6,}/g, '[redacted]')
    .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]+/g, '[redacted]')
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim();
  const max = UPSTREAM_LIMITS.maxErrorMessageChars;
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned;
}

function buildUpstreamRequest(call: SpeechFunctionCall, key: string, deps: HandlerDeps, signal: AbortSignal): Request {
  const authorization = `Bearer ${key}`;
  const json = (path: string, body: unknown): Request =>
    new Request(`${deps.baseUrl}${path}`, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });

  switch (call.responseType) {
    case 'text':
      return json('/chat/completions', {
        model: call.model ?? deps.model,
        messages: [
          ...(call.system === undefined ? [] : [{ role: 'system', content: call.system }]),
          ...call.history,
          { role: 'user', content: call.prompt },
        ],
      });
    case 'speech':
      return json('/audio/speech', {
        model: UPSTREAM_MODELS.speech,
        input: call.prompt,
        voice: call.voice,
        response_format: 'mp3',
      });
    case 'transcription': {
      const form = new FormData();
      form.append('file', new Blob([call.audio], { type: call.fileType }), call.fileName);
      form.append('model', UPSTREAM_MODELS.transcription);
      // No Content-Type header: fetch must set the multipart boundary itself.
      return new Request(`${deps.baseUrl}/audio/transcriptions`, {
        method: 'POST',
        headers: { Authorization: authorization },
        body: form,
        signal,
      });
    }
  }
}

const invalidUpstreamAnswer = (): FunctionError =>
  new FunctionError('upstream_error', 'The speech service sent an answer that could not be read');

async function readUpstreamJson(response: Response): Promise<Record<string, unknown>> {
  const bytes = await readLimited(response.body, UPSTREAM_LIMITS.maxJsonBytes);
  if (bytes === null) throw invalidUpstreamAnswer();
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Unparseable and non-object answers are the same failure for the visitor.
  }
  throw invalidUpstreamAnswer();
}

/** Chat content is a string, null (nothing to say) or, on some compatible servers, text parts. */
function chatContent(completion: Record<string, unknown>): string {
  const choices = completion.choices;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const message = typeof first === 'object' && first !== null ? (first as Record<string, unknown>).message : undefined;
  const content =
    typeof message === 'object' && message !== null ? (message as Record<string, unknown>).content : undefined;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part: unknown) =>
        typeof part === 'object' && part !== null && typeof (part as Record<string, unknown>).text === 'string'
          ? ((part as Record<string, unknown>).text as string)
          : '',
      )
      .join('');
  }
  return '';
}

type Answer = TextAnswer | SpeechAnswer | TranscriptionAnswer;

async function readAnswer(call: SpeechFunctionCall, response: Response, key: string): Promise<Answer> {
  if (!response.ok) {
    const raw = await readLimited(response.body, UPSTREAM_LIMITS.maxErrorBytes).catch(() => null);
    const text = raw === null ? null : new TextDecoder().decode(raw);
    throw new FunctionError('upstream_error', upstreamErrorMessage(text, response.status, key), response.status);
  }
  switch (call.responseType) {
    case 'text':
      return { text: redactKey(chatContent(await readUpstreamJson(response)), key) };
    case 'transcription': {
      const { text } = await readUpstreamJson(response);
      if (typeof text !== 'string') throw invalidUpstreamAnswer();
      return { text: redactKey(text, key) };
    }
    case 'speech': {
      const contentType = (response.headers.get('Content-Type') ?? '').toLowerCase();
      if (contentType.includes('json') || contentType.startsWith('text/')) throw invalidUpstreamAnswer();
      const audio = await readLimited(response.body, UPSTREAM_LIMITS.maxAudioBytes);
      if (audio === null || audio.length === 0) throw invalidUpstreamAnswer();
      return { audio: encodeBase64(audio) };
    }
  }
}

/**
 * One upstream exchange under a deadline. The deadline is raced rather than trusted to fetch's
 * abort alone, so a fetch that ignores its signal still ends in a 504; a visitor who disconnects
 * aborts the upstream call too.
 */
async function exchange(
  call: SpeechFunctionCall,
  key: string,
  deps: HandlerDeps,
  clientSignal: AbortSignal,
): Promise<Answer> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      reject(new FunctionError('upstream_timeout', 'The speech service did not answer in time'));
    }, deps.timeoutMs);
  });
  const onClientAbort = (): void => controller.abort();
  clientSignal.addEventListener('abort', onClientAbort, { once: true });

  const work = (async (): Promise<Answer> => {
    let response: Response;
    try {
      response = await deps.fetch(buildUpstreamRequest(call, key, deps, controller.signal));
    } catch {
      throw new FunctionError('upstream_unreachable', 'The speech service could not be reached');
    }
    try {
      return await readAnswer(call, response, key);
    } catch (error) {
      if (error instanceof FunctionError) throw error;
      throw new FunctionError('upstream_unreachable', 'The connection to the speech service was interrupted');
    }
  })();

  try {
    return await Promise.race([work, deadline]);
  } catch (error) {
    if (timedOut) throw new FunctionError('upstream_timeout', 'The speech service did not answer in time');
    throw error;
  } finally {
    clearTimeout(timer);
    clientSignal.removeEventListener('abort', onClientAbort);
    // The losing promise may still settle; its outcome is already decided, so silence it.
    work.catch(() => undefined);
  }
}

/**
 * Answers one request to the speech function. Never throws and never includes the key in an
 * answer: every outcome is a JSON Response (or an empty 204 preflight) with CORS headers.
 */
export async function handleRequest(request: Request, deps: HandlerDeps): Promise<Response> {
  const cors = corsFor(request.headers.get('Origin'), deps.allowedOrigins);
  let responseType: string | undefined;
  try {
    if (!cors.allowed) throw new FunctionError('origin_not_allowed', 'This origin may not call the speech function');
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: { ...cors.headers, 'Access-Control-Max-Age': '86400', 'Cache-Control': 'no-store' },
      });
    }
    const call = await readCall(request);
    responseType = call.responseType;
    const key = readBearerKey(request.headers.get('Authorization'));
    if (key === null) throw new FunctionError('missing_api_key', 'Missing API key');
    return jsonResponse(200, await exchange(call, key, deps, request.signal), cors.headers);
  } catch (caught) {
    const error = caught instanceof FunctionError ? caught : new FunctionError('internal_error', 'Internal error');
    if (error.status >= 500 || error.code === 'origin_not_allowed') {
      deps.log?.({
        code: error.code,
        status: error.status,
        ...(responseType === undefined ? {} : { responseType }),
        ...(error.upstreamStatus === undefined ? {} : { upstreamStatus: error.upstreamStatus }),
      });
    }
    return errorResponse(error, cors.headers);
  }
}

/** `handleRequest` bound to its deps, the shape `Deno.serve` and adapters expect. */
export function createHandler(deps: HandlerDeps): (request: Request) => Promise<Response> {
  return (request) => handleRequest(request, deps);
}
