/**
 * A streaming reply's block longer than one step (`./stream`), taken a piece a step
 * (`./big-block`) until it ends and joins the finished blocks: its own phase of a step, with its
 * own rule for what shows while it is still being parsed.
 */
import { endBigBlock, growBigBlock, showBigBlock, type BigBlock } from './big-block';
import { commit, type FinishedBlocks } from './finished';
import type { SourceBlock } from './parse';

/** A block longer than a step, as far as parsed. */
export interface LongBlock {
  readonly block: BigBlock;
  /** Where it starts in the reply. */
  readonly start: number;
  /** Where a look at the rest of it saw it end, still to be taken. */
  readonly endsAt?: number | undefined;
}

/** What shows beyond the finished blocks. */
export interface Shown {
  readonly blocks: readonly SourceBlock[];
  readonly rest: string;
  /** Whether another step on the same text would parse more of it. */
  readonly more: boolean;
}

/** What shows of the long block as it stands. */
export function showBig(big: LongBlock, source: string, more: boolean): Shown {
  const { block, start } = big;
  const text = source.slice(start);
  const nodes = block.node ? [block.node] : [];
  return {
    blocks: nodes.length > 0 ? [{ source: text.slice(0, block.length), nodes }] : [],
    rest: text.slice(block.length),
    more,
  };
}

/**
 * The next piece of the long block `current`: the block as it then stands and what shows of it, or
 * null once it has ended (it is then kept with the finished blocks).
 */
export function growBig(
  finished: FinishedBlocks,
  current: LongBlock,
  source: string,
  complete: boolean,
  left: () => number,
  budget: number,
): { readonly big: LongBlock; readonly shown: Shown } | null {
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
    // Its definitions were read with its first piece.
    commit(finished, [{ source: text.slice(0, block.end), nodes: block.node ? [block.node] : [] }], block.env, true);
    return null;
  }
  const big = { block, start: current.start, endsAt: live?.endsAt ?? seen };
  // Shown as written: a next step goes on, unless even a whole one found nothing to take (then
  // it waits for more text; its completion would not fit a step).
  const moved = block.length !== current.block.length;
  if (!live || live.endsAt != null) {
    return { big, shown: showBig(big, source, moved || !whole || live?.endsAt != null || complete) };
  }
  const nodes = live.node ? [live.node] : [];
  const blocks = [...(nodes.length > 0 ? [{ source: text, nodes }] : []), ...live.after];
  return { big, shown: { blocks, rest: '', more: false } };
}
