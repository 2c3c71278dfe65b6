/**
 * The request contract of the speech function: wire types, bounds, and a validator that turns an
 * untrusted JSON value into a call the handler can make. No validation library, because the same
 * file must type-check and run under Deno (Supabase) and Node (tests, Vite preview).
 */
import type { ErrorCode } from './errors.ts';

export const RESPONSE_TYPES = ['text', 'speech', 'transcription'] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

export const VOICES = ['onyx', 'echo', 'fable', 'alloy', 'nova', 'shimmer'] as const;
export type Voice = (typeof VOICES)[number];

export const LIMITS = {
  /** Whole request body; a maximal transcription (base64 of maxAudioBytes) fits with room. */
  maxBodyBytes: 1024 * 1024,
  maxPromptChars: 8000,
  maxSystemChars: 8000,
  /** Older turns are dropped, not rejected: a long conversation must keep working. */
  maxHistoryTurns: 20,
  /** Longer history turns are cut, for the same reason. */
  maxHistoryContentChars: 8000,
  /** OpenAI's own limit for `input` of /audio/speech. */
  maxSpeechChars: 4096,
  /** Five seconds of opus in webm is a few tens of KiB; this leaves a wide margin. */
  maxAudioBytes: 512 * 1024,
  maxModelChars: 64,
  maxMimeTypeChars: 100,
  /** OpenAI's range for `speed` of /audio/speech (1 is the voice's own pace). */
  minSpeechSpeed: 0.25,
  maxSpeechSpeed: 4,
} as const;

export type ChatTurn = { role: 'user' | 'assistant'; content: string };

/** Body of a `text` request as sent by clients. */
export type TextRequestBody = {
  responseType: 'text';
  prompt: string;
  system?: string;
  history?: ChatTurn[];
  model?: string;
  /** Ask for the reply as server-sent events (`text/event-stream`) as it is written. */
  stream?: boolean;
  /**
   * The client's id for this question (e.g. a UUID), kept while it retries: a repeat with the
   * same id, key and prompt gets the same reply without a second upstream call (replies.ts).
   * Streamed replies are not remembered (see handler.ts).
   */
  requestId?: string;
};

/** Body of a `speech` request as sent by clients. */
export type SpeechRequestBody = {
  responseType: 'speech';
  prompt: string;
  voice: Voice;
  /** How fast the voice speaks: 1 by default, lower is slower (a call's "Slower speech"). */
  speed?: number;
};

/** Body of a `transcription` request as sent by clients: `audio` is base64 (a data URL works too). */
export type TranscriptionRequestBody = {
  responseType: 'transcription';
  audio: string;
  mimeType?: string;
};

export type SpeechFunctionRequestBody = TextRequestBody | SpeechRequestBody | TranscriptionRequestBody;

export type TextAnswer = { text: string };
export type SpeechAnswer = { audio: string };
export type TranscriptionAnswer = { text: string };

/** A validated request, with audio already decoded and history already bounded. */
export type SpeechFunctionCall =
  | {
      responseType: 'text';
      prompt: string;
      system: string | undefined;
      history: ChatTurn[];
      model: string | undefined;
      stream: boolean;
      requestId: string | undefined;
    }
  | { responseType: 'speech'; prompt: string; voice: Voice; speed: number | undefined }
  | { responseType: 'transcription'; audio: Uint8Array<ArrayBuffer>; fileName: string; fileType: string };

export type ValidationResult =
  | { ok: true; call: SpeechFunctionCall }
  | { ok: false; code: Extract<ErrorCode, 'invalid_request' | 'payload_too_large'>; message: string };

type Invalid = Extract<ValidationResult, { ok: false }>;

const invalid = (message: string): Invalid => ({ ok: false, code: 'invalid_request', message });
const tooLarge = (message: string): Invalid => ({ ok: false, code: 'payload_too_large', message });

const MODEL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:/-]*$/;
/** A UUID fits; anything printable-safe of that order of length is accepted. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Whisper infers the container from the file name, so the name must match the bytes. */
const AUDIO_FILES = [
  { marker: 'ogg', name: 'recording.ogg', type: 'audio/ogg' },
  { marker: 'mp4', name: 'recording.mp4', type: 'audio/mp4' },
  { marker: 'm4a', name: 'recording.mp4', type: 'audio/mp4' },
  { marker: 'aac', name: 'recording.mp4', type: 'audio/mp4' },
  { marker: 'mpeg', name: 'recording.mp3', type: 'audio/mpeg' },
  { marker: 'mp3', name: 'recording.mp3', type: 'audio/mpeg' },
  { marker: 'wav', name: 'recording.wav', type: 'audio/wav' },
  { marker: 'flac', name: 'recording.flac', type: 'audio/flac' },
] as const;
const DEFAULT_AUDIO_FILE = { name: 'recording.webm', type: 'audio/webm' } as const;

const DATA_URL_PREFIX = /^data:([^,;]*)(?:;[^,;]*)*;base64,/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

/** Picks the upload file name and type Whisper expects for a recorder's MIME type. */
export function audioFileFor(mimeType: string | undefined): { name: string; type: string } {
  const lower = (mimeType ?? '').toLowerCase();
  if (lower.includes('webm')) return DEFAULT_AUDIO_FILE;
  const known = AUDIO_FILES.find((file) => lower.includes(file.marker));
  return known ? { name: known.name, type: known.type } : DEFAULT_AUDIO_FILE;
}

/**
 * Decodes standard or URL-safe base64 (whitespace ignored). Returns `'too-large'` without decoding
 * when the decoded size would exceed `maxBytes`, and `null` when the text is not base64.
 */
export function decodeBase64(text: string, maxBytes: number): Uint8Array<ArrayBuffer> | 'too-large' | null {
  const clean = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return null;
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  if (Math.floor((clean.length * 3) / 4) - padding > maxBytes) return 'too-large';
  let binary: string;
  try {
    binary = atob(clean);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Encodes bytes as standard base64 without Node's Buffer (the handler also runs under Deno). */
export function encodeBase64(bytes: Uint8Array): string {
  // A multiple of 3 keeps every chunk's base64 free of padding, so the chunks concatenate.
  const chunkSize = 3 * 8192;
  let out = '';
  for (let start = 0; start < bytes.length; start += chunkSize) {
    out += btoa(String.fromCharCode(...bytes.subarray(start, start + chunkSize)));
  }
  return out;
}

function validateText(body: Record<string, unknown>): ValidationResult {
  const { prompt, system, history, model, stream, requestId } = body;
  if (stream !== undefined && stream !== null && typeof stream !== 'boolean')
    return invalid('stream must be a boolean');
  if (typeof prompt !== 'string' || prompt.trim() === '') return invalid('prompt must be a non-empty string');
  if (prompt.length > LIMITS.maxPromptChars) {
    return tooLarge(`prompt is too long (at most ${LIMITS.maxPromptChars} characters)`);
  }
  if (system !== undefined && system !== null && typeof system !== 'string') {
    return invalid('system must be a string');
  }
  if (typeof system === 'string' && system.length > LIMITS.maxSystemChars) {
    return tooLarge(`system is too long (at most ${LIMITS.maxSystemChars} characters)`);
  }
  if (model !== undefined && model !== null) {
    if (typeof model !== 'string' || !MODEL_PATTERN.test(model)) return invalid('model must be a model name');
    if (model.length > LIMITS.maxModelChars) return invalid('model must be a model name');
  }
  if (requestId !== undefined && requestId !== null) {
    if (typeof requestId !== 'string' || !REQUEST_ID_PATTERN.test(requestId)) {
      return invalid('requestId must be 8 to 64 letters, digits, "-" or "_"');
    }
  }
  const turns: ChatTurn[] = [];
  if (history !== undefined && history !== null) {
    if (!Array.isArray(history)) return invalid('history must be an array');
    for (const [index, turn] of history.entries()) {
      if (!isRecord(turn)) return invalid(`history[${index}] must be an object`);
      if (turn.role !== 'user' && turn.role !== 'assistant') {
        return invalid(`history[${index}].role must be "user" or "assistant"`);
      }
      if (typeof turn.content !== 'string') return invalid(`history[${index}].content must be a string`);
      turns.push({ role: turn.role, content: turn.content.slice(0, LIMITS.maxHistoryContentChars) });
    }
  }
  return {
    ok: true,
    call: {
      responseType: 'text',
      prompt,
      system: typeof system === 'string' && system.trim() !== '' ? system : undefined,
      history: turns.filter((turn) => turn.content.trim() !== '').slice(-LIMITS.maxHistoryTurns),
      model: typeof model === 'string' ? model : undefined,
      stream: stream === true,
      requestId: typeof requestId === 'string' ? requestId : undefined,
    },
  };
}

function validateSpeech(body: Record<string, unknown>): ValidationResult {
  const { prompt, voice, speed } = body;
  if (typeof prompt !== 'string' || prompt.trim() === '') return invalid('prompt must be a non-empty string');
  if (prompt.length > LIMITS.maxSpeechChars) {
    return tooLarge(`prompt is too long to speak (at most ${LIMITS.maxSpeechChars} characters)`);
  }
  if (!isOneOf(VOICES, voice)) return invalid(`voice must be one of ${VOICES.join(', ')}`);
  if (
    speed !== undefined &&
    (typeof speed !== 'number' ||
      !Number.isFinite(speed) ||
      speed < LIMITS.minSpeechSpeed ||
      speed > LIMITS.maxSpeechSpeed)
  ) {
    return invalid(`speed must be a number from ${LIMITS.minSpeechSpeed} to ${LIMITS.maxSpeechSpeed}`);
  }
  return { ok: true, call: { responseType: 'speech', prompt, voice, speed } };
}

function validateTranscription(body: Record<string, unknown>): ValidationResult {
  const { audio, mimeType } = body;
  if (typeof audio !== 'string') return invalid('audio must be a base64 string');
  if (mimeType !== undefined && mimeType !== null && typeof mimeType !== 'string') {
    return invalid('mimeType must be a string');
  }
  if (typeof mimeType === 'string' && mimeType.length > LIMITS.maxMimeTypeChars) {
    return invalid('mimeType is not a MIME type');
  }
  // Recorders read through FileReader produce data URLs; accept them rather than make every
  // client strip the prefix.
  const dataUrl = DATA_URL_PREFIX.exec(audio);
  const base64 = dataUrl ? audio.slice(dataUrl[0].length) : audio;
  const decoded = decodeBase64(base64, LIMITS.maxAudioBytes);
  if (decoded === 'too-large') {
    return tooLarge(`audio is too large (at most ${LIMITS.maxAudioBytes / 1024} KiB)`);
  }
  if (decoded === null) return invalid('audio must be base64');
  if (decoded.length === 0) return invalid('audio is empty');
  const file = audioFileFor(typeof mimeType === 'string' ? mimeType : dataUrl?.[1]);
  return {
    ok: true,
    call: { responseType: 'transcription', audio: decoded, fileName: file.name, fileType: file.type },
  };
}

/** Validates a parsed JSON body against the contract; never throws. */
export function validateRequestBody(body: unknown): ValidationResult {
  if (!isRecord(body)) return invalid('The request body must be a JSON object');
  switch (body.responseType) {
    case 'text':
      return validateText(body);
    case 'speech':
      return validateSpeech(body);
    case 'transcription':
      return validateTranscription(body);
    default:
      return invalid(`responseType must be one of ${RESPONSE_TYPES.join(', ')}`);
  }
}
