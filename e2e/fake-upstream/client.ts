/**
 * Typed helpers for e2e specs to steer and inspect the fake OpenAI-compatible upstream
 * (`server.mjs`). Pass `key` (the bearer key the test's requests use) to keep parallel tests
 * apart: behaviours and recordings are then scoped to that key.
 */

export type UpstreamRoute = 'chat' | 'speech' | 'transcription' | 'realtime';

export type UpstreamBehaviour = {
  route: UpstreamRoute;
  /** Chat content or transcription text to answer with. */
  reply?: string;
  /** Alone (>= 400): an OpenAI-shaped error with `message`; with `body`: that body's status. */
  status?: number;
  /** Raw body sent as is, e.g. an HTML error page. */
  body?: string;
  contentType?: string;
  /** Error message used with a `status` >= 400 and no `body`. */
  message?: string;
  delayMs?: number;
  /** Destroy the socket without answering. */
  drop?: boolean;
  /** Streamed chat: milliseconds before each token. */
  tokenMs?: number;
  /** Streamed chat: the most characters a token holds (default 4, as an OpenAI token). */
  tokenChars?: number;
  /** Streamed chat: close the connection after this many tokens, mid-stream. */
  dropAfterTokens?: number;
  /** Streamed chat: send this many tokens, then hold the rest (a reply still arriving) until `POST /__release`. */
  holdAfterTokens?: number;
  /** Answer plain JSON even when a stream is asked for. */
  noStream?: boolean;
  /** Streamed chat: write every token, then hold the end of the stream until `releaseUpstream`. */
  hold?: boolean;
  /** A real provider's pace (300 ms transcription, 300 ms + 20 ms a token, 200 ms speech of the text's length). */
  realistic?: boolean;
  /** Realtime: answer the call's offer with a live WebRTC peer (without it the route answers 404). */
  peer?: boolean;
  /** Realtime: what the visitor is heard to say (default "Fake transcription"). */
  transcript?: string;
  /** Realtime: what the visitor says and the assistant answers, turn by turn (the last one repeating). */
  turns?: { transcript: string; reply: string }[];
  /** Realtime: answer the offer, then let nobody be at the answer's address (the connection never opens). */
  unreachable?: boolean;
  /** Realtime: the connection closed by the provider once this many replies are spoken (a call that drops). */
  dropAfterTurns?: number;
  /** Realtime: the silence that ends the visitor's turn (default 500 ms). */
  silenceMs?: number;
  /** Realtime: the wait from the end of the visitor's turn to the reply's first audio (default 300 ms). */
  firstAudioMs?: number;
  /** Only the next `times` requests; without it the behaviour lasts until reset. */
  times?: number;
  /** Only requests whose Authorization carries this bearer key. */
  key?: string;
};

type RecordedMultipart = {
  fields: Record<string, string>;
  files: { field: string; filename: string; type: string; size: number; firstBytes: string }[];
};

export type RecordedRequest = {
  route: UpstreamRoute;
  method: string;
  path: string;
  /** Lower-cased names; the Authorization value is kept so tests can check it was forwarded. */
  headers: Record<string, string | undefined>;
  key: string;
  json: unknown;
  multipart: RecordedMultipart | null;
  size: number;
  at: number;
  /** Streamed chat: when the first token was written (Date.now()). */
  firstChunkAt?: number;
  /** Streamed chat with `hold`: when every token was written and the end was held. */
  heldAt?: number;
  /** Realtime with a peer: what happened on the call, in order (Date.now()). */
  events?: { type: string; at: number; heardMs?: number }[];
};

/** The fake upstream's root URL (playwright.config.ts exports it through the environment). */
const upstreamUrl = (process.env.FAKE_UPSTREAM_URL ?? 'http://127.0.0.1:4191').replace(/\/$/, '');

async function post(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${upstreamUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fake upstream ${path} answered ${response.status}: ${await response.text()}`);
}

/** Sets how one route of the fake upstream answers (see UpstreamBehaviour). */
export async function configureUpstream(...behaviours: UpstreamBehaviour[]): Promise<void> {
  for (const behaviour of behaviours) await post('/__control', behaviour);
}

/**
 * Lets the streams held by `holdAfterTokens` or `hold` go on to their end: all of them, or only
 * those of `key`, once one of them is held (a test may see the first words before the hold).
 */
export async function releaseUpstream(key?: string): Promise<void> {
  await post('/__release', key === undefined ? {} : { key });
}

/** Forgets behaviours and recorded requests: all of them, or only those of `key`. */
export async function resetUpstream(key?: string): Promise<void> {
  await post('/__reset', key === undefined ? {} : { key });
}

/** The requests the fake upstream received, oldest first, optionally filtered. */
export async function upstreamRequests(
  filter: { route?: UpstreamRoute; key?: string } = {},
): Promise<RecordedRequest[]> {
  const query = new URLSearchParams();
  if (filter.route) query.set('route', filter.route);
  if (filter.key) query.set('key', filter.key);
  const response = await fetch(`${upstreamUrl}/__requests?${query.toString()}`);
  if (!response.ok) throw new Error(`fake upstream /__requests answered ${response.status}`);
  return (await response.json()) as RecordedRequest[];
}
