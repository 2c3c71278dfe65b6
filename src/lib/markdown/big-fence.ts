/**
 * A long fenced code block, arriving: not parsed at all, its lines are its text (less the opening
 * fence's indent), up to its closing fence.
 */
import type { BigBlock } from './big-block';
import type { MdBlock } from './tree';

type CodeBlock = Extract<MdBlock, { type: 'code' }>;

/** The fenced block's lines, up to `limit` characters or to its closing fence. */
export function growFence(big: BigBlock, text: string, limit: number, complete: boolean, force: boolean): BigBlock {
  const node = big.node as CodeBlock;
  const closing = new RegExp(`^ {0,3}${big.marker[0] === '~' ? '~' : '`'}{${big.marker.length},}[ \\t]*$`);
  const indent = new RegExp(`^ {0,${big.indent}}`);
  let at = big.length;
  let midLine = big.midLine;
  let code = node.text;
  let end: number | null = null;
  while (at < text.length && end === null) {
    const room = limit - (at - big.length);
    const newline = text.indexOf('\n', at);
    const whole = newline !== -1 && newline - at < room;
    const last = newline === -1 && text.length - at <= room;
    // A line that does not end within reach starts a step of its own, and is cut only when it
    // cannot be the closing fence (a line of backticks is, once whole).
    if (!whole && !(last && complete)) {
      const start = text.slice(at, at + room);
      if (last || at !== big.length || (!midLine && /^ {0,3}[`~]*$/.test(start) && !force)) break;
    }
    const stop = whole ? newline : Math.min(text.length, at + room);
    const line = text.slice(at, stop);
    if (!midLine && (whole || last) && closing.test(line)) end = whole ? stop + 1 : stop;
    else code += (midLine ? line : line.replace(indent, '')) + (whole ? '\n' : '');
    midLine = !whole && !last;
    at = whole ? stop + 1 : stop;
  }
  if (end === null && complete && at >= text.length) end = at;
  return { ...big, node: { ...node, text: code }, length: end ?? at, midLine, end };
}

/** The block with `completed` (the rest that has arrived, its unfinished end completed) shown. */
export function showFence(big: BigBlock, completed: string): CodeBlock {
  // A line that may become the closing fence waits for its end.
  const shown = /^ {0,3}[`~]*$/.test(completed) ? '' : completed;
  const code = big.node as CodeBlock;
  return { ...code, text: `${code.text}${shown}` };
}
