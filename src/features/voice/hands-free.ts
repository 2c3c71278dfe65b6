/**
 * A hands-free conversation inside a connected call: it listens (voice-activity detection, loaded
 * only now), records each turn with its pre-roll, sends it when the visitor stops talking, speaks
 * the streamed reply sentence by sentence, and lets the visitor talk over it (barge-in). Plain
 * async code, so it can run without React; `call-session.ts` starts it and mirrors its activity
 * into the call's state.
 */
import type { RecordingSession } from '@/lib/media/recording';
import type { VoiceActivityFrame, VoiceListener } from '@/lib/media/voice-activity';
import { notify } from '@/lib/toaster';
import type { TurnContext } from './call-steps';
import type { CallSettings } from './call-settings';
import { answerAloud, createCallSpeaker, recordTurn, transcribeRecording } from './hands-free-turn';
import type { ReplySpeaker } from './reply-speaker';
import {
  DEFAULT_TURN_TAKING,
  endSilenceFor,
  initialTurnTaking,
  resetTurnTaking,
  stepTurnTaking,
  type TurnTakingState,
} from './turn-taking';
import { speechErrorNotice } from './voice-notices';

export type ConversationActivity = 'listening' | 'hearing' | 'thinking' | 'speaking';

export interface HandsFreeOptions {
  readonly key: string;
  readonly stream: MediaStream;
  readonly audioContext: AudioContext;
  /** The call's one audio element, unlocked by the tap on Call. */
  readonly element: HTMLAudioElement;
  readonly context: () => TurnContext;
  readonly settings: () => CallSettings;
  /** Whether the visitor may be listened to now (microphone on, no push-to-talk under way). */
  readonly canListen: () => boolean;
  /** The browser cancels no echo: listen only while the assistant is silent. */
  readonly halfDuplex: boolean;
  readonly onActivity: (activity: ConversationActivity) => void;
  /** A caption: the visitor's words after a turn, or the next sentence the assistant speaks. */
  readonly onCaption: (role: 'user' | 'assistant', text: string, turn: number) => void;
}

export interface HandsFree {
  /** The microphone's level now, 0..1. */
  level(): number;
  /** Plays the welcome through the call's element (it can be talked over like any reply). */
  welcome(text: string, audio: string): void;
  /** Stops the assistant's speech at once (the Speak button was pressed over it). */
  interrupt(): void;
  stop(): void;
}

/** What a conversation keeps between the microphone's frames and from one turn to the next. */
interface Conversation {
  readonly options: HandsFreeOptions;
  readonly listener: VoiceListener;
  machine: TurnTakingState;
  activity: ConversationActivity;
  level: number;
  stopped: boolean;
  turnCount: number;
  recording: Promise<RecordingSession | null> | null;
  /** The reply being spoken (or the welcome), and how to abort its requests. */
  speaker: ReplySpeaker | null;
  replyAbort: AbortController | null;
  /** The reply is paused: someone may be talking over it. */
  held: boolean;
}

function setActivity(conversation: Conversation, next: ConversationActivity): void {
  if (conversation.activity === next) return;
  conversation.activity = next;
  conversation.options.onActivity(next);
}

function dropRecording(conversation: Conversation): void {
  const pending = conversation.recording;
  conversation.recording = null;
  void pending?.then((session) => session?.cancel());
}

function interrupt(conversation: Conversation): void {
  conversation.held = false;
  conversation.speaker?.cancel();
  conversation.replyAbort?.abort();
}

/** A reply held for what may have been someone talking over it goes on. */
function releaseHold(conversation: Conversation): void {
  if (!conversation.held) return;
  conversation.held = false;
  conversation.speaker?.resume();
}

/** Whether the visitor is listened to now: hands-free on, the microphone free, no reply awaited. */
function isListening(conversation: Conversation): boolean {
  const { options, activity } = conversation;
  return (
    options.settings().handsFree &&
    options.canListen() &&
    activity !== 'thinking' &&
    !(options.halfDuplex && activity === 'speaking')
  );
}

function onFrame(conversation: Conversation, frame: VoiceActivityFrame): void {
  conversation.level = frame.level;
  if (conversation.stopped) return;
  if (!isListening(conversation)) {
    if (conversation.machine.phase !== 'quiet') dropRecording(conversation);
    releaseHold(conversation);
    conversation.machine = resetTurnTaking(frame.at);
    return;
  }
  const speaking = conversation.activity === 'speaking';
  conversation.listener.setStrict(speaking);
  const config = { ...DEFAULT_TURN_TAKING, endSilenceMs: endSilenceFor(conversation.options.settings().moreTime) };
  const result = stepTurnTaking(conversation.machine, frame, config);
  conversation.machine = result.state;
  switch (result.action.type) {
    case 'onset':
      conversation.recording = recordTurn(conversation.listener.delayed, () => conversation.stopped);
      // Someone may be talking over the reply: hold it at once, decide when it is confirmed.
      if (speaking && conversation.speaker) {
        conversation.held = true;
        conversation.speaker.hold();
      }
      break;
    case 'false-start':
      dropRecording(conversation);
      releaseHold(conversation);
      break;
    case 'confirmed':
      if (conversation.speaker) interrupt(conversation);
      setActivity(conversation, 'hearing');
      break;
    case 'end':
      void finishTurn(conversation);
      break;
    case 'none':
      break;
  }
}

/** Speaks a reply (or the welcome) through the call's element, filled by `fill`. */
function speak<T>(conversation: Conversation, turn: number, fill: (say: ReplySpeaker) => Promise<T>) {
  const { options } = conversation;
  const current = createCallSpeaker({
    ...options,
    onSentence: (text) => {
      setActivity(conversation, 'speaking');
      options.onCaption('assistant', text, turn);
    },
  });
  conversation.speaker = current;
  const filled = fill(current).finally(() => current.end());
  return { current, filled };
}

function afterSpeaking(conversation: Conversation, current: ReplySpeaker): void {
  if (conversation.speaker !== current) return;
  conversation.speaker = null;
  conversation.held = false;
  if (conversation.activity === 'speaking') setActivity(conversation, 'listening');
}

/** Answers what the visitor said, aloud; the core keeps the exchange as far as it was heard. */
async function answer(conversation: Conversation, prompt: string, turn: number, signal: AbortSignal): Promise<void> {
  const { options } = conversation;
  const context = options.context();
  const { current, filled } = speak(conversation, turn, (say) =>
    answerAloud(say, prompt, context, options.key, signal),
  );
  await filled;
  await current.done;
  afterSpeaking(conversation, current);
}

/** The visitor stopped talking: the turn is transcribed and answered. */
async function finishTurn(conversation: Conversation): Promise<void> {
  const { options } = conversation;
  const pending = conversation.recording;
  conversation.recording = null;
  const session = await pending;
  if (!session || conversation.stopped) return;
  setActivity(conversation, 'thinking');
  session.stop();
  const controller = new AbortController();
  conversation.replyAbort = controller;
  const turn = ++conversation.turnCount;
  let prompt = '';
  try {
    prompt = await transcribeRecording(session, options.context, options.key, controller.signal);
  } catch (error) {
    if (!controller.signal.aborted && !conversation.stopped) notify(speechErrorNotice(error));
  }
  // Nothing intelligible (a noise that passed the gate): listen again without a word.
  if (prompt === '' || conversation.stopped) {
    if (!conversation.stopped) setActivity(conversation, 'listening');
    return;
  }
  options.onCaption('user', prompt, turn);
  await answer(conversation, prompt, turn, controller.signal);
  if (!conversation.stopped && conversation.activity === 'thinking') setActivity(conversation, 'listening');
}

/** Starts listening; rejects when this browser cannot (no Web Audio), and the call stays push-to-talk. */
export async function startHandsFree(options: HandsFreeOptions): Promise<HandsFree> {
  const { listenForVoice } = await import('@/lib/media/voice-activity');
  // Called from the first frame on, when the conversation exists.
  const onEachFrame = (frame: VoiceActivityFrame) => onFrame(conversation, frame);
  const conversation: Conversation = {
    options,
    listener: listenForVoice(options.audioContext, options.stream, onEachFrame),
    machine: initialTurnTaking,
    activity: 'listening',
    level: 0,
    stopped: false,
    turnCount: 0,
    recording: null,
    speaker: null,
    replyAbort: null,
    held: false,
  };
  return {
    level: () => conversation.level,
    welcome(text, audio) {
      const { current, filled } = speak(conversation, 0, async (say) => say.sayAudio(text, audio));
      void filled.then(() => current.done).then(() => afterSpeaking(conversation, current));
    },
    interrupt: () => interrupt(conversation),
    stop() {
      conversation.stopped = true;
      interrupt(conversation);
      dropRecording(conversation);
      conversation.listener.stop();
    },
  };
}
