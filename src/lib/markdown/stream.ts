import { growBigBlock, endBigBlock, showBigBlock, startBigBlock, type BigBlock } from './big-block';
import { completeTail } from './complete';
import { growTail, type Grown } from './grow';
import { ENDED_BY_BLANK_LINE } from './seams';
import { parseSourceBlocks, parserStats, type ParseEnv as Env, type SourceBlock } from './parse';

/** What to show of a reply after a step. */
export interface StreamView {
  readonly blocks: readonly SourceBlock[];
  /** The end of the text not parsed yet, shown as it is written ('' when none). */
  readonly rest: string;
  /** Whether work is left on this text: the next step should come without waiting for more. */
  readonly pending: boolean;
}

/** Parses a reply as it grows, a bounded amount at a time. */
export interface StreamParser {
  /**
   * Takes the whole text so far (`complete` once it has ended) and does one step: parses at
   * most the budget's characters, and returns what to show.
   */
  readonly update: (source: string, complete: boolean) => StreamView;
}

/**
 * The most characters one step gives the parser: about 10 ms of markdown-it's time on the
 * costliest shapes measured (`bench/markdown.mjs`) on a phone-class core, well inside a frame.
 */
export const STEP_CHARS = 8192;

/**
 * Whether a block's source may hold a link reference definition (`[label]: target`, in a quote
 * or a list item too, its label maybe going on to the next line).
 */
const MAY_DEFINE = /^(?:[ \t]*(?:>|[-+*]|\d{1,9}[.)]))*[ \t]*\[(?:[^\]\n]*\]:|[^\]\n]*$)/m;

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

/** The definitions a parse knew, comparable with another's. */
function definitions(env: Env): string {
  const references = (env as { references?: Record<string, unknown> }).references ?? {};
  return JSON.stringify(
    Object.keys(references)
      .sort()
      .map((label) => [label, references[label]]),
  );
}

interface LongBlock {
  readonly block: BigBlock;
  /** Where it starts in the reply. */
  readonly start: number;
  /** Where a look at the rest of it saw it end, still to be taken. */
  readonly endsAt?: number | undefined;
}

/** What shows beyond the finished blocks. */
interface Shown {
  readonly blocks: readonly SourceBlock[];
  readonly rest: string;
  /** Whether another step on the same text would parse more of it. */
  readonly more: boolean;
}

interface Finished {
  block: SourceBlock;
  /** The definitions it was parsed with. */
  known: string;
}

/**
 * A parser for a reply that grows at its end, whose work is bounded: each step gives markdown-it
 * at most `budget` characters, whatever the reply holds, so that no step holds the page for
 * longer than a frame. Finished blocks (`countFinished`) are parsed once and kept; the unfinished
 * end is parsed again (completed by `completeTail`) or, more often, grown without a parse
 * (`./grow`). A block longer than the budget is parsed in pieces (`./big-block`); text beyond
 * what the steps so far have parsed is shown as written, and the next step goes on with it. Once
 * the reply has ended it is parsed as written, without completion, and the blocks that use a
 * reference defined later are parsed again with it: the tree is then the one a whole parse gives.
 * Text that does not extend the last one starts the parse over.
 */
export function createStreamParser({ budget = STEP_CHARS }: { budget?: number } = {}): StreamParser {
  let finished: Finished[] = [];
  let finishedLength = 0;
  let env: Env = {};
  let last: Grown | null = null;
  /** A block longer than a step, as far as parsed; `endsAt`, where a look at the rest saw it end. */
  let big: LongBlock | null = null;
  /** Blocks checked against the definitions of the whole reply, once it has ended. */
  let checked = 0;
  /** Finished blocks whose reference definitions are still to be read (in the next step). */
  let toDefine: string[] = [];

  /**
   * The state before the text was first said to have ended: a longer text after it (a reply
   * shown from what was saved half-way, then whole) takes back what that end finished.
   */
  let sealed: {
    readonly source: string;
    readonly count: number;
    readonly length: number;
    readonly env: Env;
    readonly toDefine: string[];
    readonly last: Grown | null;
    readonly big: LongBlock | null;
  } | null = null;

  const seal = (source: string) => {
    sealed = {
      source,
      count: finished.length,
      length: finishedLength,
      env: structuredClone(env),
      toDefine: [...toDefine],
      last,
      big,
    };
  };

  const unseal = () => {
    if (!sealed) return;
    finished.length = sealed.count;
    finishedLength = sealed.length;
    ({ env, last, big } = sealed);
    toDefine = [...sealed.toDefine];
    checked = 0;
    sealed = null;
  };

  const reset = () => {
    finished = [];
    finishedLength = 0;
    env = {};
    last = null;
    big = null;
    checked = 0;
    toDefine = [];
    sealed = null;
  };

  /**
   * Keeps `blocks` as finished, parsed with the definitions `known`. When that parse was of these
   * blocks alone (`whole`), its definitions are theirs; otherwise they are read from the blocks
   * that may hold some, in the next step.
   */
  const commit = (blocks: readonly SourceBlock[], known: Env, whole = false) => {
    const seen = definitions(known);
    for (const block of blocks) {
      finished.push({ block, known: seen });
      finishedLength += block.source.length;
      if (!whole && MAY_DEFINE.test(block.source)) toDefine.push(block.source);
    }
    if (whole) {
      const references = (known as { references?: Record<string, unknown> }).references ?? {};
      const own = ((env as { references?: Record<string, unknown> }).references ??= {});
      for (const [label, target] of Object.entries(references)) own[label] ??= target;
    }
  };

  /** Reads the definitions of finished blocks, as far as `left` characters go; whether all were. */
  const define = (left: () => number): boolean => {
    while (toDefine[0] !== undefined && toDefine[0].length <= left()) {
      parseSourceBlocks(toDefine.shift() as string, env);
    }
    return toDefine.length === 0;
  };

  /** Whether `source` goes on from the finished blocks (their ends compared, not the whole text). */
  const extendsFinished = (source: string): boolean => {
    const first = finished[0]?.block;
    const end = finished.at(-1)?.block;
    if (!first || !end) return true;
    return (
      source.length >= finishedLength &&
      source.startsWith(first.source) &&
      source.startsWith(end.source, finishedLength - end.source.length)
    );
  };

  /** The unfinished end, parsed whole (it fits the budget). */
  const parseTail = (tail: string, completed: string, complete: boolean) => {
    const known = structuredClone(env);
    const blocks = parseSourceBlocks(completed, known);
    const done = complete ? blocks.length : countFinished(blocks, tail.lastIndexOf('\n') + 1);
    // Blank lines or definitions alone make no block: kept as one with nothing to show.
    commit(complete && blocks.length === 0 ? [{ source: tail, nodes: [] }] : blocks.slice(0, done), known, complete);
    const offset = blocks.slice(0, done).reduce((sum, block) => sum + block.source.length, 0);
    last = complete
      ? null
      : {
          tail: tail.slice(offset),
          completed: completed.slice(offset),
          blocks: blocks.slice(done),
          env: known,
          checkpoint: null,
        };
  };

  /**
   * Finishes the unfinished blocks, as last parsed, when a blank line follows them and they are
   * of those a blank line ends (their text as parsed being what was written): what follows is
   * then parsed alone. Whether it did.
   */
  const finishByBlankLine = (before: Grown, tail: string): boolean => {
    const gap = (before.tail.endsWith('\n') ? /^(?:[ \t]*\n)+/ : /^\n(?:[ \t]*\n)+/).exec(
      tail.slice(before.tail.length),
    );
    const ends = before.blocks.every((block) => block.nodes.every((node) => ENDED_BY_BLANK_LINE.has(node.type)));
    const lastBlock = before.blocks.at(-1);
    if (!gap || !ends || !lastBlock || !tail.startsWith(before.tail) || before.completed !== before.tail.trimEnd())
      return false;
    const start = before.completed.length - lastBlock.source.length;
    const source = `${before.tail.slice(start)}${gap[0]}`;
    commit([...before.blocks.slice(0, -1), { source, nodes: lastBlock.nodes }], before.env);
    last = null;
    return true;
  };

  /** Finishes what a window of whole lines at the start of a long unfinished end shows finished. */
  const parseWindow = (tail: string) => {
    const cut = tail.lastIndexOf('\n', budget - 1) + 1;
    const window = tail.slice(0, cut === 0 ? budget : cut);
    const known = structuredClone(env);
    const blocks = parseSourceBlocks(window, known);
    const done = cut === 0 ? 0 : countFinished(blocks, window.length);
    if (done > 0) commit(blocks.slice(0, done), known);
    else if (blocks[0]) big = { block: startBigBlock(blocks[0], tail, known), start: finishedLength };
    else commit([{ source: window, nodes: [] }], known);
    last = null;
  };

  /** What shows of the long block as it stands. */
  const showBig = (source: string, more: boolean): Shown => {
    const { block, start } = big as LongBlock;
    const text = source.slice(start);
    const nodes = block.node ? [block.node] : [];
    return {
      blocks: nodes.length > 0 ? [{ source: text.slice(0, block.length), nodes }] : [],
      rest: text.slice(block.length),
      more,
    };
  };

  /** The next piece of the long block; what shows of it, or null once it has ended. */
  const growBig = (source: string, complete: boolean, left: () => number): Shown | null => {
    const current = big as LongBlock;
    const text = source.slice(current.start);
    const whole = left() >= budget;
    // The lines up to its end are parsed as its last piece, once there is room for them.
    const fitsEnd = (block: BigBlock, end: number) => end - block.length + block.head.length <= left();
    // An end an earlier step saw (the look that saw it spent that step) is taken first.
    const seen = current.endsAt;
    let block =
      seen !== undefined && seen >= current.block.length && fitsEnd(current.block, seen)
        ? endBigBlock(current.block, text, seen)
        : growBigBlock(current.block, text, left(), complete, whole);
    const live = block.end === null && !complete && left() > 0 ? showBigBlock(block, text, left()) : null;
    if (live?.endsAt != null && fitsEnd(block, live.endsAt)) block = endBigBlock(block, text, live.endsAt);
    if (block.end !== null) {
      big = null;
      // Its definitions were read with its first piece.
      commit([{ source: text.slice(0, block.end), nodes: block.node ? [block.node] : [] }], block.env, true);
      return null;
    }
    big = { block, start: current.start, endsAt: live?.endsAt ?? seen };
    // Shown as written: a next step goes on, unless even a whole one found nothing to take (then
    // it waits for more text; its completion would not fit a step).
    const moved = block.length !== current.block.length;
    if (!live || live.endsAt != null) return showBig(source, moved || !whole || live?.endsAt != null || complete);
    const nodes = live.node ? [live.node] : [];
    return { blocks: [...(nodes.length > 0 ? [{ source: text, nodes }] : []), ...live.after], rest: '', more: false };
  };

  /** Once the reply has ended: a block that uses a definition made after it is parsed again. */
  const checkDefinitions = (left: number): boolean => {
    const all = definitions(env);
    for (; checked < finished.length; checked += 1) {
      const entry = finished[checked] as Finished;
      const { source } = entry.block;
      if (entry.known === all || !source.includes(']') || source.length > budget) continue;
      if (source.length > left) return false;
      left -= source.length;
      entry.block = { source, nodes: parseSourceBlocks(source, structuredClone(env)).flatMap((block) => block.nodes) };
      entry.known = all;
    }
    return true;
  };

  /** One step's work on `source`: what shows beyond the finished blocks. */
  const step = (source: string, complete: boolean, left: () => number): Shown => {
    // Each round finishes a block or returns: the bound only keeps a mistake from hanging the page.
    for (let round = 0; round < 1000; round += 1) {
      if (!define(left)) return { blocks: [], rest: source.slice(finishedLength), more: true };
      if (big) {
        if (left() <= 0) return showBig(source, true);
        const grown = growBig(source, complete, left);
        if (grown) return grown;
        // It ended: what follows it gets what is left of the step.
        continue;
      }
      const tail = source.slice(finishedLength);
      if (tail === '') return { blocks: [], rest: '', more: false };
      // What is parsed is the tail completed, which closes what it leaves open (longer, at times).
      const completed = tail.length > left() ? null : complete ? tail : completeTail(tail);
      const fits = completed !== null && completed.length <= left();
      if (!complete && last && fits && finishByBlankLine(last, tail)) continue;
      const grown = !complete && last && fits ? growTail(last, tail) : null;
      if (grown) {
        last = grown;
        return { blocks: last.blocks, rest: '', more: false };
      }
      if (fits) {
        parseTail(tail, completed, complete);
        if (last) return { blocks: last.blocks, rest: '', more: false };
        continue;
      }
      if (left() < budget) {
        const before = last && tail.startsWith(last.tail) ? last : null;
        return { blocks: before?.blocks ?? [], rest: tail.slice(before?.tail.length ?? 0), more: true };
      }
      parseWindow(tail);
      return { blocks: [], rest: source.slice(finishedLength), more: true };
    }
    return { blocks: [], rest: source.slice(finishedLength), more: true };
  };

  return {
    update(source, complete) {
      if (sealed && (!complete || source !== sealed.source)) unseal();
      if (!extendsFinished(source)) reset();
      if (complete && !sealed) seal(source);
      const start = parserStats.chars;
      const left = () => budget - (parserStats.chars - start);
      const shown = step(source, complete, left);
      const ended = complete && !big && finishedLength === source.length;
      // The definitions of the last blocks are read before the blocks are checked against them.
      const checkedAll = ended && define(left) && checkDefinitions(left());
      return {
        blocks: [...finished.map((entry) => entry.block), ...shown.blocks],
        rest: shown.rest,
        pending: shown.more || (complete && !checkedAll),
      };
    },
  };
}
