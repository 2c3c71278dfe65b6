/**
 * Enter sends; Shift+Enter adds a line, and an Enter that ends an IME composition only ends it.
 * Apart from the other rules of the message box: the home page's placeholder box loads it too.
 */
export function isSendKey(event: {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly nativeEvent: { readonly isComposing: boolean };
}): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
}
