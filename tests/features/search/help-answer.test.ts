import { describe, expect, it } from 'vitest';
import { listHelpTopics, type HelpTopicRef } from '@/content/help';
import { getSearchIndex } from '@/features/search/search-index';

const index = getSearchIndex();

/** The topic's text as a reader sees it: every run of white space one space. */
const readable = (topic: HelpTopicRef) => topic.content.replace(/\s+/g, ' ').trim();

/**
 * Whether `sentence` is a whole sentence of `text`, told without the splitter: it is in the text,
 * starts the text or follows the end of another sentence, and ends one itself.
 */
function isWholeSentenceOf(sentence: string, text: string): boolean {
  for (let at = text.indexOf(sentence); at >= 0; at = text.indexOf(sentence, at + 1)) {
    const before = text.slice(0, at);
    const after = text.slice(at + sentence.length);
    const starts = before === '' || /[.!?…]["'”’)]* $/u.test(before);
    const ends = /[.!?…]["'”’)]*$/u.test(sentence) && (after === '' || after.startsWith(' '));
    if (starts && ends) return true;
  }
  return false;
}

// Every topic's questions through the index: seconds on a busy machine.
describe("the library's answer to a question", { timeout: 60_000 }, () => {
  it('leads with the price when asked what Senior Connect costs', () => {
    const answer = index.answerFromHelp('How much does Senior Connect cost?');
    expect(answer.sentences[0]).toContain('$14.95/month');
    expect(answer.topics[0]?.id).toMatch(/^senior-connect-/);
  });

  it('holds the step when asked how to set up reminders for a medicine', () => {
    const { sentences } = index.answerFromHelp('How do I set up reminders for my medicine?');
    expect(sentences.join(' ')).toContain('Ask for a reminder in your own words over the phone');
  });

  it('ranks the sentences by what they say, not by where they are in the topic', () => {
    const cases = [
      ['what number do I call for senior connect', '(800) 555-0199'],
      ['how much is the starter plan', '$49/month'],
      ['who should I call first in an emergency', '911'],
      ['where in my html do i paste the widget snippet', 'closing body tag'],
    ] as const;
    for (const [question, fact] of cases) {
      const { sentences, topics } = index.answerFromHelp(question);
      expect(sentences.join(' '), question).toContain(fact);
      expect(readable(topics[0]!).startsWith(sentences[0]!), question).toBe(false);
    }
  });

  it('quotes at most two sentences, each a whole sentence of a topic it links to', () => {
    for (const topic of listHelpTopics()) {
      for (const question of [topic.title, ...(topic.examples ?? [])]) {
        const { sentences, topics } = index.answerFromHelp(question);
        expect(sentences.length, question).toBeLessThanOrEqual(2);
        if (topics.length > 0) expect(sentences.length, question).toBeGreaterThan(0);
        for (const sentence of sentences) {
          expect(
            topics.some((found) => isWholeSentenceOf(sentence, readable(found))),
            `${question}: "${sentence}"`,
          ).toBe(true);
        }
      }
    }
  });

  it('has nothing to quote when nothing is found', () => {
    expect(index.answerFromHelp('how do I')).toEqual({ sentences: [], topics: [] });
    expect(index.answerFromHelp('zzzz qqqq')).toEqual({ sentences: [], topics: [] });
  });
});
