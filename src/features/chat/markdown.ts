/**
 * A small Markdown subset for replies, parsed into a tree that is rendered as React elements:
 * paragraphs, line breaks, **bold**, *italic*, `code`, fenced code, bullet and numbered lists,
 * and links. Replies are untrusted, so nothing here produces HTML: unknown syntax stays text,
 * links are kept only for http(s), mailto and site paths, and images become links (never loaded).
 */

export type Inline =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'strong' | 'em'; readonly children: Inline[] }
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'link'; readonly href: string; readonly external: boolean; readonly children: Inline[] }
  | { readonly type: 'break' };

export type Block =
  | { readonly type: 'paragraph'; readonly children: Inline[] }
  | { readonly type: 'list'; readonly ordered: boolean; readonly items: Inline[][] }
  | { readonly type: 'code'; readonly text: string };

/** A link target that is safe to follow, or null: http(s) and mailto, or a path on this site. */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  const url = raw.trim();
  if (/^\/(?!\/)/.test(url) && !/[\p{Cc}\\]/u.test(url)) return { href: url, external: false };
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:' || parsed.protocol === 'mailto:') {
      return { href: parsed.href, external: true };
    }
  } catch {
    // Not an absolute URL: shown as text.
  }
  return null;
}

/** What follows a link's `]`, up to its first `)`: `(url)` or `(url "title")`. */
const LINK_TARGET = /^\(\s*<?([^)\s>]*)>?(?:\s+"[^"\n]{0,200}")?\s*\)$/;
const MAX_LABEL_CHARS = 500;
/**
 * Longest `(target)` looked at. With the label's bound, this keeps the work for each `[` constant:
 * without it, every `[a](` rescanned the rest of the text and `'[a]('.repeat(n)` took n² steps.
 */
const MAX_TARGET_CHARS = 2_048;
const AUTOLINK = /https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"]/y;

/** Parses inline Markdown. Linear in the text's length: unmatched markers are remembered. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  // The next occurrence of each marker found so far: reused while it is still ahead, so the
  // search for closers is linear however many openers there are.
  const found = new Map<string, number>();
  const flush = (): void => {
    if (buffer !== '') out.push({ type: 'text', text: buffer });
    buffer = '';
  };
  const closing = (marker: string, from: number): number => {
    const known = found.get(marker);
    if (known !== undefined && (known === -1 || known >= from)) return known;
    const at = text.indexOf(marker, from);
    found.set(marker, at);
    return at;
  };
  /** A link whose `[` is at `open`: every length is checked before anything is sliced or matched. */
  const linkAt = (open: number): { label: string; raw: string; end: number } | null => {
    const close = closing(']', open + 1);
    if (close === -1 || close - open - 1 > MAX_LABEL_CHARS || text[close + 1] !== '(') return null;
    const paren = closing(')', close + 2);
    if (paren === -1 || paren - close > MAX_TARGET_CHARS) return null;
    const label = text.slice(open + 1, close);
    const match = label.includes('\n') ? null : LINK_TARGET.exec(text.slice(close + 1, paren + 1));
    return match ? { label, raw: match[1] ?? '', end: paren + 1 } : null;
  };

  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    const next = text[i + 1];
    if (ch === '\\' && next !== undefined && /[\\`*_[\]()!#-]/.test(next)) {
      buffer += next;
      i += 2;
      continue;
    }
    if (ch === '\n') {
      flush();
      out.push({ type: 'break' });
      i += 1;
      continue;
    }
    if (ch === '`') {
      const end = closing('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if ((ch === '*' || ch === '_') && next === ch) {
      const marker = ch + ch;
      const end = closing(marker, i + 2);
      if (end > i + 2) {
        flush();
        out.push({ type: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if ((ch === '*' || ch === '_') && next !== undefined && next !== ' ' && next !== ch) {
      // snake_case words keep their underscores.
      const wordBefore = ch === '_' && i > 0 && /[\p{L}\p{N}]/u.test(text[i - 1] as string);
      const end = wordBefore ? -1 : closing(ch, i + 1);
      if (end > i + 1 && text[end - 1] !== ' ') {
        flush();
        out.push({ type: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '[' || (ch === '!' && next === '[')) {
      const open = ch === '[' ? i : i + 1;
      const link = linkAt(open);
      if (link) {
        flush();
        const isImage = ch === '!';
        const target = safeHref(link.raw);
        // Images are never loaded: their alt text (or address) becomes a plain link.
        const children = parseInline(link.label || (isImage ? 'image' : link.raw));
        if (target) out.push({ type: 'link', href: target.href, external: target.external, children });
        else out.push(...children);
        i = link.end;
        continue;
      }
    }
    if (ch === 'h' && (i === 0 || /[\s(]/.test(text[i - 1] as string))) {
      AUTOLINK.lastIndex = i;
      const match = AUTOLINK.exec(text);
      const target = match ? safeHref(match[0]) : null;
      if (match && target) {
        flush();
        out.push({ type: 'link', href: target.href, external: true, children: [{ type: 'text', text: match[0] }] });
        i = AUTOLINK.lastIndex;
        continue;
      }
    }
    buffer += ch;
    i += 1;
  }
  flush();
  return out;
}

const BULLET = /^\s{0,3}[-*+•]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*)$/;

/**
 * A heading's text without its closing `#`s. Done by hand: a pattern such as `(.*?)\s*#*\s*$`
 * backtracks over trailing spaces and made a long line of spaces take cubic time.
 */
function headingText(raw: string): string {
  let end = raw.trimEnd().length;
  while (end > 0 && raw[end - 1] === '#') end -= 1;
  return raw.slice(0, end).trimEnd();
}

/** Parses a reply into blocks. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const endParagraph = (): void => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  const endList = (): void => {
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map((item) => parseInline(item)) });
    list = null;
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string;
    if (/^\s{0,3}```/.test(line)) {
      endParagraph();
      endList();
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !/^\s{0,3}```/.test(lines[index] as string)) {
        code.push(lines[index] as string);
        index += 1;
      }
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      endParagraph();
      endList();
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      endParagraph();
      const ordered = numbered !== null;
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)?.[1] ?? '');
      continue;
    }
    if (list && /^\s+\S/.test(line)) {
      // An indented line continues the last item.
      const items: string[] = list.items;
      items[items.length - 1] = `${items[items.length - 1] ?? ''}\n${line.trim()}`;
      continue;
    }
    endList();
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      blocks.push({
        type: 'paragraph',
        children: [{ type: 'strong', children: parseInline(headingText(heading[1] ?? '')) }],
      });
      continue;
    }
    paragraph.push(line);
  }
  endParagraph();
  endList();
  return blocks;
}
