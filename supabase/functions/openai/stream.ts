/**
 * Streamed chat replies: the upstream is asked for `stream: true` and its chunks are passed on to
 * the browser as they come, as the contract's reply events (`ReplyEvent`, see
 * docs/speech-function.md):
 *
 *   data: {"text":"Hel"}         a piece of the reply, in order
 *   data: {"done":true}          the reply is complete
 *   event: error                 the reply broke off; data is the usual error body
 *   data: {"error":"...","code":"upstream_unreachable"}
 *
 * Failures before the first byte (a refused key, an upstream error, no answer in time) are thrown
 * as {@link FunctionError} so the handler answers them as ordinary JSON errors with their status.
 * An upstream that answers with plain JSON instead of a stream is sent on as a single text event.
 *
 * What each upstream event means for the reply is decided by `relayAction` (relay.ts), a pure
 * function; `streamReply` and `relayBody` only run its decisions.
 */
import type { HandlerDeps } from './config.ts';
import { encodeReplyEvent } from '@basebots/speech-contract';
import { FunctionError } from './errors.ts';
import { relayAction, type RelayInput } from './relay.ts';
import { createSseParser } from '@basebots/speech-contract';
import {
  buildUpstreamRequest,
  chatContent,
  interrupted,
  readUpstreamJson,
  redactKey,
  UPSTREAM_LIMITS,
  upstreamFailure,
} from './upstream.ts';
import type { SpeechFunctionCall } from './validate.ts';

type TextCall = Extract<SpeechFunctionCall, { responseType: 'text' }>;

export type StreamReplyOptions = {
  call: TextCall;
  key: string;
  deps: HandlerDeps;
  /** The visitor's request: when it is aborted, so is the upstream call. */
  signal: AbortSignal;
  /** The CORS headers of the answer. */
  headers: Record<string, string>;
  /** Told each failure after the first byte, which only the error event reports. */
  log: (error: FunctionError) => void;
  /** Told the whole reply once it has ended well, or null when it did not. */
  settle?: (text: string | null) => void;
};

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  'X-Content-Type-Options': 'nosniff',
  // Proxies that buffer by default (nginx) pass each event on at once.
  'X-Accel-Buffering': 'no',
} as const;

/**
 * The upstream call's abort switch and its time-out, which every sign of life restarts. The
 * visitor's request going away aborts it too, until `stop`.
 */
function upstreamLink(visitor: AbortSignal, timeoutMs: number) {
  const controller = new AbortController();
  const abort = (): void => controller.abort();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onSilence: () => void = () => undefined;
  visitor.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    abort,
    /** What to do when the time-out runs out (after the call is aborted). */
    onSilence(then: () => void): void {
      onSilence = then;
    },
    /** Starts the time-out again. */
    watch(): void {
      clearTimeout(timer);
      timer = setTimeout(() => {
        controller.abort();
        onSilence();
      }, timeoutMs);
    },
    stop(): void {
      clearTimeout(timer);
      visitor.removeEventListener('abort', abort);
    },
  };
}

type UpstreamLink = ReturnType<typeof upstreamLink>;

/** The upstream's first answer once it is OK; a {@link FunctionError} for anything else, or none in time. */
async function firstAnswer({ call, key, deps }: StreamReplyOptions, link: UpstreamLink): Promise<Response> {
  const timedOut = new Promise<never>((_, reject) => {
    link.onSilence(() => reject(new FunctionError('upstream_timeout')));
  });
  link.watch();
  const fetched = deps.fetch(buildUpstreamRequest(call, key, deps, link.signal)).catch(() => {
    throw new FunctionError('upstream_unreachable');
  });
  const response = await Promise.race([fetched, timedOut]);
  if (!response.ok) throw await upstreamFailure(response, key);
  return response;
}

function eventStream(body: ReadableStream<Uint8Array>, headers: Record<string, string>): Response {
  return new Response(body, { headers: { ...headers, ...STREAM_HEADERS } });
}

/**
 * Relays one streamed chat reply. Resolves with the `text/event-stream` Response once the upstream
 * has answered; rejects with a {@link FunctionError} when it fails before that. The time-out
 * applies to the first answer and then to every silence between two chunks.
 */
export async function streamReply(options: StreamReplyOptions): Promise<Response> {
  const { key, headers, settle = () => undefined } = options;
  const link = upstreamLink(options.signal, options.deps.timeoutMs);
  let response: Response;
  try {
    response = await firstAnswer(options, link);
    if (!(response.headers.get('Content-Type') ?? '').toLowerCase().includes('text/event-stream')) {
      // Not a stream after all: the whole reply, sent on as one piece.
      const text = redactKey(chatContent(await readUpstreamJson(response)), key);
      link.stop();
      settle(text);
      const events = [...(text === '' ? [] : [encodeReplyEvent({ text })]), encodeReplyEvent({ done: true })];
      return eventStream(new Blob(events as BlobPart[]).stream(), headers);
    }
  } catch (error) {
    link.stop();
    link.abort();
    settle(null);
    throw error instanceof FunctionError ? error : interrupted();
  }
  return eventStream(relayBody(response, options, link), headers);
}

/** The browser's side of a streamed reply: every upstream event, run as `relayAction` decides. */
function relayBody(response: Response, options: StreamReplyOptions, link: UpstreamLink): ReadableStream<Uint8Array> {
  const { key, log, settle = () => undefined } = options;
  const reader = (response.body ?? new Blob([]).stream()).getReader();
  const pieces: string[] = [];
  let written = 0;
  let finished = false;

  return new ReadableStream<Uint8Array>({
    start(out) {
      const end = (failure?: FunctionError): void => {
        finished = true;
        link.stop();
        settle(failure ? null : pieces.join(''));
        if (failure) {
          log(failure);
          out.enqueue(encodeReplyEvent({ failure: failure.toBody() }));
          link.abort();
        } else out.enqueue(encodeReplyEvent({ done: true }));
        out.close();
        // Nothing more is read; the upstream's body may have failed already, which changes nothing.
        reader.cancel().catch(() => undefined);
      };
      const act = (input: RelayInput): void => {
        if (finished) return;
        const action = relayAction(input, written, key);
        if (action.type === 'finish') end();
        else if (action.type === 'fail') end(action.failure);
        else if (action.type === 'send') {
          written = action.written;
          pieces.push(action.text);
          out.enqueue(encodeReplyEvent({ text: action.text }));
        }
      };
      link.onSilence(() => act({ type: 'silence' }));
      void pumpEvents(reader, link, () => finished, act);
    },
    cancel() {
      // The visitor went away (or pressed Stop): the upstream call ends too.
      if (!finished) settle(null);
      finished = true;
      link.stop();
      link.abort();
      // The upstream's body is let go; an error from it now concerns nobody.
      return reader.cancel().catch(() => undefined);
    },
  });
}

/** Reads the upstream's events into `act` until the reply has finished or the body has ended. */
async function pumpEvents(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  link: UpstreamLink,
  finished: () => boolean,
  act: (input: RelayInput) => void,
): Promise<void> {
  const decoder = new TextDecoder();
  const parser = createSseParser(({ data }) => act({ type: 'data', data }), UPSTREAM_LIMITS.maxJsonBytes);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (finished()) return;
      if (done) break;
      link.watch();
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(`${decoder.decode()}\n\n`);
  } catch {
    // A read that fails and a line past the parser's bound are the same broken connection: `ended`.
  }
  act({ type: 'ended' });
}
