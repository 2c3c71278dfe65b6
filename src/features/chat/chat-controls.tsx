import { Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { requiresScript } from '@/components/noscript-note';
import type { CallMode } from '@/config/paths';
import { bots } from '@/content/bots';
import type { Bot } from '@/content/schema';
import { ChatIcon, PhoneIcon, VideoIcon } from '@/lib/icons/icons';

/** Typed chat, or one of the calls. */
export type ViewMode = 'chat' | CallMode;

const VIEW_MODES = [
  { value: 'chat', label: 'Chat', Icon: ChatIcon },
  { value: 'voice', label: 'Voice call', Icon: PhoneIcon },
  { value: 'video', label: 'Video call', Icon: VideoIcon },
] as const;

interface ChatControlsProps {
  readonly bot: Bot;
  readonly onChooseBot: (id: string) => void;
  readonly mode: ViewMode;
  readonly onChooseMode: (mode: ViewMode) => void;
  /** Named by the call buttons (`data-early-code`) for start-up, when pressed before the page is live. */
  readonly callEarlyCode?: string;
}

/** Which assistant to talk to, and how: chat, voice call or video call. */
export const ChatControls = memo(function ChatControls({
  bot,
  onChooseBot,
  mode,
  onChooseMode,
  callEarlyCode,
}: ChatControlsProps) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }} {...requiresScript}>
      <Box flex="1" maxW={{ md: 'sm' }}>
        <label htmlFor="chat-bot-select">
          <Text as="span" fontSize="sm" fontWeight="medium">
            Assistant
          </Text>
        </label>
        <NativeSelect.Root mt="1">
          <NativeSelect.Field
            id="chat-bot-select"
            value={bot.id}
            onChange={(event) => onChooseBot(event.target.value)}
            bg="white"
          >
            {bots.map((option) => (
              <option key={option.id} value={option.id}>
                {option.persona.name}
                {option.persona.chefTitle ? ` (${option.persona.chefTitle})` : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      <HStack gap="2" wrap="wrap">
        {VIEW_MODES.map(({ value, label, Icon }) => (
          <Button
            key={value}
            size="sm"
            variant={mode === value ? 'solid' : 'outline'}
            colorPalette="paprika"
            onClick={() => onChooseMode(value)}
            aria-pressed={mode === value}
            data-early-code={value === 'chat' ? undefined : callEarlyCode}
          >
            <Icon /> {label}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
});
