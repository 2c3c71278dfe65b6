/**
 * The finished blocks of a streaming reply (`./stream`), parsed once and kept from step to step,
 * with the reference definitions they make: the state that only grows, whose definitions are read
 * and, once the reply has ended, checked in bounded pieces of a step like any other work.
 */
import { parseSourceBlocks, type ParseEnv as Env, type SourceBlock } from './parse';

/**
 * Whether a block's source may hold a link reference definition (`[label]: target`, in a quote
 * or a list item too, its label maybe going on to the next line).
 */
const MAY_DEFINE = /^(?:[ \t]*(?:>|[-+*]|\d{1,9}[.)]))*[ \t]*\[(?:[^\]\n]*\]:|[^\]\n]*$)/m;

/** The definitions a parse knew, comparable with another's. */
function definitions(env: Env): string {
  const references = (env as { references?: Record<string, unknown> }).references ?? {};
  return JSON.stringify(
    Object.keys(references)
      .sort()
      .map((label) => [label, references[label]]),
  );
}

interface Finished {
  block: SourceBlock;
  /** The definitions it was parsed with. */
  known: string;
}

/** The finished blocks, in the reply's order, and what is known of their definitions. */
export interface FinishedBlocks {
  readonly entries: Finished[];
  /** Where they end in the reply: the length of their sources together. */
  end: number;
  /** The definitions read from them so far. */
  env: Env;
  /** Finished blocks whose reference definitions are still to be read (in the next step). */
  toDefine: string[];
  /** Blocks checked against the definitions of the whole reply, once it has ended. */
  checked: number;
}

/** None yet: a reply's start, or a parse started over. */
export function noFinishedBlocks(): FinishedBlocks {
  return { entries: [], end: 0, env: {}, toDefine: [], checked: 0 };
}

/**
 * Keeps `blocks` as finished, parsed with the definitions `known`. When that parse was of these
 * blocks alone (`whole`), its definitions are theirs; otherwise they are read from the blocks
 * that may hold some, in the next step.
 */
export function commit(finished: FinishedBlocks, blocks: readonly SourceBlock[], known: Env, whole = false): void {
  const seen = definitions(known);
  for (const block of blocks) {
    finished.entries.push({ block, known: seen });
    finished.end += block.source.length;
    if (!whole && MAY_DEFINE.test(block.source)) finished.toDefine.push(block.source);
  }
  if (whole) {
    const references = (known as { references?: Record<string, unknown> }).references ?? {};
    const own = ((finished.env as { references?: Record<string, unknown> }).references ??= {});
    for (const [label, target] of Object.entries(references)) own[label] ??= target;
  }
}

/** Reads the definitions of finished blocks, as far as `left` characters go; whether all were. */
export function define(finished: FinishedBlocks, left: () => number): boolean {
  const { toDefine } = finished;
  while (toDefine[0] !== undefined && toDefine[0].length <= left()) {
    parseSourceBlocks(toDefine.shift() as string, finished.env);
  }
  return toDefine.length === 0;
}

/** Whether `source` goes on from the finished blocks (their ends compared, not the whole text). */
export function extendsFinished(finished: FinishedBlocks, source: string): boolean {
  const first = finished.entries[0]?.block;
  const end = finished.entries.at(-1)?.block;
  if (!first || !end) return true;
  return (
    source.length >= finished.end &&
    source.startsWith(first.source) &&
    source.startsWith(end.source, finished.end - end.source.length)
  );
}

/**
 * Once the reply has ended: a block that uses a definition made after it is parsed again (one no
 * longer than `budget`, as far as `left` characters go). Whether all were checked.
 */
export function checkDefinitions(finished: FinishedBlocks, left: number, budget: number): boolean {
  const all = definitions(finished.env);
  for (; finished.checked < finished.entries.length; finished.checked += 1) {
    const entry = finished.entries[finished.checked] as Finished;
    const { source } = entry.block;
    if (entry.known === all || !source.includes(']') || source.length > budget) continue;
    if (source.length > left) return false;
    left -= source.length;
    entry.block = {
      source,
      nodes: parseSourceBlocks(source, structuredClone(finished.env)).flatMap((block) => block.nodes),
    };
    entry.known = all;
  }
  return true;
}
