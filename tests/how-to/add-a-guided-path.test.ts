// docs/how-to.md, "Add a guided path", done as it says on this test's own copy of the guided
// paths: the walk-through gets a page of its own, prerendered and found by the search.
import { describe, expect, it, vi } from 'vitest';
import { createEmotionCache } from '@/app/emotion-cache';
import { listPageRoutes } from '@/app/page-routes';
import { documentTitle } from '@/app/page-titles';
import { takeHoistedHead } from '@/build/page-document';
import { renderAppMarkup } from '@/build/render-page';
import { pageUrl, renderSitemapXml } from '@/build/site-files';
import { env } from '@/config/env';
import type { GuidedPath } from '@/content/schema';
import { categoryForPath, getSearchIndex } from '@/features/search/search-index';

vi.mock(import('@/content/guided-paths'), async (importOriginal) => {
  const content = await importOriginal();
  (content.guidedPaths as GuidedPath[]).push({
    id: 'invite-team',
    title: 'Invite your team',
    description: 'Give the people you work with their own sign-in to your BaseBots.',
    path: '/dashboard/team',
    type: 'path',
    voicePath: ['Dashboard', 'Team'],
    category: 'Dashboard',
    voiceScript: 'Open your Dashboard and choose Team. Add each person by email, and they get a sign-in link.',
  });
  return content;
});

// Rendering a whole page, or building the search index, takes seconds on a busy machine.
describe('Add a guided path', { timeout: 30_000 }, () => {
  it('has a page of its own, with its title and its steps', async () => {
    const { html } = await renderAppMarkup('/dashboard/team', createEmotionCache());
    const { title, body } = takeHoistedHead(html);
    expect(title).toBe(documentTitle('Invite your team'));
    expect(body).toContain('Add each person by email, and they get a sign-in link.');
  });

  it('is prerendered and listed in sitemap.xml', () => {
    const pages = listPageRoutes();
    expect(pages.find((page) => page.path === '/dashboard/team')).toMatchObject({ title: 'Invite your team' });
    expect(renderSitemapXml(env.siteUrl, pages)).toContain(`<loc>${pageUrl(env.siteUrl, '/dashboard/team')}</loc>`);
  });

  it('is found by the search, in the category it declares', () => {
    const [first] = getSearchIndex().search('invite your team');
    expect(first).toMatchObject({ id: 'path-invite-team', path: '/dashboard/team', category: 'Dashboard' });
    expect(categoryForPath('/dashboard/team')).toBe('Dashboard');
  });
});
