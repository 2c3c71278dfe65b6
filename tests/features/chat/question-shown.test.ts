import { describe, expect, it } from 'vitest';
import type { MessageRecord } from '@/lib/db';
import { CHAT_LIMITS } from '@/features/chat/limits';
import {
  inCreatedConversation,
  unsavedQuestion,
  withUnsavedQuestion,
  type UnsavedQuestion,
} from '@/features/chat/question-shown';

const greeting: MessageRecord = {
  id: 'greeting',
  conversationId: 'c1',
  role: 'assistant',
  content: 'Hello!',
  status: 'received',
  source: 'greeting',
  timestamp: 1,
};

function question(text: string, conversationId: string | null = 'c1'): UnsavedQuestion {
  const made = unsavedQuestion(text, 'gregbot', conversationId);
  if (made === null) throw new Error('nothing to send');
  return made;
}

describe('a question shown before it is saved', () => {
  it('is what will be saved: trimmed and cut to the longest message; nothing for blank text', () => {
    expect(question('  Is there soup?  ').message).toMatchObject({
      role: 'user',
      content: 'Is there soup?',
      status: 'sending',
      source: 'typed',
    });
    expect(question('x'.repeat(CHAT_LIMITS.maxMessageChars + 10)).message.content).toHaveLength(
      CHAT_LIMITS.maxMessageChars,
    );
    expect(unsavedQuestion('   ', 'gregbot', 'c1')).toBeNull();
  });

  it('shows after the saved messages of its own conversation, until the saved one takes its place', () => {
    const asked = question('Is there soup?');
    const view = { botId: 'gregbot', conversationId: 'c1' };
    expect(withUnsavedQuestion([greeting], asked, view)).toEqual([greeting, asked.message]);
    const saved = { ...asked.message, timestamp: 2 };
    expect(withUnsavedQuestion([greeting, saved], asked, view)).toEqual([greeting, saved]);
  });

  it('shows nowhere else: not for another assistant, nor in another conversation', () => {
    const asked = question('Is there soup?');
    expect(withUnsavedQuestion([], asked, { botId: 'chefbot', conversationId: 'c1' })).toEqual([]);
    expect(withUnsavedQuestion([], asked, { botId: 'gregbot', conversationId: 'c2' })).toEqual([]);
    expect(withUnsavedQuestion([], asked, { botId: 'gregbot', conversationId: null })).toEqual([]);
  });

  it('a first message follows the conversation created for it, and leaves the new chat it came from', () => {
    const first = question('Is there soup?', null);
    expect(withUnsavedQuestion([], first, { botId: 'gregbot', conversationId: null })).toEqual([first.message]);
    const moved = inCreatedConversation(first, 'c9');
    expect(withUnsavedQuestion([], moved, { botId: 'gregbot', conversationId: 'c9' })).toHaveLength(1);
    expect(withUnsavedQuestion([], moved, { botId: 'gregbot', conversationId: null })).toEqual([]);
    // A question of a conversation that already existed stays in it.
    expect(inCreatedConversation(question('More?'), 'c9')?.message.conversationId).toBe('c1');
  });
});
