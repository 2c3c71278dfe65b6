/**
 * The chat's Markdown renderer as HTML, for the conformance suites and the safety corpus (the
 * unit tests and bench/markdown.mjs both use it): the real `MarkdownView`, inside the site's
 * Chakra system and a router, serialised with `renderToStaticMarkup`, then normalised so that it
 * compares with the specifications' expected HTML.
 *
 * The normalisation undoes only the renderer's deliberate presentation: the code block's header
 * (language, Copy) and the scroll boxes are left out, headings get back the level written in the
 * reply (they are shown two levels lower, under the page's own), images shown as links become the
 * `<img>` the specification expects, the task box becomes its checkbox, a table cell's
 * `text-align` becomes `align`, and styling attributes (class, style, target, rel, data-, aria-,
 * role, tabindex) are dropped. Whitespace between blocks is ignored, as the specification's own
 * normaliser does.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { getSystem } from '@/app/theme';
import { MarkdownView } from '@/features/chat/markdown-view';

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

const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link']);
const BLOCK = new Set('p ul ol li blockquote pre h1 h2 h3 h4 h5 h6 hr table thead tbody tr th td div br'.split(' '));
const KEEP = new Set(['href', 'src', 'alt', 'title', 'start', 'type', 'checked', 'disabled', 'align']);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name] ?? whole;
  });
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string): string => escapeText(text).replace(/"/g, '&quot;');

interface Tag {
  readonly name: string;
  readonly close: boolean;
  readonly attrs: Map<string, string>;
}

function parseTag(raw: string): Tag | null {
  const match = /^<(\/)?([a-zA-Z][\w-]*)([\s\S]*?)\/?>$/.exec(raw);
  if (!match) return null;
  const attrs = new Map<string, string>();
  for (const attr of (match[3] ?? '').matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs.set((attr[1] as string).toLowerCase(), decode(attr[2] ?? attr[3] ?? attr[4] ?? ''));
  }
  return { name: (match[2] as string).toLowerCase(), close: match[1] === '/', attrs };
}

type Piece = { kind: 'tag'; tag: Tag } | { kind: 'text'; text: string };

function serialiseTag(tag: Tag): string {
  if (tag.close) return `</${tag.name}>`;
  const attrs = [...tag.attrs].sort(([a], [b]) => a.localeCompare(b));
  const list = attrs.map(([name, value]) => ` ${name}="${escapeAttr(value)}"`).join('');
  return `<${tag.name}${list}${VOID.has(tag.name) ? ' /' : ''}>`;
}

/** HTML in the canonical form both sides are compared in. */
function normaliseHtml(html: string): string {
  const pieces: Piece[] = [];
  const stack: { name: string; emit: boolean }[] = [];
  let skipDepth = 0;
  let alt: { tag: Tag; text: string; depth: number } | null = null;
  for (const raw of html.match(/<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>|[^<]+|</g) ?? []) {
    const tag = raw.startsWith('<') && raw.length > 1 && !raw.startsWith('<!--') ? parseTag(raw) : null;
    if (!tag) {
      if (skipDepth > 0) continue;
      if (raw.startsWith('<!--')) {
        pieces.push({ kind: 'text', text: raw });
        continue;
      }
      if (alt) alt.text += decode(raw);
      else pieces.push({ kind: 'text', text: decode(raw) });
      continue;
    }
    const isVoid = VOID.has(tag.name);
    if (skipDepth > 0) {
      if (!isVoid) skipDepth += tag.close ? -1 : 1;
      continue;
    }
    if (alt) {
      if (!isVoid) alt.depth += tag.close ? -1 : 1;
      if (alt.depth === 0) {
        const attrs = new Map([
          ['src', alt.tag.attrs.get('href') ?? ''],
          ['alt', alt.text],
        ]);
        const title = alt.tag.attrs.get('title');
        if (title !== undefined) attrs.set('title', title);
        pieces.push({ kind: 'tag', tag: { name: 'img', close: false, attrs } });
        alt = null;
      }
      continue;
    }
    if (!tag.close) {
      if (tag.name === 'style' || tag.attrs.has('data-md-chrome')) {
        skipDepth = isVoid ? 0 : 1;
        continue;
      }
      if (tag.attrs.has('data-md-image')) {
        alt = { tag, text: '', depth: 1 };
        continue;
      }
      if (tag.attrs.has('data-md-task')) {
        const attrs = new Map([
          ['type', 'checkbox'],
          ['disabled', ''],
        ]);
        if (tag.attrs.get('data-md-task') === 'done') attrs.set('checked', '');
        pieces.push({ kind: 'tag', tag: { name: 'input', close: false, attrs } });
        skipDepth = 1;
        continue;
      }
      const emit = !tag.attrs.has('data-md-wrap');
      const level = tag.attrs.get('data-md-heading');
      const name = level ? `h${level}` : tag.name;
      const attrs = new Map<string, string>();
      for (const [key, value] of tag.attrs) {
        if (KEEP.has(key)) attrs.set(key, value);
        else if (key === 'class' && /^language-\S+$/.test(value)) attrs.set(key, value);
        else if (key === 'style') {
          const align = /text-align:\s*(left|center|right)/.exec(value);
          if (align) attrs.set('align', align[1] as string);
        }
      }
      if (!isVoid) stack.push({ name, emit });
      if (emit) pieces.push({ kind: 'tag', tag: { name, close: false, attrs } });
      continue;
    }
    const open = stack.pop();
    if (open?.emit) pieces.push({ kind: 'tag', tag: { name: open.name, close: true, attrs: new Map() } });
  }

  let out = '';
  let inPre = 0;
  pieces.forEach((piece, index) => {
    if (piece.kind === 'tag') {
      if (piece.tag.name === 'pre') inPre += piece.tag.close ? -1 : 1;
      out += serialiseTag(piece.tag);
      return;
    }
    let text = piece.text;
    if (inPre === 0) {
      const before = pieces[index - 1];
      const after = pieces[index + 1];
      if (!before || (before.kind === 'tag' && BLOCK.has(before.tag.name))) text = text.replace(/^\s+/, '');
      if (!after || (after.kind === 'tag' && BLOCK.has(after.tag.name))) text = text.replace(/\s+$/, '');
    }
    out += text.startsWith('<!--') ? text : escapeText(text);
  });
  return out;
}

/** The elements the renderer itself writes; anything else would have come from a reply. */
const RENDERER_ELEMENTS = new Set(
  'div p span strong em del code pre a ul ol li blockquote h3 h4 h5 h6 hr br table thead tbody tr th td button'.split(
    ' ',
  ),
);
const SAFE_TARGET = /^(https?:|mailto:|\/(?!\/))/i;

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
