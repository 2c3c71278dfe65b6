// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { knowledgeTopicPath } from '@/config/paths';
import { findHelpTopic } from '@/content/help';
import { specials } from '@/content/services';
import { site } from '@/content/site';
import { findSitemapEntry, flattenSitemap } from '@/content/sitemap';
import { CataloguePage } from '@/features/navigation';
import { excerptOf } from '@/features/navigation/help-topics';
import { renderRoute } from '../../helpers/render';

function renderEntry(path: string) {
  const entry = findSitemapEntry(path);
  if (!entry) throw new Error(`no sitemap entry at ${path}`);
  return renderRoute('*', <CataloguePage entry={entry} />, path);
}

/** The page's links, leaving out the breadcrumb trail back up. */
function contentLinks(container: HTMLElement): HTMLAnchorElement[] {
  return [...container.querySelectorAll('a')].filter((link) => !link.closest('nav'));
}

describe('CataloguePage', { timeout: 60_000 }, () => {
  it('is never a lone link card: every catalogue page has more than one onward link', () => {
    const pages = flattenSitemap().filter((entry) => !entry.path.includes('#'));
    expect(pages.length).toBeGreaterThan(10);
    for (const entry of pages) {
      const { container } = renderEntry(entry.path);
      expect(contentLinks(container).length, entry.path).toBeGreaterThan(1);
      cleanup();
    }
  });

  it('leads from a page in a section to the other pages of that section, not to the whole site', () => {
    const { container } = renderEntry('/about/team');
    const onward = screen.getByRole('heading', { level: 2, name: 'More in About' }).nextElementSibling as HTMLElement;
    const titles = within(onward)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles).toEqual(['Our Mission', 'Testimonials']);
    expect(contentLinks(container).map((link) => link.getAttribute('href'))).not.toContain('/pricing');
    cleanup();

    // With only one other page in the section, the section's own page comes first.
    renderEntry('/support/faq');
    const inSupport = screen.getByRole('heading', { level: 2, name: 'More in Support' })
      .nextElementSibling as HTMLElement;
    expect(
      within(inSupport)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/support', '/support/contact']);
  });

  it('leads from a page on its own to the sections of the site', () => {
    renderEntry('/login');
    const onward = screen.getByRole('heading', { level: 2, name: 'Where to next' }).nextElementSibling as HTMLElement;
    expect(within(onward).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(onward).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('shows the three plans with their prices and complexity on /pricing, and a way to talk to someone', () => {
    renderEntry('/pricing');
    const plans = screen.getByRole('region', { name: 'Plans' });
    for (const plan of specials) {
      const card = within(plans).getByRole('heading', { name: plan.name, level: 3 }).closest('article')!;
      expect(card).toHaveTextContent(plan.price);
      expect(card).toHaveTextContent(`${plan.complexity} complexity`);
      for (const item of plan.includes) expect(card).toHaveTextContent(item);
    }
    expect(plans).toHaveTextContent('$49/month');
    expect(plans).toHaveTextContent('$149/month');
    expect(within(plans).getByRole('link', { name: /call/i })).toHaveAttribute('href', site.phone.href);
    expect(within(plans).getByRole('link', { name: /chat/i })).toHaveAttribute('href', '/bots');
  });

  it('lists the declared help topics of a feature page, each with an excerpt and a link into the knowledge browser', () => {
    const entry = findSitemapEntry('/features/multi-channel')!;
    renderEntry(entry.path);
    const section = screen.getByRole('region', { name: 'Help topics' });
    expect(entry.topics?.length).toBeGreaterThan(1);
    for (const id of entry.topics ?? []) {
      const topic = findHelpTopic(id)!;
      const link = within(section).getByRole('link', { name: topic.title });
      expect(link).toHaveAttribute('href', knowledgeTopicPath(id));
      expect(section).toHaveTextContent(excerptOf(topic.content));
    }
  });
});

describe('excerptOf', () => {
  it('keeps a short first paragraph whole and cuts a long one at a word', () => {
    expect(excerptOf('Short one.\n\nSecond paragraph.')).toBe('Short one.');
    const long = `${'word '.repeat(60)}end`;
    const excerpt = excerptOf(long);
    expect(excerpt.length).toBeLessThanOrEqual(161);
    expect(excerpt.endsWith('word…')).toBe(true);
  });
});
