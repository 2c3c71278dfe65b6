import type { CallMode } from '@/config/paths';
import { areControlsEnabled, type CallState } from './call-machine';

/** The dialog's name, e.g. "Video call with GregBot". */
export function callTitle(mode: CallMode, botName: string): string {
  return `${mode === 'video' ? 'Video' : 'Voice'} call with ${botName}`;
}

/** What the Speak button says: what pressing it does, or why it waits. */
export function speakButtonLabel(state: CallState, botName: string): string {
  if (state.speak === 'recording') return 'Stop and send';
  if (state.speak === 'responding') return `${botName} is answering…`;
  return 'Speak';
}

/** The transcript shows while the call listens by itself, and from the first thing said. */
export function showsTranscript(state: CallState, captionCount: number): boolean {
  const listensByItself = state.conversation !== 'off' && areControlsEnabled(state);
  return listensByItself || captionCount > 0;
}

/** The half-duplex note matters only while the call can listen. */
export function showsHalfDuplexNote(state: CallState): boolean {
  return state.halfDuplex && areControlsEnabled(state);
}

export type CallToggleName = 'mic' | 'speaker' | 'camera';

export interface CallToggle {
  readonly name: CallToggleName;
  /** The control's name, the same on and off (aria-pressed says which). */
  readonly label: string;
  readonly pressed: boolean;
}

/** The call's on/off controls in the order shown; the camera's only in a video call. */
export function listCallToggles(state: CallState, mode: CallMode): CallToggle[] {
  const toggles: CallToggle[] = [
    { name: 'mic', label: 'Mute microphone', pressed: state.micMuted },
    { name: 'speaker', label: 'Mute speaker', pressed: state.speakerMuted },
  ];
  if (mode === 'video') toggles.push({ name: 'camera', label: 'Turn camera off', pressed: state.cameraOff });
  return toggles;
}
