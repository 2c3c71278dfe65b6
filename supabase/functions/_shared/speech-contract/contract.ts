/**
 * The wire contract of the speech function: request and answer bodies, voices and bounds. Its
 * error answers are in `error-answers.ts` and the events of a streamed reply in
 * `reply-events.ts`. It runs under Deno (Supabase), Node (server, tests) and in the browser, so it
 * uses web standards only.
 */

export const RESPONSE_TYPES = ['text', 'speech', 'transcription', 'realtime'] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

export const VOICES = ['onyx', 'echo', 'fable', 'alloy', 'nova', 'shimmer'] as const;
export type Voice = (typeof VOICES)[number];

export const LIMITS = {
  /** Whole request body; a maximal transcription (base64 of maxAudioBytes) fits with room. */
  maxBodyBytes: 1024 * 1024,
  /**
   * Nesting of the body's JSON. The deepest body the contract defines has 3 levels (the body, its
   * history, a turn); 32 leaves room for any field added later, and a body nested deeper is refused
   * by a scan of its bytes before anything is built from it.
   */
  maxBodyDepth: 32,
  /**
   * Values in the body's JSON (every element, member and the body itself). A text call with a full
   * history has about 130; parsing a megabyte of tiny values takes hundreds of milliseconds.
   */
  maxBodyValues: 10_000,
  /** Lengths in characters count code points: an emoji is one, as a visitor would count it. */
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
  /**
   * Chromium's offer for one audio track and a data channel is about 1.5 KB, 2 KB with its
   * candidates; 16 KiB leaves room for a machine with many interfaces and for other browsers.
   */
  maxSdpOfferBytes: 16 * 1024,
  maxMimeTypeChars: 100,
  /** OpenAI's range for `speed` of /audio/speech (1 is the voice's own pace). */
  minSpeechSpeed: 0.25,
  maxSpeechSpeed: 4,
  /** The realtime model's range for its voice's `speed`. */
  maxRealtimeSpeed: 1.5,
} as const;

export type ChatTurn = { readonly role: 'user' | 'assistant'; readonly content: string };

/** Body of a `text` request as sent by clients. */
export type TextRequestBody = {
  responseType: 'text';
  prompt: string;
  system?: string;
  history?: readonly ChatTurn[];
  model?: string;
  /** Ask for the reply as server-sent events (`text/event-stream`) as it is written. */
  stream?: boolean;
  /**
   * The client's id for this question (e.g. a UUID), kept while it retries: a repeat with the
   * same id, key and prompt gets the same reply without a second upstream call (replies.ts). A
   * streamed reply is remembered too, once it has ended well; its repeat gets it whole, as JSON.
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

/**
 * Body of a `realtime` request: the browser's WebRTC offer for a call that talks straight to the
 * provider's realtime model. The function adds the session (the persona, its voice, turn
 * detection, transcription of what the visitor says) and the key, and answers the provider's SDP.
 */
export type RealtimeCallRequestBody = {
  responseType: 'realtime';
  /** The SDP offer exactly as `RTCPeerConnection.createOffer` wrote it (starts with `v=0`). */
  sdp: string;
  /** The assistant's persona, as `system` of a text request. */
  system?: string;
  voice: Voice;
  /** The voice's pace, as `speed` of a speech request ("Slower speech"); 1 when not given. */
  speed?: number;
};

export type SpeechFunctionRequestBody =
  TextRequestBody | SpeechRequestBody | TranscriptionRequestBody | RealtimeCallRequestBody;

export type TextAnswer = { text: string };
export type SpeechAnswer = { audio: string };
export type TranscriptionAnswer = { text: string };
/** The provider's SDP answer, and its id for the call when it gave one (to end the call later). */
export type RealtimeCallAnswer = { sdp: string; callId?: string };
