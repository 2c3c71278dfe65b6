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
 */
import type { HandlerDeps } from './config.ts';
import { encodeReplyEvent } from './contract.ts';
import { FunctionError } from './errors.ts';
import { createSseParser, type SseEvent } from './sse.ts';
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

export type TextCall = Extract<SpeechFunctionCall, { responseType: 'text' }>;

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  'X-Content-Type-Options': 'nosniff',
  // Proxies that buffer by default (nginx) pass each event on at once.
  'X-Accel-Buffering': 'no',
} as const;

/** The piece of text in one upstream chunk, or a failure the upstream reported inside the stream. */
function chunkText(data: string): { text: string } | { failure: FunctionError } | { done: true } {
  if (data.trim() === '[DONE]') return { done: true };
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    return { failure: new FunctionError('upstream_error') };
  }
  const record = typeof chunk === 'object' && chunk !== null ? (chunk as Record<string, unknown>) : {};
  if (record.error !== undefined) {
    return { failure: new FunctionError('upstream_error', 'The speech service failed while writing the reply') };
  }
  const choices = Array.isArray(record.choices) ? record.choices : [];
  const first = (choices[0] ?? {}) as Record<string, unknown>;
  const delta = (typeof first.delta === 'object' && first.delta !== null ? first.delta : {}) as Record<string, unknown>;
  const text = typeof delta.content === 'string' ? delta.content : '';
  return typeof first.finish_reason === 'string' && first.finish_reason !== '' && text === ''
    ? { done: true }
    : { text };
}

/**
 * Relays one streamed chat reply. Resolves with the `text/event-stream` Response once the upstream
 * has answered; rejects with a {@link FunctionError} when it fails before that. The time-out
 * applies to the first answer and then to every silence between two chunks; the reply's text is
 * capped like a whole reply.
 */
export async function streamReply(
  call: TextCall,
  key: string,
  deps: HandlerDeps,
  clientSignal: AbortSignal,
  headers: Record<string, string>,
  log: (error: FunctionError) => void,
  /** Told the whole reply once it has ended well, or null when it did not. */
  settle: (text: string | null) => void = () => undefined,
): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onTimeout: () => void = () => undefined;
  const watch = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      controller.abort();
      onTimeout();
    }, deps.timeoutMs);
  };
  const stop = (): void => {
    clearTimeout(timer);
    clientSignal.removeEventListener('abort', onClientAbort);
  };
  const onClientAbort = (): void => controller.abort();
  clientSignal.addEventListener('abort', onClientAbort, { once: true });

  let response: Response;
  try {
    watch();
    const timedOut = new Promise<never>((_, reject) => {
      onTimeout = () => reject(new FunctionError('upstream_timeout'));
    });
    const fetched = deps.fetch(buildUpstreamRequest(call, key, deps, controller.signal)).catch(() => {
      throw new FunctionError('upstream_unreachable');
    });
    fetched.catch(() => undefined);
    response = await Promise.race([fetched, timedOut]);
    if (!response.ok) throw await upstreamFailure(response, key);
    const type = (response.headers.get('Content-Type') ?? '').toLowerCase();
    if (!type.includes('text/event-stream')) {
      // Not a stream after all: the whole reply, sent on as one piece.
      const text = redactKey(chatContent(await readUpstreamJson(response)), key);
      stop();
      settle(text);
      const events = [...(text === '' ? [] : [encodeReplyEvent({ text })]), encodeReplyEvent({ done: true })];
      return new Response(new Blob(events as BlobPart[]).stream(), { headers: { ...headers, ...STREAM_HEADERS } });
    }
  } catch (error) {
    stop();
    controller.abort();
    settle(null);
    if (error instanceof FunctionError) throw error;
    throw interrupted();
  }

  const reader = (response.body ?? new Blob([]).stream()).getReader();
  const decoder = new TextDecoder();
  let written = 0;
  let finished = false;
  const pieces: string[] = [];

  const body = new ReadableStream<Uint8Array>({
    start(out) {
      const end = (failure?: FunctionError): void => {
        if (finished) return;
        finished = true;
        stop();
        settle(failure ? null : pieces.join(''));
        if (failure) {
          log(failure);
          out.enqueue(encodeReplyEvent({ failure: failure.toBody() }));
          controller.abort();
        } else out.enqueue(encodeReplyEvent({ done: true }));
        out.close();
        reader.cancel().catch(() => undefined);
      };
      onTimeout = () => end(new FunctionError('upstream_timeout', 'The speech service stopped answering'));
      const onEvent = ({ data }: SseEvent): void => {
        if (finished) return;
        const chunk = chunkText(data);
        if ('done' in chunk) return end();
        if ('failure' in chunk) return end(chunk.failure);
        if (chunk.text === '') return;
        written += chunk.text.length;
        if (written > UPSTREAM_LIMITS.maxJsonBytes) {
          return end(new FunctionError('upstream_error', 'The reply was too long to be sent'));
        }
        const text = redactKey(chunk.text, key);
        pieces.push(text);
        out.enqueue(encodeReplyEvent({ text }));
      };
      const parser = createSseParser(onEvent, UPSTREAM_LIMITS.maxJsonBytes);
      void (async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (finished) return;
            if (done) break;
            watch();
            parser.push(decoder.decode(value, { stream: true }));
          }
          parser.push(`${decoder.decode()}\n\n`);
          // A stream that ends without saying so ([DONE] or a finish reason) was cut off.
          end(interrupted());
        } catch {
          end(interrupted());
        }
      })();
    },
    cancel() {
      // The visitor went away (or pressed Stop): the upstream call ends too.
      if (!finished) settle(null);
      finished = true;
      stop();
      controller.abort();
      return reader.cancel().catch(() => undefined);
    },
  });
  return new Response(body, { headers: { ...headers, ...STREAM_HEADERS } });
}
