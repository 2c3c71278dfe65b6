import { EMOTION_CACHE_KEY, PAGE_STYLES_ATTRIBUTE, SHARED_STYLESHEET_ATTRIBUTE } from '@/app/emotion-cache';
import { PRERENDERED_PAGE_ATTRIBUTE } from '@/app/hydration';
import type { StyleRule } from './render-page';

interface PageHead {
  /** The full document title. */
  readonly title: string;
  readonly description: string;
  /** The page's own title, for link previews. */
  readonly shareTitle: string;
  /** The absolute address search engines and link previews should use; none for the not-found page. */
  readonly canonicalUrl?: string;
}

export interface PageDocumentParts {
  /** What `#root` says it holds: the page's address, or the not-found marker. */
  readonly page: string;
  readonly head: PageHead;
  /** The prerendered markup of `#root`. */
  readonly rootHtml: string;
  /** Every script the page's start-up runs besides its entry, fetched at once (see headTags). */
  readonly scripts: readonly string[];
  readonly siteName: string;
  /** Address of the stylesheet all pages share. */
  readonly sharedStylesheet: string;
  readonly globalStyleIds: readonly string[];
  readonly ownStyles: readonly StyleRule[];
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replaceAll('"', '&quot;');
}

function replaceOnce(html: string, pattern: RegExp | string, replacement: string, what: string): string {
  const found = typeof pattern === 'string' ? html.includes(pattern) : pattern.test(html);
  if (!found) throw new Error(`The page template has no ${what}.`);
  return html.replace(pattern, () => replacement);
}

/**
 * Splits what React put before the page's first element: the `<title>` (and any preload links)
 * it hoists. They belong in `<head>`; in `#root` they would not match what the browser renders.
 */
export function takeHoistedHead(rootHtml: string): {
  readonly title?: string;
  readonly links: string[];
  readonly body: string;
} {
  let rest = rootHtml;
  let title: string | undefined;
  const links: string[] = [];
  for (;;) {
    const titleMatch = /^<title>([^<]*)<\/title>/.exec(rest);
    if (titleMatch) {
      title = titleMatch[1];
      rest = rest.slice(titleMatch[0].length);
      continue;
    }
    const linkMatch = /^<link [^>]*\/?>/.exec(rest);
    if (linkMatch) {
      links.push(linkMatch[0]);
      rest = rest.slice(linkMatch[0].length);
      continue;
    }
    return { title, links, body: rest };
  }
}

function inlineCss(rules: readonly StyleRule[]): string {
  const css = rules.map((rule) => rule.css).join('');
  if (/<\/style/i.test(css)) throw new Error('A style rule would close its <style> element.');
  return css;
}

function headTags(parts: PageDocumentParts): string {
  const { head } = parts;
  const tags = [
    `<title>${escapeText(head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}" />`,
    head.canonicalUrl
      ? `<link rel="canonical" href="${escapeAttribute(head.canonicalUrl)}" />`
      : '<meta name="robots" content="noindex" />',
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeAttribute(parts.siteName)}" />`,
    `<meta property="og:title" content="${escapeAttribute(head.shareTitle)}" />`,
    `<meta property="og:description" content="${escapeAttribute(head.description)}" />`,
    ...(head.canonicalUrl ? [`<meta property="og:url" content="${escapeAttribute(head.canonicalUrl)}" />`] : []),
    `<link rel="stylesheet" href="${escapeAttribute(parts.sharedStylesheet)}" ${SHARED_STYLESHEET_ATTRIBUTE} />`,
    // Fetched (and compiled) while the page is read, never run until start-up imports them, and
    // at low priority, so nothing the first paint needs waits for them. Without them each import
    // level would cost start-up a round trip on a phone.
    ...parts.scripts.map(
      (script) => `<link rel="modulepreload" href="${escapeAttribute(script)}" fetchpriority="low" />`,
    ),
    // Empty on purpose: Chakra's global styles are in the shared stylesheet. Emotion's <Global> for
    // the layer order finds its tag by name and inserts nothing. The one for the rest is given
    // nothing to insert in the browser (globalCssInPage in providers.tsx), so its tag goes unused.
    ...parts.globalStyleIds.map((id) => `<style data-emotion="${EMOTION_CACHE_KEY}-global ${id}"></style>`),
    ...(parts.ownStyles.length > 0
      ? [
          `<style ${PAGE_STYLES_ATTRIBUTE}="${parts.ownStyles.map((rule) => rule.id).join(' ')}">${inlineCss(parts.ownStyles)}</style>`,
        ]
      : []),
  ];
  return tags.join('\n    ');
}

/**
 * One prerendered page: the built `index.html` (its scripts, icons and manifest link) with the
 * page's own head and its markup in `#root`.
 */
export function renderPageDocument(template: string, parts: PageDocumentParts): string {
  let html = template;
  html = replaceOnce(html, /\n[ \t]*<meta\s+name="description"[^>]*>/, '', 'description');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, headTags(parts), '<title>');
  return replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root" ${PRERENDERED_PAGE_ATTRIBUTE}="${escapeAttribute(parts.page)}">${parts.rootHtml}</div>`,
    'empty #root',
  );
}
