/**
 * Whether a key press is an Escape nothing has answered yet: not taken by a dialog (which marks
 * it handled) and not ending a composition (an input method's Escape cancels the text it holds).
 */
export function isUnhandledEscape(event: Pick<KeyboardEvent, 'key' | 'defaultPrevented' | 'isComposing'>): boolean {
  return event.key === 'Escape' && !event.defaultPrevented && !event.isComposing;
}
