import { describe, expect, it } from 'vitest';
import { appendCaption, type Caption } from '@/features/voice/captions';

describe('appendCaption', () => {
  it("grows one line from the assistant's sentences of one reply", () => {
    let list: readonly Caption[] = [];
    list = appendCaption(list, 'user', 'How do I pair it?', 1);
    list = appendCaption(list, 'assistant', 'Open the app.', 1);
    list = appendCaption(list, 'assistant', 'Then press Pair.', 1);
    expect(list).toEqual([
      { id: '1-user', role: 'user', text: 'How do I pair it?' },
      { id: '1-assistant', role: 'assistant', text: 'Open the app. Then press Pair.' },
    ]);
  });

  it('starts a new line for the next turn, and leaves the list it was given as it was', () => {
    const first = appendCaption([], 'assistant', 'Hello.', 1);
    const next = appendCaption(first, 'assistant', 'Again.', 2);
    expect(next.map((caption) => caption.id)).toEqual(['1-assistant', '2-assistant']);
    expect(first).toEqual([{ id: '1-assistant', role: 'assistant', text: 'Hello.' }]);
  });
});
