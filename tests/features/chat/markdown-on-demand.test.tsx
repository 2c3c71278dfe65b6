// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from '@/features/chat/markdown-view';
import { loadedStreamParser, loadStreamParser } from '@/lib/markdown/on-demand';
import { renderRoute } from '../../helpers/render';

describe('a reply shown before the Markdown parser has arrived', () => {
  it('shows as written at once, then formatted when the parser is in', async () => {
    expect(loadedStreamParser()).toBeUndefined();
    const { container } = renderRoute('*', <MarkdownView source={'Stir the **soup**.\n\n- salt'} />, '/');
    expect(container).toHaveTextContent('Stir the **soup**. - salt');
    expect(container.querySelector('strong')).toBeNull();
    // Laid out at once at its size: a block sized later would move the page (a layout shift).
    expect(container.querySelector('[style*="content-visibility"]')).toBeNull();

    expect(await screen.findByText('soup', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('salt');
    expect(container).not.toHaveTextContent('**');
  });

  it('is formatted in its first render once the parser is in', async () => {
    await loadStreamParser();
    const { container } = renderRoute('*', <MarkdownView source="Add **salt**." />, '/');
    expect(container.querySelector('strong')).toHaveTextContent('salt');
  });
});
