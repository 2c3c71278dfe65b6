/**
 * A hands-free conversation inside a connected call: it listens (voice-activity detection, loaded
 * only now), records each turn with its pre-roll, sends it when the visitor stops talking, speaks
 * the streamed reply sentence by sentence, and lets the visitor talk over it (barge-in). Plain
 * async code, so it can run without React; `call-runner.ts` starts it and mirrors its activity
 * into the call's state.
 */
import { blobToBase64 } from '@/lib/media/base64';
import { speakWithBrowser } from '@/lib/media/browser-speech';
import { classifyMediaError } from '@/lib/media/errors';
import { startRecording, type RecordingSession } from '@/lib/media/recording';
import { notify } from '@/lib/toaster';
import type { CallTurn, TurnContext } from './call-steps';
import { speedFor, type CallSettings } from './call-settings';
import { createReplySpeaker, type ReplySpeaker } from './reply-speaker';
import { createSentenceSplitter } from './sentences';
import {
  DEFAULT_TURN_TAKING,
  endSilenceFor,
  initialTurnTaking,
  MAX_TURN_MS,
  resetTurnTaking,
  stepTurnTaking,
  type TurnTakingState,
} from './turn-taking';
import { mediaErrorNotice, saveErrorNotice, speechErrorNotice } from './voice-notices';

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

function fallbackReply(botName: string): string {
  return `Sorry, ${botName} could not process that request. Please try again.`;
}

/** Where in `text` the sentences given (in order, each trimmed) end. */
function endOfSpoken(text: string, sentences: readonly string[]): number {
  let position = 0;
  for (const sentence of sentences) {
    const found = text.indexOf(sentence, position);
    if (found < 0) break;
    position = found + sentence.length;
  }
  return position;
}

/** Starts listening; rejects when this browser cannot (no Web Audio), and the call stays push-to-talk. */
export async function startHandsFree(options: HandsFreeOptions): Promise<HandsFree> {
  const { listenForVoice } = await import('@/lib/media/voice-activity');
  const { key, element } = options;
  let machine: TurnTakingState = initialTurnTaking;
  let activity: ConversationActivity = 'listening';
  let level = 0;
  let stopped = false;
  let turnCount = 0;
  let recording: Promise<RecordingSession | null> | null = null;
  /** The reply being spoken (or the welcome), and how to abort its requests. */
  let speaker: ReplySpeaker | null = null;
  let replyAbort: AbortController | null = null;
  let held = false;

  const setActivity = (next: ConversationActivity) => {
    if (activity === next) return;
    activity = next;
    options.onActivity(next);
  };

  const dropRecording = () => {
    const pending = recording;
    recording = null;
    void pending?.then((session) => session?.cancel());
  };

  const startTurnRecording = () => {
    recording = startRecording({ stream: listener.delayed, maxDurationMs: MAX_TURN_MS + 1000 }).catch(
      (error: unknown) => {
        const notice = mediaErrorNotice(classifyMediaError(error), 'call-speech');
        if (notice && !stopped) notify(notice);
        return null;
      },
    );
  };

  const interrupt = () => {
    held = false;
    speaker?.cancel();
    replyAbort?.abort();
  };

  const onFrame = (frame: { at: number; voiced: boolean; level: number }) => {
    level = frame.level;
    if (stopped) return;
    const speaking = activity === 'speaking';
    const listening =
      options.settings().handsFree &&
      options.canListen() &&
      activity !== 'thinking' &&
      !(options.halfDuplex && speaking);
    if (!listening) {
      if (machine.phase !== 'quiet') dropRecording();
      if (held) {
        held = false;
        speaker?.resume();
      }
      machine = resetTurnTaking(frame.at);
      return;
    }
    listener.setStrict(speaking);
    const config = { ...DEFAULT_TURN_TAKING, endSilenceMs: endSilenceFor(options.settings().moreTime) };
    const result = stepTurnTaking(machine, frame, config);
    machine = result.state;
    switch (result.action.type) {
      case 'onset':
        startTurnRecording();
        // Someone may be talking over the reply: hold it at once, decide when it is confirmed.
        if (speaking && speaker) {
          held = true;
          speaker.hold();
        }
        break;
      case 'false-start':
        dropRecording();
        if (held) {
          held = false;
          speaker?.resume();
        }
        break;
      case 'confirmed':
        if (speaker) interrupt();
        setActivity('hearing');
        break;
      case 'end':
        void finishTurn();
        break;
      case 'none':
        break;
    }
  };

  const listener = listenForVoice(options.audioContext, options.stream, onFrame);

  /** Speaks a reply (or the welcome) through the element; resolves with what was spoken. */
  const speak = (turn: number, fill: (say: ReplySpeaker) => Promise<void>) => {
    const { bot, services } = options.context();
    const speed = speedFor(options.settings());
    const current = createReplySpeaker({
      element,
      synthesize: (text, signal) =>
        speed === undefined
          ? services.textToSpeech(key, text, bot.persona.voice, signal)
          : services.textToSpeech(key, text, bot.persona.voice, signal, speed),
      onSentence: (_source, text) => {
        setActivity('speaking');
        options.onCaption('assistant', text, turn);
      },
      fallback: (text) => speakWithBrowser(text, { muted: options.context().speakerMuted }),
    });
    speaker = current;
    const filled = fill(current).finally(() => current.end());
    return { current, filled };
  };

  const afterSpeaking = (current: ReplySpeaker) => {
    if (speaker === current) {
      speaker = null;
      held = false;
      if (activity === 'speaking') setActivity('listening');
    }
  };

  const finishTurn = async () => {
    const pending = recording;
    recording = null;
    const session = await pending;
    if (!session || stopped) return;
    setActivity('thinking');
    session.stop();
    const controller = new AbortController();
    replyAbort = controller;
    const turn = ++turnCount;
    let text: string;
    try {
      const done = await session.finished;
      const { services } = options.context();
      const audio = await blobToBase64(done.blob);
      text = (await services.speechToText(key, audio, done.mimeType, controller.signal)).trim();
    } catch (error) {
      if (!controller.signal.aborted && !stopped) notify(speechErrorNotice(error));
      if (!stopped) setActivity('listening');
      return;
    }
    // Nothing intelligible (a noise that passed the gate): listen again without a word.
    if (text === '' || stopped) {
      if (!stopped) setActivity('listening');
      return;
    }
    options.onCaption('user', text, turn);
    const { bot, services, history, answerLocally } = options.context();
    let reply = '';
    let failed = false;
    const { current, filled } = speak(turn, async (say) => {
      const splitter = createSentenceSplitter();
      const local = answerLocally?.(text);
      try {
        if (local != null) reply = local;
        else
          reply = await services.chat(
            key,
            { prompt: text, system: bot.persona.systemPrompt, history },
            controller.signal,
            (piece) => {
              reply += piece;
              for (const sentence of splitter.push(piece)) say.say(sentence);
            },
          );
        if (local != null) for (const sentence of splitter.push(local)) say.say(sentence);
        for (const sentence of splitter.flush()) say.say(sentence);
        if (reply.trim() === '') {
          reply = fallbackReply(bot.persona.name);
          say.say(reply);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        failed = true;
        notify(speechErrorNotice(error));
      }
    });
    await filled;
    const outcome = await current.done;
    afterSpeaking(current);
    const interrupted = outcome === 'cancelled' || failed;
    const said = interrupted ? reply.slice(0, endOfSpoken(reply, current.spoken)).trim() : reply.trim();
    // Nothing was said (hung up or failed before the first sentence): there is no exchange to keep.
    if (said !== '') {
      const saved: CallTurn = interrupted
        ? { user: text, assistant: said, interrupted: true }
        : { user: text, assistant: said };
      try {
        await options.context().onTurn(saved);
      } catch (error) {
        notify(saveErrorNotice(error));
      }
    }
    if (!stopped && activity === 'thinking') setActivity('listening');
  };

  return {
    level: () => level,
    welcome(text, audio) {
      const { current, filled } = speak(0, async (say) => say.sayAudio(text, audio));
      void filled.then(() => current.done).then(() => afterSpeaking(current));
    },
    interrupt,
    stop() {
      stopped = true;
      interrupt();
      dropRecording();
      listener.stop();
    },
  };
}
