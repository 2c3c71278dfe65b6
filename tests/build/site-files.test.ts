import { describe, expect, it } from 'vitest';
import { listPageRoutes } from '@/app/page-routes';
import { pageFileName, pageUrl, renderRobotsTxt, renderSitemapXml } from '@/build/site-files';
import { paths } from '@/config/paths';
import { guidedPaths } from '@/content/guided-paths';
import { flattenSitemap } from '@/content/sitemap';

const SITE = 'https://basebots.example';

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('sitemap.xml', () => {
  const pages = listPageRoutes();
  const xml = renderSitemapXml(SITE, pages);

  it('lists every prerendered page, each once, as an absolute address on the site', () => {
    const listed = locations(xml);
    expect(listed).toHaveLength(pages.length);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(pages.map((page) => `${SITE}${page.path === '/' ? '/' : page.path}`).sort());
  });

  it('covers the pages with their own route, every catalogue page and every guided path', () => {
    const listed = new Set(locations(xml));
    const expected = [
      ...Object.values(paths).filter((path) => !path.includes('#')),
      paths.bots,
      ...flattenSitemap()
        .map((entry) => entry.path)
        .filter((path) => !path.includes('#')),
      ...guidedPaths.map((guided) => guided.path),
    ];
    for (const path of expected) expect(listed, path).toContain(pageUrl(SITE, path));
  });

  it('lists nothing else: no anchors, no not-found page, no files', () => {
    for (const location of locations(xml)) {
      const url = new URL(location);
      expect(url.origin).toBe(SITE);
      expect(url.hash).toBe('');
      expect(url.pathname).not.toMatch(/404|\.\w+$/);
    }
  });

  it('is a well-formed urlset', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });

  it('escapes what XML does not allow in an address', () => {
    expect(renderSitemapXml(SITE, [{ path: '/a&b', title: 'x', description: 'y' }])).toContain(
      `<loc>${SITE}/a&amp;b</loc>`,
    );
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the speech function and names the sitemap', () => {
    const robots = renderRobotsTxt(`${SITE}/`);
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /functions/');
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('page files', () => {
  it('follow the hosting contract: / is index.html, /a/b is a/b.html', () => {
    expect(pageFileName('/')).toBe('index.html');
    expect(pageFileName('/pricing')).toBe('pricing.html');
    expect(pageFileName('/pricing/compare')).toBe('pricing/compare.html');
  });

  it('refuse addresses that are not pages', () => {
    for (const path of ['/#gregbot-section', '/a?b=1', '/../etc', 'pricing'])
      expect(() => pageFileName(path)).toThrow();
  });
});
