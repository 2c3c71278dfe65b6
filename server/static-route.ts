/**
 * Answers GET and HEAD for the built site from the file index: the precompressed variant the
 * client accepts, the cache policy from the header table, ETag and 304, and byte ranges (audio
 * seeking) on the uncompressed file.
 */
import type { Handler } from 'hono';
import { cacheControlFor, type HeaderRule } from './headers.ts';
import { refusal } from './refusals.ts';
import { decodeRequestPath } from './request-path.ts';
import {
  bodyOf,
  chooseEncoding,
  etagMatches,
  lookUp,
  parseRange,
  type Encoding,
  type FileIndex,
  type StaticFile,
} from './static-files.ts';

function answerWithFile(request: Request, file: StaticFile, status: 200 | 404, cacheControl: string): Response {
  const headers = new Headers({ 'Content-Type': file.contentType, 'Cache-Control': cacheControl });
  const hasVariants = Object.keys(file.variants).length > 0;
  if (hasVariants) headers.set('Vary', 'Accept-Encoding');

  // Ranges are served from the uncompressed file, the only one whose byte offsets a client knows.
  const rangeHeader = status === 200 ? request.headers.get('Range') : null;
  const ifRange = request.headers.get('If-Range');
  const useRange = rangeHeader !== null && (ifRange === null || ifRange === file.etag);
  const encoding: Encoding | undefined = useRange
    ? undefined
    : chooseEncoding(request.headers.get('Accept-Encoding'), file);
  const representation = encoding ? (file.variants[encoding] ?? file) : file;
  if (encoding) headers.set('Content-Encoding', encoding);
  if (status === 200) {
    headers.set('ETag', representation.etag);
    headers.set('Accept-Ranges', 'bytes');
    if (etagMatches(request.headers.get('If-None-Match'), representation.etag)) {
      headers.delete('Content-Type');
      headers.delete('Content-Encoding');
      return new Response(null, { status: 304, headers });
    }
  }

  const head = request.method === 'HEAD';
  const range = useRange && rangeHeader !== null ? parseRange(rangeHeader, file.size) : undefined;
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${file.size}`);
    headers.set('Content-Length', '0');
    return new Response(null, { status: 416, headers });
  }
  if (range) {
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    headers.set('Content-Length', String(range.end - range.start + 1));
    return new Response(head ? null : bodyOf(file, range), { status: 206, headers });
  }
  headers.set('Content-Length', String(representation.size));
  return new Response(head ? null : bodyOf(representation), { status, headers });
}

/** The route that serves `files`, with Cache-Control from `rules`. */
export function staticRoute(files: FileIndex, rules: readonly HeaderRule[]): Handler {
  return (c) => {
    const request = c.req.raw;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return refusal('method_not_allowed', { Allow: 'GET, HEAD' }, 'Only GET and HEAD are supported here');
    }
    const url = new URL(request.url);
    const pathname = decodeRequestPath(url.pathname);
    if (pathname === null) return refusal('invalid_path');
    const found = lookUp(files, pathname);
    switch (found.kind) {
      case 'redirect':
        return new Response(null, {
          status: 308,
          headers: {
            Location: `${encodeURI(found.location)}${url.search}`,
            'Cache-Control': cacheControlFor(rules, '', false),
          },
        });
      case 'not-found':
        return found.page
          ? answerWithFile(request, found.page, 404, cacheControlFor(rules, pathname, false))
          : refusal('not_found');
      case 'file':
        return answerWithFile(request, found.file, 200, cacheControlFor(rules, pathname, true));
    }
  };
}
