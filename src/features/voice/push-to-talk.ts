/**
 * A call's push-to-talk turns: the Speak button, the recording it starts and the reply it has
 * spoken. Apart from `call-session.ts` because a turn holds things of its own (its request, the
 * recording, the reply's speaker) that only Speak, the microphone and hang-up reach.
 */
import type { RecordingSession } from '@/lib/media/recording';
import { speakPress } from './call-machine';
import { runTurn } from './call-steps';
import type { CallLink } from './call-types';
import { createCallSpeaker } from './hands-free-turn';
import type { ReplySpeaker } from './reply-speaker';

export interface PushToTalkCall extends CallLink {
  /** The call's key and stream; a turn without them ends at once. */
  readonly key: () => string | null;
  readonly stream: () => MediaStream | null;
  /** The call's audio element; undefined without Web Audio. */
  readonly element: () => HTMLAudioElement | undefined;
  /** Silences what the call plays or hears by itself, as the visitor is about to be recorded. */
  readonly quiet: () => void;
}

export class PushToTalk {
  private turnAbort: AbortController | null = null;
  /** The recording under way, so Speak can stop it early. */
  private recording: RecordingSession | null = null;
  /** The reply being spoken, so hang-up reaches it. */
  private speaker: ReplySpeaker | null = null;
  /** Turns so far; their captions count down from -1 so they never meet a hands-free turn's. */
  private turns = 0;

  constructor(private readonly call: PushToTalkCall) {}

  /** Speak: starts a turn, or stops the recording early. */
  press(): void {
    const action = speakPress(this.call.state());
    if (action === 'stop-recording') return this.recording?.stop();
    if (action === 'ignore') return;
    this.speaker?.cancel();
    this.call.quiet();
    this.call.dispatch({ type: 'speak-started' });
    void this.run();
  }

  /** The microphone was muted mid-recording: the recording is dropped rather than sent. */
  drop(): void {
    this.turnAbort?.abort();
    this.recording?.cancel();
    this.call.dispatch({ type: 'speak-finished' });
  }

  /** The call is over: stops the turn under way, its recording and its reply. */
  release(): void {
    this.turnAbort?.abort();
    this.recording?.cancel();
    this.recording = null;
    this.speaker?.cancel();
    this.speaker = null;
  }

  /** Runs one turn; the call's state follows it from recording to finished. */
  private async run(): Promise<void> {
    const key = this.call.key();
    const stream = this.call.stream();
    if (!key || !stream) return this.call.dispatch({ type: 'speak-finished' });
    const controller = new AbortController();
    this.turnAbort = controller;
    this.turns += 1;
    const turn = -this.turns;
    const outcome = await runTurn({
      key,
      stream,
      signal: controller.signal,
      context: this.call.context,
      onRecording: (recording) => {
        this.recording = recording;
      },
      onResponding: () => this.call.dispatch({ type: 'speak-responding' }),
      onPrompt: (prompt) => this.call.addCaption('user', prompt, turn),
      speaker: () => {
        // Without Web Audio the call has no element of its own: a plain one plays the reply.
        this.speaker = createCallSpeaker({
          key,
          element: this.call.element() ?? new Audio(),
          context: this.call.context,
          settings: this.call.settings,
          onSentence: (text) => this.call.addCaption('assistant', text, turn),
        });
        return this.speaker;
      },
    });
    this.speaker = null;
    if (outcome === 'finished') this.call.dispatch({ type: 'speak-finished' });
  }
}
