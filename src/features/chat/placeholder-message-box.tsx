import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { CHAT_LIMITS, cutNote } from './limits';
import { useMessagePlaceholder } from './message-placeholder';
import { isSendKey } from './composer-rules';

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
export type PlaceholderIntent = 'type' | 'send' | 'call';

interface Props {
  /** The box's id, which its label and note refer to. */
  readonly id: string;
  readonly botName: string;
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  readonly onActivate: (intent: PlaceholderIntent) => void;
}

/**
 * On a slow phone the visitor may type into the prerendered box before the page runs: React does
 * not read that text back, so take it over here, and the focus with it.
 */
function useTextTypedEarly(
  area: RefObject<HTMLTextAreaElement | null>,
  onTextChange: (text: string) => void,
  onActivate: (intent: PlaceholderIntent) => void,
): void {
  useEffect(() => {
    const element = area.current;
    if (!element || element.value === '') return;
    onTextChange(keep(element.value));
    if (document.activeElement === element) onActivate('type');
    // Only once, as the page is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

interface PlaceholderBoxHandlers {
  readonly area: RefObject<HTMLTextAreaElement | null>;
  readonly onSubmit: (event: FormEvent) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  readonly onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
}

/** Enter and Send behave as in the real box; the message goes once the assistant has loaded. */
function usePlaceholderBox(
  text: string,
  onTextChange: (text: string) => void,
  onActivate: (intent: PlaceholderIntent) => void,
): PlaceholderBoxHandlers {
  const area = useRef<HTMLTextAreaElement>(null);
  useTextTypedEarly(area, onTextChange, onActivate);
  // The box's own value is read: it may hold text typed before the page ran that state has not seen.
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
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    send();
  };
  // A paste past the bound is taken whole (one character past it), so the note below says it was cut.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>): void => {
    const { value, selectionStart, selectionEnd } = event.currentTarget;
    const combined =
      value.slice(0, selectionStart) + event.clipboardData.getData('text/plain') + value.slice(selectionEnd);
    if (combined.length <= MAX) return;
    event.preventDefault();
    onTextChange(keep(combined));
  };
  return { area, onSubmit, onKeyDown, onPaste };
}

/** The placeholder's message box, where the real box will be. */
export function PlaceholderMessageBox({ id, botName, text, onTextChange, onActivate }: Props) {
  const { area, onSubmit, onKeyDown, onPaste } = usePlaceholderBox(text, onTextChange, onActivate);
  const placeholder = useMessagePlaceholder();
  return (
    <form onSubmit={onSubmit} aria-label="Send a message">
      <Stack gap="1.5">
        <PlainLabel htmlFor={id} fontWeight="medium" textStyle="sm">
          Message {botName}
        </PlainLabel>
        <HStack align="flex-end" gap="2" width="full">
          <PlainTextarea
            ref={area}
            id={id}
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
            placeholder={placeholder}
            aria-describedby={`${id}-note`}
          />
          <Button type="submit" colorPalette="paprika" disabled={text.trim() === ''}>
            Send
          </Button>
        </HStack>
        <Text id={`${id}-note`} fontSize="xs" color="paprika.800" aria-live="polite" minH="5">
          {text.length > MAX ? cutNote : ''}
        </Text>
      </Stack>
    </form>
  );
}
