import { describe, expect, it } from 'vitest';
import { scrollMoveFor } from '@/features/chat/scroll-to-newest';

const shown = { first: 'm1', last: 'm5', height: 400 };

describe('scrollMoveFor', () => {
  it('goes to the newest message when one is added, and on first render', () => {
    expect(scrollMoveFor(shown, 'm1', 'm6', false)).toBe('to-newest');
    expect(scrollMoveFor({ height: 0 }, 'm1', 'm5', false)).toBe('to-newest');
  });

  it('follows the last message while it grows', () => {
    expect(scrollMoveFor(shown, 'm1', 'm5', true)).toBe('to-newest');
  });

  it('keeps the messages being read in place when earlier ones are added above', () => {
    expect(scrollMoveFor(shown, 'm0', 'm5', false)).toBe('keep-reading');
    expect(scrollMoveFor(shown, 'm0', 'm5', true)).toBe('keep-reading');
  });

  it('stays when the ends are the same and nothing grows', () => {
    expect(scrollMoveFor(shown, 'm1', 'm5', false)).toBe('stay');
    expect(scrollMoveFor({ ...shown, atEnd: false }, 'm1', 'm5', false)).toBe('stay');
  });

  it('keeps to the end while the reader is there, whatever changes at the end', () => {
    expect(scrollMoveFor({ ...shown, atEnd: true }, 'm1', 'm5', false)).toBe('to-newest');
    expect(scrollMoveFor({ ...shown, atEnd: true }, 'm0', 'm5', false)).toBe('keep-reading');
  });
});
