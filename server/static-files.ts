/**
 * The built site, indexed once at start-up: every file the build wrote, with its precompressed
 * variants, content type and ETag. Requests are answered from this index only, so nothing
 * outside the build folder (and nothing added to it later) can ever be served; a new build is
 * picked up by restarting the server, as a deploy does anyway.
 *
 * Pages are file-based, as on a static host and in the service worker: `/` is `index.html`,
 * `/a/b` is `a/b.html` (else `a/b/index.html`), real files are themselves, and anything else is
 * `404.html` with status 404.
 */
import { createHash } from 'node:crypto';
import { createReadStream, lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getMimeType } from 'hono/utils/mime';

const NOT_FOUND_FILE = '404.html';

/** Files a static host reads as configuration, not content. */
const HOST_CONFIGURATION = new Set(['_headers', '_redirects']);

/** Files up to this size are kept in memory; larger ones are streamed from disk. */
const MEMORY_LIMIT_BYTES = 1024 * 1024;

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
export type Encoding = (typeof ENCODINGS)[number]['name'];

type Representation = {
  filePath: string;
  size: number;
  etag: string;
  /** The bytes, when small enough to keep. */
  bytes: Uint8Array<ArrayBuffer> | undefined;
};

export type StaticFile = Representation & {
  /** The URL path it is served at, e.g. `/assets/index-3f9a1c.js`. */
  urlPath: string;
  contentType: string;
  variants: Partial<Record<Encoding, Representation>>;
};

export type FileIndex = ReadonlyMap<string, StaticFile>;

function represent(filePath: string): Representation {
  const bytes = readFileSync(filePath);
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { filePath, size: bytes.byteLength, etag, bytes: bytes.byteLength <= MEMORY_LIMIT_BYTES ? bytes : undefined };
}

/** Every regular file below `dir`, as paths relative to it; dotfiles and symbolic links are left out. */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.isSymbolicLink()) return [];
    const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return listFiles(dir, relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** Reads the build folder into an index. Precompressed files become variants of their original. */
export function indexStaticFiles(distDir: string): FileIndex {
  const root = path.resolve(distDir);
  if (!lstatSync(root).isDirectory()) throw new Error(`${distDir} is not a folder`);
  const files = listFiles(root);
  const present = new Set(files);
  const index = new Map<string, StaticFile>();
  for (const relative of files) {
    if (HOST_CONFIGURATION.has(relative)) continue;
    if (ENCODINGS.some(({ suffix }) => relative.endsWith(suffix) && present.has(relative.slice(0, -suffix.length)))) {
      continue;
    }
    const filePath = path.join(root, relative);
    const variants: StaticFile['variants'] = {};
    for (const { name, suffix } of ENCODINGS) {
      if (present.has(relative + suffix)) variants[name] = represent(filePath + suffix);
    }
    index.set(`/${relative}`, {
      ...represent(filePath),
      urlPath: `/${relative}`,
      contentType: getMimeType(relative) ?? 'application/octet-stream',
      variants,
    });
  }
  return index;
}

export type Lookup =
  | { kind: 'file'; file: StaticFile }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; page: StaticFile | undefined };

/**
 * Finds what answers a decoded request path. A trailing slash redirects to the path without it
 * when that is a page, and so does a path in other letter case (`/Pricing` to `/pricing`), so
 * every page has one address (the one the app links to) and a mistyped capital still finds it.
 */
export function lookUp(index: FileIndex, pathname: string): Lookup {
  const found = lookUpExactly(index, pathname);
  if (found.kind !== 'not-found') return found;
  const lower = pathname.toLowerCase();
  if (lower === pathname) return found;
  const bare = lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
  return lookUpExactly(index, bare).kind === 'file' ? { kind: 'redirect', location: bare } : found;
}

function lookUpExactly(index: FileIndex, pathname: string): Lookup {
  const notFound: Lookup = { kind: 'not-found', page: index.get(`/${NOT_FOUND_FILE}`) };
  if (pathname === '/') {
    const home = index.get('/index.html');
    return home ? { kind: 'file', file: home } : notFound;
  }
  if (pathname.endsWith('/')) {
    const bare = pathname.replace(/\/+$/, '');
    return bare !== '' && lookUpExactly(index, bare).kind === 'file' ? { kind: 'redirect', location: bare } : notFound;
  }
  // The not-found page only ever answers with 404, also when asked for by name.
  if (pathname === `/${NOT_FOUND_FILE}` || pathname === `/${NOT_FOUND_FILE.replace(/\.html$/, '')}`) return notFound;
  const file = index.get(pathname) ?? index.get(`${pathname}.html`) ?? index.get(`${pathname}/index.html`);
  return file ? { kind: 'file', file } : notFound;
}

/**
 * The encoding to send, from `Accept-Encoding` (q-values honoured, `q=0` refuses): brotli before
 * gzip at equal preference, identity when neither is acceptable or no variant exists.
 */
export function chooseEncoding(acceptEncoding: string | null, file: StaticFile): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (token !== '') weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  let best: { name: Encoding; weight: number } | undefined;
  for (const { name } of ENCODINGS) {
    const weight = weights.get(name) ?? weights.get('*') ?? 0;
    if (file.variants[name] && weight > 0 && (!best || weight > best.weight)) best = { name, weight };
  }
  return best?.name;
}

/** Whether an `If-None-Match` header matches the ETag (weak comparison, as RFC 9110 asks for it). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

type ByteRange = { start: number; end: number };

/**
 * A single `bytes=` range resolved against `size`: the range, `'unsatisfiable'`, or undefined
 * when the header is to be ignored (malformed or several ranges: the whole file is sent).
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** The body of a representation, whole or one range of it. */
export function bodyOf(representation: Representation, range?: ByteRange): BodyInit {
  const { bytes } = representation;
  if (bytes) return range ? bytes.subarray(range.start, range.end + 1) : bytes;
  const stream = createReadStream(representation.filePath, range ? { start: range.start, end: range.end } : {});
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}

export type { Representation };
