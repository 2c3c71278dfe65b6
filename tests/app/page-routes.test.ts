import { describe, expect, it } from 'vitest';
import { listPagePaths, notFoundRoute } from '@/app/page-routes';
import { fixedPages } from '@/app/page-titles';
import { guidedPaths } from '@/content/guided-paths';
import { flattenSitemap } from '@/content/sitemap';

describe('listPagePaths', () => {
  const pages = listPagePaths();

  it('lists each address once, with a title and a description', () => {
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.title.trim(), page.path).not.toBe('');
      expect(page.description.trim().length, page.path).toBeGreaterThan(20);
    }
  });

  it('has the pages with their own route first, with their titles', () => {
    expect(pages.slice(0, Object.keys(fixedPages).length)).toEqual(
      Object.values(fixedPages).map((page) => expect.objectContaining(page)),
    );
  });

  it('takes catalogue and guided-path pages from the content, leaving out anchors', () => {
    const ownRoutes = new Set<string>(Object.values(fixedPages).map((page) => page.path));
    for (const entry of flattenSitemap()) {
      const page = pages.find((candidate) => candidate.path === entry.path);
      if (entry.path.includes('#')) expect(page).toBeUndefined();
      else if (!ownRoutes.has(entry.path))
        expect(page, entry.path).toEqual({ ...page, description: entry.description });
      else expect(page, entry.path).toBeDefined();
    }
    for (const guided of guidedPaths) {
      expect(pages.find((page) => page.path === guided.path)).toEqual({
        path: guided.path,
        title: guided.title,
        description: guided.description,
      });
    }
  });

  it('does not list the not-found page', () => {
    expect(pages.map((page) => page.path)).not.toContain(notFoundRoute.path);
  });
});
