/**
 * Ways to grow the tree of a streaming reply's unfinished end without parsing all of it again,
 * each taken only where it gives what a parse would: plain words added to plain words, lines
 * added to an open code block, and text added after an end with nothing left open (parsed on its
 * own). Each returns null where that cannot be shown, and the caller parses instead.
 */
import { completeTail } from './complete';
import { parseInlineNodes, type ParseEnv, type SourceBlock } from './parse';
import { joinInline } from './seams';
import type { MdBlock, MdInline } from './tree';

/** The last parse of the unfinished end: its text, that text completed, and its blocks. */
export interface Grown {
  readonly tail: string;
  readonly completed: string;
  readonly blocks: readonly SourceBlock[];
  /** The reference definitions that parse knew. */
  readonly env: ParseEnv;
  /** An earlier state whose end had nothing left open, which later text may go on from. */
  readonly checkpoint: Grown | null;
}

type Growth = Pick<Grown, 'completed' | 'blocks'>;

/** Text that, appended to plain words, cannot change the structure around it. */
const PLAIN = /^[\p{L}\p{N} ,.!?]+$/u;
const WORD = /^[\p{L}\p{N}]+[,.!?]?$/u;

/**
 * Copies the path to the last text of `nodes` with `more` added to it: to the text ending in
 * `ending`, or, when `ending` is null, after whatever ends the inline content. Null if the tree
 * does not end that way.
 */
function growInline(nodes: readonly MdInline[], ending: string | null, more: string): MdInline[] | null {
  const last = nodes.at(-1);
  if (!last) return null;
  let grown: MdInline | null = null;
  if (last.type === 'text')
    grown = ending === null || last.text.endsWith(ending) ? { type: 'text', text: last.text + more } : null;
  else if (ending === null) return [...nodes, { type: 'text', text: more }];
  else if (last.type === 'strong' || last.type === 'em' || last.type === 'del') {
    const children = growInline(last.children, ending, more);
    grown = children ? { ...last, children } : null;
  }
  return grown ? [...nodes.slice(0, -1), grown] : null;
}

/**
 * Copies the path to the inline content that ends `blocks` (a paragraph's or heading's, in quotes
 * and lists too; a table's last cell when `cells`) with that content replaced by `grow`'s.
 */
function growLastInline(
  blocks: readonly MdBlock[],
  grow: (children: readonly MdInline[]) => MdInline[] | null,
  cells: boolean,
): MdBlock[] | null {
  const last = blocks.at(-1);
  let grown: MdBlock | null = null;
  switch (last?.type) {
    case 'paragraph':
    case 'heading': {
      const children = grow(last.children);
      grown = children ? { ...last, children } : null;
      break;
    }
    case 'blockquote': {
      const children = growLastInline(last.children, grow, cells);
      grown = children ? { ...last, children } : null;
      break;
    }
    case 'list': {
      const item = last.items.at(-1);
      const children = item ? growLastInline(item.children, grow, cells) : null;
      grown = children ? { ...last, items: [...last.items.slice(0, -1), { children }] } : null;
      break;
    }
    case 'table': {
      const row = last.rows.at(-1);
      const cell = row?.at(-1);
      const children = cells && cell ? grow(cell.children) : null;
      grown =
        row && cell && children
          ? { ...last, rows: [...last.rows.slice(0, -1), [...row.slice(0, -1), { ...cell, children }]] }
          : null;
      break;
    }
    default:
      grown = null;
  }
  return grown ? [...blocks.slice(0, -1), grown] : null;
}

/** The blocks with their last one's nodes and source replaced. */
function withLast(before: Grown, completed: string, nodes: readonly MdBlock[]): Growth {
  const last = before.blocks.at(-1) as SourceBlock;
  const start = before.completed.length - last.source.length;
  return { completed, blocks: [...before.blocks.slice(0, -1), { source: completed.slice(start), nodes }] };
}

const OPEN_FENCE = /^(?:[ \t]*\n)*[ \t]{0,3}(?:`{3,}|~{3,})[^\n]*\n/;

/**
 * Text added to a line of a fenced code block still open: the code grows by it, without a parse.
 * The line must already hold code (its indentation is settled) and must not turn into the
 * closing fence.
 */
function appendCode(before: Grown, tail: string, more: string, lineStart: number): Growth | null {
  const last = before.blocks.at(-1);
  const node = last?.nodes.length === 1 ? last.nodes[0] : undefined;
  if (!last || node?.type !== 'code' || !OPEN_FENCE.test(last.source) || /[\n`~]/.test(more)) return null;
  const line = before.tail.slice(lineStart);
  if (line.trim() === '' || before.completed !== before.tail || completeTail(tail) !== tail) return null;
  if (!node.text.endsWith(line.trimStart())) return null;
  const nodes = [{ ...node, text: node.text + more }];
  return { completed: tail, blocks: [...before.blocks.slice(0, -1), { source: last.source + more, nodes }] };
}

/**
 * The blocks of `before + more` from those of `before`, without parsing, when `more` only adds
 * plain words to the plain words that end the text (the common case while a sentence streams):
 * no marker, no line break, nothing a link or emphasis could take in.
 */
function appendPlain(before: Grown, tail: string): Growth | null {
  const more = tail.slice(before.tail.length);
  if (more === '' || !tail.startsWith(before.tail)) return null;
  const lineStart = before.tail.lastIndexOf('\n') + 1;
  const code = appendCode(before, tail, more, lineStart);
  if (code || !PLAIN.test(more)) return code;
  const end = /(\S+)( *)$/.exec(before.tail.slice(lineStart));
  // A run at the start of its line could become a block marker (`1.`); a line opening with `[`
  // may be a link reference definition, which is no block of its own.
  const line = before.tail.slice(lineStart);
  if (!end || line.slice(0, end.index).trim() === '' || /^ {0,3}\[/.test(line)) return null;
  const [, run = '', pad = ''] = end;
  const words = (text: string): boolean => text.split(' ').every((word) => word === '' || WORD.test(word));
  // The parser drops the spaces that end a paragraph: they are added with what follows them.
  const added = `${pad}${more}`.trimEnd();
  // Words after a space start after the last run, whatever it is (`**bold**`, a link), as long as
  // nothing was left open for the completion to close; a heading's closing `#`s would become text.
  const inside = words(`${run}${added}`);
  const after = !inside && added.startsWith(' ') && !/^#+$/.test(run) && words(added);
  if (!inside && !after) return null;
  const completed = completeTail(tail);
  let at = 0;
  while (at < before.completed.length && before.completed[at] === completed[at]) at += 1;
  if (
    !before.completed.slice(0, at).endsWith(run) ||
    `${before.completed.slice(0, at)}${added}${before.completed.slice(at)}` !== completed ||
    (after && at !== before.completed.length)
  ) {
    return null;
  }
  const last = before.blocks.at(-1);
  const nodes = last
    ? growLastInline(last.nodes, (children) => growInline(children, after ? null : run, added), true)
    : null;
  return last && nodes ? withLast(before, completed, nodes) : null;
}

/** Characters that may open or close inline structure, or change what is next to them. */
const OPEN_MARK = /[*_~`[\]\\<>&!]/;

/** Whether no text in `nodes` holds a marker that text added after them could still pair with. */
function settled(nodes: readonly MdInline[]): boolean {
  return nodes.every((node) => {
    if (node.type === 'text') return !OPEN_MARK.test(node.text);
    if ('children' in node) return settled(node.children);
    return true;
  });
}

/**
 * The blocks of a tail that goes on, on the same line, from an end with nothing left open: the
 * new words (their unfinished end completed) are parsed on their own and joined to the paragraph
 * or heading they continue. Most of a reply arrives this way: a marker (`**`, a link) opens and
 * closes within a few words, and the paragraph before it is not parsed again.
 */
function appendAfter(before: Grown, tail: string): Growth | null {
  if (!tail.startsWith(before.tail) || before.completed === '' || before.completed.endsWith('\n')) return null;
  const line = before.completed.slice(before.completed.lastIndexOf('\n') + 1);
  // A line opening with `[` may be a reference definition, which belongs to no block.
  if (/^ {0,3}\[/.test(line)) return null;
  const completed = completeTail(tail);
  if (!completed.startsWith(before.completed)) return null;
  const suffix = completed.slice(before.completed.length);
  if (suffix === '') return { completed, blocks: before.blocks };
  // It must start a word (an underscore or a link is read with what is before it) and stay on the
  // line, in no table cell and no heading's closing `#`s.
  if (!/^[ \t]/.test(suffix) || /[\n|#]/.test(suffix)) return null;
  const last = before.blocks.at(-1);
  // Parsed only once the content it joins is known to have nothing left open.
  if (!last || !growLastInline(last.nodes, (children) => (settled(children) ? [...children] : null), false))
    return null;
  const added = parseInlineNodes(suffix, structuredClone(before.env));
  const nodes = growLastInline(last.nodes, (children) => joinInline(children, added), false);
  return nodes ? withLast(before, completed, nodes) : null;
}

/** Whether text added after `state` may be parsed on its own and joined to it (`appendAfter`). */
function canGoOnFrom(state: Grown): boolean {
  const { completed } = state;
  if (completed === '' || completed.endsWith('\n') || completed !== state.tail.trimEnd()) return false;
  if (/^ {0,3}\[/.test(completed.slice(completed.lastIndexOf('\n') + 1))) return false;
  const last = state.blocks.at(-1);
  return !!last && !!growLastInline(last.nodes, (children) => (settled(children) ? [...children] : null), false);
}

/**
 * The tail's tree grown from the last one without parsing it again, or null: plain words added
 * to it, text added after it, or, when what the last frame showed was still open (a link's
 * target arriving, `**bold` not closed yet), text added after the last point where nothing was
 * open, which is kept for that (the checkpoint).
 */
export function growTail(last: Grown, tail: string): Grown | null {
  const bases = last.checkpoint ? [last, last.checkpoint] : [last];
  for (const base of bases) {
    const grown = (base === last ? appendPlain(base, tail) : null) ?? appendAfter(base, tail);
    if (!grown) continue;
    // Kept without its own checkpoint, so that the states do not chain back to the reply's start.
    const checkpoint = base === last ? (canGoOnFrom(last) ? { ...last, checkpoint: null } : last.checkpoint) : base;
    return { tail, ...grown, env: base.env, checkpoint };
  }
  return null;
}
