/**
 * The upstream side of the function: the request to the OpenAI-compatible API for each kind of
 * call, reading its answer within bounds, redacting the key from anything passed back, and the
 * deadline for one exchange.
 */
import { encodeBase64 } from '@basebots/speech-contract';
import type { HandlerDeps } from './config.ts';
import type { RealtimeCallAnswer, SpeechAnswer, TextAnswer, TranscriptionAnswer } from '@basebots/speech-contract';
import { FunctionError } from './errors.ts';
import { readLimited } from './http.ts';
import { buildRealtimeRequest, lacksRealtime, readRealtimeAnswer } from './realtime.ts';
import type { SpeechFunctionCall } from './validate.ts';

const UPSTREAM_MODELS = { speech: 'tts-1', transcription: 'whisper-1' } as const;

/** Caps on what is read back from the upstream, so a misbehaving server cannot exhaust memory. */
export const UPSTREAM_LIMITS = {
  maxAudioBytes: 20 * 1024 * 1024,
  maxJsonBytes: 2 * 1024 * 1024,
  maxErrorBytes: 64 * 1024,
  /** Messages are shown to visitors in a notice; longer ones are cut. */
  maxErrorMessageChars: 300,
} as const;

export function redactKey(text: string, key: string): string {
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

export function buildUpstreamRequest(
  call: SpeechFunctionCall,
  key: string,
  deps: HandlerDeps,
  signal: AbortSignal,
): Request {
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
        ...(call.stream ? { stream: true } : {}),
      });
    case 'speech':
      return json('/audio/speech', {
        model: UPSTREAM_MODELS.speech,
        input: call.prompt,
        voice: call.voice,
        response_format: 'mp3',
        ...(call.speed === undefined ? {} : { speed: call.speed }),
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
    case 'realtime':
      return buildRealtimeRequest(call, key, deps, signal);
  }
}

const invalidUpstreamAnswer = (): FunctionError => new FunctionError('upstream_error');

/** The connection broke after the upstream had started to answer. */
export const interrupted = (): FunctionError =>
  new FunctionError('upstream_unreachable', 'The connection to the speech service was interrupted');

export async function readUpstreamJson(response: Response): Promise<Record<string, unknown>> {
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
export function chatContent(completion: Record<string, unknown>): string {
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

type Answer = TextAnswer | SpeechAnswer | TranscriptionAnswer | RealtimeCallAnswer;

/** The error for an upstream answer that is not OK, its message fit for visitors. */
export async function upstreamFailure(response: Response, key: string): Promise<FunctionError> {
  const raw = await readLimited(response.body, UPSTREAM_LIMITS.maxErrorBytes).catch(() => null);
  const text = raw === null ? null : new TextDecoder().decode(raw);
  const message = upstreamErrorMessage(text, response.status, key);
  // A refused key is the visitor's to mend (a new key), not a failure of the service.
  const code = response.status === 401 ? 'invalid_api_key' : 'upstream_error';
  return new FunctionError(code, message, response.status);
}

async function readAnswer(call: SpeechFunctionCall, response: Response, key: string): Promise<Answer> {
  if (call.responseType === 'realtime' && lacksRealtime(response)) {
    await response.body?.cancel().catch(() => undefined);
    throw new FunctionError('realtime_unavailable');
  }
  if (!response.ok) throw await upstreamFailure(response, key);
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
    case 'realtime':
      return await readRealtimeAnswer(response, key);
  }
}

/**
 * One upstream exchange under a deadline. The deadline is raced rather than trusted to fetch's
 * abort alone, so a fetch that ignores its signal still ends in a 504; a visitor who disconnects
 * aborts the upstream call too.
 */
export async function exchange(
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
      reject(new FunctionError('upstream_timeout'));
    }, deps.timeoutMs);
  });
  const onClientAbort = (): void => controller.abort();
  clientSignal.addEventListener('abort', onClientAbort, { once: true });

  const work = (async (): Promise<Answer> => {
    let response: Response;
    try {
      response = await deps.fetch(buildUpstreamRequest(call, key, deps, controller.signal));
    } catch {
      throw new FunctionError('upstream_unreachable');
    }
    try {
      return await readAnswer(call, response, key);
    } catch (error) {
      if (error instanceof FunctionError) throw error;
      throw interrupted();
    }
  })();

  try {
    return await Promise.race([work, deadline]);
  } catch (error) {
    if (timedOut) throw new FunctionError('upstream_timeout');
    throw error;
  } finally {
    clearTimeout(timer);
    clientSignal.removeEventListener('abort', onClientAbort);
    // The losing promise may still settle; its outcome is already decided, so silence it.
    work.catch(() => undefined);
  }
}
