/**
 * The chat's Markdown renderer as HTML, for the conformance suites and the safety corpus (the
 * unit tests and bench/markdown.mjs both use it): the real `MarkdownView`, inside the site's
 * Chakra system and a router, serialised with `renderToStaticMarkup`, then normalised
 * (`normalise-html.ts`) so that it compares with the specifications' expected HTML.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { getSystem } from '@/app/theme';
import { MarkdownView } from '@/features/chat/markdown-view';
import { loadStreamParser } from '@/lib/markdown/on-demand';
import { decode, normaliseHtml, parseTag } from './normalise-html';

// The parser's code, which the app fetches when the first reply shows: rendered to a string, a
// reply is formatted only if it is in already.
await loadStreamParser();

/** The reply rendered by the chat, as HTML (the styles Emotion writes beside it included). */
export function renderReplyHtml(source: string): string {
  return renderToStaticMarkup(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter>
        <MarkdownView source={source} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

/** The elements the renderer itself writes; anything else would have come from a reply. */
const RENDERER_ELEMENTS = new Set(
  'div p span strong em del code pre a ul ol li blockquote h3 h4 h5 h6 hr br table thead tbody tr th td button'.split(
    ' ',
  ),
);
const SAFE_TARGET = /^(https?:|mailto:|tel:|\/(?!\/))/i;

/** What a rendered reply holds that it must not: foreign elements, unsafe targets, images. */
export function inspectHtml(html: string): { htmlElements: number; unsafeHrefs: number; images: number } {
  const markup = html.replace(/<style data-emotion[^>]*>[\s\S]*?<\/style>/g, '');
  let htmlElements = 0;
  let unsafeHrefs = 0;
  let images = 0;
  for (const raw of markup.match(/<[a-zA-Z][^>]*>/g) ?? []) {
    const tag = parseTag(raw);
    if (!tag) continue;
    if (!RENDERER_ELEMENTS.has(tag.name) || [...tag.attrs.keys()].some((name) => name.startsWith('on'))) {
      htmlElements += 1;
    }
    if (['img', 'image', 'picture', 'source', 'video', 'audio'].includes(tag.name) || tag.attrs.has('src')) images += 1;
    for (const name of ['href', 'src', 'action', 'formaction', 'xlink:href', 'data']) {
      const value = tag.attrs.get(name);
      if (value !== undefined && !SAFE_TARGET.test(value.trim())) unsafeHrefs += 1;
    }
  }
  return { htmlElements, unsafeHrefs, images };
}

const MARKDOWN_TAGS = new Set(
  'p h1 h2 h3 h4 h5 h6 ul ol li blockquote pre code em strong a img br hr table thead tbody tr th td del input'.split(
    ' ',
  ),
);

/** A specification example whose expected output passes raw HTML through (we show it as text). */
function isHtmlExample(example: { readonly section: string; readonly html: string }): boolean {
  if (example.section === 'HTML blocks' || example.section === 'Raw HTML') return true;
  if (/<!--|<\?|<![A-Z[]/.test(example.html)) return true;
  return [...example.html.matchAll(/<\/?([a-zA-Z][\w-]*)/g)].some(
    (match) => !MARKDOWN_TAGS.has((match[1] as string).toLowerCase()),
  );
}

/** An example whose expected output links somewhere our link rules do not follow. */
function needsUnsafeTarget(example: { readonly html: string }): boolean {
  return [...example.html.matchAll(/\s(?:href|src)="([^"]*)"/g)].some(
    (match) => !SAFE_TARGET.test(decode(match[1] as string)),
  );
}

export interface ConformanceResult {
  readonly total: number;
  readonly passed: number;
  readonly htmlExamples: number;
  /** HTML examples whose raw HTML shows as text (no element of its own). */
  readonly htmlAsText: number;
  /** Failing examples that only an unsafe link target (relative, other schemes) could pass. */
  readonly failedLinkRules: number;
  readonly failed: readonly number[];
}

/** Runs examples through the renderer and compares with their expected HTML. */
export function runConformance(
  examples: readonly { readonly markdown: string; readonly html: string; readonly section: string }[],
): ConformanceResult {
  let passed = 0;
  let htmlExamples = 0;
  let htmlAsText = 0;
  let failedLinkRules = 0;
  const failed: number[] = [];
  examples.forEach((example, index) => {
    const html = renderReplyHtml(example.markdown);
    const ok = normaliseHtml(html) === normaliseHtml(example.html);
    if (ok) passed += 1;
    if (isHtmlExample(example)) {
      htmlExamples += 1;
      if (inspectHtml(html).htmlElements === 0) htmlAsText += 1;
    }
    if (!ok) {
      failed.push(index + 1);
      if (!isHtmlExample(example) && needsUnsafeTarget(example)) failedLinkRules += 1;
    }
  });
  return { total: examples.length, passed, htmlExamples, htmlAsText, failedLinkRules, failed };
}
