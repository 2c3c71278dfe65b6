// docs/how-to.md, "Add a help topic", done as it says on this test's own copy of the pricing
// category: the topic shows wherever the help library does.
import { describe, expect, it, vi } from 'vitest';
import { createEmotionCache } from '@/app/emotion-cache';
import { renderAppMarkup } from '@/build/render-page';
import { knowledgeTopicPath, paths } from '@/config/paths';
import { findHelpTopic, listHelpTopics } from '@/content/help';
import type { HelpTopic } from '@/content/schema';
import { findHelpAnswer, searchHelpTopics } from '@/features/search';
import { getSearchIndex } from '@/features/search/search-index';

vi.mock(import('@/content/help/pricing'), async (importOriginal) => {
  const content = await importOriginal();
  (content.pricingCategory.topics as HelpTopic[]).push({
    id: 'annual-billing',
    title: 'Paying yearly',
    content: [
      'Every plan can be paid once a year instead of each month, for two months free.',
      'Switch to yearly billing from the dashboard, under Billing & Subscriptions.',
    ].join('\n\n'),
    examples: ['Say "billing" in voice search.'],
    relatedTopics: ['billing-and-subscriptions'],
  });
  return content;
});

// Rendering a whole page, or building the search index, takes seconds on a busy machine.
describe('Add a help topic', { timeout: 30_000 }, () => {
  it('joins the help library in its category, with its related topics', () => {
    const topic = listHelpTopics().find((candidate) => candidate.id === 'annual-billing');
    expect(topic?.categoryId).toBe('pricing');
    for (const related of topic?.relatedTopics ?? []) expect(findHelpTopic(related), related).toBeDefined();
  });

  it('is listed in the Help Centre, linked into the knowledge browser', async () => {
    const { html } = await renderAppMarkup(paths.helpCentre, createEmotionCache());
    expect(html).toContain(`href="${knowledgeTopicPath('annual-billing')}"`);
    expect(html).toContain('Paying yearly');
  });

  it('is found by the search dialog, the knowledge browser and the chat when it answers offline', async () => {
    const [first] = getSearchIndex().search('paying yearly');
    expect(first).toMatchObject({ type: 'knowledge', path: knowledgeTopicPath('annual-billing') });
    expect((await searchHelpTopics('paying yearly')).map((topic) => topic.id)).toContain('annual-billing');
    const answer = await findHelpAnswer('Can I pay once a year?');
    expect(answer.topics.map((topic) => topic.id)).toContain('annual-billing');
    expect(answer.sentences[0]).toBe('Every plan can be paid once a year instead of each month, for two months free.');
  });
});
