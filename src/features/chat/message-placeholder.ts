import { useClientValue } from '@/lib/startup/use-hydrated';

const PLACEHOLDER = 'Type your message…';
const WITH_KEYS = `${PLACEHOLDER} (Enter sends, Shift+Enter for a new line)`;

/** A touch screen with nothing that hovers has no Shift key to speak of: the keys would only puzzle. */
function hasNoKeyboardPointer(): boolean {
  return window.matchMedia?.('(pointer: coarse), (any-hover: none)').matches ?? false;
}

/**
 * The message box's placeholder: the keys only where there is likely a keyboard. The prerendered
 * page has the short one, which is true everywhere.
 */
export function useMessagePlaceholder(): string {
  return useClientValue(hasNoKeyboardPointer, true) ? PLACEHOLDER : WITH_KEYS;
}
