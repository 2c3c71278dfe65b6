import { describe, expect, it } from 'vitest';
import { renderPageDocument, takeHoistedHead, type PageDocumentParts } from '@/build/page-document';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Shell title</title>
    <meta
      name="description"
      content="Shell description"
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const parts: PageDocumentParts = {
  page: '/pricing',
  head: {
    title: 'Pricing & plans · BaseBots',
    shareTitle: 'Pricing & plans',
    description: 'Plans "for" everyone <3',
    canonicalUrl: 'https://basebots.example/pricing',
  },
  rootHtml: '<main><h1>Pricing</h1></main>',
  scripts: ['/assets/theme-a.js', '/assets/pricing-b.js'],
  siteName: 'BaseBots',
  sharedStylesheet: '/assets/styles-x.css',
  globalStyleIds: ['g1', 'g2'],
  ownStyles: [{ id: 'abc', global: false, css: '.bb-abc{color:red}' }],
};

describe('renderPageDocument', () => {
  const html = renderPageDocument(template, parts);

  it("replaces the shell's title and description with the page's own, escaped", () => {
    expect(html).not.toContain('Shell');
    expect(html).toContain('<title>Pricing &amp; plans · BaseBots</title>');
    expect(html).toContain('<meta name="description" content="Plans &quot;for&quot; everyone &lt;3" />');
    expect(html).toContain('<link rel="canonical" href="https://basebots.example/pricing" />');
    expect(html).toContain('<meta property="og:title" content="Pricing &amp; plans" />');
    expect(html).toContain('<meta property="og:url" content="https://basebots.example/pricing" />');
  });

  it('links the shared stylesheet, names the global styles and inlines the page’s own rules, listing their names', () => {
    expect(html).toContain('<link rel="stylesheet" href="/assets/styles-x.css" data-shared-styles />');
    expect(html).toContain('<style data-emotion="bb-global g1"></style>');
    expect(html).toContain('<style data-emotion="bb-global g2"></style>');
    expect(html).toContain('<style data-page-styles="abc">.bb-abc{color:red}</style>');
    expect(html.indexOf('data-shared-styles')).toBeLessThan(html.indexOf('data-page-styles="abc"'));
  });

  it('asks for every start-up script in the head, at low priority, without running it', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" href="/assets/theme-a.js" fetchpriority="low" />');
    expect(head).toContain('<link rel="modulepreload" href="/assets/pricing-b.js" fetchpriority="low" />');
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/theme-a.js"');
  });

  it('puts the markup in #root, marked with the page it is for, and keeps the start-up script', () => {
    expect(html).toContain('<div id="root" data-page="/pricing"><main><h1>Pricing</h1></main></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('keeps the not-found page out of search engines', () => {
    const notFound = renderPageDocument(template, {
      ...parts,
      page: '404',
      head: { title: 'Page not found', shareTitle: 'Page not found', description: 'No page here.' },
    });
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    expect(notFound).not.toContain('rel="canonical"');
  });

  it('refuses CSS that would end its style element, and a template without its slots', () => {
    expect(() =>
      renderPageDocument(template, { ...parts, ownStyles: [{ id: 'x', global: false, css: '</style><script>' }] }),
    ).toThrow();
    expect(() => renderPageDocument('<html></html>', parts)).toThrow();
  });
});

describe('takeHoistedHead', () => {
  it("takes the title React hoists in front of the page's markup", () => {
    expect(takeHoistedHead('<title>A · B</title><link rel="preload" href="/x"/><div>body</div>')).toEqual({
      title: 'A · B',
      links: ['<link rel="preload" href="/x"/>'],
      body: '<div>body</div>',
    });
  });
});
