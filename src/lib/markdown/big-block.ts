/**
 * A block longer than one step may parse (a list of hundreds of items, a long table or code
 * listing, a paragraph of a hundred thousand characters), parsed a piece at a time: each piece
 * ends at a seam (`./seams`), is parsed once on its own and joined to the pieces before it. A
 * fenced code block is not parsed at all: its lines are its text, up to its closing fence
 * (`./big-fence`).
 */
import { growFence, showFence } from './big-fence';
import { completeTail } from './complete';
import { parseInlineNodes, parseSourceBlocks, type ParseEnv, type SourceBlock } from './parse';
import {
  ENDED_BY_BLANK_LINE,
  inlineCut,
  isSeam,
  itemLine,
  joinAcrossLine,
  joinInline,
  joinInsideLastItem,
  joinToLastInline,
  lineBreakAfter,
  listMarker,
  openLists,
  type BigKind,
} from './seams';
import type { MdBlock } from './tree';

export interface BigBlock {
  readonly kind: BigKind;
  /** A list's marker (`-`, `.`…), or a fence's run of backticks or tildes. */
  readonly marker: string;
  /** A table's head and delimiter rows, parsed again before each piece of its rows. */
  readonly head: string;
  /** How many spaces indent a fenced block's opening line, taken off each of its lines. */
  readonly indent: number;
  /** Its tree so far: one block once the first piece is parsed. */
  readonly node: MdBlock | null;
  /** How much of its text the tree covers. */
  readonly length: number;
  /** Whether that ends inside a line. */
  readonly midLine: boolean;
  /** Where the block ends (its length), once its end has been read. */
  readonly end: number | null;
  /** The reference definitions each piece is parsed with. */
  readonly env: ParseEnv;
}

/** How the part of the block not taken yet shows while it arrives. */
export interface LiveBigBlock {
  readonly node: MdBlock | null;
  /** Blocks after its end, when that end has arrived. */
  readonly after: readonly SourceBlock[];
  /** Where it ends, when its end has arrived on a complete line. */
  readonly endsAt: number | null;
}

const FENCE_OPEN = /^(?:[ \t]*\n)*( {0,3})(`{3,}|~{3,})[^\n]*\n/;
const TABLE_HEAD = /^([^\n]*\n)([ \t]*\|?[ \t]*:?-[-:| \t]*\n)/m;

/** The first line that is not blank. */
const firstLine = (text: string): string => /^(?:[ \t]*\n)*([^\n]*)/.exec(text)?.[1] ?? '';

/**
 * The long block that `first` starts (its first lines, parsed), read from `text` (the reply from
 * that block on). `env` holds the definitions known before it.
 */
export function startBigBlock(first: SourceBlock, text: string, env: ParseEnv): BigBlock {
  const node = first.nodes[0];
  const base = { marker: '', head: '', indent: 0, node: null, length: 0, midLine: false, end: null, env };
  const fence = FENCE_OPEN.exec(text);
  if (node?.type === 'code' && fence) {
    const open = { type: 'code', lang: node.lang, text: '' } as const;
    const marker = fence[2] ?? '```';
    return { ...base, kind: 'fence', marker, indent: (fence[1] ?? '').length, node: open, length: fence[0].length };
  }
  switch (node?.type) {
    case 'table': {
      const head = TABLE_HEAD.exec(first.source);
      return { ...base, kind: 'table', head: head ? `${head[1]}${head[2]}` : '' };
    }
    case 'list':
      return { ...base, kind: 'list', marker: listMarker(firstLine(text)) };
    case 'blockquote':
      return { ...base, kind: 'quote' };
    case 'paragraph':
      return { ...base, kind: 'paragraph' };
    case 'code':
      return { ...base, kind: 'code' };
    default:
      return { ...base, kind: 'line' };
  }
}

/** The end of the line that ends just before `at` (a bounded look back: only its end matters). */
function lineBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 80), at - 1);
  return before.slice(before.lastIndexOf('\n') + 1);
}

/** `piece` (the rest of a long line, or all of it) joined to the tree as inline text. */
function joinLinePiece(big: BigBlock, piece: string): MdBlock {
  const node = big.node as MdBlock;
  if (node.type === 'code') return { ...node, text: `${node.text.replace(/\n$/, '')}${piece}\n` };
  const more = parseInlineNodes(piece, structuredClone(big.env));
  return joinToLastInline(node, (children) => joinInline(children, more)) ?? node;
}

/** The rest of a long line, to `limit` characters: parsed as inline text and joined to the tree. */
function growLine(big: BigBlock, text: string, limit: number, complete: boolean, force: boolean): BigBlock {
  const window = text.slice(big.length, big.length + limit + 1);
  const newline = window.indexOf('\n');
  const lineEnds = newline !== -1 && newline <= limit;
  if (!lineEnds && !(complete && window.length <= limit) && !(force && window.length > limit)) return big;
  const cut = lineEnds ? newline : window.length <= limit ? window.length : inlineCut(window, limit);
  const length = big.length + cut + (lineEnds ? 1 : 0);
  const ended = (lineEnds && big.kind === 'line') || (complete && length >= text.length);
  const lineEnd = lineEnds || ended;
  // The spaces that end a line are its line break's, not text; a heading's closing `#`s go too.
  const closing = big.node?.type === 'heading' ? /(?:[ \t]+#+)?[ \t]*$/ : /[ \t]+$/;
  const node = joinLinePiece(big, lineEnd ? window.slice(0, cut).replace(closing, '') : window.slice(0, cut));
  return { ...big, node, length, midLine: !lineEnds, end: ended ? length : null };
}

/** Where the next piece ends: the last seam in `window`, or null when there is none. */
function lastSeam(big: BigBlock, window: string): number | null {
  let seam: number | null = null;
  let lineStart = 0;
  for (let newline = window.indexOf('\n'); newline !== -1; newline = window.indexOf('\n', newline + 1)) {
    const next = newline + 1;
    if (next >= window.length) break;
    const lineEnd = window.indexOf('\n', next);
    const line = window.slice(next, lineEnd === -1 ? window.length : lineEnd);
    if (isSeam(big.kind, big.marker, window.slice(lineStart, newline), line)) seam = next;
    lineStart = next;
  }
  return seam;
}

/**
 * For a list's piece that starts with a list nested in the last item (cut from the lines that
 * open it, which a step could not hold with it): the first lines of the items it is nested in,
 * from the list's margin in, each with its marker and a stand-in word, under which the piece
 * parses as what it is. Parsed alone, its nested items were the outer list's own.
 */
function itemStandIn(big: BigBlock, text: string, piece: string): string[] | null {
  const opening = big.kind === 'list' ? itemLine(piece.slice(0, 40)) : null;
  if (!opening || opening.indent === 0) return null;
  const margin = /^ */.exec(firstLine(text))?.[0].length ?? 0;
  const chain: string[] = [];
  // Back from the piece, each item's first line that starts further out than the last one taken
  // (the first may be the piece's own item's sibling, as far in as it).
  let inside = opening.indent + 1;
  for (let end = big.length - 1; end > 0; end = text.lastIndexOf('\n', end - 1)) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const item = itemLine(text.slice(start, Math.min(end, start + 40)));
    if (item && item.indent < inside) {
      chain.unshift(`${' '.repeat(item.indent)}${item.prefix}x\n`);
      // Items that lines of their parent's have closed since (a paragraph after them) are not open.
      if (item.indent <= margin) return chain.slice(0, openLists(big.node));
      inside = item.indent;
    }
  }
  return null;
}

/**
 * `piece` (whole lines from where the tree stands) parsed and joined to it: the tree and how much
 * of the piece it covers (less than all when the block ends inside the piece), or no tree when
 * the block ended where the piece starts.
 */
function parsePiece(big: BigBlock, text: string, piece: string, env: ParseEnv) {
  const standIn = big.node ? itemStandIn(big, text, piece) : null;
  const head = standIn?.join('') ?? (big.node ? big.head : '');
  const blocks = parseSourceBlocks(`${head}${piece}`, env);
  const first = blocks[0]?.nodes[0];
  const before = lineBefore(text, big.length);
  // A blank line before the piece (inside a quote, a `>` alone) loosens a list, ends a paragraph.
  const blank =
    /^[ \t]*\n/.test(piece) || (big.kind === 'quote' ? /^ {0,3}>[ \t]*$/.test(before) : before.trim() === '');
  const join = (node: MdBlock, next: MdBlock) =>
    standIn
      ? joinInsideLastItem(node, next, blank, standIn.length - 1)
      : joinAcrossLine(node, next, lineBreakAfter(before), blank);
  const node = !first ? null : big.node ? join(big.node, first) : first;
  if (!node) return { node, covered: 0, blocks };
  const covered = blocks.length > 1 ? (blocks[0]?.source.length ?? 0) - head.length : piece.length;
  return { node, covered, blocks: blocks.slice(1) };
}

/** One piece of a block cut at line seams (or inside its first line, when that is too long). */
function growLines(big: BigBlock, text: string, limit: number, complete: boolean, force: boolean): BigBlock {
  const head = big.node ? big.head : '';
  const room = Math.max(1, limit - head.length);
  const window = text.slice(big.length, big.length + room + 1);
  const whole = complete && window.length <= room;
  const newline = window.indexOf('\n');
  let cut = whole ? window.length : lastSeam(big, window.slice(0, room));
  const longLine = cut === null && (newline === -1 || newline >= room);
  // A cut where the block does not start afresh waits for a whole step that finds no seam.
  if (cut === null && (!force || (!complete && window.length <= room))) return big;
  if (longLine) cut = inlineCut(window, room);
  // No seam within reach: taken to end at the last line that fits.
  cut ??= window.lastIndexOf('\n', room - 1) + 1;
  const env = structuredClone(big.env);
  const { node, covered } = parsePiece(big, text, window.slice(0, cut), env);
  // Nothing continues it at the cut (or, first, nothing but blank lines and definitions was there).
  if (!node) return { ...big, length: big.length + (big.node ? 0 : cut), end: big.length + (big.node ? 0 : cut) };
  const length = big.length + covered;
  const blankEnd = /\n[ \t]*\n$/.test(window.slice(0, cut)) && ENDED_BY_BLANK_LINE.has(node.type);
  const ended = covered < cut || whole || blankEnd || (!longLine && (node.type === 'heading' || big.kind === 'line'));
  return { ...big, node, length, midLine: longLine, end: ended ? length : null, env: big.node ? big.env : env };
}

/**
 * The long block with its next piece (at most `limit` characters) parsed and joined; unchanged
 * when the next piece has not arrived yet. `text` is the reply from the block's start; `complete`
 * once the reply has ended; `force` when `limit` is a whole step's, which may cut where no seam
 * is (inside a long line, or a list item longer than a step).
 */
export function growBigBlock(big: BigBlock, text: string, limit: number, complete: boolean, force: boolean): BigBlock {
  if (big.kind === 'fence') return growFence(big, text, limit, complete, force);
  return big.midLine ? growLine(big, text, limit, complete, force) : growLines(big, text, limit, complete, force);
}

/**
 * The part not taken yet of a block still arriving, parsed with its unfinished end completed
 * when it is no longer than `limit` (null otherwise: it then shows as written).
 */
export function showBigBlock(big: BigBlock, text: string, limit: number): LiveBigBlock | null {
  const rest = text.slice(big.length);
  if (rest.length + big.head.length > limit) return null;
  if (rest === '') return { node: big.node, after: [], endsAt: null };
  const completed = completeTail(rest);
  if (completed.length + big.head.length > limit) return null;
  if (big.kind === 'fence') return { node: showFence(big, completed), after: [], endsAt: null };
  if (big.midLine) {
    // The line has ended since: the next piece takes its end first.
    if (rest.includes('\n')) return null;
    return { node: big.node && joinLinePiece(big, completed), after: [], endsAt: null };
  }
  const { node, covered, blocks } = parsePiece(big, text, completed, structuredClone(big.env));
  const lastLine = rest.lastIndexOf('\n') + 1;
  return {
    node: node ?? big.node,
    after: blocks,
    endsAt: blocks.length > 0 && covered < lastLine ? big.length + covered : null,
  };
}

/** The block taken to end at `end` (its lines up to there having arrived): the rest of it parsed. */
export function endBigBlock(big: BigBlock, text: string, end: number): BigBlock {
  const { node, covered } = parsePiece(big, text, text.slice(big.length, end), structuredClone(big.env));
  return { ...big, node: node ?? big.node, length: big.length + covered, end: big.length + covered };
}
