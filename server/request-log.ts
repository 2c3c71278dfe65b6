/**
 * One JSON line per request: when, method, path, status, duration and bytes sent. Never the query
 * string, a header or a body: the visitor's key travels in a header and prompts in bodies, and
 * neither may end up in a log.
 */
import type { MiddlewareHandler } from 'hono';

type RequestLogLine = {
  time: string;
  method: string;
  /** Without the query string, cut to MAX_PATH_CHARS. */
  path: string;
  status: number;
  duration_ms: number;
  /** Body bytes sent. */
  bytes: number;
};

const MAX_PATH_CHARS = 200;

/** The path of an absolute URL, without its query or fragment, as it was written. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const end = url.slice(start).search(/[?#]/);
  return end < 0 ? url.slice(start) : url.slice(start, start + end);
}

/** The body length to log when it is known without reading the body. */
function knownLength(method: string, response: Response): number | undefined {
  if (method === 'HEAD' || response.body === null || response.status === 204 || response.status === 304) return 0;
  const header = response.headers.get('Content-Length');
  return header === null ? undefined : Number(header);
}

/** Logs each request through `write` once its answer is known (or, for streamed bodies, sent). */
export function requestLog(
  write: (line: string) => void,
  clock: () => number = () => performance.now(),
): MiddlewareHandler {
  return async (c, next) => {
    const started = clock();
    await next();
    const { method } = c.req;
    // As sent (still percent-encoded), so that nothing a client put in it can break the line.
    let path = pathOf(c.req.url);
    if (path.length > MAX_PATH_CHARS) path = `${path.slice(0, MAX_PATH_CHARS)}…`;
    const response = c.res;
    const emit = (bytes: number): void => {
      const line: RequestLogLine = {
        time: new Date().toISOString(),
        method,
        path,
        status: response.status,
        duration_ms: Math.round((clock() - started) * 10) / 10,
        bytes,
      };
      write(JSON.stringify(line));
    };
    const length = knownLength(method, response);
    if (length !== undefined || response.body === null) {
      emit(length ?? 0);
      return;
    }
    // A body of unknown length is counted as it goes out; the line is written when it ends.
    let bytes = 0;
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      emit(bytes);
    };
    const reader = response.body.getReader();
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done: end, value } = await reader.read();
          if (end) {
            finish();
            controller.close();
            return;
          }
          bytes += value.byteLength;
          controller.enqueue(value);
        } catch (error) {
          finish();
          throw error;
        }
      },
      cancel(reason) {
        finish();
        return reader.cancel(reason);
      },
    });
    c.res = new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
