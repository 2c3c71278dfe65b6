/**
 * markdown-it's inline tokens (the children of an `inline` token) as the tree's inline nodes:
 * text, breaks, code, emphasis, strikethrough, links and images (an image is a link to it, with
 * its alt text, so no image is ever loaded from a reply).
 */
import type { Token } from 'markdown-it';
import { safeHref, type MdInline } from './tree';

/** An attribute of a token, as text ('' when absent). */
export function attr(token: Token, name: string): string {
  return String(token.attrGet(name) ?? '');
}

/**
 * `text` as one flat string. markdown-it joins a run of text tokens with `+=`, so a run of 2,000
 * unclosed link openers came out as a string of 2,000 pieces; kept in the tree, an 800 KB reply's
 * pieces were 25 MB that every garbage collection walked while the reply streamed. Reading a
 * character makes the engine (V8, JavaScriptCore) join the pieces once, in place.
 */
function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}

/** Builds inline nodes from an inline token's children. */
export function toInline(tokens: readonly Token[]): MdInline[] {
  const root: MdInline[] = [];
  const stack: { readonly open: Token; readonly children: MdInline[] }[] = [];
  const out = (): MdInline[] => stack.at(-1)?.children ?? root;
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
        if (token.content !== '') out().push({ type: 'text', text: flat(token.content) });
        break;
      case 'softbreak':
      case 'hardbreak':
        out().push({ type: token.type });
        break;
      case 'code_inline':
        out().push({ type: 'code', text: token.content });
        break;
      case 'image': {
        const target = safeHref(attr(token, 'src'));
        const alt = toInline(token.children ?? []);
        out().push({
          type: 'link',
          href: target?.href ?? null,
          external: target?.external ?? false,
          title: attr(token, 'title'),
          image: true,
          children: alt.length > 0 ? alt : [{ type: 'text', text: 'image' }],
        });
        break;
      }
      case 'strong_open':
      case 'em_open':
      case 's_open':
      case 'link_open':
        stack.push({ open: token, children: [] });
        break;
      case 'strong_close':
      case 'em_close':
      case 's_close':
      case 'link_close': {
        const frame = stack.pop();
        if (!frame) break;
        const { open, children } = frame;
        if (open.type === 'link_open') {
          const target = safeHref(attr(open, 'href'));
          out().push({
            type: 'link',
            href: target?.href ?? null,
            external: target?.external ?? false,
            title: attr(open, 'title'),
            image: false,
            children,
          });
        } else {
          out().push({
            type: open.type === 'strong_open' ? 'strong' : open.type === 'em_open' ? 'em' : 'del',
            children,
          });
        }
        break;
      }
      default:
        // Everything else markdown-it can produce here with HTML off is text already.
        if (token.content) out().push({ type: 'text', text: flat(token.content) });
    }
  }
  return root;
}
