import { describe, expect, it } from 'vitest';
import { listPageRoutes } from '@/app/page-routes';
import { routeTitles } from '@/app/page-titles';
import { paths } from '@/config/paths';
import { guidedPaths } from '@/content/guided-paths';
import { PATH_ALIASES } from '@/content/path-aliases';
import { flattenSitemap } from '@/content/sitemap';

describe('listPageRoutes', () => {
  const pages = listPageRoutes();
  const byPath = new Map(pages.map((page) => [page.path, page]));

  it('lists each address once, home first', () => {
    expect(pages[0]?.path).toBe('/');
    expect(byPath.size).toBe(pages.length);
  });

  it('lists every routed page, sitemap entry, guided path and alias, but no anchors', () => {
    const expected = [
      ...Object.values(paths).filter((path) => !path.includes('#')),
      ...flattenSitemap()
        .map((entry) => entry.path)
        .filter((path) => !path.includes('#')),
      ...guidedPaths.map((guided) => guided.path),
      ...Object.keys(PATH_ALIASES),
    ];
    expect([...byPath.keys()].sort()).toEqual([...new Set(expected)].sort());
  });

  it('gives routed pages the titles their route modules show, and catalogue pages their entry title', () => {
    expect(byPath.get(paths.bots)?.title).toBe(routeTitles.bots);
    expect(byPath.get(paths.helpCentre)?.title).toBe(routeTitles.helpCentre);
    expect(byPath.get('/pricing/compare')?.title).toBe(
      flattenSitemap().find((e) => e.path === '/pricing/compare')?.title,
    );
    expect(byPath.get('/dashboard/api-keys')?.title).toBe(
      guidedPaths.find((g) => g.path === '/dashboard/api-keys')?.title,
    );
  });

  it('gives an alias the page it stands for, with a canonical link to that page', () => {
    for (const [alias, target] of Object.entries(PATH_ALIASES)) {
      expect(byPath.get(alias)).toEqual({ ...byPath.get(target), path: alias, canonicalPath: target });
    }
  });

  it('has a title and a description for every page', () => {
    for (const page of pages) {
      expect(page.title.trim(), page.path).not.toBe('');
      expect(page.description.trim(), page.path).not.toBe('');
    }
  });
});
