/**
 * A running call: one store holds everything the screen shows (the call's state, the visitor's
 * devices, the captions, the settings), and the call's life runs on it: connecting, the greeting,
 * the controls and ending. Its parts have their own files: push-to-talk turns (`push-to-talk.ts`),
 * the conversation, realtime or hands-free (`call-realtime.ts`), the clocks (`call-clocks.ts`).
 * What each event does to the state is decided in `call-machine.ts`; `use-call.ts` only connects
 * the store to React. What the call holds (devices, requests, players) stays inside.
 */
import { openCallAudio, type CallAudio } from '@/lib/media/call-audio';
import { setTracksEnabled, stopStream } from '@/lib/media/capture';
import { playBase64Audio, type Playback } from '@/lib/media/playback';
import { CallClocks } from './call-clocks';
import type { ActivityLink } from './call-hands-free';
import {
  CALL_CLOSE_DELAY_MS,
  callReducer,
  conversationPhaseFor,
  initialCallState,
  micPress,
  phaseBeforeListening,
  type CallEndReason,
  type CallEvent,
  type CallState,
} from './call-machine';
import { readCallSettings, speedFor, writeCallSettings, type CallSettings } from './call-settings';
import { connectCall, type TurnContext } from './call-steps';
import type { CallControls, CallLink, CallOptions, CallSnapshot } from './call-types';
import { appendCaption, type Caption } from './captions';
import type { HandsFree } from './hands-free';
import { PushToTalk } from './push-to-talk';
import {
  listenOnPipeline,
  startCallConversation,
  tuningFor,
  type CallConversation,
  type ConversationLink,
} from './call-realtime';
import type { RealtimeCall } from './realtime-call';
import { welcomeMessage } from './speak-reply';

export type { CallControls, CallOptions, CallSnapshot } from './call-types';

/** A call with one assistant; its options are read when needed, so it sees the screen's latest props. */
export class CallSession {
  private snapshotNow: CallSnapshot = CallSession.firstSnapshot(readCallSettings());
  private readonly listeners = new Set<() => void>();
  private options: CallOptions;

  // What the call holds while it runs; released together (`release`).
  private key: string | null = null;
  private connecting: AbortController | null = null;
  /** The welcome being played without hands-free, so mute and hang-up reach it. */
  private playback: Playback | null = null;
  private audio: CallAudio | null = null;
  private handsFree: HandsFree | null = null;
  /** The call over the provider's realtime model, when it connected (else the call runs on the pipeline). */
  private realtime: RealtimeCall | null = null;
  private closeTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly clocks = new CallClocks((event) => this.dispatch(event));
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
    // Started once the current task's work is done, so that React's development double-mount
    // (mount, unmount, mount in one go) cancels the first run before it can prompt for a key or
    // the devices twice. A microtask, not a timer: a call starts even while a test holds the clock.
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) void this.connect(controller.signal);
    });
    return () => {
      cancelled = true;
      letGo();
    };
  }

  readonly controls: CallControls = {
    hangUp: () => this.end('hang-up'),
    toggleMic: () => this.pressMic(),
    toggleSpeaker: () => this.dispatch({ type: 'toggle-speaker' }),
    toggleCamera: () => this.dispatch({ type: 'toggle-camera' }),
    // In a realtime call the provider hears every turn itself: Speak only stops its reply.
    speak: () => (this.realtime ? this.realtime.interrupt() : this.pushToTalk.press()),
    changeSettings: (change) => this.changeSettings(change),
    level: () => this.realtime?.level() ?? this.handsFree?.level() ?? null,
    voiceLevel: () => this.realtime?.voiceLevel() ?? this.audio?.voiceLevel() ?? null,
  };

  /**
   * Hands-free from the first moment, as the call connects: Speak already has the form it keeps
   * once listening starts, so nothing under the visitor's finger changes as the call connects.
   */
  private static firstSnapshot(settings: CallSettings): CallSnapshot {
    const state: CallState = { ...initialCallState, conversation: phaseBeforeListening(settings.handsFree) };
    return { state, stream: null, captions: [], settings, activity: 'listening', fallback: false };
  }

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
    this.audio?.setMuted(state.speakerMuted);
    this.clocks.follow(state, this.running);
  }

  private readonly addCaption = (role: Caption['role'], text: string, turn: number): void =>
    this.update({ captions: appendCaption(this.snapshotNow.captions, role, text, turn) });

  private readonly turnContext = (): TurnContext => ({ ...this.options, speakerMuted: this.state.speakerMuted });

  private readonly settings = (): CallSettings => this.snapshotNow.settings;

  /** What push-to-talk and hands-free listening reach of the call. */
  private readonly link: CallLink = {
    state: () => this.state,
    dispatch: (event) => this.dispatch(event),
    context: this.turnContext,
    settings: this.settings,
    addCaption: this.addCaption,
  };

  /** What a conversation (hands-free or realtime) shows of its activity through. */
  private readonly activityLink: ActivityLink = {
    ...this.link,
    activity: () => this.snapshotNow.activity,
    setActivity: (activity) => this.update({ activity }),
  };

  private readonly pushToTalk = new PushToTalk({
    ...this.link,
    key: () => this.key,
    stream: () => this.snapshotNow.stream,
    element: () => this.audio?.element,
    // The welcome, or the hands-free reply, would be recorded along with the visitor; stop it first.
    quiet: () => {
      this.playback?.stop();
      this.playback = null;
      this.handsFree?.interrupt();
    },
  });

  /** Stops everything the call holds: listening, audio, requests, recording, playback and the devices. */
  private release(): void {
    this.running = false;
    this.realtime?.stop();
    this.realtime = null;
    this.handsFree?.stop();
    this.handsFree = null;
    this.audio?.close();
    this.audio = null;
    this.connecting?.abort();
    this.pushToTalk.release();
    this.playback?.stop();
    this.playback = null;
    this.clocks.stop();
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

  /** What the conversation that runs the call reaches of it. */
  private readonly conversationLink: ConversationLink = {
    ...this.activityLink,
    connected: (connection) => {
      this.realtime = connection;
      // Hands-free was turned off while the connection was being made.
      if (!this.settings().handsFree) this.leaveRealtime();
    },
    listening: (conversation) => void (this.handsFree = conversation),
    fellBack: () => {
      this.realtime = null;
      this.update({ fallback: true });
    },
  };

  /** Starts the call's conversation where the call has its audio (null: the call stays push-to-talk). */
  private startConversation(key: string, media: MediaStream, signal: AbortSignal): Promise<CallConversation> {
    if (!this.audio) return Promise.resolve(null);
    return startCallConversation(this.conversationLink, this.audio, key, media, signal);
  }

  /**
   * Hands-free was turned off in a realtime call: the provider, which listens by itself, is let
   * go (a reply cut short is saved as far as it was heard), and the call goes on as push-to-talk
   * over transcription, chat and speech, as a call started without hands-free does.
   */
  private leaveRealtime(): void {
    const { realtime, audio, key } = this;
    const media = this.snapshotNow.stream;
    this.realtime = null;
    realtime?.stop();
    // The provider's last activity (speaking, say) is not the pipeline's, which starts listening.
    this.update({ activity: 'listening' });
    if (audio && key && media) void listenOnPipeline(this.conversationLink, audio, key, media);
  }

  /** Connects (key, devices, welcome), then greets the visitor: hands-free, or by playing the welcome. */
  private async connect(signal: AbortSignal): Promise<void> {
    const { bot, mode, services } = this.options;
    const onStream = (media: MediaStream) => this.update({ stream: media });
    const result = await connectCall({ bot, mode, services, signal, onStream, speed: speedFor(this.settings()) });
    if (result.outcome === 'cancelled') return;
    if (result.outcome === 'ended') return this.end(result.reason);
    this.key = result.key;
    this.dispatch({ type: 'connected', at: Date.now() });
    const welcome = welcomeMessage(bot.persona.name, bot.isListenOnly);
    const conversation = await this.startConversation(result.key, result.stream, signal);
    if (conversation === null && this.state.conversation === 'starting')
      this.dispatch({ type: 'conversation', phase: 'off' });
    if (signal.aborted || !result.welcome) return;
    if (conversation !== null && conversation !== 'realtime') return conversation.welcome(welcome, result.welcome);
    if (conversation === 'realtime') this.addCaption('assistant', welcome, 0);
    this.playback = playBase64Audio(result.welcome, { muted: this.state.speakerMuted });
    this.playback.finished.catch((error: unknown) => console.warn('The welcome could not be played.', error));
  }

  /** The microphone button: mutes or unmutes; a recording under way is dropped rather than sent. */
  private pressMic(): void {
    const action = micPress(this.state);
    if (action === 'ignore') return;
    if (action === 'drop-recording-and-mute') this.pushToTalk.drop();
    this.dispatch({ type: 'toggle-mic' });
  }

  private changeSettings(change: Partial<CallSettings>): void {
    const settings = { ...this.settings(), ...change };
    writeCallSettings(settings);
    this.update({ settings });
    if (this.realtime && !settings.handsFree) this.leaveRealtime();
    this.realtime?.tune(tuningFor(settings));
    const phase = conversationPhaseFor(this.snapshotNow.activity, settings.handsFree);
    if (this.handsFree) this.dispatch({ type: 'conversation', phase });
    // Turned on or off before anything listens: what the call will do once it does.
    else if (this.state.status === 'connecting')
      this.dispatch({ type: 'conversation', phase: phaseBeforeListening(settings.handsFree) });
  }
}
