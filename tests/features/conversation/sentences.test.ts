import { describe, expect, it } from 'vitest';
import { createSentenceSplitter, splitSentences } from '@/features/conversation/sentences';

/** Feeds `text` in pieces of `size` characters, as a stream would, collecting every sentence. */
function streamed(text: string, size: number): string[] {
  const splitter = createSentenceSplitter();
  const out: string[] = [];
  for (let start = 0; start < text.length; start += size) out.push(...splitter.push(text.slice(start, start + size)));
  return [...out, ...splitter.flush()];
}

describe('splitting a reply into sentences', () => {
  it('splits at full stops, questions and exclamations followed by a space', () => {
    expect(splitSentences('Hello there. How are you? Great!')).toEqual(['Hello there.', 'How are you?', 'Great!']);
  });

  it('hands a sentence on only once it is complete, and the rest at the end', () => {
    const splitter = createSentenceSplitter();
    expect(splitter.push('We open at nine')).toEqual([]);
    expect(splitter.push('. We close')).toEqual(['We open at nine.']);
    expect(splitter.push(' at five.')).toEqual([]);
    expect(splitter.push(' ')).toEqual(['We close at five.']);
    expect(splitter.push('Bye')).toEqual([]);
    expect(splitter.flush()).toEqual(['Bye']);
    expect(splitter.flush()).toEqual([]);
  });

  it('does not split after abbreviations, initials or dotted letters', () => {
    expect(splitSentences('Ask Dr. Smith, e.g. by phone. J. R. R. Tolkien wrote it. The U.S. team agrees.')).toEqual([
      'Ask Dr. Smith, e.g. by phone.',
      'J. R. R. Tolkien wrote it.',
      'The U.S. team agrees.',
    ]);
  });

  it('does not split inside numbers, prices or versions', () => {
    expect(splitSentences('It costs $3.50 per month. Version 2.1.4 is out. That is 1,000 users.')).toEqual([
      'It costs $3.50 per month.',
      'Version 2.1.4 is out.',
      'That is 1,000 users.',
    ]);
  });

  it('waits when a stream stops right after a number and a dot', () => {
    const splitter = createSentenceSplitter();
    expect(splitter.push('The price is 3.')).toEqual([]);
    expect(splitter.push('5 euros. ')).toEqual(['The price is 3.5 euros.']);
  });

  it('speaks each list item on its own, numbered lists included', () => {
    const reply = 'There are three plans:\n1. Basic for one bot.\n2. Pro for five.\n- Extra voices\n- Support';
    expect(splitSentences(reply)).toEqual([
      'There are three plans:',
      '1. Basic for one bot.',
      '2. Pro for five.',
      '- Extra voices',
      '- Support',
    ]);
  });

  it('keeps closing quotes and brackets with their sentence', () => {
    expect(splitSentences('She said "hello." (That was all.) Then left.')).toEqual([
      'She said "hello."',
      '(That was all.)',
      'Then left.',
    ]);
  });

  it('cuts a long first sentence at a clause break so it can be spoken sooner', () => {
    const [first, ...rest] = splitSentences(
      'If you want to install the app on your phone quickly, open the menu and choose Install. Done.',
    );
    expect(first).toBe('If you want to install the app on your phone quickly,');
    expect(rest).toEqual(['open the menu and choose Install.', 'Done.']);
  });

  it('gives the same sentences however the stream is cut', () => {
    const reply =
      'Sure! Our Pro plan costs $29.99 a month, i.e. about a dollar a day. It includes:\n1. Five bots.\n2. Voice calls. Anything else?';
    const whole = splitSentences(reply);
    for (const size of [1, 2, 3, 5, 8, 13]) expect(streamed(reply, size)).toEqual(whole);
    expect(whole.join(' ').replace(/\s+/g, ' ')).toBe(reply.replace(/\s+/g, ' '));
  });

  it('cuts a run with no space into bounded pieces as it streams, so none waits for the end', () => {
    const run = '[a]('.repeat(5_000);
    const splitter = createSentenceSplitter();
    const spoken = [...splitter.push(`Here goes ${run.slice(0, 8_000)}`), ...splitter.push(run.slice(8_000))];
    // All but the last few hundred characters are handed on before the reply ends.
    expect(spoken.join('').length).toBeGreaterThan(10_000 + 'Here goes'.length - 400);
    const whole = [...spoken, ...splitter.flush()];
    expect(whole[0]).toBe('Here goes');
    expect(Math.max(...whole.map((sentence) => sentence.length))).toBeLessThanOrEqual(360);
    expect(whole.join('')).toBe(`Here goes${run}`);
  });
});
