/**
 * The Speak and microphone buttons of a call, run on its {@link CallRuntime}: a push-to-talk turn
 * records, is answered (streamed) and read aloud sentence by sentence; muting mid-recording drops it. What a press does is
 * decided in `call-machine.ts`.
 */
import { micPress, speakPress } from './call-machine';
import type { CallRuntime } from './call-runtime';
import { runTurn } from './call-steps';
import { createCallSpeaker } from './hands-free-turn';

/** Runs one push-to-talk turn; the call's state follows it from recording to finished. */
async function runPushTurn(runtime: CallRuntime): Promise<void> {
  const { handles, dispatch } = runtime;
  const { key, stream } = handles;
  if (!key || !stream) return dispatch({ type: 'speak-finished' });
  const controller = new AbortController();
  handles.turnAbort = controller;
  handles.pushTurns += 1;
  const turn = -handles.pushTurns;
  const context = () => ({ ...runtime.options(), speakerMuted: runtime.state().speakerMuted });
  const outcome = await runTurn({
    key,
    stream,
    signal: controller.signal,
    context,
    onRecording: (recording) => {
      handles.session = recording;
    },
    onResponding: () => dispatch({ type: 'speak-responding' }),
    onPrompt: (prompt) => runtime.addCaption('user', prompt, turn),
    speaker: () => {
      // Without Web Audio the call has no element of its own: a plain one plays the reply.
      const element = handles.audio?.element ?? new Audio();
      const speaker = createCallSpeaker({
        key,
        element,
        context,
        settings: runtime.settings,
        onSentence: (text) => runtime.addCaption('assistant', text, turn),
      });
      handles.speaker = speaker;
      return speaker;
    },
  });
  handles.speaker = null;
  if (outcome === 'finished') dispatch({ type: 'speak-finished' });
}

/** Speak: starts a turn, or stops the recording early. */
export function pressSpeak(runtime: CallRuntime): void {
  const { handles } = runtime;
  const action = speakPress(runtime.state());
  if (action === 'stop-recording') return handles.session?.stop();
  if (action === 'ignore') return;
  // Playback of the welcome would be recorded along with the visitor; stop it first.
  handles.playback?.stop();
  handles.playback = null;
  handles.speaker?.cancel();
  handles.handsFree?.interrupt();
  runtime.dispatch({ type: 'speak-started' });
  void runPushTurn(runtime);
}

/** The microphone button: mutes or unmutes; a recording under way is dropped rather than sent. */
export function pressMic(runtime: CallRuntime): void {
  const { handles, dispatch } = runtime;
  const action = micPress(runtime.state());
  if (action === 'ignore') return;
  if (action === 'drop-recording-and-mute') {
    handles.turnAbort?.abort();
    handles.session?.cancel();
    dispatch({ type: 'speak-finished' });
  }
  dispatch({ type: 'toggle-mic' });
}
