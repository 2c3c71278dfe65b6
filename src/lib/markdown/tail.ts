/**
 * The parses of a streaming reply's unfinished end (`./stream`): whole when it fits the step,
 * finished by a blank line, or, when longer than a step, a window at its start. Each keeps what it
 * finds finished and returns what stays open, so that the step only chooses among them.
 */
import { startBigBlock } from './big-block';
import { commit, type FinishedBlocks } from './finished';
import type { Grown } from './grow';
import type { LongBlock } from './long-block';
import { parseSourceBlocks, type SourceBlock } from './parse';
import { ENDED_BY_BLANK_LINE } from './seams';

/** Whether the last block is finished by the (complete) blank line that ends its source. */
function endedByBlankLine(block: SourceBlock): boolean {
  return /\n[ \t]*\n$/.test(block.source) && block.nodes.every((node) => ENDED_BY_BLANK_LINE.has(node.type));
}

/**
 * How many of `blocks` (parsed from text whose last line starts at `lastLine`) are finished: a
 * block is, once another block has begun on a later, complete line (block structure never
 * reopens a closed block), or, for a paragraph, heading, table or quote, once a blank line has
 * ended it.
 */
function countFinished(blocks: readonly SourceBlock[], lastLine: number): number {
  let offset = 0;
  let done = 0;
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index] as SourceBlock;
    offset += block.source.length;
    const followed = index + 1 < blocks.length && offset < lastLine;
    if (!followed && !endedByBlankLine(block)) break;
    done = index + 1;
  }
  return done;
}

/**
 * The unfinished end, parsed whole (it fits the budget): keeps the blocks it finishes and returns
 * the parse of those left (null once the reply has ended: then all are finished).
 */
export function parseTail(finished: FinishedBlocks, tail: string, completed: string, complete: boolean): Grown | null {
  const known = structuredClone(finished.env);
  const blocks = parseSourceBlocks(completed, known);
  const done = complete ? blocks.length : countFinished(blocks, tail.lastIndexOf('\n') + 1);
  // Blank lines or definitions alone make no block: kept as one with nothing to show.
  commit(
    finished,
    complete && blocks.length === 0 ? [{ source: tail, nodes: [] }] : blocks.slice(0, done),
    known,
    complete,
  );
  const offset = blocks.slice(0, done).reduce((sum, block) => sum + block.source.length, 0);
  return complete
    ? null
    : {
        tail: tail.slice(offset),
        completed: completed.slice(offset),
        blocks: blocks.slice(done),
        env: known,
        checkpoint: null,
      };
}

/**
 * Finishes the unfinished blocks, as last parsed (`before`), when a blank line follows them and
 * they are of those a blank line ends (their text as parsed being what was written): what follows
 * is then parsed alone. Whether it did.
 */
export function finishByBlankLine(finished: FinishedBlocks, before: Grown, tail: string): boolean {
  const gap = (before.tail.endsWith('\n') ? /^(?:[ \t]*\n)+/ : /^\n(?:[ \t]*\n)+/).exec(tail.slice(before.tail.length));
  const ends = before.blocks.every((block) => block.nodes.every((node) => ENDED_BY_BLANK_LINE.has(node.type)));
  const lastBlock = before.blocks.at(-1);
  if (!gap || !ends || !lastBlock || !tail.startsWith(before.tail) || before.completed !== before.tail.trimEnd())
    return false;
  const start = before.completed.length - lastBlock.source.length;
  const source = `${before.tail.slice(start)}${gap[0]}`;
  commit(finished, [...before.blocks.slice(0, -1), { source, nodes: lastBlock.nodes }], before.env);
  return true;
}

/**
 * Finishes what a window of whole lines (at most `budget` characters) at the start of a long
 * unfinished end shows finished; returns the long block it begins when it finishes none.
 */
export function parseWindow(finished: FinishedBlocks, tail: string, budget: number): LongBlock | null {
  const cut = tail.lastIndexOf('\n', budget - 1) + 1;
  const window = tail.slice(0, cut === 0 ? budget : cut);
  const known = structuredClone(finished.env);
  const blocks = parseSourceBlocks(window, known);
  const done = cut === 0 ? 0 : countFinished(blocks, window.length);
  if (done > 0) commit(finished, blocks.slice(0, done), known);
  else if (blocks[0]) return { block: startBigBlock(blocks[0], tail, known), start: finished.end };
  else commit(finished, [{ source: window, nodes: [] }], known);
  return null;
}
