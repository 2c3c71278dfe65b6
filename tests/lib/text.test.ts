import { describe, expect, it } from 'vitest';
import { bots } from '@/content/bots';
import { truncateText } from '@/lib/text';

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
