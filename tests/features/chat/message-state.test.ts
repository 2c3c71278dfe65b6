import { describe, expect, it } from 'vitest';
import { describeMessage } from '@/features/chat/message-state';
import type { MessageRecord } from '@/lib/db';

const SENT_AT = 1_000_000;
const later = (ms: number) => SENT_AT + ms;

function message(fields: Pick<MessageRecord, 'role' | 'status'> & Partial<MessageRecord>): MessageRecord {
  return { id: 'm1', conversationId: 'c', timestamp: SENT_AT, content: 'Saved text', source: 'typed', ...fields };
}
const idle = { waiting: false, liveText: undefined };

describe('describeMessage', () => {
  it('shows a growing reply as streaming, with its live text', () => {
    const state = describeMessage(message({ role: 'assistant', status: 'streaming' }), { ...idle, liveText: 'So far' });
    expect(state).toMatchObject({ mine: false, growing: true, content: 'So far', broken: false, status: 'streaming' });
  });

  it('shows a reply left streaming with nothing growing it as interrupted', () => {
    const state = describeMessage(message({ role: 'assistant', status: 'streaming' }), idle, later(1));
    expect(state).toMatchObject({ growing: false, content: 'Saved text', broken: true, status: 'interrupted' });
  });

  it('keeps a question sending for a minute, then counts it unanswered unless something waits for it', () => {
    const sending = message({ role: 'user', status: 'sending' });
    expect(describeMessage(sending, idle, later(60_000))).toMatchObject({ stale: false, unanswered: false });
    expect(describeMessage(sending, idle, later(60_001))).toMatchObject({ stale: true, unanswered: true });
    expect(describeMessage(sending, { ...idle, waiting: true }, later(60_001))).toMatchObject({
      stale: false,
      unanswered: false,
    });
  });

  it('counts a failed question unanswered, and never a reply', () => {
    expect(describeMessage(message({ role: 'user', status: 'failed' }), idle, later(1)).unanswered).toBe(true);
    expect(describeMessage(message({ role: 'assistant', status: 'failed' }), idle, later(1)).unanswered).toBe(false);
  });

  it('shows a saved status as it is', () => {
    const state = describeMessage(message({ role: 'user', status: 'queued' }), idle, later(1));
    expect(state).toMatchObject({ mine: true, status: 'queued', broken: false, unanswered: false });
  });
});
