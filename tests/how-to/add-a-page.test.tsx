// docs/how-to.md, "Add a page", done as it says on this test's own copy of the route table, the
// and the sitemap: one page made findable, one left out of the sitemap.
import { createElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createEmotionCache } from '@/app/emotion-cache';
import { listPageRoutes } from '@/app/page-routes';
import { documentTitle } from '@/app/page-titles';
import { takeHoistedHead } from '@/build/page-document';
import { renderAppMarkup } from '@/build/render-page';
import { renderSitemapXml, pageUrl } from '@/build/site-files';
import type { RoutedPage } from '@/app/route-table';
import { routes } from '@/app/router';
import { env } from '@/config/env';
import type { SitemapEntry } from '@/content/schema';
import { getSearchIndex } from '@/features/search/search-index';

// Hoisted with the mocks below, which read them.
const { FINDABLE, UNLISTED } = vi.hoisted(() => ({
  FINDABLE: { path: '/pricing-guide', title: 'Pricing guide', text: 'Every plan, explained.' },
  UNLISTED: { path: '/pricing-calculator', title: 'Pricing calculator', text: 'Work out your monthly bill.' },
}));

// Step 3: the route table's entry, naming its route module; the modules are the test's own pages.
vi.mock(import('@/app/route-table'), async (importOriginal) => {
  const table = await importOriginal();
  (table.routeTable as RoutedPage[]).push(
    { path: FINDABLE.path, title: FINDABLE.title, module: 'pricing-guide' },
    // A page left out of the sitemap gives its description here (step 5).
    {
      path: UNLISTED.path,
      title: UNLISTED.title,
      module: 'pricing-calculator',
      description: 'Work out what a plan costs you each month.',
    },
  );
  return table;
});
vi.mock(import('@/app/route-modules'), async (importOriginal) => {
  const modules = await importOriginal();
  const pages: Record<string, string> = {
    'pricing-guide': FINDABLE.text,
    'pricing-calculator': UNLISTED.text,
  };
  return {
    ...modules,
    loadRouteModule: async (name) => {
      const text = pages[name];
      return text === undefined ? modules.loadRouteModule(name) : { Component: () => createElement('p', null, text) };
    },
  };
});

// Step 4, "make it findable": a sitemap entry, under a name of its own in the site's sitemap.
vi.mock(import('@/content/sitemap'), async (importOriginal) => {
  const content = await importOriginal();
  (content.sitemap as SitemapEntry[]).push({
    id: 'pricing-guide',
    title: 'Plans explained',
    description: 'What each plan includes, what it costs and how to choose between them.',
    path: '/pricing-guide',
    keywords: ['plans explained', 'which plan'],
  });
  return content;
});

// Rendering a whole page, or building the search index, takes seconds on a busy machine.
describe('Add a page', { timeout: 30_000 }, () => {
  const pages = listPageRoutes();

  it.each([FINDABLE, UNLISTED])('routes $path to its own module, under its title', async ({ path, title, text }) => {
    expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe(path);
    const { html } = await renderAppMarkup(path, createEmotionCache());
    const { title: shown, body } = takeHoistedHead(html);
    expect(shown).toBe(documentTitle(title));
    expect(body).toContain(text);
  });

  it.each([FINDABLE, UNLISTED])('prerenders $path and lists it in sitemap.xml', ({ path, title }) => {
    const page = pages.find((candidate) => candidate.path === path);
    expect(page?.title).toBe(title);
    expect(page?.description.length).toBeGreaterThan(20);
    expect(renderSitemapXml(env.siteUrl, pages)).toContain(`<loc>${pageUrl(env.siteUrl, path)}</loc>`);
  });

  it('gives the findable page its sitemap description, and finds it by its sitemap name', () => {
    expect(pages.find((page) => page.path === FINDABLE.path)?.description).toMatch(/^What each plan includes/);
    const [first] = getSearchIndex().search('plans explained');
    expect(first).toMatchObject({ type: 'page', path: FINDABLE.path, title: 'Plans explained' });
  });

  it('leaves the other page out of search', () => {
    const found = getSearchIndex().search('pricing calculator');
    expect(found.map((result) => result.path)).not.toContain(UNLISTED.path);
  });
});
