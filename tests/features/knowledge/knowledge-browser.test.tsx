// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { knowledgeTopicPath } from '@/config/paths';
import { findHelpTopic, helpCategories } from '@/content/help';
import { KnowledgeBasePage } from '@/features/knowledge';
import { searchHelpTopics, SEARCH_LIMITS } from '@/features/search';
import { renderRoute } from '../../helpers/render';

// jsdom has no layout; the browser scrolls a shared topic into view on arrival.
Element.prototype.scrollIntoView ??= () => {};

function renderAt(url: string, searchTopics = searchHelpTopics) {
  const page = (
    <KnowledgeBasePage
      onOpenSearch={() => {}}
      searchTopics={searchTopics}
      minQueryLength={SEARCH_LIMITS.knowledgeMinQueryLength}
    />
  );
  const { history } = renderRoute('/knowledgebase', page, url);
  return { history, browser: within(screen.getByRole('region', { name: 'Knowledge browser' })) };
}

// Chakra in jsdom renders slowly on a busy machine; the flows here are a few clicks each.
describe('KnowledgeBrowser', { timeout: 30_000 }, () => {
  it('shows the placeholder with nothing selected', () => {
    const { browser } = renderAt('/knowledgebase');
    expect(browser.getByRole('heading', { name: 'Select a Topic' })).toBeInTheDocument();
    expect(browser.getByText('Information Portal')).toBeInTheDocument();
  });

  it('does not search below three characters and says why', async () => {
    const search = vi.fn(searchHelpTopics);
    const { browser } = renderAt('/knowledgebase', search);
    const user = userEvent.setup({ delay: null });
    await user.type(browser.getByRole('searchbox', { name: 'Search the knowledge base' }), '  ab  {Enter}');
    expect(await browser.findByText(/Please type at least 3 characters/)).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });

  it('counts matches, lists only matching topics and clears', async () => {
    const { browser } = renderAt('/knowledgebase');
    const user = userEvent.setup({ delay: null });
    const box = browser.getByRole('searchbox', { name: 'Search the knowledge base' });
    await user.type(box, 'widget');
    await user.click(browser.getByRole('button', { name: 'Search' }));
    const expected = await searchHelpTopics('widget');
    expect(
      await browser.findByText(
        `${expected.length} ${expected.length === 1 ? 'topic matches' : 'topics match'} “widget”`,
      ),
    ).toBeInTheDocument();
    const nav = within(browser.getByRole('navigation', { name: 'Help categories' }));
    for (const topic of expected) expect(nav.getByRole('button', { name: topic.title })).toBeVisible();
    await user.click(browser.getByRole('button', { name: 'Clear' }));
    expect(box).toHaveValue('');
    expect(nav.getAllByRole('button', { expanded: false })).toHaveLength(helpCategories.length);
  });

  it('answers a question with its best matches first, in the order the search ranks them', async () => {
    const { browser } = renderAt('/knowledgebase');
    const user = userEvent.setup({ delay: null });
    await user.type(
      browser.getByRole('searchbox', { name: 'Search the knowledge base' }),
      'my microphone is not working{Enter}',
    );
    const ranked = await searchHelpTopics('my microphone is not working');
    expect(ranked.length).toBeGreaterThan(0);
    await browser.findByText(/topics? match “my microphone is not working”/);
    const listed = within(browser.getByRole('navigation', { name: 'Help categories' }))
      .getAllByRole('listitem')
      .flatMap((item) =>
        within(item)
          .queryAllByRole('button')
          .slice(1)
          .map((button) => button.textContent),
      );
    // The first listed topic is the engine's best; topics come in its order within each category.
    expect(listed[0]).toBe(ranked[0]!.title);
    expect(browser.queryByText(/Try other words/)).toBeNull();
  });

  it('opens the topic named in the URL, with examples and related topics, and follows a related one', async () => {
    const topic = findHelpTopic('connecting-voice-provider')!;
    const { browser, history } = renderAt(knowledgeTopicPath(topic.id));
    expect(browser.getByRole('heading', { level: 3, name: topic.title })).toBeInTheDocument();
    const examples = within(browser.getByRole('list', { name: 'Examples' })).getAllByRole('listitem');
    expect(examples.map((item) => item.textContent)).toEqual(topic.examples);
    const related = findHelpTopic(topic.relatedTopics![0]!)!;
    await userEvent
      .setup({ delay: null })
      .click(
        within(browser.getByRole('list', { name: 'Related Topics' })).getByRole('button', { name: related.title }),
      );
    expect(history.location.search).toBe(`?topic=${related.id}`);
    expect(await browser.findByRole('heading', { level: 3, name: related.title })).toBeInTheDocument();
  });

  it('says so plainly when the topic in the URL does not exist', () => {
    const { browser } = renderAt(knowledgeTopicPath('nope'));
    expect(browser.getByRole('heading', { name: 'Topic not found' })).toBeInTheDocument();
    expect(browser.getByText(/could not find a topic called “nope”/)).toBeInTheDocument();
  });
});
