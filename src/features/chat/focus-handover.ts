/**
 * A control as the visitor knows it, its kind and its name, so that the same control in markup
 * that replaces it can take the focus it had (the element itself goes with the old markup).
 */
export function controlKey(element: Element): string {
  const name =
    element.getAttribute('aria-label') ??
    (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement
      ? (element.labels?.[0]?.textContent ?? '')
      : (element.textContent ?? ''));
  return `${element.tagName}:${name.trim()}`;
}

/** The control in `container` that `key` (from `controlKey`) names. */
export function findControl(container: Element, key: string): HTMLElement | null {
  const candidates = container.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select');
  return Array.from(candidates).find((element) => controlKey(element) === key) ?? null;
}
