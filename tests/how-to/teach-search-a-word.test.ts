// docs/how-to.md, "Teach search a new word", done as it says on this test's own copy of the
// synonyms: a word the help library never uses finds the pages that say it another way.
import { describe, expect, it, vi } from 'vitest';
import { getSearchIndex } from '@/features/search/search-index';

vi.mock(import('@/content/synonyms'), async (importOriginal) => {
  const content = await importOriginal();
  const groups = content.synonymGroups as string[][];
  const seniors = groups.find((group) => group.includes('senior'));
  seniors?.push('nana');
  return content;
});

// Rendering a whole page, or building the search index, takes seconds on a busy machine.
describe('Teach search a new word', { timeout: 30_000 }, () => {
  it('finds what the rest of its group finds (without it, "nana" finds nothing)', () => {
    const paths = (query: string) =>
      getSearchIndex()
        .search(query)
        .map((result) => result.path);
    expect(paths('nana')).toContain('/senior-connect');
    expect(paths('nana')).toEqual(paths('grandma'));
  });
});
