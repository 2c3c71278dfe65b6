/**
 * The HTTP side of the function: CORS, reading and bounding the request, the visitor's key, and
 * error answers. Nothing here talks to the upstream.
 */
import { originOf, type HandlerDeps } from './config.ts';
import { errorResponse, LIMITS } from './contract.ts';
import { FunctionError } from './errors.ts';
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

/** Reads a stream up to `limit` bytes; null when it is longer (the rest is cancelled, not read). */
export async function readLimited(
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

/** Reads, bounds and validates the request body into a call; throws {@link FunctionError}. */
export async function readCall(request: Request): Promise<SpeechFunctionCall> {
  if (request.method !== 'POST') throw new FunctionError('method_not_allowed');

  const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new FunctionError('unsupported_media_type');
  }

  const tooLarge = new FunctionError('payload_too_large');
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
    throw new FunctionError('invalid_json');
  }

  const result = validateRequestBody(body);
  if (!result.ok) throw new FunctionError(result.code, result.message);
  return result.call;
}

/** The visitor's key from `Authorization: Bearer <key>`, or null. */
export function readBearerKey(header: string | null): string | null {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const key = match?.[1];
  if (key === undefined || key.length > MAX_KEY_CHARS || !/^[\x21-\x7e]+$/.test(key)) return null;
  return key;
}
