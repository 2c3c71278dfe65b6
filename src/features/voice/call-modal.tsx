import { Dialog, HStack, Portal, Text, VStack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { CallMode } from '@/config/paths';
import type { Bot } from '@/content/schema';
import { areControlsEnabled, callStatusKind, formatCallTime, type CallState } from './call-machine';
import { CallControls, SpeakButton } from './call-controls';
import { CallStage } from './call-stage';
import { CallSettingsPanel, CallStatusLine, CallTranscript, HandsFreeSwitch, LevelMeter } from './call-status';
import { callStatusText, callTitle, showsHalfDuplexNote, showsTranscript } from './call-view';
import { CallWithoutKey } from './call-without-key';
import type { CallOptions } from './call-session';
import { useCall, type UseCall } from './use-call';

export type CallModalProps = CallOptions;

type ButtonRef = RefObject<HTMLButtonElement | null>;

/**
 * Focus starts on hang-up (the one control usable while connecting) and moves to Speak once
 * connected, unless the visitor has already moved it.
 */
function useFocusSpeakOnConnect(status: CallState['status'], hangUpButton: ButtonRef, speakButton: ButtonRef): void {
  useEffect(() => {
    if (status === 'connected' && document.activeElement === hangUpButton.current) {
      speakButton.current?.focus();
    }
  }, [status, hangUpButton, speakButton]);
}

/** How long the call has lasted. */
function CallTime({ elapsedSeconds }: { elapsedSeconds: number }) {
  return (
    <HStack>
      <Text role="timer" aria-label="Call time" fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {formatCallTime(elapsedSeconds)}
      </Text>
    </HStack>
  );
}

interface CallBodyProps {
  readonly call: UseCall;
  readonly bot: Bot;
  readonly mode: CallMode;
  readonly speakButton: ButtonRef;
  /** Closes the screen at once (a call that ended for want of a key waits for it). */
  readonly onClose: () => void;
}

/**
 * The screen closes by itself shortly after a call ends (`askToClose`); one that ended for want of
 * a key stays, so the visitor can read why and reach the help line, until they close it.
 */
function useCloseUnlessExplaining() {
  const [closeAsked, setCloseAsked] = useState(false);
  const askToClose = useCallback(() => setCloseAsked(true), []);
  const closeFor = (endReason: CallState['endReason']) => closeAsked && endReason !== 'no-key';
  return { askToClose, closeFor };
}

/**
 * The call's screen: the assistant (and, in a video call, the visitor's camera in a corner), how
 * long, what is happening, level, hands-free and Speak, the transcript, and the other settings.
 */
function CallBody({ call, bot, mode, speakButton, onClose }: CallBodyProps) {
  const { state } = call;
  const name = bot.persona.name;
  return (
    <VStack gap="4" align="stretch">
      <CallStage
        bot={bot}
        mode={mode}
        speaking={state.conversation === 'speaking'}
        stream={call.stream}
        cameraOff={state.cameraOff}
        time={<CallTime elapsedSeconds={state.elapsedSeconds} />}
      />
      <CallStatusLine kind={callStatusKind(state)} text={callStatusText(state, name)} />
      {state.endReason === 'no-key' ? <CallWithoutKey botName={name} onClose={onClose} /> : null}
      <LevelMeter
        live={areControlsEnabled(state)}
        level={call.level}
        voiceLevel={call.voiceLevel}
        speaking={state.conversation === 'speaking'}
      />
      <HandsFreeSwitch settings={call.settings} onChange={call.changeSettings} />
      <SpeakButton call={call} botName={name} buttonRef={speakButton} />
      {/* Notes that appear once the call is under way go below the controls, so that a press
          aimed at Speak or Hands-free as a note appears still lands on it. */}
      {call.fallback && areControlsEnabled(state) ? (
        <Text fontSize="sm" color="fg.muted">
          Live voice is not available here, so each answer takes a moment longer.
        </Text>
      ) : null}
      {showsHalfDuplexNote(state) ? (
        <Text fontSize="sm" color="fg.muted">
          This browser cannot cancel the echo of {name}&apos;s voice, so {name} listens only while it is silent. Wait
          for it to finish, or press Speak.
        </Text>
      ) : null}
      {showsTranscript(state, call.captions.length) ? <CallTranscript captions={call.captions} botName={name} /> : null}
      <CallSettingsPanel settings={call.settings} onChange={call.changeSettings} />
    </VStack>
  );
}

/**
 * A voice or video call with one assistant. Mount it to start the call; it connects by itself and
 * calls `onEnd` when the call is over. Clicking outside does not close it; Escape hangs up.
 */
export function CallModal({ bot, mode, services, conversation, ensureConversation, onEnd, audio }: CallModalProps) {
  const { askToClose, closeFor } = useCloseUnlessExplaining();
  const call = useCall({ bot, mode, services, conversation, ensureConversation, onEnd: askToClose, audio });
  const { endReason } = call.state;
  const closeNow = closeFor(endReason);
  useEffect(() => {
    if (closeNow) onEnd();
  }, [closeNow, onEnd]);
  const hangUpButton = useRef<HTMLButtonElement>(null);
  const speakButton = useRef<HTMLButtonElement>(null);
  useFocusSpeakOnConnect(call.state.status, hangUpButton, speakButton);

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) {
          if (endReason === 'no-key') onEnd();
          else call.hangUp();
        }
      }}
      closeOnInteractOutside={false}
      initialFocusEl={() => hangUpButton.current}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      // The header and the controls stay; the screen between them scrolls, with the transcript.
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content minH={{ base: 'calc(100dvh - var(--dock-height, 0px))', md: 'auto' }}>
            <Dialog.Header>
              <Dialog.Title>{callTitle(mode, bot.persona.name)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <CallBody call={call} bot={bot} mode={mode} speakButton={speakButton} onClose={onEnd} />
            </Dialog.Body>
            <Dialog.Footer justifyContent="center">
              <CallControls call={call} mode={mode} buttonRef={hangUpButton} />
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
