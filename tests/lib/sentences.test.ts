import { describe, expect, it } from 'vitest';
import { splitWholeSentences } from '@/lib/sentences';

describe('splitWholeSentences', () => {
  it('splits at full stops, questions and exclamations followed by a space, and at paragraphs', () => {
    expect(
      splitWholeSentences('Is it free? Trying costs nothing!\n\nA plan starts at $49/month. Cancel any time.'),
    ).toEqual(['Is it free?', 'Trying costs nothing!', 'A plan starts at $49/month.', 'Cancel any time.']);
  });

  it('never ends a sentence inside a price, a number, an address or a phone number', () => {
    expect(
      splitWholeSentences(
        'Senior Connect starts from $14.95/month. Version 2.5 is out. Visit /senior-connect. Call (800) 555-0199 now.',
      ),
    ).toEqual([
      'Senior Connect starts from $14.95/month.',
      'Version 2.5 is out.',
      'Visit /senior-connect.',
      'Call (800) 555-0199 now.',
    ]);
  });

  it('does not end a sentence after an abbreviation or an initial', () => {
    expect(
      splitWholeSentences('Call at 3 a.m. if you need help. Ask Dr. Smith, e.g. by phone. J. R. R. Tolkien wrote it.'),
    ).toEqual(['Call at 3 a.m. if you need help.', 'Ask Dr. Smith, e.g. by phone.', 'J. R. R. Tolkien wrote it.']);
  });

  it('keeps quotes and brackets with the sentence they end', () => {
    expect(splitWholeSentences('Just say "operator". (It is free.) Then wait.')).toEqual([
      'Just say "operator".',
      '(It is free.)',
      'Then wait.',
    ]);
  });

  it('makes each list item a sentence of its own, without its marker', () => {
    expect(splitWholeSentences('Two steps:\n1. Open the Dashboard.\n2. Choose Billing.\n- Save it')).toEqual([
      'Two steps:',
      'Open the Dashboard.',
      'Choose Billing.',
      'Save it',
    ]);
  });

  it('gives back the whole text, every word once, in order', () => {
    const text = 'Press Cmd+K. It looks through pages, e.g. help topics.\n\nOn phones, use the box. Done';
    expect(splitWholeSentences(text).join(' ')).toBe(text.replace(/\s+/g, ' '));
  });
});
