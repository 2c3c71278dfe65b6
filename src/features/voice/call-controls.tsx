import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { ToggleIconButton } from '@/components/toggle-icon-button';
import type { CallMode } from '@/config/paths';
import { MicIcon, VideoIcon } from '@/lib/icons/icons';
import { MicOffIcon, PhoneOffIcon, SpeakerIcon, SpeakerOffIcon, StopIcon, VideoOffIcon } from '@/lib/icons/media-icons';
import { areControlsEnabled, canHangUp, canPressSpeak } from './call-machine';
import { isSpeakSecondary, listCallToggles, speakButtonLabel, type CallToggleName } from './call-view';
import type { UseCall } from './use-call';

const TOGGLE_ICONS = {
  mic: { icon: MicIcon, pressedIcon: MicOffIcon },
  speaker: { icon: SpeakerIcon, pressedIcon: SpeakerOffIcon },
  camera: { icon: VideoIcon, pressedIcon: VideoOffIcon },
} as const;

function toggleAction(call: UseCall, name: CallToggleName): () => void {
  if (name === 'mic') return call.toggleMic;
  return name === 'speaker' ? call.toggleSpeaker : call.toggleCamera;
}

/** The call, and the button the dialog moves focus to or from (Speak, hang-up). */
interface CallButtonProps {
  readonly call: UseCall;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Push-to-talk: starts a turn, or stops and sends the one being recorded, with its countdown. While
 * the call listens by itself it is smaller and outlined, so nobody thinks they must press it.
 */
export function SpeakButton({ call, botName, buttonRef }: CallButtonProps & { readonly botName: string }) {
  const { state } = call;
  const speakable = canPressSpeak(state);
  const recording = state.speak === 'recording';
  const secondary = isSpeakSecondary(state);
  return (
    <Button
      ref={buttonRef}
      size={secondary ? 'md' : 'lg'}
      variant={secondary ? 'outline' : 'solid'}
      alignSelf={secondary ? 'center' : 'stretch'}
      colorPalette={recording ? 'red' : 'paprika'}
      // aria-disabled rather than disabled keeps focus on the button while a reply plays.
      aria-disabled={!speakable}
      onClick={speakable ? call.speak : undefined}
    >
      {recording ? <StopIcon /> : <MicIcon />}
      {speakButtonLabel(state, botName)}
      {recording ? (
        <Text as="span" aria-hidden fontVariantNumeric="tabular-nums">
          ({state.speakSecondsLeft})
        </Text>
      ) : null}
    </Button>
  );
}

/** The row of on/off toggles and the hang-up button, which `buttonRef` holds. */
export function CallControls({ call, mode, buttonRef }: CallButtonProps & { readonly mode: CallMode }) {
  const { state } = call;
  const enabled = areControlsEnabled(state);
  return (
    <HStack gap="3" wrap="wrap" justify="center">
      {listCallToggles(state, mode).map(({ name, label, pressed }) => (
        <ToggleIconButton
          key={label}
          disabled={!enabled}
          label={label}
          pressed={pressed}
          onToggle={toggleAction(call, name)}
          {...TOGGLE_ICONS[name]}
        />
      ))}
      <IconButton
        ref={buttonRef}
        aria-label="Hang up"
        colorPalette="red"
        disabled={!canHangUp(state)}
        onClick={call.hangUp}
      >
        <PhoneOffIcon />
      </IconButton>
    </HStack>
  );
}
