/** The message box's rules as pure functions: its length bound, pastes, and when a send goes. */
import { CHAT_LIMITS } from './limits';

const MAX = CHAT_LIMITS.maxMessageChars;

/** A paste over `text[start, end)` cut to the room left: the new text and the caret; null when it fits. */
export function fitPaste(
  text: string,
  pasted: string,
  start: number,
  end: number,
): { text: string; caret: number } | null {
  const room = MAX - (text.length - (end - start));
  if (pasted.length <= room) return null;
  const part = pasted.slice(0, Math.max(room, 0));
  return { text: text.slice(0, start) + part + text.slice(end), caret: start + part.length };
}

/** Whether text is longer than a message may be (it was cut, or is about to be). */
export function isPastBound(text: string): boolean {
  return text.length > MAX;
}

/** What holds a send back: a reply on its way, or nowhere to send yet. */
export interface SendConditions {
  readonly text: string;
  /** A message is being sent. */
  readonly busy: boolean;
  /** A reply is coming (Stop is shown in Send's place). */
  readonly replying: boolean;
  /** There is somewhere to send: the conversation is known. */
  readonly ready: boolean;
}

/** What Send or Enter does: nothing, hold the send until the box is ready, or send now. */
export type SendStep = 'ignore' | 'hold' | 'send';

export function stepOnSend({ text, busy, replying, ready }: SendConditions): SendStep {
  if (busy || replying || text.trim() === '') return 'ignore';
  return ready ? 'send' : 'hold';
}

/** Whether a held send goes now: once the box is ready and nothing else holds it back. */
export function heldSendGoes({ busy, replying, ready }: SendConditions, held: boolean): boolean {
  return held && ready && !busy && !replying;
}

/** Enter sends; Shift+Enter adds a line, and an Enter that ends an IME composition only ends it. */
export function isSendKey(event: {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly nativeEvent: { readonly isComposing: boolean };
}): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
}
