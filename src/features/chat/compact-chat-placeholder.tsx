import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { RouterLink } from '@/components/router-link';
import { botPath } from '@/config/paths';
import type { Bot } from '@/content/schema';
import { ChatIcon, PhoneIcon } from '@/lib/icons/icons';
import { PlaceholderMessageBox, type PlaceholderIntent } from './placeholder-message-box';
import { greetingFor } from '@/content/greetings';

export type { PlaceholderIntent } from './placeholder-message-box';
export { controlKey } from './focus-handover';

interface Props {
  readonly bot: Bot;
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  /** The visitor is about to use the assistant (pointer over it, focus on a control): load it. */
  readonly onPrepare: () => void;
  readonly onActivate: (intent: PlaceholderIntent) => void;
}

/** The conversation as it starts: the assistant's greeting. */
function PlaceholderGreeting({ bot }: { readonly bot: Bot }) {
  return (
    <Box
      role="log"
      aria-label={`Conversation with ${bot.persona.name}`}
      bg="cream.50"
      borderWidth="1px"
      borderColor="cream.300"
      rounded="xl"
      p={{ base: '3', md: '4' }}
      color="fg"
    >
      <Box
        alignSelf="flex-start"
        maxW="85%"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="cream.300"
        rounded="xl"
        px="4"
        py="2.5"
      >
        <Box as="span" srOnly>
          {bot.persona.name} said:
        </Box>
        <Text>{greetingFor(bot)}</Text>
      </Box>
    </Box>
  );
}

/** A call, and the way to /bots that works without JavaScript too. */
function PlaceholderActions({ bot, onPrepare, onActivate }: Omit<Props, 'text' | 'onTextChange'>) {
  return (
    <HStack gap="3" wrap="wrap">
      <Button variant="outline" colorPalette="paprika" onFocus={onPrepare} onClick={() => onActivate('call')}>
        <PhoneIcon /> Talk to {bot.persona.name}
      </Button>
      <Link asChild colorPalette="paprika" fontWeight="medium">
        <RouterLink to={botPath(bot.id)}>
          <ChatIcon boxSize="1em" /> Continue in full chat
        </RouterLink>
      </Link>
    </HStack>
  );
}

/**
 * The embedded assistant as static markup, as light as the page around it: the greeting, the
 * message box and the buttons of `CompactChat`, which replaces it on the visitor's first
 * interaction. Without JavaScript, "Continue in full chat" still leads to /bots.
 */
export function CompactChatPlaceholder({ bot, text, onTextChange, onPrepare, onActivate }: Props) {
  const inputId = useId();
  return (
    <Stack gap="3" onPointerEnter={onPrepare}>
      <PlaceholderGreeting bot={bot} />
      <PlaceholderMessageBox
        id={inputId}
        botName={bot.persona.name}
        text={text}
        onTextChange={onTextChange}
        onActivate={onActivate}
      />
      <PlaceholderActions bot={bot} onPrepare={onPrepare} onActivate={onActivate} />
    </Stack>
  );
}
