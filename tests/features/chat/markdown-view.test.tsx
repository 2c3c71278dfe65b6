// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MarkdownView } from '@/features/chat/markdown-view';
import { loadStreamParser } from '@/lib/markdown/on-demand';
import { parseMarkdown } from '@/lib/markdown/parse';
import { safeHref } from '@/lib/markdown/tree';
import { advance, renderRoute } from '../../helpers/render';

// The parser's code, fetched when the first reply shows in the app, is in before these tests
// (markdown-on-demand.test.tsx has what shows before it is).
beforeAll(() => loadStreamParser());

function renderMarkdown(source: string, streaming = false) {
  return renderRoute('*', <MarkdownView source={source} streaming={streaming} />, '/');
}

describe('safeHref', () => {
  it('keeps http(s), mailto, tel and site links, drops every other scheme', () => {
    expect(safeHref('https://example.com/a')).toEqual({ href: 'https://example.com/a', external: true });
    expect(safeHref('mailto:help@example.com')).toMatchObject({ external: true });
    expect(safeHref('tel:+18005550199')).toEqual({ href: 'tel:+18005550199', external: true });
    expect(safeHref('/knowledgebase?topic=x')).toEqual({ href: '/knowledgebase?topic=x', external: false });
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
      '//evil.example',
      'file:///etc/passwd',
      '/\\evil',
      'relative/path',
      '',
    ]) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });
});

describe('MarkdownView', () => {
  it('renders what replies use: headings, quotes, nested lists, tables, strikethrough, code, rules', () => {
    const { container } = renderMarkdown(
      [
        '### Steps',
        '> quoted **line**',
        '1. first\n   - nested\n2. second',
        '| Plan | Price |\n| --- | ---: |\n| Basic | ~~$20~~ $10 |',
        '```ts\nconst a = 1;\n```',
        '---',
        'See https://example.com/docs.',
      ].join('\n\n'),
    );
    expect(container.querySelector('blockquote strong')?.textContent).toBe('line');
    expect(container.querySelector('ol > li > ul > li')?.textContent).toBe('nested');
    expect([...container.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Plan', 'Price']);
    expect(container.querySelector('td del')?.textContent).toBe('$20');
    expect(container.querySelector('pre code')?.textContent).toBe('const a = 1;\n');
    expect(screen.getByText('ts')).toBeTruthy();
    expect(container.querySelector('hr')).not.toBeNull();
    expect(container.querySelector('a[href="https://example.com/docs"]')?.textContent).toBe('https://example.com/docs');
    expect(container.textContent).not.toMatch(/[#|>]|~~/);
  });

  it("keeps headings below the page's own (h1) and the bot's (h2)", () => {
    renderMarkdown('# Big\n\n## Middle\n\n###### Small');
    expect(screen.getByRole('heading', { name: 'Big' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Middle' }).tagName).toBe('H4');
    expect(screen.getByRole('heading', { name: 'Small' }).tagName).toBe('H6');
  });

  it('lets a wide table scroll inside its own box, reachable from the keyboard', () => {
    renderMarkdown('| a | b |\n| - | - |\n| 1 | 2 |');
    const box = screen.getByRole('group', { name: 'Table' });
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box.querySelector('table')).not.toBeNull();
  });

  it('copies a code block with its labelled Copy button', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderMarkdown('```python\nprint("hi")\n```');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy python code' }));
    });
    expect(writeText).toHaveBeenCalledWith('print("hi")\n');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('shows task lists as marks, not checkboxes to click', () => {
    const { container } = renderMarkdown('- [x] done\n- [ ] open');
    expect(container.querySelector('input')).toBeNull();
    expect(screen.getByRole('img', { name: 'Done' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Not done' })).toBeTruthy();
  });

  it('renders HTML in a reply as inert text', () => {
    const { container } = renderMarkdown('<img src=x onerror=alert(1)> <script>alert(2)</script> <b>no</b>');
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });

  it('drops javascript: and data: links but keeps their text', () => {
    const { container } = renderMarkdown(
      '[click](javascript:alert(1)) [data](data:text/html,hi) [ok](https://example.com)',
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com']);
    expect(container.textContent).toContain('click');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never loads an image: image markdown becomes a link with its alt text', () => {
    const { container } = renderMarkdown('![a cat](https://example.com/cat.png) ![x](javascript:alert(1))');
    expect(container.querySelector('img')).toBeNull();
    const link = container.querySelector('a');
    expect(link?.textContent).toBe('a cat');
    expect(link?.getAttribute('href')).toBe('https://example.com/cat.png');
  });

  it('opens a phone number in the phone app, not in a new tab', () => {
    const { container } = renderMarkdown('Call [(800) 555-0199](tel:+18005550199).');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('tel:+18005550199');
    expect(link?.getAttribute('target')).toBeNull();
  });

  it('links site paths inside the app without a new tab', () => {
    const { container, history } = renderMarkdown('[Pricing](/knowledgebase?topic=pricing)');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/knowledgebase?topic=pricing');
    expect(link?.getAttribute('target')).toBeNull();
    fireEvent.click(link as HTMLAnchorElement);
    expect(history.location.pathname).toBe('/knowledgebase');
  });

  it('shows an unfinished **bold while streaming as bold, never as raw stars', () => {
    const { container } = renderMarkdown('Use the **Professional pl', true);
    expect(container.querySelector('strong')?.textContent).toBe('Professional pl');
    expect(container.textContent).not.toContain('*');
  });

  it('shows file names and bare host names as text, and links addresses', () => {
    const { container } = renderMarkdown('Open README.md and setup.py from example.com, or see www.example.com.');
    expect(container.textContent).toBe('Open README.md and setup.py from example.com, or see www.example.com.');
    expect([...container.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['www.example.com']);
  });

  it('shows a reply too long for one frame at once, as written, then formatted frame by frame', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const section = (n: number) =>
        `Part **${n}** of the plan, with a [guide](/knowledgebase).\n\n| Plan | Calls |\n| - | - |\n| ${n} | 100 |\n\n`;
      const source = `${Array.from({ length: 150 }, (_, n) => section(n)).join('')}The end.`;
      const { container } = renderMarkdown(source);
      // Every word is there from the first frame, the end not formatted yet.
      expect(container.textContent).toContain('The end.');
      expect(container.textContent).toContain('**');
      for (let frame = 0; frame < 100 && container.textContent?.includes('**'); frame += 1) await advance(16);
      expect(container.textContent).not.toContain('**');
      expect(container.querySelectorAll('strong')).toHaveLength(150);
      expect(container.querySelectorAll('tbody tr')).toHaveLength(150);
      expect(container.textContent).toContain('The end.');
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);

  it('lays a very long paragraph out in blocks of bounded length, keeping all its text', () => {
    const words = Array.from({ length: 6000 }, (_, n) => `word${n}`).join(' ');
    const { container } = renderMarkdown(words);
    const blocks = [...container.querySelectorAll('p > span')];
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) expect(block.textContent?.length).toBeLessThanOrEqual(4096);
    expect(blocks.map((block) => block.textContent).join('')).toBe(words);
  });

  it('never produces an unsafe link, whatever the reply', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            '<',
            '>',
            '[',
            ']',
            '(',
            ')',
            '!',
            '*',
            '`',
            'a',
            ':',
            '/',
            ' ',
            '\n',
            'javascript',
            'data',
            'www.',
            '"',
            '=',
          ),
          maxLength: 60,
        }),
        (source) => {
          const hrefs = JSON.stringify(parseMarkdown(source)).match(/"href":"[^"]*"/g) ?? [];
          return hrefs.every((href) => /^"href":"(https?:|mailto:|tel:|\/(?!\/))/.test(href));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
