/**
 * What the chat and voice features need from the speech function, as one interface. The app layer
 * builds the implementation (`src/assistant/speech-services.ts`, which loads the supabase-js client on
 * first use) and hands it to both features, so no feature imports the client and tests can pass
 * fakes. Every function rejects with an `Error` whose message is plain language (a
 * {@link SpeechError} from the real client).
 */
import type { ChatTurn, RealtimeCallAnswer, RealtimeCallRequestBody, Voice } from '@basebots/speech-contract';

export type { ChatTurn };

/** Which feature asks for the key; it picks the wording of the "API Key Required" notice. */
export type KeyPurpose = 'chat' | 'voice' | 'voice-search' | 'voice-call' | 'video-call';

export interface ChatInput {
  readonly prompt: string;
  readonly system: string;
  readonly history: ReadonlyArray<ChatTurn>;
  /** The client's id for this question, kept across retries so it is answered once (the outbox). */
  readonly requestId?: string;
}

/** The model's replies are asked for through `ModelChat` (model-chat.ts), by the conversation core only. */
export interface SpeechServices {
  /** The visitor's key, or null after the "API Key Required" notice has been shown. */
  ensureSpeechKey(purpose: KeyPurpose): Promise<string | null>;
  /** The key already saved (account or device), or null; never asks the visitor. */
  savedSpeechKey?(): Promise<string | null>;
  /** Transcribes base64 audio. */
  speechToText(key: string, audioBase64: string, mimeType: string, signal?: AbortSignal): Promise<string>;
  /** Speaks `text` in `voice` (at `speed`, 1 when not given); resolves with base64 MP3. */
  textToSpeech(key: string, text: string, voice: Voice, signal?: AbortSignal, speed?: number): Promise<string>;
  /**
   * Negotiates a realtime call: the offer goes through the function, the provider's answer comes
   * back. Absent where calls run only on transcription, chat and speech.
   */
  realtimeCall?(
    key: string,
    offer: Omit<RealtimeCallRequestBody, 'responseType'>,
    signal?: AbortSignal,
  ): Promise<RealtimeCallAnswer>;
  /** Forgets the key kept on this device, after the service refused it. */
  forgetSpeechKey?(): Promise<void>;
  /** Starts loading the client in the background, so the first call does not wait for it. */
  prepare?(): void;
}
