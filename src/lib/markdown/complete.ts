/**
 * Completes the unfinished end of a streaming reply, so that it is shown as it will end rather
 * than as raw symbols flashing in and out: an open `**bold`, `_em_`, `~~del` or `` `code `` is
 * closed, a link whose target is still arriving (`[text](htt`) shows its text, an unclosed `[`
 * is hidden, and a last line made only of markers (`-`, `1.`, `#`, `>`, a fence or a table's
 * `| --- |` row still being typed) waits for its end of line.
 *
 * Only the last line is looked at (inside an open code fence, nothing is): one pass over it,
 * so a frame's work stays linear. The finished reply is parsed as written, without this.
 */

const MARKERS_ONLY = /^[ \t]*(?:[-+*=_#>|~`:][ \t]*)*(?:\d{1,9}[.)])?[ \t]*$/;
const FENCE = /^[ \t]*(`{3,}|~{3,})(.*)$/;

/** Whether the text ends inside an open fenced code block. */
function insideFence(text: string): boolean {
  let open: string | null = null;
  let from = 0;
  while (from <= text.length) {
    const end = text.indexOf('\n', from);
    const line = text.slice(from, end === -1 ? text.length : end);
    const fence = FENCE.exec(line);
    if (fence) {
      const run = fence[1] as string;
      if (open === null) {
        if (!(run[0] === '`' && (fence[2] ?? '').includes('`'))) open = run;
      } else if (run[0] === open[0] && run.length >= open.length && (fence[2] ?? '').trim() === '') {
        open = null;
      }
    }
    if (end === -1) break;
    from = end + 1;
  }
  return open !== null;
}

const isSpace = (ch: string | undefined): boolean => ch === undefined || /\s/.test(ch);
const isWord = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

interface Opener {
  readonly marker: string;
  readonly at: number;
}

/** How many times the character at `index` repeats from there. */
function runLength(line: string, index: number): number {
  let run = 1;
  while (line[index + run] === line[index]) run += 1;
  return run;
}

/**
 * An emphasis or strikethrough run at `index`: it closes the last opener of its kind, opens one,
 * or, typed last, is hidden until what follows shows what it is. Returns the run's length.
 */
function takeEmphasisRun(line: string, index: number, openers: Opener[]): number {
  const ch = line[index] as string;
  const run = runLength(line, index);
  if (ch === '~' && run !== 2) return run;
  const before = line[index - 1];
  const after = line[index + run];
  const top = openers.at(-1);
  if (top && top.marker[0] === ch && !isSpace(before)) openers.pop();
  else if (!isSpace(after) && !(ch === '_' && isWord(before))) {
    openers.push({ marker: ch.repeat(Math.min(run, 3)), at: index });
  } else if (after === undefined && (isSpace(before) || !isWord(before))) {
    openers.push({ marker: '', at: index });
  }
  return run;
}

/** What is left open at the end of a line. */
interface OpenAtEnd {
  /** Emphasis and strikethrough runs, in order. */
  readonly openers: readonly Opener[];
  /** Where each `[` without its `]` is. */
  readonly brackets: readonly number[];
  readonly code: Opener | null;
  /** The `]` of a link whose target is still arriving. */
  readonly target: { readonly at: number } | null;
}

/**
 * One pass over the line: what it leaves open, or, for a `[text]` at its very end (likely a link
 * whose target comes next, shown as its text), the line to scan again without the brackets.
 */
function scanLine(line: string): OpenAtEnd | { readonly again: string } {
  const openers: Opener[] = [];
  const brackets: number[] = [];
  let code: Opener | null = null;
  let target: { readonly at: number; depth: number } | null = null;
  let index = 0;
  while (index < line.length) {
    const ch = line[index] as string;
    if (code) {
      const run = ch === '`' ? runLength(line, index) : 1;
      if (ch === '`' && run === code.marker.length) code = null;
      index += run;
    } else if (ch === '\\') {
      index += 2;
    } else if (target) {
      if (ch === '(') target.depth += 1;
      else if (ch === ')') {
        target.depth -= 1;
        if (target.depth === 0) target = null;
      }
      index += 1;
    } else if (ch === '`') {
      const run = runLength(line, index);
      code = { marker: '`'.repeat(run), at: index };
      index += run;
    } else if (ch === '[') {
      brackets.push(index);
      index += 1;
    } else if (ch === ']') {
      const open = brackets.pop();
      if (open !== undefined && line[index + 1] === '(') {
        target = { at: index, depth: 1 };
        index += 2;
      } else if (open !== undefined && index === line.length - 1) {
        return { again: line.slice(0, open) + line.slice(open + 1, index) };
      } else index += 1;
    } else if (ch === '*' || ch === '_' || ch === '~') {
      index += takeEmphasisRun(line, index, openers);
    } else index += 1;
  }
  return { openers, brackets, code, target };
}

/** The line with what it leaves open closed, or hidden where nothing follows it yet. */
function closeOpen(line: string, { openers, brackets, code, target }: OpenAtEnd): string {
  let text = line;
  let closers = '';
  if (code) {
    if (line.slice(code.at + code.marker.length).trim() === '') text = line.slice(0, code.at);
    else closers = code.marker;
  } else if (target) {
    // The target is still arriving: the text is shown, unlinked, until it is whole.
    text = `${line.slice(0, target.at)}]()`;
  }
  if (!code) {
    for (let at = openers.length - 1; at >= 0; at -= 1) {
      const opener = openers[at] as Opener;
      if (target && opener.at > target.at) continue;
      if (text.slice(opener.at + opener.marker.length).trim() === '' || opener.marker === '') {
        text = text.slice(0, opener.at);
      } else {
        closers += opener.marker;
      }
    }
  }
  // An unclosed `[` (no `]` yet) is hidden so its text shows plain.
  for (let at = brackets.length - 1; at >= 0; at -= 1) {
    const open = brackets[at] as number;
    if (open < text.length && (!target || open > target.at)) text = text.slice(0, open) + text.slice(open + 1);
  }
  return text.trimEnd() + closers;
}

/** Closes or hides what is left open at the end of one line. */
function completeLine(line: string): string {
  if (MARKERS_ONLY.test(line)) return '';
  const open = scanLine(line);
  return 'again' in open ? completeLine(open.again) : closeOpen(line, open);
}

/** The text of a reply still streaming, with its unfinished end completed (see above). */
export function completeTail(text: string): string {
  const lineStart = text.lastIndexOf('\n') + 1;
  if (insideFence(text)) return text;
  return text.slice(0, lineStart) + completeLine(text.slice(lineStart));
}
