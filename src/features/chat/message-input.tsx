import { Button, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { CHAT_LIMITS, cutNote } from './limits';
import { useDraft } from './use-draft';

const MAX = CHAT_LIMITS.maxMessageChars;
const MIN_HEIGHT_PX = 60;
const MAX_HEIGHT_PX = 120;

interface Props {
  readonly label: string;
  readonly busy: boolean;
  /** Resolves true when the message was accepted (the input is then cleared). */
  readonly onSend: (text: string) => Promise<boolean>;
  /** Keeps what is typed on this device under this key (e.g. per conversation) until it is sent. */
  readonly draftKey?: string;
  /** Text to start with (typed before the chat had loaded); it wins over a kept draft. */
  readonly initialText?: string;
  /** Sends `initialText` as soon as the box is ready (the visitor pressed Send before it existed). */
  readonly sendInitialText?: boolean;
  /** False while there is nowhere to send yet: the box works, and a send waits until it is true. */
  readonly ready?: boolean;
  /** Given while a reply is coming: a Stop button then takes Send's place. */
  readonly onStop?: (() => void) | undefined;
}

/** Grows the box with its text, within its bounds, and puts the caret back where a cut paste left it. */
function useFitToText(
  areaRef: RefObject<HTMLTextAreaElement | null>,
  caretRef: RefObject<number | null>,
  text: string,
): void {
  useLayoutEffect(() => {
    const element = areaRef.current;
    if (!element) return;
    element.style.height = 'auto';
    const height = Math.min(Math.max(element.scrollHeight, MIN_HEIGHT_PX), MAX_HEIGHT_PX);
    element.style.height = `${height}px`;
    element.style.overflowY = element.scrollHeight > MAX_HEIGHT_PX ? 'auto' : 'hidden';
    if (caretRef.current !== null) {
      element.setSelectionRange(caretRef.current, caretRef.current);
      caretRef.current = null;
    }
  }, [areaRef, caretRef, text]);
}

/** A paste over `text[start, end)` cut to the room left: the new text and the caret; null when it fits. */
function fitPaste(text: string, pasted: string, start: number, end: number): { text: string; caret: number } | null {
  const room = MAX - (text.length - (end - start));
  if (pasted.length <= room) return null;
  const part = pasted.slice(0, Math.max(room, 0));
  return { text: text.slice(0, start) + part + text.slice(end), caret: start + part.length };
}

/** Send, or Stop while a reply is coming; the keyboard stays in the box when Stop goes away. */
function SendOrStop({
  onStop,
  canSend,
  area,
}: {
  readonly onStop: (() => void) | undefined;
  readonly canSend: boolean;
  readonly area: RefObject<HTMLTextAreaElement | null>;
}) {
  return onStop ? (
    <Button
      type="button"
      variant="outline"
      colorPalette="paprika"
      bg="white"
      aria-label="Stop the reply"
      onClick={() => {
        onStop();
        area.current?.focus();
      }}
    >
      Stop
    </Button>
  ) : (
    <Button type="submit" colorPalette="paprika" disabled={!canSend}>
      Send
    </Button>
  );
}

/** Under the box: that the text was cut, and, near the bound, how long it is. */
function InputHelp({ cut, length }: { readonly cut: boolean; readonly length: number }) {
  return (
    <HStack id="chat-input-help" justify="space-between" width="full" minH="5">
      <Text fontSize="xs" color="paprika.800" aria-live="polite">
        {cut ? cutNote : ''}
      </Text>
      {length >= CHAT_LIMITS.counterFromChars && (
        <Text fontSize="xs" color={length >= MAX ? 'paprika.800' : 'fg.muted'} data-testid="chat-counter">
          {length.toLocaleString('en-US')} / {MAX.toLocaleString('en-US')}
        </Text>
      )}
    </HStack>
  );
}

/**
 * The message box: grows from 60px to 120px with its text; Enter sends, Shift+Enter adds a line.
 * Text beyond the length bound is cut on input (a huge paste never reaches the page whole), and the
 * box says so. No `maxLength`: the browser would cut text inserted other ways than a paste event
 * (a phone keyboard's clipboard, dropped text) without a word.
 */
export function MessageInput({
  label,
  busy,
  onSend,
  draftKey,
  initialText = '',
  sendInitialText = false,
  ready = true,
  onStop,
}: Props) {
  const { text, setText, submit: sendDraft } = useDraft(draftKey, initialText.slice(0, MAX));
  const sendWhenReady = useRef(sendInitialText);
  // Text handed over from the placeholder box past the bound was cut there: say so here.
  const [cut, setCut] = useState(initialText.length > MAX);
  const area = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);

  useFitToText(area, caret, text);

  const submit = async (): Promise<void> => {
    if (busy || onStop || text.trim() === '') return;
    if (!ready) {
      sendWhenReady.current = true;
      return;
    }
    sendWhenReady.current = false;
    if (await sendDraft(onSend)) {
      setCut(false);
    }
  };

  // A send asked for before the box was ready goes once, when nothing else holds it back.
  useEffect(() => {
    if (!ready || !sendWhenReady.current || busy || onStop) return;
    sendWhenReady.current = false;
    void submit();
  });

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>): void => {
    const { selectionStart, selectionEnd } = event.currentTarget;
    const fitted = fitPaste(text, event.clipboardData.getData('text/plain'), selectionStart, selectionEnd);
    if (!fitted) return;
    // Only the part that fits is inserted; the rest is never put into the page.
    event.preventDefault();
    caret.current = fitted.caret;
    setText(fitted.text);
    setCut(true);
  };

  return (
    <form onSubmit={onSubmit} aria-label="Send a message">
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <HStack align="flex-end" gap="2" width="full" data-composer-row="">
          <Textarea
            ref={area}
            value={text}
            onChange={(event) => {
              const value = event.target.value;
              if (value.length > MAX) setCut(true);
              setText(value.slice(0, MAX));
            }}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            rows={1}
            resize="none"
            minH={`${MIN_HEIGHT_PX}px`}
            maxH={`${MAX_HEIGHT_PX}px`}
            bg="white"
            placeholder="Type your message… (Enter sends, Shift+Enter for a new line)"
            aria-describedby="chat-input-help"
          />
          <SendOrStop onStop={onStop} canSend={!busy && text.trim() !== ''} area={area} />
        </HStack>
        <InputHelp cut={cut} length={text.length} />
      </Field.Root>
    </form>
  );
}
