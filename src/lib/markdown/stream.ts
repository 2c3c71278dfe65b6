import { completeTail } from './complete';
import { parseSourceBlocks, type SourceBlock } from './parse';
import type { MdBlock, MdInline } from './tree';

type Env = NonNullable<Parameters<typeof parseSourceBlocks>[1]>;

/** Parses a reply as it grows; `update` takes the whole text so far and returns its blocks. */
export interface StreamParser {
  readonly update: (source: string) => readonly SourceBlock[];
}

/** Whether a block's source may hold a link reference definition (`[label]: target`). */
const MAY_DEFINE = /^ {0,3}\[/m;
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

function growBlocks(blocks: readonly MdBlock[], ending: string | null, more: string): MdBlock[] | null {
  const last = blocks.at(-1);
  if (!last) return null;
  let grown: MdBlock | null = null;
  switch (last.type) {
    case 'paragraph':
    case 'heading': {
      const children = growInline(last.children, ending, more);
      grown = children ? { ...last, children } : null;
      break;
    }
    case 'blockquote': {
      const children = growBlocks(last.children, ending, more);
      grown = children ? { ...last, children } : null;
      break;
    }
    case 'list': {
      const item = last.items.at(-1);
      const children = item ? growBlocks(item.children, ending, more) : null;
      grown = children ? { ...last, items: [...last.items.slice(0, -1), { children }] } : null;
      break;
    }
    case 'table': {
      // Text after a row's last pipe would be a cell of its own.
      if (ending === null) return null;
      const row = last.rows.at(-1);
      const cell = row?.at(-1);
      const children = cell ? growInline(cell.children, ending, more) : null;
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

/** Blocks that a blank line ends for good (a list or code may go on after one). */
const ENDED_BY_BLANK_LINE = new Set<MdBlock['type']>(['paragraph', 'heading', 'table', 'blockquote', 'rule']);

/** Whether the last block is finished by the (complete) blank line that ends its source. */
function endedByBlankLine(block: SourceBlock): boolean {
  return /\n[ \t]*\n$/.test(block.source) && block.nodes.every((node) => ENDED_BY_BLANK_LINE.has(node.type));
}

const OPEN_FENCE = /^(?:[ \t]*\n)*[ \t]{0,3}(?:`{3,}|~{3,})[^\n]*\n/;

/**
 * Text added to a line of a fenced code block still open: the code grows by it, without a parse.
 * The line must already hold code (its indentation is settled) and must not turn into the
 * closing fence.
 */
function appendCode(
  before: { readonly tail: string; readonly completed: string; readonly blocks: readonly SourceBlock[] },
  tail: string,
  more: string,
  lineStart: number,
): { completed: string; blocks: SourceBlock[] } | null {
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
 * no marker, no line break, nothing a link or emphasis could take in. Null when that cannot be
 * shown, and the text is parsed instead.
 */
function appendPlain(
  before: { readonly tail: string; readonly completed: string; readonly blocks: readonly SourceBlock[] },
  tail: string,
): { completed: string; blocks: SourceBlock[] } | null {
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
  const nodes = last ? growBlocks(last.nodes, after ? null : run, added) : null;
  if (!last || !nodes) return null;
  const start = before.completed.length - last.source.length;
  return { completed, blocks: [...before.blocks.slice(0, -1), { source: completed.slice(start), nodes }] };
}

/**
 * Whether `source` goes on from the finished blocks. Their ends are compared, not the whole text:
 * a parser serves one reply, and comparing the whole text on every frame would make streaming
 * quadratic again.
 */
function extendsFinished(source: string, finished: readonly SourceBlock[], length: number): boolean {
  const first = finished[0];
  const last = finished.at(-1);
  if (!first || !last) return true;
  return (
    source.length >= length &&
    source.startsWith(first.source) &&
    source.startsWith(last.source, length - last.source.length)
  );
}

/**
 * A parser for a reply that grows at its end. A block is finished once another block has begun
 * on a later, complete line (block structure never reopens a closed block), or, for a
 * paragraph, heading, table or quote, once a blank line has ended it: it is kept, and
 * only the text from the first unfinished block on is parsed again, with its unfinished end
 * completed (`completeTail`); plain words added to plain words are added to the tree without
 * parsing. Reference definitions in finished blocks serve the blocks after them; a reference
 * used before its definition resolves once the reply is whole (parsed in one go then). Text
 * that does not extend the last one starts the parse over.
 */
export function createStreamParser(): StreamParser {
  let finished: SourceBlock[] = [];
  /** How much of the text the finished blocks cover. */
  let finishedLength = 0;
  let env: Env = {};
  let last: { tail: string; completed: string; blocks: readonly SourceBlock[] } | null = null;
  return {
    update(source) {
      if (!extendsFinished(source, finished, finishedLength)) {
        finished = [];
        finishedLength = 0;
        env = {};
        last = null;
      }
      const tail = source.slice(finishedLength);
      const grown = last ? appendPlain(last, tail) : null;
      if (grown) {
        last = { tail, ...grown };
        return [...finished, ...grown.blocks];
      }
      const completed = completeTail(tail);
      // Reference definitions come from finished blocks only: a partial one must not stick.
      const blocks = parseSourceBlocks(completed, structuredClone(env));
      const lastLine = tail.lastIndexOf('\n') + 1;
      let offset = 0;
      let done = 0;
      for (let index = 0; index < blocks.length; index += 1) {
        const block = blocks[index] as SourceBlock;
        const next = offset + block.source.length;
        const followed = index + 1 < blocks.length && next < lastLine;
        if (!followed && !endedByBlankLine(block)) break;
        offset = next;
        done = index + 1;
      }
      for (const block of blocks.slice(0, done)) {
        finished.push(block);
        finishedLength += block.source.length;
        if (MAY_DEFINE.test(block.source)) parseSourceBlocks(block.source, env);
      }
      last = { tail: tail.slice(offset), completed: completed.slice(offset), blocks: blocks.slice(done) };
      return [...finished, ...last.blocks];
    },
  };
}
