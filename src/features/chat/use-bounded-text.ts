import { useLayoutEffect, useRef, useState, type ChangeEvent, type ClipboardEvent, type RefObject } from 'react';
import { fitPaste, isPastBound } from './composer-rules';
import { CHAT_LIMITS } from './limits';

const MAX = CHAT_LIMITS.maxMessageChars;

/** How high the message box grows with its text. */
export const BOX_HEIGHT_PX = { min: 60, max: 120 } as const;

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
    const height = Math.min(Math.max(element.scrollHeight, BOX_HEIGHT_PX.min), BOX_HEIGHT_PX.max);
    element.style.height = `${height}px`;
    element.style.overflowY = element.scrollHeight > BOX_HEIGHT_PX.max ? 'auto' : 'hidden';
    if (caretRef.current !== null) {
      element.setSelectionRange(caretRef.current, caretRef.current);
      caretRef.current = null;
    }
  }, [areaRef, caretRef, text]);
}

export interface BoundedText {
  readonly area: RefObject<HTMLTextAreaElement | null>;
  /** The text was cut to the bound: the box says so until the message is sent. */
  readonly cut: boolean;
  readonly clearCut: () => void;
  readonly onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  readonly onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
}

/**
 * The box's text held to the length bound: text beyond it is cut on input (a huge paste never
 * reaches the page whole) and the box says so; the box grows with its text. `startsCut`: the text
 * it starts with was cut before it existed.
 */
export function useBoundedText(text: string, setText: (text: string) => void, startsCut: boolean): BoundedText {
  const [cut, setCut] = useState(startsCut);
  const area = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  useFitToText(area, caret, text);

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>): void => {
    const value = event.target.value;
    if (isPastBound(value)) setCut(true);
    setText(value.slice(0, MAX));
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
  return { area, cut, clearCut: () => setCut(false), onChange, onPaste };
}
