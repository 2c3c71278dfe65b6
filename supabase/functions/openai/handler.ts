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
import { depsFromEnv, ENV_DEFAULTS, type HandlerDeps, type HandlerLogEvent } from './config.ts';
import { jsonResponse, type TextAnswer } from './contract.ts';
import { FunctionError } from './errors.ts';
import { checkHeaders, corsFor, failureResponse, readCall, type Cors, type Credential } from './http.ts';
import { ReplyCache, replyKey } from './replies.ts';
import { streamReply, type StreamReplyOptions } from './stream.ts';
import { exchange } from './upstream.ts';

export { depsFromEnv, ENV_DEFAULTS, type HandlerDeps, type HandlerLogEvent };
export { FunctionError } from './errors.ts';
export * from './contract.ts';
export { ReplyCache, REPLY_CACHE_DEFAULTS, type ReplyCacheOptions } from './replies.ts';

/** The request's answer when it is refused on its headers alone, else null (see {@link checkRequestLine}). */
export function screenRequest(request: Pick<Request, 'method' | 'headers'>, deps: HandlerDeps): Response | null {
  const cors = corsFor(request.headers.get('Origin'), deps.allowedOrigins);
  try {
    checkRequestLine(request, cors);
    return null;
  } catch (caught) {
    return failed(caught, deps, cors, undefined);
  }
}

/**
 * Answers one request to the speech function. Never throws and never includes the key in an
 * answer: every outcome is a JSON Response (or an empty 204 preflight) with CORS headers, except a
 * chat reply asked for with `stream: true`, which is a `text/event-stream` once the upstream answered.
 */
export async function handleRequest(request: Request, deps: HandlerDeps): Promise<Response> {
  const cors = corsFor(request.headers.get('Origin'), deps.allowedOrigins);
  let responseType: string | undefined;
  try {
    const credential = checkRequestLine(request, cors);
    if (credential === 'preflight') {
      return new Response(null, {
        status: 204,
        headers: { ...cors.headers, 'Access-Control-Max-Age': '86400', 'Cache-Control': 'no-store' },
      });
    }
    const call = await readCall(request);
    responseType = call.responseType;
    const { key } = credential;
    if (call.responseType === 'text') {
      return await answerText({ call, key, deps, signal: request.signal, headers: cors.headers });
    }
    return jsonResponse(200, await exchange(call, key, deps, request.signal), cors.headers);
  } catch (caught) {
    return failed(caught, deps, cors, responseType);
  }
}

/**
 * Everything that can be decided before the body is read: the origin, then the method, content
 * type, credential and declared size. The limits in front of the handler run these first too
 * ({@link screenRequest}), so a request they refuse is never counted and its body never read.
 * Throws {@link FunctionError}.
 */
function checkRequestLine(request: Pick<Request, 'method' | 'headers'>, cors: Cors): Credential | 'preflight' {
  if (!cors.allowed) throw new FunctionError('origin_not_allowed');
  if (request.method === 'OPTIONS') return 'preflight';
  return checkHeaders(request);
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
async function answerText(chat: TextExchange): Promise<Response> {
  const { call, key, deps, signal, headers } = chat;
  const cache = call.requestId === undefined ? undefined : deps.replies;
  const id = cache && call.requestId !== undefined ? await replyKey(key, call.requestId, call.prompt) : null;
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
export function createHandler(deps: HandlerDeps): (request: Request) => Promise<Response> {
  const withReplies = deps.replies ? deps : { ...deps, replies: new ReplyCache() };
  return (request) => handleRequest(request, withReplies);
}
