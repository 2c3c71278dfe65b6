/**
 * Where a block too long for one step's parse may be cut, and how the pieces join again. A cut
 * is made where the block's syntax starts afresh (a list's next item, a table's next row, a
 * paragraph's next line, a quote's next `>` line; inside a long line, a space outside code), so
 * that each piece, parsed on its own, gives what the block parsed whole gives there.
 */
import type { MdBlock, MdInline } from './tree';

/** Blocks that a blank line ends for good (a list or code may go on after one). */
export const ENDED_BY_BLANK_LINE: ReadonlySet<MdBlock['type']> = new Set([
  'paragraph',
  'heading',
  'table',
  'blockquote',
  'rule',
]);

/** What kind of long block is being cut: each has its own seams and way of joining. */
export type BigKind = 'fence' | 'table' | 'list' | 'quote' | 'paragraph' | 'code' | 'line';

/** A line that starts a piece of a `kind` block, after the line `previous` (null: none before). */
export function isSeam(kind: BigKind, marker: string, previous: string | null, line: string): boolean {
  if (previous === null) return false;
  // A list goes on after a blank line; the other blocks end there.
  if (kind !== 'list' && previous.trim() === '') return false;
  switch (kind) {
    case 'table':
      return line.trim() !== '';
    case 'list': {
      // An item of the same list at the list's own margin; an empty one would not interrupt a paragraph.
      const item = itemLine(line);
      return item !== null && item.indent === 0 && item.sign === marker;
    }
    case 'quote':
      return line.startsWith('>');
    case 'paragraph':
      return /^\p{L}/u.test(line);
    case 'code':
      return /^(?: {4}|\t)/.test(line) && line.trim() !== '';
    default:
      return false;
  }
}

/** A list item's first line, read: how far in it starts, its marker with the spaces after it, the marker's sign. */
export interface ItemLine {
  readonly indent: number;
  /** The marker and the spaces after it (`- `, `10.  `): where the item's content starts. */
  readonly prefix: string;
  /** `-`, `+` or `*`, or an ordered list's `.` or `)`. */
  readonly sign: string;
}

const ITEM_LINE = /^( *)((?:([-+*])|\d{1,9}([.)]))[ \t]+)\S/;

/** The line read as a list item's first line (one with content), or null when it is not one. */
export function itemLine(line: string): ItemLine | null {
  const found = ITEM_LINE.exec(line);
  if (!found) return null;
  return { indent: found[1]?.length ?? 0, prefix: found[2] ?? '', sign: found[3] ?? found[4] ?? '' };
}

/** The marker a list's first line starts with: `-`, `+` or `*`, or an ordered list's `.` or `)`. */
export function listMarker(firstLine: string): string {
  const found = /^ {0,3}(?:([-+*])|\d{1,9}([.)]))/.exec(firstLine);
  return found?.[1] ?? found?.[2] ?? '';
}

/**
 * Where to cut a line that is longer than a piece, at `limit` characters or before: before the
 * last space outside a code span (the space goes with the next piece, where it is read as
 * written), else before the last space, else at the limit itself.
 */
export function inlineCut(text: string, limit: number): number {
  let open = 0;
  let lastSpace = -1;
  let lastClosedSpace = -1;
  for (let at = 0; at < limit;) {
    const ch = text[at];
    if (ch === '`') {
      let run = 1;
      while (text[at + run] === '`') run += 1;
      if (open === 0) open = run;
      else if (run === open) open = 0;
      at += run;
      continue;
    }
    if (ch === ' ' || ch === '\t') {
      lastSpace = at;
      if (open === 0) lastClosedSpace = at;
    }
    at += ch === '\\' ? 2 : 1;
  }
  const cut = lastClosedSpace > 0 ? lastClosedSpace : lastSpace > 0 ? lastSpace : limit;
  // Never between the two halves of a character outside the Basic Multilingual Plane.
  const code = text.charCodeAt(cut - 1);
  return code >= 0xd800 && code <= 0xdbff ? cut - 1 : cut;
}

/** How a paragraph's line ends where the next piece starts: a hard break (two spaces, a backslash) or not. */
export function lineBreakAfter(line: string): 'softbreak' | 'hardbreak' {
  return / {2,}$/.test(line) || /(?:^|[^\\])(?:\\\\)*\\$/.test(line) ? 'hardbreak' : 'softbreak';
}

/** `more` after `nodes`, the text where they meet joined as the parser joins it. */
export function joinInline(nodes: readonly MdInline[], more: readonly MdInline[]): MdInline[] {
  const last = nodes.at(-1);
  const first = more[0];
  if (last?.type === 'text' && first?.type === 'text') {
    return [...nodes.slice(0, -1), { type: 'text', text: last.text + first.text }, ...more.slice(1)];
  }
  return [...nodes, ...more];
}

/** Two lines of one paragraph: the first's trailing spaces (and a hard break's backslash) go. */
function joinLines(
  first: readonly MdInline[],
  second: readonly MdInline[],
  brk: 'softbreak' | 'hardbreak',
): MdInline[] {
  const last = first.at(-1);
  let head = [...first];
  if (last?.type === 'text') {
    const text = brk === 'hardbreak' ? last.text.replace(/\\$/, '').trimEnd() : last.text.trimEnd();
    head = text === '' ? first.slice(0, -1) : [...first.slice(0, -1), { type: 'text', text }];
  }
  return [...head, { type: brk }, ...second];
}

/** Whether a list's items hold loose paragraphs; null when it holds no paragraph to tell by. */
function listLoose(block: Extract<MdBlock, { type: 'list' }>): boolean | null {
  for (const item of block.items) {
    const paragraph = item.children.find((child) => child.type === 'paragraph');
    if (paragraph?.type === 'paragraph') return !paragraph.tight;
  }
  return null;
}

function withLoose(block: Extract<MdBlock, { type: 'list' }>, loose: boolean): MdBlock {
  const items = block.items.map((item) => ({
    children: item.children.map((child) => (child.type === 'paragraph' ? { ...child, tight: !loose } : child)),
  }));
  return { ...block, items };
}

/** Copies the path to the inline content ending `block` with `more` joined to it; null where none ends it. */
export function joinToLastInline(block: MdBlock, join: (children: readonly MdInline[]) => MdInline[]): MdBlock | null {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return { ...block, children: join(block.children) };
    case 'blockquote':
    case 'list': {
      const kids = block.type === 'list' ? block.items.at(-1)?.children : block.children;
      const last = kids?.at(-1);
      const grown = last ? joinToLastInline(last, join) : null;
      if (!kids || !grown) return null;
      const children = [...kids.slice(0, -1), grown];
      return block.type === 'list'
        ? { ...block, items: [...block.items.slice(0, -1), { children }] }
        : { ...block, children };
    }
    case 'table': {
      const row = block.rows.at(-1) ?? block.head;
      const cell = row.at(-1);
      if (!cell) return null;
      const grown = [...row.slice(0, -1), { ...cell, children: join(cell.children) }];
      return block.rows.length > 0
        ? { ...block, rows: [...block.rows.slice(0, -1), grown] }
        : { ...block, head: grown };
    }
    case 'code':
      return null;
    default:
      return null;
  }
}

/** How many lists are open at the end of `block`: it, if a list, its last item's last child, if a list, and on. */
export function openLists(block: MdBlock | null): number {
  let depth = 0;
  for (let at = block; at?.type === 'list'; at = at.items.at(-1)?.children.at(-1) ?? null) depth += 1;
  return depth;
}

/**
 * A list `before` whose last item goes on in `next`: `next` was parsed under stand-ins of the
 * first lines of that item and of the items nested in it down `depth` levels, so its first item
 * is a stand-in (a paragraph, dropped) with what belongs to the real item after it: at depth 0, a
 * nested list; deeper, the next stand-in's list, joined the same way. Its other items follow.
 * Null where it is not so.
 */
export function joinInsideLastItem(before: MdBlock, next: MdBlock, blank: boolean, depth: number): MdBlock | null {
  if (before.type !== 'list' || next.type !== 'list' || before.ordered !== next.ordered) return null;
  const [standIn, ...rest] = next.items;
  const last = before.items.at(-1);
  if (!standIn || !last || standIn.children[0]?.type !== 'paragraph') return null;
  let children: MdBlock[];
  if (depth === 0) {
    children = [...last.children, ...standIn.children.slice(1)];
  } else {
    const [inner, innerNext] = [last.children.at(-1), standIn.children[1]];
    const joined = inner && innerNext ? joinInsideLastItem(inner, innerNext, blank, depth - 1) : null;
    if (!joined) return null;
    children = [...last.children.slice(0, -1), joined, ...standIn.children.slice(2)];
  }
  // A blank line before the piece is inside the innermost item, the one the piece goes on.
  const loose = (depth === 0 && blank) || listLoose(before) === true || listLoose({ ...next, items: rest }) === true;
  return withLoose({ ...before, items: [...before.items.slice(0, -1), { children }, ...rest] }, loose);
}

/**
 * The block `before` went on by `next` across a line seam, or null when `next` does not continue
 * it (the long block ended at the seam). `brk` is how the line before the seam ended; `blank`
 * whether it was blank inside a quote.
 */
export function joinAcrossLine(
  before: MdBlock,
  next: MdBlock,
  brk: 'softbreak' | 'hardbreak',
  blank: boolean,
): MdBlock | null {
  if (before.type === 'paragraph' && (next.type === 'paragraph' || next.type === 'heading') && !blank) {
    // A setext underline in the next piece makes the whole paragraph its heading.
    return { ...next, children: joinLines(before.children, next.children, brk) };
  }
  if (before.type === 'table' && next.type === 'table') return { ...before, rows: [...before.rows, ...next.rows] };
  if (before.type === 'code' && next.type === 'code' && !blank) return { ...before, text: before.text + next.text };
  if (before.type === 'list' && next.type === 'list' && before.ordered === next.ordered) {
    const loose = blank || listLoose(before) === true || listLoose(next) === true;
    return withLoose({ ...before, items: [...before.items, ...next.items] }, loose);
  }
  if (before.type === 'list' && next.type === 'paragraph' && !blank) {
    // A lazy line: it goes on with the paragraph that ends the last item.
    return joinToLastInline(before, (children) => joinLines(children, next.children, brk));
  }
  if (before.type === 'blockquote' && next.type === 'blockquote') {
    const last = before.children.at(-1);
    const first = next.children[0];
    const joined = !blank && last && first ? joinAcrossLine(last, first, brk, false) : null;
    const children = joined
      ? [...before.children.slice(0, -1), joined, ...next.children.slice(1)]
      : [...before.children, ...next.children];
    return { ...before, children };
  }
  return null;
}
