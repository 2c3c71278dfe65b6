/**
 * What a running call is made of outside React's state: the devices, requests and players it
 * holds (`CallHandles`), and how its steps read the call's props, state and settings as they are
 * by then (`CallRuntime`). `use-call.ts` makes one per call; the steps in `call-runner.ts` and
 * `push-to-talk.ts` act on it.
 */
import type { CallMode } from '@/config/paths';
import type { Bot } from '@/content/schema';
import type { ConversationPort } from '@/lib/conversation/conversation-port';
import type { CallAudio } from '@/lib/media/call-audio';
import { stopStream } from '@/lib/media/capture';
import type { Playback } from '@/lib/media/playback';
import type { RecordingSession } from '@/lib/media/recording';
import type { SpeechServices } from '@/lib/speech/speech-services';
import type { CallEvent, CallState } from './call-machine';
import type { CallSettings } from './call-settings';
import type { Caption } from './captions';
import type { ConversationActivity, HandsFree } from './hands-free';
import type { ReplySpeaker } from './reply-speaker';

export interface UseCallOptions {
  readonly bot: Bot;
  readonly mode: CallMode;
  readonly services: SpeechServices;
  /** Each exchange is stored and answered by the conversation core, as in typed chat. */
  readonly conversation: Pick<ConversationPort, 'speak'>;
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

export interface CallHandles {
  /** The visitor's camera and microphone. */
  stream: MediaStream | null;
  key: string | null;
  /** Cancels connecting (the key prompt, the devices, the welcome). */
  callAbort: AbortController | null;
  /** Cancels the push-to-talk turn under way. */
  turnAbort: AbortController | null;
  /** The push-to-talk recording under way, so Speak can stop it early. */
  session: RecordingSession | null;
  /** The welcome being played, so mute and hang-up reach it. */
  playback: Playback | null;
  /** The push-to-talk reply being spoken, so hang-up reaches it. */
  speaker: ReplySpeaker | null;
  audio: CallAudio | null;
  handsFree: HandsFree | null;
  activity: ConversationActivity;
  closeTimer: ReturnType<typeof setTimeout> | undefined;
  ended: boolean;
  /** Push-to-talk turns so far; their captions count down from -1 so they never meet a hands-free turn's. */
  pushTurns: number;
}

export interface CallRuntime {
  readonly handles: CallHandles;
  readonly options: () => UseCallOptions;
  readonly state: () => CallState;
  readonly settings: () => CallSettings;
  readonly dispatch: (event: CallEvent) => void;
  readonly addCaption: (role: Caption['role'], text: string, turn: number) => void;
  /** Shows the visitor's devices on screen (null once released). */
  readonly showStream: (stream: MediaStream | null) => void;
}

export function createCallHandles(): CallHandles {
  return {
    stream: null,
    key: null,
    callAbort: null,
    turnAbort: null,
    session: null,
    playback: null,
    speaker: null,
    audio: null,
    handsFree: null,
    activity: 'listening',
    closeTimer: undefined,
    ended: false,
    pushTurns: 0,
  };
}

/** Stops everything the call holds: listening, audio, requests, recording, playback and the devices. */
export function releaseCall(handles: CallHandles): void {
  handles.handsFree?.stop();
  handles.handsFree = null;
  handles.audio?.close();
  handles.audio = null;
  handles.callAbort?.abort();
  handles.turnAbort?.abort();
  handles.session?.cancel();
  handles.session = null;
  handles.playback?.stop();
  handles.playback = null;
  handles.speaker?.cancel();
  handles.speaker = null;
  stopStream(handles.stream);
  handles.stream = null;
}
