/**
 * What a call is to the code around it: what it is given, what it shows, its controls, and what
 * its parts (push-to-talk, hands-free listening) reach of it. Apart from `call-session.ts` so the
 * session's own file is only how a call runs.
 */
import type { CallMode } from '@/config/paths';
import type { Bot } from '@/content/schema';
import type { ConversationPort } from '@/lib/conversation/conversation-port';
import type { CallAudio } from '@/lib/media/call-audio';
import type { SpeechServices } from '@/lib/speech/speech-services';
import type { CallEvent, CallState } from './call-machine';
import type { CallSettings } from './call-settings';
import type { TurnContext } from './call-steps';
import type { Caption } from './captions';
import type { ConversationActivity } from './hands-free';

export interface CallOptions {
  readonly bot: Bot;
  readonly mode: CallMode;
  readonly services: SpeechServices;
  /** Each exchange is stored and answered by the conversation core, as in typed chat. */
  readonly conversation: Pick<ConversationPort, 'speak' | 'keepSpoken'>;
  /** The conversation the call's exchanges go into (a new chat is saved at the first one). */
  readonly ensureConversation: () => Promise<string>;
  /** Called 0.5 s after the call ends; unmount the modal then. */
  readonly onEnd: () => void;
  /**
   * The call's audio, opened during the tap on Call (see `openCallAudio`); the call closes it.
   * When it gives undefined, the call opens its own as it starts (null: no Web Audio, so the call
   * is push-to-talk only).
   */
  readonly audio?: () => CallAudio | null | undefined;
}

/** What the call screen shows, stored once. */
export interface CallSnapshot {
  readonly state: CallState;
  /** The visitor's camera and microphone while the call holds them. */
  readonly stream: MediaStream | null;
  /** The live transcript: the visitor's turns and the assistant's sentences as they are spoken. */
  readonly captions: readonly Caption[];
  readonly settings: CallSettings;
  /** What the hands-free conversation is doing (its phase on screen also depends on the settings). */
  readonly activity: ConversationActivity;
  /**
   * The provider offered no realtime call (or it could not connect): this call runs on
   * transcription, chat and speech, and the screen says so in one quiet line.
   */
  readonly fallback: boolean;
}

export interface CallControls {
  readonly hangUp: () => void;
  readonly toggleMic: () => void;
  readonly toggleSpeaker: () => void;
  readonly toggleCamera: () => void;
  /** Starts recording a turn, or stops the recording early. */
  readonly speak: () => void;
  readonly changeSettings: (change: Partial<CallSettings>) => void;
  /** The microphone's level now (0..1), or null when the call does not listen by itself. */
  readonly level: () => number | null;
  /** The assistant's voice level now (0..1), or null without the call's audio. */
  readonly voiceLevel: () => number | null;
}

/** What a part of a call reads from it and does to it, each when it needs to (so it sees the call as it is). */
export interface CallLink {
  readonly state: () => CallState;
  readonly dispatch: (event: CallEvent) => void;
  readonly context: () => TurnContext;
  readonly settings: () => CallSettings;
  readonly addCaption: (role: Caption['role'], text: string, turn: number) => void;
}
