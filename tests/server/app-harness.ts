// Drives the server app through its fetch, with no port: a request as Node would hand it over
// (Host header, the socket's peer address) and the log lines it wrote.
import type { Hono } from 'hono';
import { createServerApp, type ServerAppOptions } from '../../server/app.ts';

export const PORT = 4173;
export const ORIGIN = `http://127.0.0.1:${PORT}`;
export const KEY = 'sk-test-SECRET0123456789abcdefKEY';

export type Harness = {
  app: Hono;
  logs: string[];
  /** A request from `address` (default 203.0.113.7) to `path`, with this server's Host unless given. */
  send: (path: string, init?: RequestInit & { address?: string }) => Promise<Response>;
};

export function harness(distDir: string, env: Record<string, string> = {}, options: Partial<ServerAppOptions> = {}) {
  const logs: string[] = [];
  const app = createServerApp({
    distDir,
    env: { PORT: String(PORT), OPENAI_BASE_URL: 'https://upstream.test/v1', ...env },
    log: (line) => logs.push(line),
    ...options,
  });
  const send: Harness['send'] = (path, { address = '203.0.113.7', headers, ...init } = {}) => {
    const all = new Headers(headers);
    if (!all.has('Host')) all.set('Host', `127.0.0.1:${PORT}`);
    const request = new Request(`${ORIGIN}${path}`, { ...init, headers: all });
    return Promise.resolve(app.fetch(request, { incoming: { socket: { remoteAddress: address } } }));
  };
  return { app, logs, send } satisfies Harness;
}

/** A text-call body for the speech function. */
export function textCall(prompt = 'Hello', headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${KEY}`, ...headers },
    body: JSON.stringify({ responseType: 'text', prompt }),
  };
}

/** An OpenAI-shaped chat completion. */
export function completion(content: string): Response {
  return Response.json({ choices: [{ index: 0, message: { role: 'assistant', content } }] });
}
