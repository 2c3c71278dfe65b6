// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from '@/features/chat/markdown';
import { MarkdownView } from '@/features/chat/markdown-view';
import { renderRoute } from '../../helpers/render';

function renderMarkdown(source: string) {
  return renderRoute('/', <MarkdownView source={source} />);
}

describe('parseMarkdown', () => {
  it('parses paragraphs, line breaks, bold, italic and code', () => {
    expect(parseMarkdown('Hello **big** *small* `code`\nnext\n\nSecond')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Hello ' },
          { type: 'strong', children: [{ type: 'text', text: 'big' }] },
          { type: 'text', text: ' ' },
          { type: 'em', children: [{ type: 'text', text: 'small' }] },
          { type: 'text', text: ' ' },
          { type: 'code', text: 'code' },
          { type: 'break' },
          { type: 'text', text: 'next' },
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'Second' }] },
    ]);
  });

  it('parses bullet and numbered lists', () => {
    const blocks = parseMarkdown('Steps:\n- one\n- two\n\n1. first\n2. second');
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'list', 'list']);
    expect(blocks[1]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[2]).toMatchObject({ ordered: true });
  });

  it('keeps snake_case words and lone asterisks as text', () => {
    expect(parseInline('use my_api_key and 2 * 3')).toEqual([{ type: 'text', text: 'use my_api_key and 2 * 3' }]);
  });

  it('keeps http(s), mailto and site links, drops every other scheme', () => {
    expect(safeHref('https://example.com/a')).toEqual({ href: 'https://example.com/a', external: true });
    expect(safeHref('mailto:help@example.com')).toMatchObject({ external: true });
    expect(safeHref('/knowledgebase?topic=x')).toEqual({ href: '/knowledgebase?topic=x', external: false });
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
      '//evil.example',
      'file:///etc/passwd',
      '/\\evil',
    ]) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });

  it('is fast on pathological input (linear, not quadratic)', () => {
    const started = performance.now();
    parseMarkdown('*_`['.repeat(50_000));
    parseMarkdown(`${'[a'.repeat(50_000)}]`);
    parseMarkdown(`${'**x'.repeat(50_000)}`);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('MarkdownView', () => {
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
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/']);
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

  it('links site paths inside the app without a new tab', () => {
    const { container } = renderMarkdown('[Pricing](/knowledgebase?topic=pricing)');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/knowledgebase?topic=pricing');
    expect(link?.getAttribute('target')).toBeNull();
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
            'img',
            '"',
            '=',
          ),
          maxLength: 60,
        }),
        (source) => {
          const hrefs = JSON.stringify(parseMarkdown(source)).match(/"href":"[^"]*"/g) ?? [];
          return hrefs.every((href) => /^"href":"(https?:|mailto:|\/(?!\/))/.test(href));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('keeps pathological input as plain text (the bench holds its linear time)', () => {
    const openers = '[a]('.repeat(5_000);
    expect(parseInline(openers)).toEqual([{ type: 'text', text: openers }]);
    const far = `[a](https://example.com/${'x'.repeat(3_000)})`;
    // Too long a target is not a link label: the bare address may still be linked on its own.
    expect(parseInline(far)[0]).toEqual({ type: 'text', text: '[a](' });
    expect(parseInline('[a](https://example.com "t")')).toEqual([
      { type: 'link', href: 'https://example.com/', external: true, children: [{ type: 'text', text: 'a' }] },
    ]);
  });

  it('reads a heading that ends in spaces or closing hashes', () => {
    const strong = (text: string) => [
      { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', text }] }] },
    ];
    expect(parseMarkdown(`# Title${' '.repeat(50)}`)).toEqual(strong('Title'));
    expect(parseMarkdown('## Title ##  ')).toEqual(strong('Title'));
  });
});
