import { Button, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { isPastBound, isSendKey } from './composer-rules';
import { CHAT_LIMITS, cutNote } from './limits';
import { useBoundedText, BOX_HEIGHT_PX } from './use-bounded-text';
import { useDraft } from './use-draft';
import { useHeldSend } from './use-held-send';
import { useMessagePlaceholder } from './message-placeholder';

const MAX = CHAT_LIMITS.maxMessageChars;

interface Props {
  readonly label: string;
  readonly busy: boolean;
  /**
   * Resolves true when the message was accepted (the input is then cleared); calls `saved` as soon
   * as it is stored, so the copy kept in case the page closes meanwhile can go.
   */
  readonly onSend: (text: string, saved: () => void) => Promise<boolean>;
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
 * The message box: grows from 60px to 120px with its text; Enter sends, Shift+Enter adds a line
 * (which the placeholder says only where there is a keyboard).
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
  const placeholder = useMessagePlaceholder();
  // Text handed over from the placeholder box past the bound was cut there: say so here.
  const { area, cut, clearCut, onChange, onPaste } = useBoundedText(text, setText, isPastBound(initialText));
  const submit = useHeldSend({ text, busy, replying: onStop !== undefined, ready }, sendInitialText, async () => {
    if (await sendDraft(onSend)) clearCut();
  });

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} aria-label="Send a message">
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <HStack align="flex-end" gap="2" width="full" data-composer-row="">
          <Textarea
            ref={area}
            value={text}
            onChange={onChange}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            rows={1}
            resize="none"
            minH={`${BOX_HEIGHT_PX.min}px`}
            maxH={`${BOX_HEIGHT_PX.max}px`}
            bg="white"
            placeholder={placeholder}
            aria-describedby="chat-input-help"
          />
          <SendOrStop onStop={onStop} canSend={!busy && text.trim() !== ''} area={area} />
        </HStack>
        <InputHelp cut={cut} length={text.length} />
      </Field.Root>
    </form>
  );
}
