import type { PageRoute } from '@/app/page-routes';

/**
 * The file a page is written to, the contract with every host (and the production server): `/` is
 * `index.html`, `/a/b` is `a/b.html`.
 */
export function pageFileName(path: string): string {
  if (!path.startsWith('/') || path.includes('#') || path.includes('?') || path.includes('..')) {
    throw new Error(`Not a page address: ${path}`);
  }
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The absolute address of a page on the site's origin (canonical links, the sitemap). */
export function pageUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).toString();
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** sitemap.xml: every prerendered page, and nothing else. */
export function renderSitemapXml(siteUrl: string, pages: readonly PageRoute[]): string {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(pageUrl(siteUrl, page.path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled but the speech function; where the sitemap is. */
export function renderRobotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Disallow: /functions/', '', `Sitemap: ${pageUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}
