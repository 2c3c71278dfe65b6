import { completeTail } from './complete';
import { parseSourceBlocks, type SourceBlock } from './parse';

type Env = NonNullable<Parameters<typeof parseSourceBlocks>[1]>;

/** Parses a reply as it grows; `update` takes the whole text so far and returns its blocks. */
export interface StreamParser {
  readonly update: (source: string) => readonly SourceBlock[];
}

/** Whether a block's source may hold a link reference definition (`[label]: target`). */
const MAY_DEFINE = /^ {0,3}\[/m;

/**
 * A parser for a reply that grows at its end. A block is finished once another block has begun
 * on a later, complete line (block structure never reopens a closed block): it is kept, and
 * only the text from the first unfinished block on is parsed again, with its unfinished end
 * completed (`completeTail`). Reference definitions in finished blocks serve the blocks after
 * them; a reference used before its definition resolves once the reply is whole (parsed in one
 * go then). Text that does not extend the last one starts the parse over.
 */
export function createStreamParser(): StreamParser {
  let finished: SourceBlock[] = [];
  let finishedSource = '';
  let env: Env = {};
  return {
    update(source) {
      if (!source.startsWith(finishedSource)) {
        finished = [];
        finishedSource = '';
        env = {};
      }
      const tail = source.slice(finishedSource.length);
      // Reference definitions come from finished blocks only: a partial one must not stick.
      const blocks = parseSourceBlocks(completeTail(tail), structuredClone(env));
      const lastLine = tail.lastIndexOf('\n') + 1;
      let offset = 0;
      let done = 0;
      for (let index = 0; index + 1 < blocks.length; index += 1) {
        const next = offset + (blocks[index] as SourceBlock).source.length;
        if (next >= lastLine) break;
        offset = next;
        done = index + 1;
      }
      for (const block of blocks.slice(0, done)) {
        finished.push(block);
        finishedSource += block.source;
        if (MAY_DEFINE.test(block.source)) parseSourceBlocks(block.source, env);
      }
      return [...finished, ...blocks.slice(done)];
    },
  };
}
