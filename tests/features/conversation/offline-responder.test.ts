import { describe, expect, it } from 'vitest';
import { findBot } from '@/content/bots';
import { findHelpTopic, listHelpTopics, type HelpTopicRef } from '@/content/help';
import type { Bot } from '@/content/schema';
import { site } from '@/content/site';
import { greetingFor, LISTENING_REPLY } from '@/content/greetings';
import { answerOffline, type LibraryFindings } from '@/features/conversation/offline-responder';
import { findHelpAnswer } from '@/features/search';
import { parseMarkdown } from '@/lib/markdown/parse';
import { plainTextFromMarkdown } from '@/lib/text';

function bot(id: string): Bot {
  const found = findBot(id);
  if (!found) throw new Error(`no bot ${id}`);
  return found;
}

function topic(id: string): HelpTopicRef {
  const found = findHelpTopic(id);
  if (!found) throw new Error(`no topic ${id}`);
  return found;
}

const PHONE_LINK = `[${site.phone.display}](${site.phone.href})`;
const senior = topic('senior-connect-overview');
const findings: LibraryFindings = {
  sentences: ['Senior Connect is available in all 50 states, from $14.95/month.'],
  topics: [senior, topic('senior-connect-getting-started')],
};
const nothing: LibraryFindings = { sentences: [], topics: [] };

/** Words a visitor should never be given: developer talk, or the old metaphors in place of plain words. */
const JARGON = /cook up|recipe book|AI service|kitchen line|help library's answer/i;

describe('answerOffline: what the library found', () => {
  it('leads with the sentences that answer, then links to each topic, then says where it comes from', () => {
    const answer = answerOffline(bot('gregbot'), 'How much does Senior Connect cost?', findings);
    const [lead, links, after] = answer.split('\n\n');
    expect(lead).toBe('Senior Connect is available in all 50 states, from $14.95/month.');
    expect(links).toBe(
      'More in our help library: [What is Senior Connect?](/knowledgebase?topic=senior-connect-overview) and ' +
        '[Signing up for Senior Connect](/knowledgebase?topic=senior-connect-getting-started).',
    );
    expect(after).toMatch(/I can't connect right now, so that answer is from our help library\./);
  });

  it('labels each link with its title, quoted once at most', () => {
    for (const each of listHelpTopics()) {
      const answer = answerOffline(bot('openaibot'), 'What does it mean?', { sentences: ['One.'], topics: [each] });
      expect(answer, each.id).toContain(`[${each.title}](/knowledgebase?topic=${encodeURIComponent(each.id)})`);
      expect(answer, each.id).not.toMatch(/""|Read "/);
    }
    const quoted = answerOffline(bot('openaibot'), 'What does it mean?', {
      sentences: ['One.'],
      topics: [topic('api-key-required-notice')],
    });
    expect(plainTextFromMarkdown(quoted)).toContain('More in our help library: "API Key Required".');
  });

  it('says what the visitor can do: wait while it is sent again, or try later, and call the help line', () => {
    const waiting = answerOffline(bot('openaibot'), 'Where do I start?', findings);
    expect(waiting).toContain("Your question is saved: I'll send it again by myself as soon as I can connect.");
    expect(waiting).toContain(`To talk to a person, call our help line on ${PHONE_LINK}.`);
    const notKept = answerOffline(bot('openaibot'), 'Where do I start?', findings, { waiting: false });
    expect(notKept).toContain('Please try again later.');
    expect(notKept).not.toContain('Your question is saved');
    for (const answer of [waiting, notKept]) expect(answer).not.toMatch(/OpenAI key/);
  });

  it('keeps the persona a touch, after the plain words, and never uses jargon', () => {
    const chef = answerOffline(bot('gregbot'), 'How much does Senior Connect cost?', findings);
    expect(chef).toContain("Sorry, the kitchen is quiet for a moment: I can't connect right now");
    const other = answerOffline(bot('openaibot'), 'How much does Senior Connect cost?', findings);
    expect(other).not.toMatch(/kitchen/);
    for (const id of ['gregbot', 'chefbot', 'openaibot', 'listenbot']) {
      for (const lookup of [findings, nothing, 'unavailable'] as const) {
        for (const reason of ['unreachable', 'no-key'] as const) {
          expect(answerOffline(bot(id), 'What is it?', lookup, { reason }), `${id} ${reason}`).not.toMatch(JARGON);
        }
      }
    }
  });

  it('gives links and a tel: link the Markdown renderer keeps, from the real help lookup', async () => {
    const found = await findHelpAnswer('How much does the Professional plan cost?');
    const blocks = JSON.stringify(parseMarkdown(answerOffline(bot('gregbot'), 'How much?', found)));
    const hrefs = blocks.match(/"href":"[^"]+"/g) ?? [];
    expect(hrefs.filter((href) => href.includes('/knowledgebase?topic='))).toHaveLength(found.topics.length);
    expect(hrefs).toContain(`"href":"${site.phone.href}"`);
  });
});

describe('answerOffline: nothing found, or no library', () => {
  it('says so plainly, with the knowledge base and the help line, when nothing was found', () => {
    const answer = answerOffline(bot('gregbot'), 'zzz?', nothing);
    expect(answer).toMatch(/our help library has nothing on that yet/);
    expect(answer).toContain('[knowledge base](/knowledgebase)');
    expect(answer).toContain(PHONE_LINK);
  });

  it('says it cannot open the library, not that it has nothing, when the library is unavailable', () => {
    for (const id of ['gregbot', 'openaibot', 'listenbot']) {
      const answer = answerOffline(bot(id), 'How much does it cost?', 'unavailable');
      expect(answer, id).toMatch(/can't open the help library/);
      expect(answer, id).not.toMatch(/nothing on that/);
      expect(answer, id).toContain(PHONE_LINK);
    }
  });
});

describe('answerOffline without a key', () => {
  it('says once what the question needs, how to give it and how to stop waiting', () => {
    for (const id of ['gregbot', 'openaibot', 'listenbot']) {
      const answer = answerOffline(bot(id), 'How much does it cost?', findings, { reason: 'no-key' });
      expect(answer, id).toMatch(/^Senior Connect is available/);
      expect(answer, id).toContain('That answer is from our help library.');
      expect(answer, id).toMatch(/I need an OpenAI key \(a kind of password from OpenAI\)/);
      expect(answer, id).toMatch(/choose \*\*Enter key\*\* under your question/);
      expect(answer, id).toMatch(/choose \*\*Cancel\*\* under it, so that it stops waiting/);
      expect(answer, id).toContain(PHONE_LINK);
      // Not the offline wording: the visitor is online.
      expect(answer, id).not.toMatch(/back online|can't connect/);
    }
  });

  it('does not explain the key again to a question asked while an earlier one still waits for it', () => {
    const again = answerOffline(bot('gregbot'), 'And the price?', findings, { reason: 'no-key', toldAboutKey: true });
    expect(again).toContain('Like your earlier question, this one waits for an OpenAI key');
    expect(again).not.toMatch(/password/);
  });

  it('still points to the knowledge base and the help line when nothing was found', () => {
    const answer = answerOffline(bot('gregbot'), 'zzz?', nothing, { reason: 'no-key' });
    expect(answer).toMatch(/nothing on that/);
    expect(answer).toContain('/knowledgebase');
    expect(answer).toContain(PHONE_LINK);
    expect(answer).toMatch(/Enter key/);
  });
});

describe('answerOffline in the reading mode', () => {
  it('uses the plainest words: short sentences, no persona', () => {
    const offline = answerOffline(bot('gregbot'), 'How much does Senior Connect cost?', findings, { plain: true });
    expect(offline.split('\n\n')).toEqual([
      'Senior Connect is available in all 50 states, from $14.95/month.',
      expect.stringMatching(/^Read more: \[What is Senior Connect\?\]/),
      `I can't connect right now. This answer is from our help pages. I will send your question again by myself later. To talk to a person, call ${PHONE_LINK}.`,
    ]);
    const noKey = answerOffline(bot('chefbot'), 'How much?', findings, { plain: true, reason: 'no-key' });
    expect(noKey.split('\n\n').at(-1)).toBe(
      `This answer is from our help pages. To answer in my own words, I need an OpenAI key. Have a key? Press **Enter key** under your question. No key? Press **Cancel** under your question. To talk to a person, call ${PHONE_LINK}.`,
    );
    for (const answer of [offline, noKey]) expect(answer).not.toMatch(/kitchen|Sorry/);
  });
});

describe('answerOffline: small talk', () => {
  it('greets a greeting with the assistant greeting, not a search result', () => {
    expect(answerOffline(bot('chefbot'), 'Hi chef', findings)).toBe(greetingFor(bot('chefbot')));
    for (const greeting of ['hello', 'Hello!', 'good morning', 'Hey GregBot', 'hi greg, how are you?']) {
      expect(answerOffline(bot('gregbot'), greeting, findings), greeting).toBe(greetingFor(bot('gregbot')));
    }
  });

  it('answers thanks and goodbyes with a short friendly line', () => {
    expect(answerOffline(bot('gregbot'), 'thanks', findings, { reason: 'no-key' })).toBe(
      "You're welcome! Ask me anything else whenever you like.",
    );
    expect(answerOffline(bot('gregbot'), 'Thank you so much!', findings)).toMatch(/^You're welcome!/);
    expect(answerOffline(bot('gregbot'), 'bye for now', findings)).toMatch(/^Goodbye/);
  });

  it('answers a question that starts with a greeting from the library', () => {
    const answer = answerOffline(bot('gregbot'), 'Hi, how much does Senior Connect cost?', findings);
    expect(answer).toMatch(/^Senior Connect is available in all 50 states, from \$14\.95\/month\./);
  });

  it('keeps the listen-only rule: a statement gets only the listening reply', () => {
    expect(answerOffline(bot('listenbot'), 'I like soup.', findings)).toBe(LISTENING_REPLY);
    expect(answerOffline(bot('listenbot'), 'I like soup.', 'unavailable', { reason: 'no-key' })).toBe(LISTENING_REPLY);
    expect(answerOffline(bot('listenbot'), 'what is pricing', findings)).not.toBe(LISTENING_REPLY);
  });
});
