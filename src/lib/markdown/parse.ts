/**
 * Replies' Markdown, parsed by markdown-it (CommonMark with GFM's tables, strikethrough, task
 * lists and autolinks) in parse-only mode: its tokens become the plain tree of `./tree`, which the
 * chat renders as React elements itself. markdown-it's HTML renderer is never used, raw HTML is
 * off (it stays text), and nesting is bounded. markdown-it is linear on every adversarial shape
 * measured (`bench/markdown.mjs`); see docs/decisions.md.
 */
import MarkdownIt, { type Env, type Token } from 'markdown-it';
import { attr, toInline } from './inline-tokens';
import type { MdAlign, MdBlock, MdInline, MdListItem, MdTableCell } from './tree';

/** Deeper quotes, lists and emphasis than this are left flat (markdown-it's bound). */
const MAX_NESTING = 20;

/** What every link the parser keeps contains: a scheme (`https:`, `mailto:`, `//`), `@` or `www.`. */
const MAY_HOLD_LINK = /[:@]|\/\/|www\./i;

function createParser() {
  const md = new MarkdownIt('commonmark', { html: false, linkify: true, maxNesting: MAX_NESTING });
  md.enable(['table', 'strikethrough', 'linkify']);
  // Every target reaches the tree, where `safeHref` decides: an unsafe link keeps its text
  // rather than showing as raw brackets.
  md.validateLink = () => true;
  // GFM's autolinks: addresses with a scheme, e-mail addresses and `www.` hosts; not every word
  // that ends in a country code (`README.md`, `setup.py`).
  md.linkify.set({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: false });
  const match = md.linkify.match.bind(md.linkify);
  md.linkify.match = (text: string) => {
    // Text with nothing a kept link needs (a scheme's `:` or `//`, an e-mail's `@`, `www.`) is
    // not scanned: the first scan builds and compiles linkify's expressions (every top-level
    // domain), about 25 ms at 4x CPU as the chat page shows its greeting.
    if (!MAY_HOLD_LINK.test(text)) return null;
    const found = match(text)?.filter((link) => link.schema !== '' || /^www\./i.test(link.raw));
    return found && found.length > 0 ? found : null;
  };
  // markdown-it asks `test` first and then takes `match` to hold a link: both must agree, or a
  // reply naming a file (`README.md`) made the parse throw.
  md.linkify.test = (text: string) => md.linkify.match(text) !== null;
  return md;
}

const md = createParser();

const TASK = /^\[([ xX])\](?=[ \t]|$)/;

/** GFM's task list item: `[ ]` or `[x]` opening the item's first paragraph. */
function withTask(item: MdBlock[]): MdBlock[] {
  const first = item[0];
  if (first?.type !== 'paragraph') return item;
  const text = first.children[0];
  const marker = text?.type === 'text' ? TASK.exec(text.text) : null;
  if (!text || text.type !== 'text' || !marker) return item;
  const rest = text.text.slice(3);
  const children: MdInline[] = [
    { type: 'task', done: marker[1] !== ' ' },
    ...(rest === '' ? [] : [{ type: 'text', text: rest } as const]),
    ...first.children.slice(1),
  ];
  return [{ ...first, children }, ...item.slice(1)];
}

function alignOf(token: Token): MdAlign {
  const style = attr(token, 'style');
  const found = /text-align:(left|center|right)/.exec(style);
  return (found?.[1] as MdAlign | undefined) ?? null;
}

/** The index of the token closing the one at `open` (same nesting level), before `to`. */
function closingIndex(tokens: readonly Token[], open: number, to: number): number {
  let depth = 0;
  for (let at = open; at < to; at += 1) {
    depth += (tokens[at] as Token).nesting;
    if (depth === 0) return at;
  }
  return to - 1;
}

/** A list from its opening token at `open` to its closing one at `end`. */
function listBlock(tokens: readonly Token[], open: number, end: number): MdBlock {
  const token = tokens[open] as Token;
  const items: MdListItem[] = [];
  let at = open + 1;
  while (at < end) {
    const itemEnd = closingIndex(tokens, at, end + 1);
    items.push({ children: withTask(toBlocks(tokens, at + 1, itemEnd)) });
    at = itemEnd + 1;
  }
  const start = Number(attr(token, 'start') || '1');
  const ordered = token.type === 'ordered_list_open';
  return { type: 'list', ordered, start: ordered && start !== 1 ? start : null, items };
}

/** A table from its opening token at `open` to its closing one at `end`. */
function tableBlock(tokens: readonly Token[], open: number, end: number): MdBlock {
  let head: MdTableCell[] = [];
  const rows: MdTableCell[][] = [];
  let row: MdTableCell[] | null = null;
  let inHead = false;
  for (let at = open + 1; at < end; at += 1) {
    const cell = tokens[at] as Token;
    if (cell.type === 'thead_open') inHead = true;
    else if (cell.type === 'thead_close') inHead = false;
    else if (cell.type === 'tr_open') row = [];
    else if (cell.type === 'tr_close' && row) {
      if (inHead) head = row;
      else rows.push(row);
      row = null;
    } else if ((cell.type === 'th_open' || cell.type === 'td_open') && row) {
      const inline = tokens[at + 1] as Token;
      row.push({ align: alignOf(cell), children: toInline(inline.children ?? []) });
      at += 2;
    }
  }
  return { type: 'table', head, rows };
}

/** Builds blocks from block tokens `tokens[from, to)`. */
function toBlocks(tokens: readonly Token[], from: number, to: number): MdBlock[] {
  const blocks: MdBlock[] = [];
  let index = from;
  while (index < to) {
    const token = tokens[index] as Token;
    switch (token.type) {
      case 'paragraph_open': {
        const inline = tokens[index + 1] as Token;
        blocks.push({ type: 'paragraph', tight: token.hidden, children: toInline(inline.children ?? []) });
        index += 3;
        continue;
      }
      case 'heading_open': {
        const inline = tokens[index + 1] as Token;
        blocks.push({ type: 'heading', level: Number(token.tag.slice(1)), children: toInline(inline.children ?? []) });
        index += 3;
        continue;
      }
      case 'blockquote_open': {
        const end = closingIndex(tokens, index, to);
        blocks.push({ type: 'blockquote', children: toBlocks(tokens, index + 1, end) });
        index = end + 1;
        continue;
      }
      case 'bullet_list_open':
      case 'ordered_list_open':
      case 'table_open': {
        const end = closingIndex(tokens, index, to);
        blocks.push(token.type === 'table_open' ? tableBlock(tokens, index, end) : listBlock(tokens, index, end));
        index = end + 1;
        continue;
      }
      case 'fence':
      case 'code_block': {
        const lang = token.info.trim().split(/\s+/)[0] ?? '';
        blocks.push({ type: 'code', lang: md.utils.unescapeAll(lang), text: token.content });
        break;
      }
      case 'hr':
        blocks.push({ type: 'rule' });
        break;
      case 'html_block':
        // Unreachable with HTML off; kept as text should it ever appear.
        blocks.push({ type: 'paragraph', tight: false, children: [{ type: 'text', text: token.content }] });
        break;
      default:
        break;
    }
    index += 1;
  }
  return blocks;
}

/** The link reference definitions a parse collects and the next parse may use. */
export type ParseEnv = Env;

/** One top-level block of a reply, with the source it was parsed from. */
export interface SourceBlock {
  /** The block's source: its lines up to the next block's first line. */
  readonly source: string;
  readonly nodes: readonly MdBlock[];
}

/** Counts the characters given to the parser (figures for the bench). */
export const parserStats = { chars: 0 };

/**
 * Parses `source` and splits the result into top-level blocks, each with its source lines.
 * `env` carries link reference definitions from one call to the next.
 */
export function parseSourceBlocks(source: string, env: Env = {}): SourceBlock[] {
  parserStats.chars += source.length;
  const tokens = md.parse(source, env);
  const lineStarts = [0];
  for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const offset = (line: number): number => lineStarts[line] ?? source.length;
  const starts: { token: number; line: number }[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    if (token.level === 0 && token.nesting >= 0 && token.map) starts.push({ token: index, line: token.map[0] });
  }
  return starts.map((start, at) => {
    const next = starts[at + 1];
    return {
      source: source.slice(at === 0 ? 0 : offset(start.line), next ? offset(next.line) : source.length),
      nodes: toBlocks(tokens, start.token, next ? next.token : tokens.length),
    };
  });
}

/**
 * Parses `text` as the inline content of a paragraph (no block structure: a `#` or `>` stays
 * text) into inline nodes; `env` gives the reference definitions that links may use.
 */
export function parseInlineNodes(text: string, env: Env = {}): MdInline[] {
  parserStats.chars += text.length;
  const inline = md.parseInline(text, env)[0];
  return inline ? toInline(inline.children ?? []) : [];
}

/** Parses a whole reply into blocks. */
export function parseMarkdown(source: string): MdBlock[] {
  return parseSourceBlocks(source).flatMap((block) => block.nodes);
}
