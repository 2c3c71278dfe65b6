/**
 * The validator that turns an untrusted JSON body into a call the handler can make, by the bounds
 * of the wire contract (`@basebots/speech-contract`). No validation library, because the same
 * file must type-check and run under Deno (Supabase) and Node (tests, the server).
 */
import { decodeBase64 } from '@basebots/speech-contract';
import { LIMITS, RESPONSE_TYPES, VOICES, type ChatTurn, type ErrorCode, type Voice } from '@basebots/speech-contract';

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
  | { responseType: 'transcription'; audio: Uint8Array<ArrayBuffer>; fileName: string; fileType: string }
  | { responseType: 'realtime'; sdp: string; system: string | undefined; voice: Voice; speed: number | undefined };

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

/**
 * Whether `text` has more than `max` characters, counted as code points (an emoji is one, as the
 * messages promise), looking no further than the character past `max`.
 */
function longerThan(text: string, max: number): boolean {
  // A code point is one or two UTF-16 units, so a string this short cannot have more.
  if (text.length <= max) return false;
  let count = 0;
  for (const _character of text) {
    count += 1;
    if (count > max) return true;
  }
  return false;
}

/** The first `max` characters (code points) of `text`: never half of an emoji. */
function firstCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  let units = 0;
  let count = 0;
  for (const character of text) {
    if (count === max) break;
    units += character.length;
    count += 1;
  }
  return text.slice(0, units);
}

/** Picks the upload file name and type Whisper expects for a recorder's MIME type. */
function audioFileFor(mimeType: string | undefined): { name: string; type: string } {
  const lower = (mimeType ?? '').toLowerCase();
  if (lower.includes('webm')) return DEFAULT_AUDIO_FILE;
  const known = AUDIO_FILES.find((file) => lower.includes(file.marker));
  return known ? { name: known.name, type: known.type } : DEFAULT_AUDIO_FILE;
}

/** The persona, when sent: a string within its bound. */
function checkSystem(system: unknown): Invalid | null {
  if (system !== undefined && system !== null && typeof system !== 'string') {
    return invalid('system must be a string');
  }
  if (typeof system === 'string' && longerThan(system, LIMITS.maxSystemChars)) {
    return tooLarge(`system is too long (at most ${LIMITS.maxSystemChars} characters)`);
  }
  return null;
}

function validateText(body: Record<string, unknown>): ValidationResult {
  const { prompt, system, history, model, stream, requestId } = body;
  if (stream !== undefined && stream !== null && typeof stream !== 'boolean')
    return invalid('stream must be a boolean');
  if (typeof prompt !== 'string' || prompt.trim() === '') return invalid('prompt must be a non-empty string');
  if (longerThan(prompt, LIMITS.maxPromptChars)) {
    return tooLarge(`prompt is too long (at most ${LIMITS.maxPromptChars} characters)`);
  }
  const badSystem = checkSystem(system);
  if (badSystem) return badSystem;
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
      turns.push({ role: turn.role, content: firstCharacters(turn.content, LIMITS.maxHistoryContentChars) });
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
  if (longerThan(prompt, LIMITS.maxSpeechChars)) {
    return tooLarge(`prompt is too long to speak (at most ${LIMITS.maxSpeechChars} characters)`);
  }
  if (!isOneOf(VOICES, voice)) return invalid(`voice must be one of ${VOICES.join(', ')}`);
  if (!isSpeed(speed, LIMITS.maxSpeechSpeed)) return badSpeed(LIMITS.maxSpeechSpeed);
  return { ok: true, call: { responseType: 'speech', prompt, voice, speed } };
}

/** A voice's `speed`: absent, or a number from the provider's least to `max`. */
function isSpeed(speed: unknown, max: number): speed is number | undefined {
  if (speed === undefined) return true;
  return typeof speed === 'number' && Number.isFinite(speed) && speed >= LIMITS.minSpeechSpeed && speed <= max;
}

const badSpeed = (max: number): Invalid => invalid(`speed must be a number from ${LIMITS.minSpeechSpeed} to ${max}`);

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

/** Every SDP description starts with its protocol version line (RFC 8866), and only version 0 exists. */
const SDP_START = /^v=0\r?\n/;

function validateRealtime(body: Record<string, unknown>): ValidationResult {
  const { sdp, system, voice, speed } = body;
  if (typeof sdp !== 'string') return invalid('sdp must be the SDP offer as a string');
  if (new TextEncoder().encode(sdp).byteLength > LIMITS.maxSdpOfferBytes) {
    return tooLarge(`sdp is too large (at most ${LIMITS.maxSdpOfferBytes / 1024} KiB)`);
  }
  if (!SDP_START.test(sdp)) return invalid('sdp must be an SDP offer (starting with "v=0")');
  const badSystem = checkSystem(system);
  if (badSystem) return badSystem;
  if (!isOneOf(VOICES, voice)) return invalid(`voice must be one of ${VOICES.join(', ')}`);
  if (!isSpeed(speed, LIMITS.maxRealtimeSpeed)) return badSpeed(LIMITS.maxRealtimeSpeed);
  return {
    ok: true,
    call: {
      responseType: 'realtime',
      sdp,
      system: typeof system === 'string' && system.trim() !== '' ? system : undefined,
      voice,
      speed,
    },
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
    case 'realtime':
      return validateRealtime(body);
    default:
      return invalid(`responseType must be one of ${RESPONSE_TYPES.join(', ')}`);
  }
}
