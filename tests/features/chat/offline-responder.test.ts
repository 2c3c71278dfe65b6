import { describe, expect, it } from 'vitest';
import { findBot } from '@/content/bots';
import { listHelpTopics } from '@/content/help';
import type { Bot } from '@/content/schema';
import { LISTENING_REPLY } from '@/features/chat/greeting';
import { parseMarkdown } from '@/lib/markdown/parse';
import { answerOffline } from '@/features/chat/offline-responder';
import { findHelpTopics } from '@/features/search';

function bot(id: string): Bot {
  const found = findBot(id);
  if (!found) throw new Error(`no bot ${id}`);
  return found;
}

describe('answerOffline', () => {
  const topics = listHelpTopics().slice(0, 2);

  it('quotes each topic found and links to it in the knowledge browser', () => {
    const answer = answerOffline(bot('openaibot'), 'How do I add my key?', topics);
    for (const topic of topics) {
      expect(answer).toContain(topic.title);
      expect(answer).toContain(`(/knowledgebase?topic=${encodeURIComponent(topic.id)})`);
    }
    expect(answer).toMatch(/help library/);
  });

  it('speaks in the persona: a chef talks about the kitchen', () => {
    expect(answerOffline(bot('gregbot'), 'pricing?', topics)).toMatch(/kitchen/);
    expect(answerOffline(bot('openaibot'), 'pricing?', topics)).toContain('OpenAIBot');
  });

  it('says so plainly, with the knowledge base and phone, when nothing was found', () => {
    const answer = answerOffline(bot('gregbot'), 'zzz?', []);
    expect(answer).toContain('/knowledgebase');
    expect(answer).toMatch(/call us/);
  });

  it('says it cannot open the help library, not that it has nothing, when the library is unavailable', () => {
    for (const id of ['gregbot', 'openaibot', 'listenbot']) {
      const answer = answerOffline(bot(id), 'How much does it cost?', 'unavailable');
      expect(answer, id).toMatch(/can't open (our recipe book|the help library)/);
      expect(answer, id).not.toMatch(/nothing on that/);
      expect(answer, id).toMatch(/call us/);
    }
    // Nothing found is a different answer.
    expect(answerOffline(bot('gregbot'), 'zzz?', [])).toMatch(/nothing on that/);
    expect(answerOffline(bot('gregbot'), 'zzz?', [])).not.toMatch(/can't open/);
  });

  it('keeps the listen-only rule offline: a statement gets only the listening reply', () => {
    expect(answerOffline(bot('listenbot'), 'I like soup.', topics)).toBe(LISTENING_REPLY);
    expect(answerOffline(bot('listenbot'), 'I like soup.', 'unavailable')).toBe(LISTENING_REPLY);
    expect(answerOffline(bot('listenbot'), 'what is pricing', topics)).not.toBe(LISTENING_REPLY);
  });

  it('produces links the markdown renderer keeps, from the real help lookup', async () => {
    const found = await findHelpTopics('How much does the Professional plan cost?', 3);
    expect(found.length).toBeGreaterThan(0);
    const blocks = parseMarkdown(answerOffline(bot('gregbot'), 'How much does the Professional plan cost?', found));
    const links = JSON.stringify(blocks).match(/"href":"[^"]+"/g) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(found.length);
  });
});

describe('answerOffline without a key', () => {
  const topics = listHelpTopics().slice(0, 2);

  it("says in the persona that it is the help library's answer, and how to get the assistant's own", () => {
    for (const id of ['gregbot', 'openaibot', 'listenbot']) {
      const answer = answerOffline(bot(id), 'How much does it cost?', topics, 'no-key');
      expect(answer, id).toMatch(/OpenAI key/);
      expect(answer, id).toMatch(/help library's answer/);
      expect(answer, id).toMatch(/Enter key/);
      // Not the offline wording: the visitor is online.
      expect(answer, id).not.toMatch(/back online|kitchen line/);
      for (const topic of topics) expect(answer, id).toContain(topic.title);
    }
    expect(answerOffline(bot('gregbot'), 'pricing?', topics, 'no-key')).toMatch(/recipe book/);
    expect(answerOffline(bot('openaibot'), 'pricing?', topics, 'no-key')).toContain('OpenAIBot');
  });

  it('still points to the knowledge base and phone when nothing was found', () => {
    const answer = answerOffline(bot('gregbot'), 'zzz?', [], 'no-key');
    expect(answer).toMatch(/nothing on that/);
    expect(answer).toContain('/knowledgebase');
    expect(answer).toMatch(/call us/);
    expect(answer).toMatch(/Enter key/);
  });

  it('keeps the listen-only rule: a statement gets only the listening reply', () => {
    expect(answerOffline(bot('listenbot'), 'I like soup.', topics, 'no-key')).toBe(LISTENING_REPLY);
  });
});
