/**
 * The Speak and microphone buttons of a call, run on its {@link CallRuntime}: a push-to-talk turn
 * records, is answered and read aloud; muting mid-recording drops it. What a press does is
 * decided in `call-machine.ts`.
 */
import { micPress, speakPress } from './call-machine';
import type { CallRuntime } from './call-runtime';
import { runTurn, type CallTurn } from './call-steps';

/** Runs one push-to-talk turn; the call's state follows it from recording to finished. */
async function runPushTurn(runtime: CallRuntime): Promise<void> {
  const { handles, dispatch } = runtime;
  const { key, stream } = handles;
  if (!key || !stream) return dispatch({ type: 'speak-finished' });
  const controller = new AbortController();
  handles.turnAbort = controller;
  const onTurn = (turn: CallTurn) => {
    handles.pushTurns += 1;
    runtime.addCaption('user', turn.user, -handles.pushTurns);
    runtime.addCaption('assistant', turn.assistant, -handles.pushTurns);
    return runtime.options().onTurn(turn);
  };
  const outcome = await runTurn({
    key,
    stream,
    signal: controller.signal,
    context: () => ({ ...runtime.options(), speakerMuted: runtime.state().speakerMuted, onTurn }),
    onRecording: (recording) => {
      handles.session = recording;
    },
    onResponding: () => dispatch({ type: 'speak-responding' }),
    onPlayback: (spoken, over) => {
      if (!over) handles.playback = spoken;
      else if (handles.playback === spoken) handles.playback = null;
    },
  });
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
