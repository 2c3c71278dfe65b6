/**
 * A reply's Markdown as a small tree of plain data: what the chat renders as elements and what
 * is read aloud. Nothing in it is HTML; links carry a target only when it is safe to follow.
 */

export type MdInline =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'softbreak' | 'hardbreak' }
  | { readonly type: 'strong' | 'em' | 'del'; readonly children: readonly MdInline[] }
  | { readonly type: 'code'; readonly text: string }
  /** A task list item's box, shown and never clickable. */
  | { readonly type: 'task'; readonly done: boolean }
  /**
   * A link (or an image, never loaded: `image` is then true). `href` is null when the target is
   * not one we follow: only the link's text is shown.
   */
  | {
      readonly type: 'link';
      readonly href: string | null;
      readonly external: boolean;
      readonly title: string;
      readonly image: boolean;
      readonly children: readonly MdInline[];
    };

export type MdAlign = 'left' | 'center' | 'right' | null;

export interface MdTableCell {
  readonly align: MdAlign;
  readonly children: readonly MdInline[];
}

export interface MdListItem {
  readonly children: readonly MdBlock[];
}

export type MdBlock =
  /** `tight`: a paragraph of a tight list item, shown without a paragraph of its own. */
  | { readonly type: 'paragraph'; readonly tight: boolean; readonly children: readonly MdInline[] }
  | { readonly type: 'heading'; readonly level: number; readonly children: readonly MdInline[] }
  | { readonly type: 'blockquote'; readonly children: readonly MdBlock[] }
  | {
      readonly type: 'list';
      readonly ordered: boolean;
      /** The first number of an ordered list, when it is not 1. */
      readonly start: number | null;
      readonly items: readonly MdListItem[];
    }
  | { readonly type: 'code'; readonly lang: string; readonly text: string }
  | { readonly type: 'rule' }
  | {
      readonly type: 'table';
      readonly head: readonly MdTableCell[];
      readonly rows: readonly (readonly MdTableCell[])[];
    };

/**
 * A link target that is safe to follow, or null: http(s), mailto and tel (the help line, which a
 * phone dials), or a path on this site (kept in the app by the router).
 */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  const url = raw.trim();
  if (/^\/(?!\/)/.test(url) && !/[\p{Cc}\\]/u.test(url)) return { href: url, external: false };
  try {
    const parsed = new URL(url);
    if (['http:', 'https:', 'mailto:', 'tel:'].includes(parsed.protocol)) {
      // The address as written (markdown-it has already percent-encoded it), not as URL reshapes it.
      return { href: url, external: true };
    }
  } catch {
    // Not an absolute URL: shown as text.
  }
  return null;
}
