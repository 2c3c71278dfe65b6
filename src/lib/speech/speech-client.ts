/**
 * Calls to the speech function (chat, text to speech, speech to text, a realtime call's offer)
 * through supabase-js, with every failure turned into a {@link SpeechError} whose message is fit
 * to show a visitor: never an HTML page, a stack trace or the key.
 */
import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import {
  readErrorBody,
  type RealtimeCallAnswer,
  type RealtimeCallRequestBody,
  type SpeechAnswer,
  type SpeechFunctionRequestBody,
  type SpeechRequestBody,
  type TextAnswer,
  type TextRequestBody,
  type TranscriptionAnswer,
  type TranscriptionRequestBody,
  type Voice,
} from '@basebots/speech-contract';
import { ALLOWANCE_SPENT_TEXT, markSiteAllowanceSpent, SITE_KEY } from './site-offer';
import { SpeechError } from './speech-error';
import type { ChatInput } from './speech-services';
import { readReplyStream } from './speech-stream';
import { getSupabase } from './supabase';
import { truncateText } from '../text';

/**
 * Longest wait for one answer (the function's own upstream time-out is shorter); for a streamed
 * reply, the longest silence between two pieces of it.
 */
const TIMEOUT_MS = 45_000;
/** Error bodies are read up to this many characters: enough for JSON, not for a huge page. */
const MAX_ERROR_CHARS = 4_000;
const MAX_MESSAGE_CHARS = 300;

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The assistant could not understand that request.',
  401: 'An OpenAI API key is required. Add your key and try again.',
  403: 'This site is not allowed to use the assistant service.',
  413: 'That message is too long for the assistant. Please shorten it.',
  415: 'The assistant could not read that request.',
  429: 'The assistant is busy right now. Please wait a moment and try again.',
  502: 'The assistant service is not answering right now. Please try again.',
  503: 'The assistant service is not available right now. Please try again.',
  504: 'The assistant took too long to answer. Please try again.',
};

function messageForStatus(status: number): string {
  return STATUS_MESSAGES[status] ?? `The assistant service had a problem (error ${status}). Please try again.`;
}

/** A message from a server shown only when it is short plain text (never markup). */
function plainMessage(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\p{Cc}+/gu, ' ').trim();
  if (text === '' || /<\s*[a-z!/]/i.test(text)) return null;
  return truncateText(text, MAX_MESSAGE_CHARS);
}

async function fromHttpError(response: unknown): Promise<SpeechError> {
  if (!(response instanceof Response)) return new SpeechError('http', messageForStatus(500), { status: 500 });
  const status = response.status;
  let body: unknown = null;
  try {
    const text = (await response.text()).slice(0, MAX_ERROR_CHARS);
    if ((response.headers.get('Content-Type') ?? '').includes('json')) body = JSON.parse(text);
  } catch {
    // A body that cannot be read or parsed says nothing: the message comes from the status.
    body = null;
  }
  const { code, message: sent } = readErrorBody(body);
  const spent = code === 'allowance_spent' || code === 'site_budget_spent';
  // Remembered for the day, so the next feature that needs a key asks the visitor for theirs.
  if (spent) markSiteAllowanceSpent();
  const message =
    code === 'invalid_api_key'
      ? 'Your OpenAI key was refused. Enter a new key to try again.'
      : spent
        ? ALLOWANCE_SPENT_TEXT
        : (plainMessage(sent) ?? messageForStatus(status));
  return new SpeechError('http', message, { status, ...(code === undefined ? {} : { code }) });
}

const invalidResponse = (): SpeechError =>
  new SpeechError('invalid-response', 'The assistant sent an answer that could not be read.');

/** A relay failure: its 5xx (or no status) means unreachable, a 4xx is a refusal with its status. */
function relayError(response: unknown): SpeechError {
  const status = response instanceof Response ? response.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) {
    return new SpeechError(
      'relay',
      `The assistant service refused the request (error ${status}). Please try again later.`,
      {
        status,
      },
    );
  }
  return new SpeechError('relay', 'The assistant service could not be reached. Please try again.', {
    ...(status === undefined ? {} : { status }),
  });
}

/** Turns the function's data into the answer; `alive` restarts the time-out (a stream is arriving). */
type Read<T> = (data: unknown, alive: () => void) => T | null | Promise<T | null>;

const dropped = (): SpeechError =>
  new SpeechError('network', 'The connection dropped while the reply was arriving. Please try again.');

async function invoke<T>(key: string, body: SpeechFunctionRequestBody, signal: AbortSignal | undefined, read: Read<T>) {
  if (signal?.aborted) throw new SpeechError('aborted', 'The request was cancelled.');
  const supabase = getSupabase();
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const alive = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, TIMEOUT_MS);
  };
  alive();
  const onAbort = (): void => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    let result: { data: unknown; error: unknown };
    try {
      result = await supabase.functions.invoke('openai', {
        body,
        // For the site's key no key is sent: the function uses its own.
        headers: key === SITE_KEY ? {} : { Authorization: `Bearer ${key}` },
        signal: controller.signal,
      });
    } catch (error) {
      result = { data: null, error };
    }
    const { data, error } = result;
    if (timedOut) throw new SpeechError('timeout', 'The assistant took too long to answer. Please try again.');
    if (signal?.aborted) throw new SpeechError('aborted', 'The request was cancelled.');
    if (error instanceof FunctionsHttpError) throw await fromHttpError(error.context);
    if (error instanceof FunctionsRelayError) throw relayError(error.context);
    if (error instanceof FunctionsFetchError) {
      throw new SpeechError('network', 'Could not connect to the assistant. Check your connection and try again.');
    }
    // Unparseable JSON is a bad answer; anything else thrown while reading the body is the
    // connection dropping mid-answer, the same for the visitor as a drop before it.
    if (error instanceof SyntaxError) throw invalidResponse();
    if (error) throw dropped();
    let value: T | null;
    try {
      value = await read(data, alive);
    } catch (readError) {
      if (timedOut) throw new SpeechError('timeout', 'The assistant took too long to answer. Please try again.');
      if (signal?.aborted) throw new SpeechError('aborted', 'The request was cancelled.');
      if (readError instanceof SpeechError) throw readError;
      throw dropped();
    }
    if (value === null) throw invalidResponse();
    return value;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Reads one text field of an answer; `A` is the answer's type in the wire contract. */
function field<A>(name: keyof A & string): (data: unknown) => string | null {
  return (data) => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    const value = (data as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : null;
  };
}

/**
 * Asks the assistant for a reply. Resolves with the reply text (possibly empty); rejects with a
 * {@link SpeechError}. With `onText`, the reply is streamed: `onText` gets each piece as it
 * arrives, and a reply that breaks off rejects (`network`) after the pieces already given.
 */
export function chat(
  key: string,
  input: ChatInput,
  signal?: AbortSignal,
  onText?: (text: string) => void,
): Promise<string> {
  const body: TextRequestBody = {
    responseType: 'text',
    prompt: input.prompt,
    system: input.system,
    history: input.history,
    ...(input.requestId === undefined ? {} : { requestId: input.requestId }),
  };
  if (onText === undefined) return invoke(key, body, signal, field<TextAnswer>('text'));
  return invoke(key, { ...body, stream: true }, signal, (data, alive) => {
    if (data instanceof Response) return readReplyStream(data.body, onText, alive);
    // A function that does not stream answers the whole reply at once.
    const whole = field<TextAnswer>('text')(data);
    if (whole !== null && whole !== '') onText(whole);
    return whole;
  });
}

/**
 * Speaks `text` in `voice`, at `speed` when given (1 is the voice's own pace). Resolves with base64
 * MP3 audio; rejects with a {@link SpeechError}.
 */
export function textToSpeech(
  key: string,
  text: string,
  voice: Voice,
  signal?: AbortSignal,
  speed?: number,
): Promise<string> {
  const body: SpeechRequestBody = {
    responseType: 'speech',
    prompt: text,
    voice,
    ...(speed === undefined ? {} : { speed }),
  };
  return invoke(key, body, signal, (data) => {
    const audio = field<SpeechAnswer>('audio')(data);
    return audio === null || audio === '' ? null : audio;
  });
}

/** Transcribes base64 audio. Resolves with the text; rejects with a {@link SpeechError}. */
export function speechToText(
  key: string,
  audioBase64: string,
  mimeType: string,
  signal?: AbortSignal,
): Promise<string> {
  const body: TranscriptionRequestBody = { responseType: 'transcription', audio: audioBase64, mimeType };
  return invoke(key, body, signal, field<TranscriptionAnswer>('text'));
}

/** A realtime call's SDP offer, for the provider's answer; `realtime_unavailable` when it has none. */
export function realtimeCall(
  key: string,
  offer: Omit<RealtimeCallRequestBody, 'responseType'>,
  signal?: AbortSignal,
): Promise<RealtimeCallAnswer> {
  return invoke(key, { responseType: 'realtime', ...offer }, signal, (data) => {
    const sdp = field<RealtimeCallAnswer>('sdp')(data);
    return sdp === null || !sdp.startsWith('v=0') ? null : { sdp };
  });
}
