import { describe, expect, it } from 'vitest';
import { bots } from '@/content/bots';
import { plainTextFromMarkdown, truncateAtWord, truncateText } from '@/lib/text';

describe('truncateText', () => {
  it('keeps text of at most 50 characters as it is', () => {
    const exact = 'x'.repeat(50);
    expect(truncateText(exact, 50)).toBe(exact);
    expect(truncateText('short', 50)).toBe('short');
  });

  it('cuts longer text to 50 characters ending with an ellipsis', () => {
    const cut = truncateText('a'.repeat(51), 50);
    expect([...cut]).toHaveLength(50);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('cuts every bot description to at most 50 characters', () => {
    for (const each of bots) expect([...truncateText(each.persona.description, 50)].length).toBeLessThanOrEqual(50);
  });

  it('never splits an emoji', () => {
    const cut = truncateText('🍲'.repeat(60), 50);
    expect([...cut]).toHaveLength(50);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('truncateText at other limits', () => {
  it('leaves short text alone and cuts long text to the limit', () => {
    expect(truncateText('short', 100)).toBe('short');
    expect(truncateText('x'.repeat(100), 100)).toBe('x'.repeat(100));
    expect(truncateText('x'.repeat(101), 100)).toHaveLength(100);
  });
});

describe('truncateAtWord', () => {
  it('ends at a whole word, within the bound, with an ellipsis', () => {
    const text = 'The head chef of the BaseBots kitchen: ask him anything about BaseBots';
    const cut = truncateAtWord(text, 50);
    expect([...cut].length).toBeLessThanOrEqual(50);
    expect(cut).toBe('The head chef of the BaseBots kitchen: ask him…');
  });

  it('keeps short text, and cuts a single long word where it must', () => {
    expect(truncateAtWord('short', 50)).toBe('short');
    expect([...truncateAtWord('x'.repeat(80), 50)]).toHaveLength(50);
  });

  it('cuts every bot description at a word boundary', () => {
    for (const each of bots) {
      const { description } = each.persona;
      const cut = truncateAtWord(description, 50);
      expect([...cut].length).toBeLessThanOrEqual(50);
      if (cut !== description) expect(description.startsWith(`${cut.slice(0, -1)} `), cut).toBe(true);
    }
  });
});

describe('plainTextFromMarkdown', () => {
  it('drops emphasis, code, links and line marks, and leaves other asterisks and underscores', () => {
    expect(plainTextFromMarkdown('**Bold** and *em* and `code` and [a link](https://x.example)')).toBe(
      'Bold and em and code and a link',
    );
    expect(plainTextFromMarkdown('## Title')).toBe('Title');
    expect(plainTextFromMarkdown('2 * 3 and snake_case')).toBe('2 * 3 and snake_case');
  });
});
