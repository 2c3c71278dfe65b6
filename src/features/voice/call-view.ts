import type { CallMode } from '@/config/paths';
import { areControlsEnabled, callStatusKind, type CallState } from './call-machine';

/** The dialog's name, e.g. "Video call with GregBot". */
export function callTitle(mode: CallMode, botName: string): string {
  return `${mode === 'video' ? 'Video' : 'Voice'} call with ${botName}`;
}

/**
 * The status line in plain words: what is happening and what the visitor may do now. It is a
 * live region, so it holds no countdown.
 */
export function callStatusText(state: CallState, botName: string): string {
  switch (callStatusKind(state)) {
    case 'connecting':
      return `Connecting to ${botName}…`;
    case 'ended':
      return 'Call ended';
    case 'listening':
      return state.speak === 'recording'
        ? 'Listening… press Stop and send when you are done.'
        : 'Listening — just talk';
    case 'thinking':
      return `${botName} is thinking…`;
    case 'speaking':
      return state.halfDuplex ? `${botName} is speaking` : `${botName} is speaking — talk to interrupt`;
    case 'muted':
      return `Microphone muted: ${botName} cannot hear you`;
    case 'ready':
      return 'Press Speak, then talk';
  }
}

/** Speak is the way to talk only while the call does not listen by itself; then it is a quiet extra. */
export function isSpeakSecondary(state: CallState): boolean {
  return state.conversation !== 'off' && state.speak === 'idle';
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
