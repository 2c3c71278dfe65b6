/**
 * A running call: one store holds everything the screen shows (the call's state, the visitor's
 * devices, the captions, the settings), and the call's life runs on it as plain functions:
 * connecting, listening hands-free where the browser can, push-to-talk turns, the controls and
 * ending. What each event does to the state is decided in `call-machine.ts`; `use-call.ts` only
 * connects the store to React. What the call holds (devices, requests, players) stays inside.
 */
import type { CallMode } from '@/config/paths';
import type { Bot } from '@/content/schema';
import type { ConversationPort } from '@/lib/conversation/conversation-port';
import { openCallAudio, playEarcon, type CallAudio } from '@/lib/media/call-audio';
import { setTracksEnabled, stopStream } from '@/lib/media/capture';
import { playBase64Audio, type Playback } from '@/lib/media/playback';
import type { RecordingSession } from '@/lib/media/recording';
import type { SpeechServices } from '@/lib/speech/speech-services';
import {
  CALL_CLOSE_DELAY_MS,
  CALL_TICK_MS,
  callReducer,
  canListen,
  conversationPhaseFor,
  earconFor,
  initialCallState,
  micPress,
  speakPress,
  type CallEndReason,
  type CallEvent,
  type CallState,
} from './call-machine';
import { readCallSettings, speedFor, writeCallSettings, type CallSettings } from './call-settings';
import { connectCall, runTurn, type TurnContext } from './call-steps';
import { appendCaption, type Caption } from './captions';
import { startHandsFree, type ConversationActivity, type HandsFree } from './hands-free';
import { createCallSpeaker } from './hands-free-turn';
import type { ReplySpeaker } from './reply-speaker';
import { welcomeMessage } from './speak-reply';

export interface CallOptions {
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

/** A call with one assistant; its options are read when needed, so it sees the screen's latest props. */
export class CallSession {
  private snapshotNow: CallSnapshot = {
    state: initialCallState,
    stream: null,
    captions: [],
    settings: readCallSettings(),
    activity: 'listening',
  };
  private readonly listeners = new Set<() => void>();
  private options: CallOptions;

  // What the call holds while it runs; released together (`release`).
  private key: string | null = null;
  private connecting: AbortController | null = null;
  private turnAbort: AbortController | null = null;
  /** The push-to-talk recording under way, so Speak can stop it early. */
  private recording: RecordingSession | null = null;
  /** The welcome being played without hands-free, so mute and hang-up reach it. */
  private playback: Playback | null = null;
  /** The push-to-talk reply being spoken, so hang-up reaches it. */
  private speaker: ReplySpeaker | null = null;
  private audio: CallAudio | null = null;
  private handsFree: HandsFree | null = null;
  private closeTimer: ReturnType<typeof setTimeout> | undefined;
  private clock: ReturnType<typeof setInterval> | undefined;
  private speakClock: ReturnType<typeof setInterval> | undefined;
  /** Push-to-talk turns so far; their captions count down from -1 so they never meet a hands-free turn's. */
  private pushTurns = 0;
  /** Between start and release: the clocks run only then. */
  private running = false;

  constructor(options: CallOptions) {
    this.options = options;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): CallSnapshot => this.snapshotNow;

  /** The screen's latest props (they change on every render of the chat). */
  setOptions(options: CallOptions): void {
    this.options = options;
  }

  /** Starts the call (as its screen mounts); returns how to let go of it (as the screen unmounts). */
  start(): () => void {
    const letGo = () => {
      clearTimeout(this.closeTimer);
      this.release();
    };
    // Hung up before the screen's first effect ran (a press in the frame it appeared): nothing to start.
    if (this.state.status === 'disconnected') return letGo;
    const controller = new AbortController();
    this.connecting = controller;
    this.running = true;
    // Made during the visitor's tap on Call (here if not already): a phone plays audio only from a tap.
    const given = this.options.audio?.();
    this.audio = given === undefined ? openCallAudio() : given;
    // Started on the next task so that React's development double-mount cancels the first run
    // before it can prompt for a key or the devices twice.
    const started = setTimeout(() => void this.connect(controller.signal), 0);
    return () => {
      clearTimeout(started);
      letGo();
    };
  }

  readonly controls: CallControls = {
    hangUp: () => this.end('hang-up'),
    toggleMic: () => this.pressMic(),
    toggleSpeaker: () => this.dispatch({ type: 'toggle-speaker' }),
    toggleCamera: () => this.dispatch({ type: 'toggle-camera' }),
    speak: () => this.pressSpeak(),
    changeSettings: (change) => this.changeSettings(change),
    level: () => this.handsFree?.level() ?? null,
    voiceLevel: () => this.audio?.voiceLevel() ?? null,
  };

  private get state(): CallState {
    return this.snapshotNow.state;
  }

  private update(change: Partial<CallSnapshot>): void {
    this.snapshotNow = { ...this.snapshotNow, ...change };
    this.applyToDevices();
    for (const listener of this.listeners) listener();
  }

  private dispatch(event: CallEvent): void {
    const next = callReducer(this.state, event);
    if (next !== this.state) this.update({ state: next });
  }

  /** The state as the devices and the clocks have it: muting really silences the track. */
  private applyToDevices(): void {
    const { state, stream } = this.snapshotNow;
    setTracksEnabled(stream, 'audio', !state.micMuted);
    setTracksEnabled(stream, 'video', !state.cameraOff);
    this.playback?.setMuted(state.speakerMuted);
    if (this.audio) this.audio.element.muted = state.speakerMuted;
    if (this.running && state.status === 'connected' && this.clock === undefined) {
      this.clock = setInterval(() => this.dispatch({ type: 'tick', now: Date.now() }), CALL_TICK_MS);
    } else if (state.status !== 'connected' && this.clock !== undefined) {
      clearInterval(this.clock);
      this.clock = undefined;
    }
    if (this.running && state.speak === 'recording' && this.speakClock === undefined) {
      this.speakClock = setInterval(() => this.dispatch({ type: 'speak-tick' }), 1000);
    } else if (state.speak !== 'recording' && this.speakClock !== undefined) {
      clearInterval(this.speakClock);
      this.speakClock = undefined;
    }
  }

  private readonly addCaption = (role: Caption['role'], text: string, turn: number): void =>
    this.update({ captions: appendCaption(this.snapshotNow.captions, role, text, turn) });

  private readonly turnContext = (): TurnContext => ({ ...this.options, speakerMuted: this.state.speakerMuted });

  private readonly settings = (): CallSettings => this.snapshotNow.settings;

  /** Stops everything the call holds: listening, audio, requests, recording, playback and the devices. */
  private release(): void {
    this.running = false;
    this.handsFree?.stop();
    this.handsFree = null;
    this.audio?.close();
    this.audio = null;
    this.connecting?.abort();
    this.turnAbort?.abort();
    this.recording?.cancel();
    this.recording = null;
    this.playback?.stop();
    this.playback = null;
    this.speaker?.cancel();
    this.speaker = null;
    clearInterval(this.clock);
    this.clock = undefined;
    clearInterval(this.speakClock);
    this.speakClock = undefined;
    stopStream(this.snapshotNow.stream);
    if (this.snapshotNow.stream) this.update({ stream: null });
  }

  /** Ends the call once: releases everything now, and lets the screen go after a moment. */
  private end(reason: CallEndReason): void {
    if (this.state.status === 'disconnected') return;
    this.dispatch({ type: 'ended', reason });
    this.release();
    this.closeTimer = setTimeout(() => this.options.onEnd(), CALL_CLOSE_DELAY_MS);
  }

  /** Mirrors the conversation's activity into the call's state, with its sound. */
  private showActivity(context: AudioContext, next: ConversationActivity): void {
    const previous = this.snapshotNow.activity;
    this.update({ activity: next });
    this.dispatch({ type: 'conversation', phase: conversationPhaseFor(next, this.settings().handsFree) });
    const earcon = earconFor(next, previous, this.settings());
    if (earcon) playEarcon(context, earcon);
  }

  /** Starts listening hands-free; null where this browser cannot (the call stays push-to-talk). */
  private async startConversation(key: string, media: MediaStream): Promise<HandsFree | null> {
    const callAudio = this.audio;
    if (!callAudio) return null;
    const track = media.getAudioTracks()[0];
    const halfDuplex = track?.getSettings?.().echoCancellation === false;
    try {
      const conversation = await startHandsFree({
        key,
        stream: media,
        audioContext: callAudio.context,
        element: callAudio.element,
        context: this.turnContext,
        settings: this.settings,
        canListen: () => canListen(this.state),
        halfDuplex,
        onActivity: (next) => this.showActivity(callAudio.context, next),
        onCaption: this.addCaption,
      });
      if (this.state.status === 'disconnected') {
        conversation.stop();
        return null;
      }
      this.handsFree = conversation;
      const phase = conversationPhaseFor('listening', this.settings().handsFree);
      this.dispatch({ type: 'conversation', phase, halfDuplex });
      return conversation;
    } catch (error) {
      console.warn('Hands-free listening is not available here; the call is push-to-talk.', error);
      return null;
    }
  }

  /** Connects (key, devices, welcome), then greets the visitor: hands-free, or by playing the welcome. */
  private async connect(signal: AbortSignal): Promise<void> {
    const { bot, mode, services } = this.options;
    const onStream = (media: MediaStream) => this.update({ stream: media });
    const speed = speedFor(this.settings());
    const result = await connectCall({ bot, mode, services, signal, onStream, speed });
    if (result.outcome === 'cancelled') return;
    if (result.outcome === 'ended') return this.end(result.reason);
    this.key = result.key;
    this.dispatch({ type: 'connected', at: Date.now() });
    const conversation = await this.startConversation(result.key, result.stream);
    if (signal.aborted || !result.welcome) return;
    if (conversation) return conversation.welcome(welcomeMessage(bot.persona.name, bot.isListenOnly), result.welcome);
    this.playback = playBase64Audio(result.welcome, { muted: this.state.speakerMuted });
    this.playback.finished.catch((error: unknown) => console.warn('The welcome could not be played.', error));
  }

  /** Runs one push-to-talk turn; the call's state follows it from recording to finished. */
  private async runPushTurn(): Promise<void> {
    const { key } = this;
    const { stream } = this.snapshotNow;
    if (!key || !stream) return this.dispatch({ type: 'speak-finished' });
    const controller = new AbortController();
    this.turnAbort = controller;
    this.pushTurns += 1;
    const turn = -this.pushTurns;
    const outcome = await runTurn({
      key,
      stream,
      signal: controller.signal,
      context: this.turnContext,
      onRecording: (recording) => {
        this.recording = recording;
      },
      onResponding: () => this.dispatch({ type: 'speak-responding' }),
      onPrompt: (prompt) => this.addCaption('user', prompt, turn),
      speaker: () => {
        // Without Web Audio the call has no element of its own: a plain one plays the reply.
        this.speaker = createCallSpeaker({
          key,
          element: this.audio?.element ?? new Audio(),
          context: this.turnContext,
          settings: this.settings,
          onSentence: (text) => this.addCaption('assistant', text, turn),
        });
        return this.speaker;
      },
    });
    this.speaker = null;
    if (outcome === 'finished') this.dispatch({ type: 'speak-finished' });
  }

  /** Speak: starts a turn, or stops the recording early. */
  private pressSpeak(): void {
    const action = speakPress(this.state);
    if (action === 'stop-recording') return this.recording?.stop();
    if (action === 'ignore') return;
    // Playback of the welcome would be recorded along with the visitor; stop it first.
    this.playback?.stop();
    this.playback = null;
    this.speaker?.cancel();
    this.handsFree?.interrupt();
    this.dispatch({ type: 'speak-started' });
    void this.runPushTurn();
  }

  /** The microphone button: mutes or unmutes; a recording under way is dropped rather than sent. */
  private pressMic(): void {
    const action = micPress(this.state);
    if (action === 'ignore') return;
    if (action === 'drop-recording-and-mute') {
      this.turnAbort?.abort();
      this.recording?.cancel();
      this.dispatch({ type: 'speak-finished' });
    }
    this.dispatch({ type: 'toggle-mic' });
  }

  private changeSettings(change: Partial<CallSettings>): void {
    const settings = { ...this.settings(), ...change };
    writeCallSettings(settings);
    this.update({ settings });
    if (this.handsFree) {
      this.dispatch({
        type: 'conversation',
        phase: conversationPhaseFor(this.snapshotNow.activity, settings.handsFree),
      });
    }
  }
}
