import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { MicIcon } from '@/lib/icons/icons';
import { StopIcon } from '@/lib/icons/media-icons';
import { useVoiceSearch } from './use-voice-search';
import { describeVoiceSearch } from './voice-search-machine';
import type { SpeechServices } from '@/lib/speech/speech-services';

export interface VoiceSearchButtonProps {
  readonly services: SpeechServices;
  /** Receives the trimmed transcript, never an empty one. */
  readonly onTranscript: (text: string) => void;
}

/**
 * The microphone button of the search dialog. Its name stays "Search by voice"; aria-pressed
 * says whether it is listening, and pressing it again stops early.
 */
export function VoiceSearchButton({ services, onTranscript }: VoiceSearchButtonProps) {
  const { state, disabled, press } = useVoiceSearch(services, onTranscript);
  const statusId = useId();
  const status = describeVoiceSearch(state);
  const recording = state.phase === 'recording';
  return (
    <HStack gap="2">
      <IconButton
        aria-label="Search by voice"
        aria-pressed={recording}
        aria-describedby={statusId}
        title={recording ? 'Stop listening' : 'Search by voice'}
        onClick={press}
        disabled={disabled}
        loading={state.phase === 'transcribing' || state.phase === 'preparing'}
        variant={recording ? 'solid' : 'outline'}
        colorPalette={recording ? 'red' : 'gray'}
        size="sm"
      >
        {recording ? <StopIcon /> : <MicIcon />}
      </IconButton>
      {recording ? (
        <Text as="span" aria-hidden fontVariantNumeric="tabular-nums" fontWeight="semibold" minW="2ch">
          {state.secondsLeft}
        </Text>
      ) : null}
      {/* The status is described to assistive technology without repeating every second aloud. */}
      <Box id={statusId} srOnly>
        {status}
      </Box>
    </HStack>
  );
}
