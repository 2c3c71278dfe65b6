import type { Voice } from '@/content/schema';

/** Which feature asks for the key; it picks the wording of the "API Key Required" notice. */
export type KeyPurpose = 'chat' | 'voice' | 'voice-search' | 'voice-call' | 'video-call';

export interface ChatTurn {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

/**
 * What the voice feature needs from the speech client, passed in by the app layer so this feature
 * never imports the chat feature or the client itself. Every function throws an `Error` whose
 * message is plain language.
 */
export interface VoiceServices {
  /** The visitor's key, or null after the "API Key Required" notice has been shown. */
  ensureSpeechKey(variant: KeyPurpose): Promise<string | null>;
  speechToText(key: string, audioBase64: string, mimeType: string, signal?: AbortSignal): Promise<string>;
  /** Returns base64 MP3. */
  textToSpeech(key: string, text: string, voice: Voice, signal?: AbortSignal): Promise<string>;
  chat(
    key: string,
    input: { prompt: string; system: string; history: ReadonlyArray<ChatTurn> },
    signal?: AbortSignal,
  ): Promise<string>;
}
