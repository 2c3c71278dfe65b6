// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReplyAnnouncer } from '@/features/chat/reply-announcer';
import type { MessageRecord } from '@/lib/db';
import { spokenText } from '@/lib/markdown/on-demand';
import { renderWithChakra } from '../../helpers/render';

const MINUTE = 60_000;

function message(
  fields: Pick<MessageRecord, 'id' | 'role' | 'content' | 'status' | 'source'> & Partial<MessageRecord>,
) {
  return { conversationId: 'c1', timestamp: Date.now(), ...fields } satisfies MessageRecord;
}

const greeting = message({
  id: 'g',
  role: 'assistant',
  content: "Hello! I'm GregBot.",
  status: 'received',
  source: 'greeting',
  timestamp: Date.now() - MINUTE,
});
const question = message({ id: 'q', role: 'user', content: 'Tell me a recipe', status: 'sent', source: 'typed' });

/** The announcer, and what its live region holds now. */
function renderAnnouncer(messages: readonly MessageRecord[]) {
  const view = renderWithChakra(<ReplyAnnouncer messages={messages} botName="GregBot" />);
  const region = view.container.querySelector('[aria-live="polite"]');
  if (!region) throw new Error('no live region');
  const announcements = () => [...region.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
  // An announcement is made once the reply's words are worked out, a promise later.
  const show = async (next: readonly MessageRecord[]) => {
    view.rerender(<ReplyAnnouncer messages={next} botName="GregBot" />);
    await act(() => Promise.resolve());
  };
  return { announcements, show };
}

describe('ReplyAnnouncer', () => {
  // The parser's code, fetched on first use in the app, is in before these tests.
  beforeAll(() => spokenText(''));

  it('says a streamed reply once, whole, when it has arrived, and nothing while it grows', async () => {
    const { announcements, show } = renderAnnouncer([greeting, question]);
    const reply = message({ id: 'r', role: 'assistant', content: 'Take', status: 'streaming', source: 'remote' });
    await show([greeting, question, reply]);
    await show([greeting, question, { ...reply, content: 'Take a pot. Add' }]);
    expect(announcements()).toEqual([]);

    const whole = { ...reply, content: 'Take a pot. Add **soup**.', status: 'received' as const };
    await show([greeting, question, whole]);
    expect(announcements()).toEqual(['GregBot said: Take a pot. Add soup.']);
    // A later render of the same conversation (a new question, say) does not say it again.
    await show([greeting, question, whole, { ...question, id: 'q2', content: 'Thanks' }]);
    expect(announcements()).toEqual(['GregBot said: Take a pot. Add soup.']);
  });

  it('says a reply that was stopped with what had arrived, and then the next reply in its place', async () => {
    const { announcements, show } = renderAnnouncer([greeting, question]);
    const stopped = message({
      id: 'r1',
      role: 'assistant',
      content: 'Take a pot',
      status: 'stopped',
      source: 'remote',
    });
    await show([greeting, question, stopped]);
    expect(announcements()).toEqual(['GregBot said: Take a pot']);
    const library = message({
      id: 'r2',
      role: 'assistant',
      content: 'From the library.',
      status: 'received',
      source: 'library',
    });
    await show([greeting, question, stopped, library]);
    expect(announcements()).toEqual(['GregBot said: From the library.']);
  });

  it('does not read out the conversation the page opens with, the greeting or earlier messages shown later', async () => {
    const earlier = message({
      id: 'old',
      role: 'assistant',
      content: 'An answer from yesterday.',
      status: 'received',
      source: 'remote',
      timestamp: Date.now() - 24 * 60 * MINUTE,
    });
    const { announcements, show } = renderAnnouncer([greeting, earlier]);
    expect(announcements()).toEqual([]);
    const older = { ...earlier, id: 'older', content: 'An older answer.', timestamp: earlier.timestamp - MINUTE };
    await show([greeting, older, earlier]);
    expect(announcements()).toEqual([]);
  });

  it('says only the beginning of a very long reply, and where the rest is', async () => {
    const { announcements, show } = renderAnnouncer([greeting, question]);
    const sentence = 'Stir the **soup** slowly. ';
    const long = message({
      id: 'r',
      role: 'assistant',
      content: `${sentence.repeat(400)}The very last words.`,
      status: 'received',
      source: 'remote',
    });
    await show([greeting, question, long]);
    const [said = ''] = announcements();
    expect(said).toMatch(/^GregBot said: Stir the soup slowly\. Stir/);
    expect(said).toMatch(/… The rest of the reply is in the conversation\.$/);
    expect(said).not.toContain('The very last words');
    expect(said).not.toContain('**');
    expect(said.length).toBeLessThan(2_100);
  });
});
