/**
 * A stand-in for a Supabase project's HTTP API, enough for the real supabase-js: Auth's sign-in
 * link, and the Data API's speech key table and functions as row level security answers them for
 * the one signed-in user (the saved key's last four characters only). `refuseNextSave` makes the
 * next save fail as the database or PostgREST would; `stop` makes the project unreachable.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { storeSupabaseSession } from './supabase-session';

export const SIGNED_IN_TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJjb29rIiwicm9sZSI6ImF1dGhlbnRpY2F0ZWQifQ.c2lnbmVk';

interface Seen {
  method: string;
  path: string;
  authorization: string;
  body: string;
}

export type FakeSupabase = Awaited<ReturnType<typeof startFakeSupabase>>;

export async function startFakeSupabase() {
  const seen: Seen[] = [];
  const state = { savedKey: null as string | null, refusal: null as { status: number; code: string } | null };
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
    });
    res.end(JSON.stringify(body));
  };
  const route = (req: IncomingMessage, res: ServerResponse, request: Seen) => {
    const signedIn = request.authorization === `Bearer ${SIGNED_IN_TOKEN}`;
    if (request.path.startsWith('/auth/v1/otp')) return answer(res, 200, {});
    if (!request.path.startsWith('/rest/v1/')) return answer(res, 404, {});
    if (!signedIn) return answer(res, 401, { code: 'PGRST301', message: 'JWT expired' });
    if (request.path.startsWith('/rest/v1/speech_keys')) {
      return answer(res, 200, state.savedKey ? [{ last4: state.savedKey.slice(-4) }] : []);
    }
    if (request.path === '/rest/v1/rpc/save_speech_key') {
      if (state.refusal) {
        const { status, code } = state.refusal;
        state.refusal = null;
        return answer(res, status, { code, message: 'refused', details: null, hint: null });
      }
      state.savedKey = (JSON.parse(request.body) as { p_key: string }).p_key;
      return answer(res, 200, state.savedKey.slice(-4));
    }
    if (request.path === '/rest/v1/rpc/remove_speech_key') {
      const had = state.savedKey !== null;
      state.savedKey = null;
      return answer(res, 200, had);
    }
    return answer(res, 404, {});
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        body,
      };
      seen.push(request);
      route(req, res, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    /** The key as the project holds it (the test's view of the database, never the page's). */
    savedKey: () => state.savedKey,
    saveKey: (key: string) => (state.savedKey = key),
    clearKey: () => (state.savedKey = null),
    refuseNextSave: (status: number, code: string) => (state.refusal = { status, code }),
    /** supabase-js keeps a session in localStorage under `sb-<first label of the host>-auth-token`. */
    signIn: (email: string) =>
      storeSupabaseSession('sb-127-auth-token', SIGNED_IN_TOKEN, { id: 'cook', email, user_metadata: {} }),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
