/**
 * Very long text in a reply (a paragraph of many thousand characters, or the part of a reply
 * not parsed yet) laid out in blocks of a bounded length: the browser lays out a paragraph as one
 * piece, so 800 KB in one element took it seconds each time the text grew. A block's text stays
 * the same as the text grows after it, so only the last block is laid out again.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { MdInline } from '@/lib/markdown/tree';

/** The most characters laid out in one block: a few milliseconds of layout on a slow phone. */
export const LONG_TEXT_CHARS = 4096;

// A plain element with a fixed style: hundreds of them re-render each frame while a long reply
// arrives, where a Chakra box would work out its styles each time. A block off screen is neither
// laid out nor painted (`content-visibility`), so showing 800 KB at once costs what the screen
// shows; it keeps the height it had once shown, or about that of 4 KB of text.
const BLOCK: CSSProperties = { display: 'block', contentVisibility: 'auto', containIntrinsicSize: 'auto 60em' };

/** Where the block of `text` that starts at `from` ends: at a space near its bound, if there is one. */
function blockEnd(text: string, from: number): number {
  const bound = from + LONG_TEXT_CHARS;
  if (bound >= text.length) return text.length;
  // Looked for near the bound only: a search back to the start would scan the whole text.
  const space = text.slice(bound - 256, bound + 1).lastIndexOf(' ');
  const end = space === -1 ? bound : bound - 256 + space + 1;
  // Never between the two halves of a character outside the Basic Multilingual Plane.
  const code = text.charCodeAt(end - 1);
  return code >= 0xd800 && code <= 0xdbff ? end + 1 : end;
}

/** The text cut where blocks of it end, from its start. */
function splitLongText(text: string): string[] {
  const parts: string[] = [];
  for (let from = 0; from < text.length;) {
    const end = blockEnd(text, from);
    parts.push(text.slice(from, end));
    from = end;
  }
  return parts;
}

/** How many characters `nodes` hold, counted up to `limit` (enough to tell whether they are long). */
export function inlineLength(nodes: readonly MdInline[], limit: number): number {
  let length = 0;
  for (const node of nodes) {
    if (length > limit) break;
    if (node.type === 'text' || node.type === 'code') length += node.text.length;
    else if ('children' in node) length += inlineLength(node.children, limit - length);
    else length += 1;
  }
  return length;
}

/** Inline nodes grouped into runs of about `LONG_TEXT_CHARS`, a long text cut across runs. */
export function groupLongInline(nodes: readonly MdInline[]): MdInline[][] {
  const groups: MdInline[][] = [];
  let group: MdInline[] = [];
  let length = 0;
  const close = () => {
    if (group.length > 0) groups.push(group);
    group = [];
    length = 0;
  };
  for (const node of nodes) {
    const pieces = node.type === 'text' ? splitLongText(node.text) : [null];
    for (const piece of pieces) {
      const size = piece === null ? inlineLength([node], LONG_TEXT_CHARS) : piece.length;
      if (length + size > LONG_TEXT_CHARS) close();
      group.push(piece === null ? node : { type: 'text', text: piece });
      length += size;
    }
  }
  close();
  return groups;
}

/** Each group in a block of its own. */
export function LongBlocks({ groups }: { readonly groups: readonly ReactNode[] }) {
  return groups.map((group, index) => (
    <span style={BLOCK} key={index}>
      {group}
    </span>
  ));
}

/**
 * The end of a reply not parsed yet, as written, from `start` (its place in the reply). Its
 * blocks are cut at fixed places in the reply, so that as the parse takes text from its front
 * only the first block changes. Text within one block is left as it is: a block is laid out at
 * its placeholder size first, which would move a short reply on screen (a page's greeting, say).
 */
export function UnparsedText({ text, start }: { readonly text: string; readonly start: number }) {
  const end = start + text.length;
  if (Math.floor(start / LONG_TEXT_CHARS) === Math.floor((end - 1) / LONG_TEXT_CHARS)) return text;
  const blocks: ReactNode[] = [];
  for (let at = start; at < end;) {
    let next = Math.min(end, (Math.floor(at / LONG_TEXT_CHARS) + 1) * LONG_TEXT_CHARS);
    const code = text.charCodeAt(next - start - 1);
    if (next < end && code >= 0xd800 && code <= 0xdbff) next += 1;
    blocks.push(
      <span style={BLOCK} key={Math.floor(at / LONG_TEXT_CHARS)}>
        {text.slice(at - start, next - start)}
      </span>,
    );
    at = next;
  }
  return blocks;
}
