/**
 * The HTTP side of the function: CORS, reading and bounding the request, the visitor's key, and
 * error answers. Nothing here talks to the upstream.
 */
import { claimsUser } from './account-keys.ts';
import { originOf, type HandlerDeps } from './config.ts';
import { errorResponse, LIMITS } from '@basebots/speech-contract';
import { FunctionError } from './errors.ts';
import { createShapeScanner, type ShapeBreach } from './json-shape.ts';
import { validateRequestBody, type SpeechFunctionCall } from './validate.ts';

/** Real keys are far shorter; anything longer is not a key and is not forwarded. */
const MAX_KEY_CHARS = 1024;

const CORS_BASE = {
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  Vary: 'Origin',
} as const;

/** Whether the caller's origin may call the function, and the CORS headers every answer carries. */
export type Cors = { allowed: boolean; headers: Record<string, string> };

export function corsFor(origin: string | null, allowedOrigins: HandlerDeps['allowedOrigins']): Cors {
  if (allowedOrigins === '*') return { allowed: true, headers: { ...CORS_BASE, 'Access-Control-Allow-Origin': '*' } };
  // Without an Origin header the caller is not a browser; CORS cannot restrict it anyway.
  if (origin === null) return { allowed: true, headers: { ...CORS_BASE } };
  const normalised = originOf(origin);
  if (normalised !== null && allowedOrigins.includes(normalised)) {
    return { allowed: true, headers: { ...CORS_BASE, 'Access-Control-Allow-Origin': normalised } };
  }
  return { allowed: false, headers: { ...CORS_BASE } };
}

/** The answer for a {@link FunctionError}, with `Allow` on a wrong method. */
export function failureResponse(error: FunctionError, headers: Record<string, string>): Response {
  const allow: Record<string, string> = error.code === 'method_not_allowed' ? { Allow: 'POST, OPTIONS' } : {};
  return errorResponse(error.code, {
    message: error.message,
    ...(error.upstreamStatus === undefined ? {} : { upstreamStatus: error.upstreamStatus }),
    headers: { ...headers, ...allow },
  });
}

/**
 * Reads a stream up to `limit` bytes; null when it is longer (the rest is cancelled, not read).
 * `inspect` sees each chunk as it arrives; when it throws, reading stops there and so does this.
 */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  inspect: (chunk: Uint8Array) => void = () => undefined,
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
    try {
      inspect(value);
    } catch (error) {
      await reader.cancel().catch(() => undefined);
      throw error;
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

/**
 * What lets a call go ahead: the visitor's own key, or the key the site holds for visitors
 * without one (`OPENAI_API_KEY`, within its daily allowance). Decided here and nowhere else.
 */
export type Credential = { kind: 'visitor'; key: string } | { kind: 'account'; token: string } | { kind: 'site' };

/**
 * A Supabase token (the anon key, or a signed-in user's access token, which supabase-js sends by
 * itself) has the shape of a JWT; an OpenAI key never does, so such a bearer is not a visitor's key.
 */
const JWT_SHAPE = /^eyJ[\w-]*\.[\w-]*\.[\w-]*$/;

/** What the deploy offers besides a visitor's own key. */
export type Offers = { siteKey: boolean; accounts: boolean };

/**
 * The credential a request carries, or null: no key and nothing else that allows it (401). A
 * signed-in user's token is only claimed here; it is verified once the call is let through.
 */
function credentialFor(headers: Headers, offers: Offers): Credential | null {
  const key = readBearerKey(headers.get('Authorization'));
  if (key !== null && !JWT_SHAPE.test(key)) return { kind: 'visitor', key };
  if (key !== null && offers.accounts && claimsUser(key)) return { kind: 'account', token: key };
  return offers.siteKey ? { kind: 'site' } : null;
}

/**
 * The checks that need nothing but the request line and headers, cheapest first: method, content
 * type, credential, declared size. They run before the body is read, before anything is counted,
 * so a request that fails them costs the same whatever body it sends. Throws {@link FunctionError}.
 */
export function checkHeaders(request: Pick<Request, 'method' | 'headers'>, offers: Offers): Credential {
  if (request.method !== 'POST') throw new FunctionError('method_not_allowed');
  const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new FunctionError('unsupported_media_type');
  const credential = credentialFor(request.headers, offers);
  if (credential === null) throw new FunctionError('missing_api_key');
  const declaredLength = Number(request.headers.get('Content-Length') ?? '0');
  if (declaredLength > LIMITS.maxBodyBytes) throw new FunctionError('payload_too_large');
  return credential;
}

/** The refusal of a body whose JSON breaks a bound of its shape. */
function shapeRefusal({ bound }: ShapeBreach): FunctionError {
  return bound === 'depth'
    ? new FunctionError(
        'invalid_request',
        `The request body is nested too deeply (at most ${LIMITS.maxBodyDepth} levels)`,
      )
    : new FunctionError(
        'payload_too_large',
        `The request body holds too many values (at most ${LIMITS.maxBodyValues})`,
      );
}

/**
 * Reads the body (at most `maxBodyBytes`), checking its shape as it arrives, then parses and
 * validates it into a call. A body past a bound of its shape is refused at the chunk that breaks
 * it, unread beyond. The headers were checked already ({@link checkHeaders}). Throws {@link FunctionError}.
 */
export async function readCall(request: Request): Promise<SpeechFunctionCall> {
  const shape = createShapeScanner({ maxDepth: LIMITS.maxBodyDepth, maxValues: LIMITS.maxBodyValues });
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readLimited(request.body, LIMITS.maxBodyBytes, (chunk) => {
      const breach = shape.push(chunk);
      if (breach !== null) throw shapeRefusal(breach);
    });
  } catch (error) {
    if (error instanceof FunctionError) throw error;
    throw new FunctionError('invalid_request', 'The request body could not be read');
  }
  if (bytes === null) throw new FunctionError('payload_too_large');

  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new FunctionError('invalid_json');
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
