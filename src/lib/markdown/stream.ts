import { completeTail } from './complete';
import { checkDefinitions, define, extendsFinished, noFinishedBlocks, type FinishedBlocks } from './finished';
import { growTail, type Grown } from './grow';
import { growBig, showBig, type LongBlock, type Shown } from './long-block';
import { parserStats, type ParseEnv as Env, type SourceBlock } from './parse';
import { finishByBlankLine, parseTail, parseWindow } from './tail';

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

/** What a parser keeps from one step to the next. */
interface StreamState {
  readonly finished: FinishedBlocks;
  /** The last parse of the unfinished end, which a next step may grow. */
  last: Grown | null;
  /** A block longer than a step, as far as parsed; `endsAt`, where a look at the rest saw it end. */
  big: LongBlock | null;
}

/** One step's work on `source`: what shows beyond the finished blocks. */
function step(state: StreamState, source: string, complete: boolean, left: () => number, budget: number): Shown {
  const { finished } = state;
  // Each round finishes a block or returns: the bound only keeps a mistake from hanging the page.
  for (let round = 0; round < 1000; round += 1) {
    if (!define(finished, left)) return { blocks: [], rest: source.slice(finished.end), more: true };
    if (state.big) {
      if (left() <= 0) return showBig(state.big, source, true);
      const grown = growBig(finished, state.big, source, complete, left, budget);
      state.big = grown?.big ?? null;
      if (grown) return grown.shown;
      // It ended: what follows it gets what is left of the step.
      continue;
    }
    const tail = source.slice(finished.end);
    if (tail === '') return { blocks: [], rest: '', more: false };
    // What is parsed is the tail completed, which closes what it leaves open (longer, at times).
    const completed = tail.length > left() ? null : complete ? tail : completeTail(tail);
    const fits = completed !== null && completed.length <= left();
    if (!complete && state.last && fits && finishByBlankLine(finished, state.last, tail)) {
      state.last = null;
      continue;
    }
    const grown = !complete && state.last && fits ? growTail(state.last, tail) : null;
    if (grown) {
      state.last = grown;
      return { blocks: grown.blocks, rest: '', more: false };
    }
    if (fits) {
      state.last = parseTail(finished, tail, completed, complete);
      if (state.last) return { blocks: state.last.blocks, rest: '', more: false };
      continue;
    }
    if (left() < budget) {
      const before = state.last && tail.startsWith(state.last.tail) ? state.last : null;
      return { blocks: before?.blocks ?? [], rest: tail.slice(before?.tail.length ?? 0), more: true };
    }
    state.big = parseWindow(finished, tail, budget);
    state.last = null;
    return { blocks: [], rest: source.slice(finished.end), more: true };
  }
  return { blocks: [], rest: source.slice(finished.end), more: true };
}

/**
 * A parser for a reply that grows at its end, whose work is bounded: each step gives markdown-it
 * at most `budget` characters, whatever the reply holds, so that no step holds the page for
 * longer than a frame. Finished blocks (`./finished`) are parsed once and kept; the unfinished
 * end is parsed again (`./tail`, completed by `completeTail`) or, more often, grown without a
 * parse (`./grow`). A block longer than the budget is parsed in pieces (`./long-block`); text
 * beyond what the steps so far have parsed is shown as written, and the next step goes on with
 * it. Once the reply has ended it is parsed as written, without completion, and the blocks that
 * use a reference defined later are parsed again with it: the tree is then the one a whole parse
 * gives. Text that does not extend the last one starts the parse over.
 */
export function createStreamParser({ budget = STEP_CHARS }: { budget?: number } = {}): StreamParser {
  let state: StreamState = { finished: noFinishedBlocks(), last: null, big: null };

  /**
   * The state before the text was first said to have ended: a longer text after it (a reply
   * shown from what was saved half-way, then whole) takes back what that end finished.
   */
  let sealed: {
    readonly source: string;
    readonly count: number;
    readonly end: number;
    readonly env: Env;
    readonly toDefine: string[];
    readonly last: Grown | null;
    readonly big: LongBlock | null;
  } | null = null;

  const seal = (source: string) => {
    const { finished, last, big } = state;
    const { end, env, toDefine } = finished;
    sealed = {
      source,
      count: finished.entries.length,
      end,
      env: structuredClone(env),
      toDefine: [...toDefine],
      last,
      big,
    };
  };

  const unseal = () => {
    if (!sealed) return;
    const { finished } = state;
    finished.entries.length = sealed.count;
    finished.end = sealed.end;
    finished.env = sealed.env;
    finished.toDefine = [...sealed.toDefine];
    finished.checked = 0;
    state.last = sealed.last;
    state.big = sealed.big;
    sealed = null;
  };

  return {
    update(source, complete) {
      if (sealed && (!complete || source !== sealed.source)) unseal();
      if (!extendsFinished(state.finished, source)) {
        state = { finished: noFinishedBlocks(), last: null, big: null };
        sealed = null;
      }
      if (complete && !sealed) seal(source);
      const start = parserStats.chars;
      const left = () => budget - (parserStats.chars - start);
      const shown = step(state, source, complete, left, budget);
      const { finished } = state;
      const ended = complete && !state.big && finished.end === source.length;
      // The definitions of the last blocks are read before the blocks are checked against them.
      const checkedAll = ended && define(finished, left) && checkDefinitions(finished, left(), budget);
      return {
        blocks: [...finished.entries.map((entry) => entry.block), ...shown.blocks],
        rest: shown.rest,
        pending: shown.more || (complete && !checkedAll),
      };
    },
  };
}
