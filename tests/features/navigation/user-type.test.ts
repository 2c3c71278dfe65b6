import { describe, expect, it } from 'vitest';
import { USER_TYPES, type SiteMenuEntry, type SitemapEntry } from '@/content/schema';
import { findSitemapEntry, flattenSitemap, sitemap, toSiteMenu } from '@/content/sitemap';
import { guidedPaths } from '@/content/guided-paths';
import { findGuidedPath } from '@/features/navigation/guided-path-page';
import { USER_JOURNEYS } from '@/features/navigation/user-journeys';
import { filterSitemap, isVisibleTo } from '@/features/navigation/user-type';

const titles = (entries: readonly SitemapEntry[]) => flattenSitemap(entries).map((entry) => entry.title);

describe('the sitemap for a user type', () => {
  it.each([
    [
      'affiliate',
      ['Affiliate Program', 'API Documentation', 'Self-Service Setup'],
      ['Enterprise Pricing', 'VIP Support', 'AI Conversations', 'VIP Setup'],
    ],
    [
      'business',
      ['VIP Support', 'Enterprise Pricing', 'VIP Setup', 'Senior Connect'],
      ['Affiliate Program', 'Self-Service Setup'],
    ],
    [
      'general',
      ['Self-Service Setup', 'Senior Connect'],
      ['VIP Setup', 'Multi-Channel Deployment', 'Enterprise Pricing'],
    ],
    ['celebrity', ['VIP Support', 'VIP Setup'], ['Senior Connect', 'API Documentation', 'Affiliate Program']],
    ['influencer', ['VIP Setup', 'Affiliate Program', 'API Integration'], ['VIP Support', 'Enterprise Pricing']],
  ] as const)('for %s shows %j and hides %j', (type, shown, hidden) => {
    const visible = titles(filterSitemap(sitemap, type));
    for (const title of shown) expect(visible).toContain(title);
    for (const title of hidden) expect(visible).not.toContain(title);
  });

  it('keeps exactly the entries whose audience includes the type, at every depth', () => {
    for (const type of USER_TYPES) {
      const visible = new Set(flattenSitemap(filterSitemap(sitemap, type)).map((entry) => entry.id));
      for (const entry of flattenSitemap()) {
        const parentVisible = flattenSitemap().every(
          (parent) => !parent.children?.some((child) => child.id === entry.id) || isVisibleTo(parent, type),
        );
        expect(visible.has(entry.id), `${type} ${entry.id}`).toBe(isVisibleTo(entry, type) && parentVisible);
      }
    }
  });
});

describe('the site menu made from the catalogue', () => {
  const menuPaths = (entries: readonly SiteMenuEntry[]): string[] =>
    entries.flatMap((entry) => [entry.path, ...menuPaths(entry.children ?? [])]);
  const cataloguePaths = (entries: readonly SitemapEntry[]) => flattenSitemap(entries).map((entry) => entry.path);

  it('names every page of the catalogue, in its order, under its title', () => {
    expect(menuPaths(toSiteMenu())).toEqual(cataloguePaths(sitemap));
    expect(toSiteMenu().map((entry) => entry.title)).toEqual(sitemap.map((entry) => entry.title));
  });

  it('shows each user type the pages the catalogue shows it', () => {
    for (const type of USER_TYPES) {
      expect(menuPaths(filterSitemap(toSiteMenu(), type)), type).toEqual(cataloguePaths(filterSitemap(sitemap, type)));
    }
  });
});

describe('user journeys', () => {
  it('walk only through catalogue pages meant for that user type', () => {
    for (const type of USER_TYPES) {
      expect(USER_JOURNEYS[type].length).toBeGreaterThan(2);
      for (const path of USER_JOURNEYS[type]) {
        const entry = findSitemapEntry(path);
        expect(entry, path).toBeDefined();
        expect(isVisibleTo(entry!, type), `${type} ${path}`).toBe(true);
      }
    }
  });
});

describe('guided paths', () => {
  it('are all found by their path, and none is a sitemap page (they need their own page)', () => {
    for (const guided of guidedPaths) {
      expect(findGuidedPath(guided.path)).toBe(guided);
      expect(findSitemapEntry(guided.path)).toBeUndefined();
    }
    expect(findGuidedPath('/pricing')).toBeUndefined();
  });
});
