/** One line of the call's live transcript. */
export interface Caption {
  readonly id: string;
  readonly role: 'user' | 'assistant';
  readonly text: string;
}

/**
 * The transcript with `text` added for `role` in `turn`: the assistant's sentences of one reply
 * make one growing line, anything else a new line.
 */
export function appendCaption(
  list: readonly Caption[],
  role: Caption['role'],
  text: string,
  turn: number,
): readonly Caption[] {
  const id = `${turn}-${role}`;
  const last = list.at(-1);
  if (last?.id === id) return [...list.slice(0, -1), { ...last, text: `${last.text} ${text}` }];
  return [...list, { id, role, text }];
}
