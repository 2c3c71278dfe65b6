/**
 * The speech function's handler: validates a visitor's request and relays it, with the visitor's
 * own OpenAI key, to one fixed OpenAI-compatible upstream (chat, text-to-speech, transcription).
 *
 * It uses web standards only (Request, Response, fetch, FormData, Blob, AbortController), so the
 * same module runs in Supabase's Deno runtime (`index.ts`), in Node tests and in the Vite server
 * (`server/dev/functions-plugin.ts`). Everything that depends on the environment arrives as
 * `deps`. The function is deployed without JWT verification (the Authorization header carries the
 * visitor's key), so everything is validated here before any upstream call.
 */
import { MemoryAllowances, spendOf } from './allowance.ts';
import { depsFromEnv, ENV_DEFAULTS, type HandlerDeps, type HandlerLogEvent } from './config.ts';
import { ERRORS, jsonResponse, type TextAnswer } from '@basebots/speech-contract';
import { FunctionError } from './errors.ts';
import { checkHeaders, corsFor, failureResponse, readCall, type Cors, type Credential } from './http.ts';
import { ReplyCache, replyKey } from './replies.ts';
import { streamReply, type StreamReplyOptions } from './stream.ts';
import { exchange } from './upstream.ts';
import { LimitsUnavailable } from './limits.ts';
import type { SpeechFunctionCall } from './validate.ts';

export { depsFromEnv, ENV_DEFAULTS, type HandlerDeps, type HandlerLogEvent };
export { FunctionError } from './errors.ts';
export { ReplyCache, REPLY_CACHE_DEFAULTS, type ReplyCacheOptions } from './replies.ts';

/** What the function offers visitors, answered to `GET …/openai/offer`. */
export type Offer = { siteKey: boolean };

/** Long enough to spare a request per page, short enough that a changed deploy shows within minutes. */
const OFFER_MAX_AGE_SECONDS = 300;

/** The offer's answer when `request` asks for it, else null. Never counted by the limits. */
function offerAnswer(request: Pick<Request, 'method' | 'url'>, deps: HandlerDeps, cors: Cors): Response | null {
  if (request.method !== 'GET' || !new URL(request.url).pathname.endsWith('/offer') || !cors.allowed) return null;
  const offer: Offer = { siteKey: deps.siteKey !== undefined };
  return new Response(JSON.stringify(offer), {
    headers: {
      ...cors.headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': `public, max-age=${OFFER_MAX_AGE_SECONDS}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * The request's answer when its headers alone decide it (a refusal, or the offer), else null (see
 * {@link checkRequestLine}).
 */
export function screenRequest(
  request: Pick<Request, 'method' | 'headers' | 'url'>,
  deps: HandlerDeps,
): Response | null {
  const cors = corsFor(request.headers.get('Origin'), deps.allowedOrigins);
  const offer = offerAnswer(request, deps, cors);
  if (offer !== null) return offer;
  try {
    checkRequestLine(request, cors, deps);
    return null;
  } catch (caught) {
    return failed(caught, deps, cors, undefined);
  }
}

/** Who is calling, as the limits in front identify clients (the site key's allowance is theirs). */
export type CallContext = { client: string };

/**
 * Answers one request to the speech function. Never throws and never includes the key in an
 * answer: every outcome is a JSON Response (or an empty 204 preflight) with CORS headers, except a
 * chat reply asked for with `stream: true`, which is a `text/event-stream` once the upstream answered.
 */
export async function handleRequest(
  request: Request,
  deps: HandlerDeps,
  { client }: CallContext = { client: 'unknown' },
): Promise<Response> {
  const cors = corsFor(request.headers.get('Origin'), deps.allowedOrigins);
  let responseType: string | undefined;
  let credential: Credential | 'preflight' | undefined;
  try {
    const offer = offerAnswer(request, deps, cors);
    if (offer !== null) return offer;
    credential = checkRequestLine(request, cors, deps);
    if (credential === 'preflight') {
      return new Response(null, {
        status: 204,
        headers: { ...cors.headers, 'Access-Control-Max-Age': '86400', 'Cache-Control': 'no-store' },
      });
    }
    const call = await readCall(request);
    responseType = call.responseType;
    const { key, bySite } = await keyFor(credential, call, deps, client);
    if (bySite) credential = { kind: 'site' };
    // With the site's key, remembered replies are each visitor's own, as with their own keys.
    const owner = bySite ? `site:${client}` : key;
    if (call.responseType === 'text') {
      return await answerText({ call, key, deps, signal: request.signal, headers: cors.headers }, owner);
    }
    return jsonResponse(200, await exchange(call, key, deps, request.signal), cors.headers);
  } catch (caught) {
    return failed(siteKeyRefusal(caught, credential), deps, cors, responseType);
  }
}

/**
 * The key to call the upstream with: the visitor's own, or the one saved to the signed-in user's
 * account, else the site's once the call fits in the visitor's allowance and the site's budget.
 * Throws {@link FunctionError}.
 */
async function keyFor(
  credential: Credential,
  call: SpeechFunctionCall,
  deps: HandlerDeps,
  client: string,
): Promise<{ key: string; bySite: boolean }> {
  if (credential.kind === 'visitor') return { key: credential.key, bySite: false };
  if (credential.kind === 'account') {
    const saved = await savedKey(credential.token, deps);
    if (saved !== null) return { key: saved, bySite: false };
    if (!deps.siteKey) throw new FunctionError('no_saved_key');
  }
  return { key: await siteKeyFor(call, deps, client), bySite: true };
}

async function savedKey(token: string, deps: HandlerDeps): Promise<string | null> {
  const accounts = deps.accountKeys;
  if (!accounts) throw new FunctionError('missing_api_key');
  const user = await accounts.userOf(token);
  try {
    return await accounts.keyOf(user);
  } catch {
    throw new FunctionError('too_busy');
  }
}

async function siteKeyFor(call: SpeechFunctionCall, deps: HandlerDeps, client: string): Promise<string> {
  const { siteKey, allowances } = deps;
  if (!siteKey || !allowances) throw new FunctionError('missing_api_key');
  let verdict;
  try {
    verdict = await allowances.spend(client, spendOf(call), siteKey.allowance);
  } catch (error) {
    if (error instanceof LimitsUnavailable) throw new FunctionError('too_busy');
    throw error;
  }
  if (!verdict.allowed) throw new FunctionError(verdict.spent === 'visitor' ? 'allowance_spent' : 'site_budget_spent');
  return siteKey.key;
}

/**
 * The upstream refusing the site's own key is the site's problem, not the visitor's: they are not
 * asked for another key, and the operator sees it in the log (a 502).
 */
function siteKeyRefusal(caught: unknown, credential: Credential | 'preflight' | undefined): unknown {
  const bySite = typeof credential === 'object' && credential.kind === 'site';
  if (!bySite || !(caught instanceof FunctionError) || caught.code !== 'invalid_api_key') return caught;
  return new FunctionError('upstream_error', ERRORS.upstream_error.message, caught.upstreamStatus);
}

/**
 * Everything that can be decided before the body is read: the origin, then the method, content
 * type, credential and declared size. The limits in front of the handler run these first too
 * ({@link screenRequest}), so a request they refuse is never counted and its body never read.
 * Throws {@link FunctionError}.
 */
function checkRequestLine(
  request: Pick<Request, 'method' | 'headers'>,
  cors: Cors,
  deps: HandlerDeps,
): Credential | 'preflight' {
  if (!cors.allowed) throw new FunctionError('origin_not_allowed');
  if (request.method === 'OPTIONS') return 'preflight';
  return checkHeaders(request, { siteKey: deps.siteKey !== undefined, accounts: deps.accountKeys !== undefined });
}

function failed(caught: unknown, deps: HandlerDeps, cors: Cors, responseType: string | undefined): Response {
  const error = caught instanceof FunctionError ? caught : new FunctionError('internal_error');
  logFailure(deps, error, responseType);
  return failureResponse(error, cors.headers);
}

/** A chat call: the call, the visitor's key and request, and the answer's CORS headers. */
type TextExchange = Omit<StreamReplyOptions, 'log' | 'settle'>;

/**
 * A chat reply, streamed when asked. With a request id, the reply is remembered once it has
 * ended well, so a resend of a question whose answer was lost on the way is answered from memory
 * (as one whole reply) without asking the upstream twice (replies.ts).
 */
async function answerText(chat: TextExchange, owner: string): Promise<Response> {
  const { call, key, deps, signal, headers } = chat;
  const cache = call.requestId === undefined ? undefined : deps.replies;
  const id = cache && call.requestId !== undefined ? await replyKey(owner, call.requestId, call.prompt) : null;
  if (call.stream && !(cache && id !== null && cache.has(id))) {
    const log = (error: FunctionError) => logFailure(deps, error, 'text');
    const settle = cache && id !== null ? rememberStream(cache, id) : undefined;
    return await streamReply({ ...chat, log, ...(settle ? { settle } : {}) });
  }
  if (cache && id !== null) {
    // Not tied to this request's signal: if the visitor's connection drops, the reply is still
    // read and kept for their retry with the same id (the deadline still applies).
    const ask = async () => (await exchange(call, key, deps, new AbortController().signal)) as TextAnswer;
    return jsonResponse(200, await cache.run(id, ask), headers);
  }
  return jsonResponse(200, await exchange(call, key, deps, signal), headers);
}

/**
 * Keeps a streamed reply in `cache` under `id` while it streams, and once it has ended well; the
 * returned function is told how it ended (the text, or null to forget it).
 */
function rememberStream(cache: ReplyCache, id: string): (text: string | null) => void {
  let settle: (text: string | null) => void = () => undefined;
  const streamed = new Promise<TextAnswer>((resolve, reject) => {
    settle = (text) => (text === null ? reject(new Error('The stream did not end well')) : resolve({ text }));
  });
  // A rejection only makes the cache forget the reply; the visitor had the error event already.
  cache.run(id, () => streamed).catch(() => undefined);
  return settle;
}

/** Server-side failures (and refused origins) are logged by code; the visitor's own mistakes are not. */
function logFailure(deps: HandlerDeps, error: FunctionError, responseType: string | undefined): void {
  if (error.status < 500 && error.code !== 'origin_not_allowed') return;
  deps.log?.({
    code: error.code,
    status: error.status,
    ...(responseType === undefined ? {} : { responseType }),
    ...(error.upstreamStatus === undefined ? {} : { upstreamStatus: error.upstreamStatus }),
  });
}

/** `handleRequest` bound to its deps, the shape `Deno.serve` and adapters expect. */
export function createHandler(deps: HandlerDeps): (request: Request, context?: CallContext) => Promise<Response> {
  const whole: HandlerDeps = {
    ...deps,
    replies: deps.replies ?? new ReplyCache(),
    ...(deps.siteKey && !deps.allowances ? { allowances: new MemoryAllowances() } : {}),
  };
  return (request, context) => handleRequest(request, whole, context);
}
