import { Avatar, Button, Dialog, HStack, IconButton, Portal, Text, VStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { ToggleIconButton } from '@/components/toggle-icon-button';
import { MicIcon, VideoIcon } from '@/lib/icons/icons';
import { MicOffIcon, PhoneOffIcon, SpeakerIcon, SpeakerOffIcon, StopIcon, VideoOffIcon } from '@/lib/icons/media-icons';
import {
  areControlsEnabled,
  callStatusKind,
  canHangUp,
  canPressSpeak,
  describeCall,
  formatCallTime,
} from './call-machine';
import { CallSettingsPanel, CallStatusLine, CallTranscript, LevelMeter } from './call-status';
import { CameraPreview } from './camera-preview';
import type { UseCallOptions } from './call-runtime';
import { useCall } from './use-call';

export type CallModalProps = UseCallOptions;

/**
 * A voice or video call with one assistant. Mount it to start the call; it connects by itself and
 * calls `onEnd` when the call is over. Clicking outside does not close it; Escape hangs up.
 */
export function CallModal({ bot, mode, services, onTurn, history, onEnd, answerLocally, audio }: CallModalProps) {
  const call = useCall({ bot, mode, services, onTurn, history, onEnd, answerLocally, audio });
  const { state } = call;
  const hangUpButton = useRef<HTMLButtonElement>(null);
  const speakButton = useRef<HTMLButtonElement>(null);
  const enabled = areControlsEnabled(state);
  const speakable = canPressSpeak(state);
  const name = bot.persona.name;
  const title = `${mode === 'video' ? 'Video' : 'Voice'} call with ${name}`;

  // Focus starts on hang-up (the one control usable while connecting) and moves to Speak once
  // connected, unless the visitor has already moved it.
  useEffect(() => {
    if (state.status === 'connected' && document.activeElement === hangUpButton.current) {
      speakButton.current?.focus();
    }
  }, [state.status]);

  const toggles = [
    {
      label: 'Mute microphone',
      pressed: state.micMuted,
      onToggle: call.toggleMic,
      icon: MicIcon,
      pressedIcon: MicOffIcon,
    },
    {
      label: 'Mute speaker',
      pressed: state.speakerMuted,
      onToggle: call.toggleSpeaker,
      icon: SpeakerIcon,
      pressedIcon: SpeakerOffIcon,
    },
    // The camera toggle only in a video call.
    ...(mode === 'video'
      ? [
          {
            label: 'Turn camera off',
            pressed: state.cameraOff,
            onToggle: call.toggleCamera,
            icon: VideoIcon,
            pressedIcon: VideoOffIcon,
          },
        ]
      : []),
  ];

  const speakLabel =
    state.speak === 'recording' ? 'Stop and send' : state.speak === 'responding' ? `${name} is answering…` : 'Speak';
  const listensByItself = state.conversation !== 'off' && enabled;

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) call.hangUp();
      }}
      closeOnInteractOutside={false}
      initialFocusEl={() => hangUpButton.current}
      placement="center"
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <VStack gap="4" align="stretch">
                {mode === 'video' ? <CameraPreview stream={call.stream} cameraOff={state.cameraOff} /> : null}
                <HStack gap="3">
                  <Avatar.Root size="lg">
                    <Avatar.Fallback name={name} />
                    <Avatar.Image src={bot.persona.avatarUrl} alt="" />
                  </Avatar.Root>
                  <Text fontWeight="semibold" flex="1">
                    {name}
                  </Text>
                  <Text
                    role="timer"
                    aria-label="Call time"
                    fontSize="xl"
                    fontWeight="semibold"
                    fontVariantNumeric="tabular-nums"
                  >
                    {formatCallTime(state.elapsedSeconds)}
                  </Text>
                </HStack>
                <CallStatusLine kind={callStatusKind(state)} text={describeCall(state, name)} />
                {enabled ? (
                  <LevelMeter
                    level={call.level}
                    voiceLevel={call.voiceLevel}
                    speaking={state.conversation === 'speaking'}
                  />
                ) : null}
                {state.halfDuplex && enabled ? (
                  <Text fontSize="sm" color="fg.muted">
                    This browser cannot cancel the echo of {name}&apos;s voice, so {name} listens only while it is
                    silent. Wait for it to finish, or press Speak.
                  </Text>
                ) : null}
                {listensByItself || call.captions.length > 0 ? (
                  <CallTranscript captions={call.captions} botName={name} />
                ) : null}
                <Button
                  ref={speakButton}
                  size="lg"
                  colorPalette={state.speak === 'recording' ? 'red' : 'paprika'}
                  // aria-disabled rather than disabled keeps focus on the button while a reply plays.
                  aria-disabled={!speakable}
                  onClick={speakable ? call.speak : undefined}
                >
                  {state.speak === 'recording' ? <StopIcon /> : <MicIcon />}
                  {speakLabel}
                  {state.speak === 'recording' ? (
                    <Text as="span" aria-hidden fontVariantNumeric="tabular-nums">
                      ({state.speakSecondsLeft})
                    </Text>
                  ) : null}
                </Button>
                <CallSettingsPanel settings={call.settings} onChange={call.changeSettings} />
              </VStack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="center">
              <HStack gap="3" wrap="wrap" justify="center">
                {toggles.map((toggle) => (
                  <ToggleIconButton key={toggle.label} disabled={!enabled} {...toggle} />
                ))}
                <IconButton
                  ref={hangUpButton}
                  aria-label="Hang up"
                  colorPalette="red"
                  disabled={!canHangUp(state)}
                  onClick={call.hangUp}
                >
                  <PhoneOffIcon />
                </IconButton>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
