/**
 * HTML in one canonical form, so that the chat's rendered replies compare with the
 * specifications' expected HTML. It undoes only the renderer's deliberate presentation: the code
 * block's header (language, Copy) and the scroll boxes are left out, headings get back the level
 * written in the reply (they are shown two levels lower, under the page's own), images shown as
 * links become the `<img>` the specification expects, the task box becomes its checkbox, a table
 * cell's `text-align` becomes `align`, and styling attributes (class, style, target, rel, data-,
 * aria-, role, tabindex) are dropped. Whitespace between blocks is ignored, as the
 * specification's own normaliser does.
 */

const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link']);
const BLOCK = new Set('p ul ol li blockquote pre h1 h2 h3 h4 h5 h6 hr table thead tbody tr th td div br'.split(' '));
const KEEP = new Set(['href', 'src', 'alt', 'title', 'start', 'type', 'checked', 'disabled', 'align']);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name] ?? whole;
  });
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string): string => escapeText(text).replace(/"/g, '&quot;');

interface Tag {
  readonly name: string;
  readonly close: boolean;
  readonly attrs: Map<string, string>;
}

export function parseTag(raw: string): Tag | null {
  const match = /^<(\/)?([a-zA-Z][\w-]*)([\s\S]*?)\/?>$/.exec(raw);
  if (!match) return null;
  const attrs = new Map<string, string>();
  for (const attr of (match[3] ?? '').matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs.set((attr[1] as string).toLowerCase(), decode(attr[2] ?? attr[3] ?? attr[4] ?? ''));
  }
  return { name: (match[2] as string).toLowerCase(), close: match[1] === '/', attrs };
}

type Piece = { kind: 'tag'; tag: Tag } | { kind: 'text'; text: string };

/** Where a walk through the markup is: what it kept so far and what it is inside of. */
interface Walk {
  readonly pieces: Piece[];
  /** The open elements, under the name they are written back with, and whether they are. */
  readonly stack: { name: string; emit: boolean }[];
  /** Inside left-out markup (styles, the code block's header, a task box's own markup): its depth. */
  skipDepth: number;
  /** Inside an image shown as a link: the link, its text so far and its depth. */
  image: { tag: Tag; text: string; depth: number } | null;
}

/** HTML in the canonical form both sides are compared in. */
export function normaliseHtml(html: string): string {
  const walk: Walk = { pieces: [], stack: [], skipDepth: 0, image: null };
  for (const raw of html.match(/<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>|[^<]+|</g) ?? []) {
    const tag = raw.startsWith('<') && raw.length > 1 && !raw.startsWith('<!--') ? parseTag(raw) : null;
    if (tag) takeTag(walk, tag);
    else takeText(walk, raw);
  }
  return serialisePieces(walk.pieces);
}

function takeText(walk: Walk, raw: string): void {
  if (walk.skipDepth > 0) return;
  if (raw.startsWith('<!--')) walk.pieces.push({ kind: 'text', text: raw });
  else if (walk.image) walk.image.text += decode(raw);
  else walk.pieces.push({ kind: 'text', text: decode(raw) });
}

function takeTag(walk: Walk, tag: Tag): void {
  const isVoid = VOID.has(tag.name);
  if (walk.skipDepth > 0) {
    if (!isVoid) walk.skipDepth += tag.close ? -1 : 1;
  } else if (walk.image) {
    takeTagInImage(walk, walk.image, tag, isVoid);
  } else if (tag.close) {
    const open = walk.stack.pop();
    if (open?.emit) walk.pieces.push({ kind: 'tag', tag: { name: open.name, close: true, attrs: new Map() } });
  } else {
    openTag(walk, tag, isVoid);
  }
}

/** The link's markup is the image's alt text; once the link closes, the image takes its place. */
function takeTagInImage(walk: Walk, image: NonNullable<Walk['image']>, tag: Tag, isVoid: boolean): void {
  if (!isVoid) image.depth += tag.close ? -1 : 1;
  if (image.depth !== 0) return;
  const attrs = new Map([
    ['src', image.tag.attrs.get('href') ?? ''],
    ['alt', image.text],
  ]);
  const title = image.tag.attrs.get('title');
  if (title !== undefined) attrs.set('title', title);
  walk.pieces.push({ kind: 'tag', tag: { name: 'img', close: false, attrs } });
  walk.image = null;
}

function openTag(walk: Walk, tag: Tag, isVoid: boolean): void {
  if (tag.name === 'style' || tag.attrs.has('data-md-chrome')) {
    walk.skipDepth = isVoid ? 0 : 1;
  } else if (tag.attrs.has('data-md-image')) {
    walk.image = { tag, text: '', depth: 1 };
  } else if (tag.attrs.has('data-md-task')) {
    walk.pieces.push({ kind: 'tag', tag: taskCheckbox(tag) });
    walk.skipDepth = 1;
  } else {
    const emit = !tag.attrs.has('data-md-wrap');
    const level = tag.attrs.get('data-md-heading');
    const name = level ? `h${level}` : tag.name;
    if (!isVoid) walk.stack.push({ name, emit });
    if (emit) walk.pieces.push({ kind: 'tag', tag: { name, close: false, attrs: keptAttributes(tag) } });
  }
}

/** The specification's checkbox for the renderer's task box. */
function taskCheckbox(tag: Tag): Tag {
  const attrs = new Map([
    ['type', 'checkbox'],
    ['disabled', ''],
  ]);
  if (tag.attrs.get('data-md-task') === 'done') attrs.set('checked', '');
  return { name: 'input', close: false, attrs };
}

/** The attributes the specification writes; a cell's `text-align` style becomes its `align`. */
function keptAttributes(tag: Tag): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const [key, value] of tag.attrs) {
    if (KEEP.has(key)) attrs.set(key, value);
    else if (key === 'class' && /^language-\S+$/.test(value)) attrs.set(key, value);
    else if (key === 'style') {
      const align = /text-align:\s*(left|center|right)/.exec(value);
      if (align) attrs.set('align', align[1] as string);
    }
  }
  return attrs;
}

function serialiseTag(tag: Tag): string {
  if (tag.close) return `</${tag.name}>`;
  const attrs = [...tag.attrs].sort(([a], [b]) => a.localeCompare(b));
  const list = attrs.map(([name, value]) => ` ${name}="${escapeAttr(value)}"`).join('');
  return `<${tag.name}${list}${VOID.has(tag.name) ? ' /' : ''}>`;
}

/** The pieces as HTML, without the whitespace next to blocks (kept inside `<pre>`). */
function serialisePieces(pieces: readonly Piece[]): string {
  let out = '';
  let inPre = 0;
  pieces.forEach((piece, index) => {
    if (piece.kind === 'tag') {
      if (piece.tag.name === 'pre') inPre += piece.tag.close ? -1 : 1;
      out += serialiseTag(piece.tag);
      return;
    }
    let text = piece.text;
    if (inPre === 0) {
      const before = pieces[index - 1];
      const after = pieces[index + 1];
      if (!before || (before.kind === 'tag' && BLOCK.has(before.tag.name))) text = text.replace(/^\s+/, '');
      if (!after || (after.kind === 'tag' && BLOCK.has(after.tag.name))) text = text.replace(/\s+$/, '');
    }
    out += text.startsWith('<!--') ? text : escapeText(text);
  });
  return out;
}
