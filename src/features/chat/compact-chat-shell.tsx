import { Box, Button, chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { RouterLink } from '@/components/router-link';
import { botPath } from '@/config/paths';
import type { Bot } from '@/content/schema';
import { ChatIcon, PhoneIcon } from '@/lib/icons/icons';
import { greetingFor } from './greeting';
import { CHAT_LIMITS, cutNote } from './limits';

// Plain elements, not Chakra's Field and Textarea: their machinery would weigh on the page's first load.
const MAX = CHAT_LIMITS.maxMessageChars;
/**
 * Text is kept one character past the bound, so that the real box that takes over knows it was
 * cut and says so (MessageInput); the visitor is told here too.
 */
const keep = (value: string): string => value.slice(0, MAX + 1);
const PlainLabel = chakra('label');
const PlainTextarea = chakra('textarea');

/** What the visitor did to the placeholder: the real assistant takes over and carries it on. */
export type ShellIntent = 'type' | 'send' | 'call';

interface Props {
  readonly bot: Bot;
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  /** The visitor is about to use the assistant (pointer over it, focus on a control): load it. */
  readonly onPrepare: () => void;
  readonly onActivate: (intent: ShellIntent) => void;
}

/**
 * The embedded assistant as static markup, as light as the page around it: the greeting, the
 * message box and the buttons of `CompactChat`, which replaces it on the visitor's first
 * interaction. Without JavaScript, "Continue in full chat" still leads to /bots.
 */
export function CompactChatShell({ bot, text, onTextChange, onPrepare, onActivate }: Props) {
  const inputId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  // On a slow phone the visitor may type into the prerendered box before the page runs: React
  // does not read that text back, so take it over here, and the focus with it.
  useEffect(() => {
    const element = area.current;
    if (!element || element.value === '') return;
    onTextChange(keep(element.value));
    if (document.activeElement === element) onActivate('type');
    // Only once, as the page is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Enter and Send behave as in the real box; the message goes once the assistant has loaded. The
  // box's own value is read: it may hold text typed before the page ran that state has not seen.
  const send = (): void => {
    const value = area.current?.value ?? text;
    if (value.trim() === '') return;
    if (value !== text) onTextChange(keep(value));
    onActivate('send');
  };
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    send();
  };
  // A paste past the bound is taken whole (one character past it), so the note below says it was cut.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>): void => {
    const element = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain');
    const combined =
      element.value.slice(0, element.selectionStart) + pasted + element.value.slice(element.selectionEnd);
    if (combined.length <= MAX) return;
    event.preventDefault();
    onTextChange(keep(combined));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <Stack gap="3" onPointerEnter={onPrepare}>
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
      <form onSubmit={onSubmit} aria-label="Send a message">
        <Stack gap="1.5">
          <PlainLabel htmlFor={inputId} fontWeight="medium" textStyle="sm">
            Message {bot.persona.name}
          </PlainLabel>
          <HStack align="flex-end" gap="2" width="full">
            <PlainTextarea
              ref={area}
              id={inputId}
              value={text.slice(0, MAX)}
              onChange={(event) => onTextChange(keep(event.target.value))}
              onFocus={() => onActivate('type')}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
              rows={1}
              resize="none"
              flex="1"
              minH="60px"
              px="3"
              py="2"
              bg="white"
              borderWidth="1px"
              borderColor="border"
              rounded="l2"
              placeholder="Type your message… (Enter sends, Shift+Enter for a new line)"
              aria-describedby={`${inputId}-note`}
            />
            <Button type="submit" colorPalette="paprika" disabled={text.trim() === ''}>
              Send
            </Button>
          </HStack>
          <Text id={`${inputId}-note`} fontSize="xs" color="paprika.800" aria-live="polite" minH="5">
            {text.length > MAX ? cutNote : ''}
          </Text>
        </Stack>
      </form>
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
    </Stack>
  );
}
