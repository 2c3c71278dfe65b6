import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { listPageRoutes, siteSources } from '@/app/page-routes';
import { routeTable } from '@/app/route-table';
import { routes } from '@/app/router';
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
      ...routeTable.map((page) => page.path),
      ...flattenSitemap()
        .map((entry) => entry.path)
        .filter((path) => !path.includes('#')),
      ...guidedPaths.map((guided) => guided.path),
      ...Object.keys(PATH_ALIASES),
    ];
    expect([...byPath.keys()].sort()).toEqual([...new Set(expected)].sort());
  });

  it('makes every route string a page, but the anchors', () => {
    for (const path of Object.values(paths).filter((path) => !path.includes('#')))
      expect(byPath.has(path), path).toBe(true);
  });

  it('gives routed pages the titles of the route table, and catalogue pages their entry title', () => {
    for (const routed of routeTable) expect(byPath.get(routed.path)?.title).toBe(routed.title);
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

  it('stops the build for a routed page with no description, and for one listed twice', () => {
    const page = {
      path: '/nowhere-described',
      title: 'Nowhere',
      module: 'nowhere-described',
    };
    expect(() => listPageRoutes({ ...siteSources, routeTable: [...routeTable, page] })).toThrow(/no description/);
    const home = routeTable[0]!;
    expect(() => listPageRoutes({ ...siteSources, routeTable: [...routeTable, home] })).toThrow(/twice/);
  });
});

describe('the route table', () => {
  it('has unique paths, each with a title', () => {
    const paths = routeTable.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of routeTable) expect(page.title.trim(), page.path).not.toBe('');
  });
});

describe('the routes', () => {
  it('serve every sitemap address and guided path: with a route of their own or as a catalogue page', async () => {
    const { handle } = await import('@/app/routes/catalogue');
    const addresses = [
      ...flattenSitemap().map((entry) => entry.path.replace(/#.*$/, '')),
      ...guidedPaths.map((guided) => guided.path),
    ];
    for (const address of addresses) {
      const route = matchRoutes(routes, address)?.at(-1)?.route;
      if (route?.path === '*') expect(handle.isNotFound?.(address), address).toBe(false);
      else
        expect(
          routeTable.map((page) => page.path),
          address,
        ).toContain(route?.path);
    }
  });

  it('show an unknown address as not found', async () => {
    const { handle } = await import('@/app/routes/catalogue');
    expect(matchRoutes(routes, '/no-such-page')?.at(-1)?.route.path).toBe('*');
    expect(handle.isNotFound?.('/no-such-page')).toBe(true);
  });
});
