/**
 * Replies remembered by request id, so a client that retries a chat call after losing the answer
 * (the connection dropped, the tab was closed mid-call) gets the same reply without the upstream
 * being asked, and billed, twice. A repeat that arrives while the first call is still running
 * waits for that call's result.
 *
 * The memory is bounded three ways: a time-to-live, a number of entries and a total of reply
 * characters; the oldest entries go first. It lives in one server process (one edge isolate on
 * Supabase), so it is a best effort: a retry that lands on another instance asks the upstream again.
 * Only successful answers are kept; a failure is forgotten at once so a retry can try again.
 */
import type { TextAnswer } from '@basebots/speech-contract';

export type ReplyCacheOptions = {
  /** How long a reply is remembered, in milliseconds. */
  ttlMs: number;
  /** Most replies remembered at once. */
  maxEntries: number;
  /** Most characters of replies remembered at once; a longer reply is answered but not kept. */
  maxChars: number;
  /** The clock (tests pass their own). */
  now?: () => number;
};

export const REPLY_CACHE_DEFAULTS = {
  ttlMs: 10 * 60_000,
  maxEntries: 500,
  maxChars: 8 * 1024 * 1024,
} as const;

type Entry = { pending: Promise<TextAnswer> } | { answer: TextAnswer; expires: number; chars: number };

export class ReplyCache {
  readonly #options: Required<ReplyCacheOptions>;
  readonly #entries = new Map<string, Entry>();
  #chars = 0;

  constructor(options: Partial<ReplyCacheOptions> = {}) {
    this.#options = { ...REPLY_CACHE_DEFAULTS, now: () => Date.now(), ...options };
  }

  /** How many replies are remembered or in flight (for tests and operators). */
  get size(): number {
    return this.#entries.size;
  }

  /** Whether a reply for `id` is remembered or in flight. */
  has(id: string): boolean {
    this.#dropExpired();
    return this.#entries.has(id);
  }

  /**
   * The remembered answer for `id`, else the answer of the call in flight for it, else the
   * answer of `work()`, remembered on success.
   */
  run(id: string, work: () => Promise<TextAnswer>): Promise<TextAnswer> {
    this.#dropExpired();
    const existing = this.#entries.get(id);
    if (existing) return 'pending' in existing ? existing.pending : Promise.resolve(existing.answer);
    const pending = work().then(
      (answer) => {
        this.#remember(id, answer);
        return answer;
      },
      (error: unknown) => {
        this.#entries.delete(id);
        throw error;
      },
    );
    this.#entries.set(id, { pending });
    return pending;
  }

  #remember(id: string, answer: TextAnswer): void {
    this.#entries.delete(id);
    const chars = answer.text.length;
    if (chars > this.#options.maxChars) return;
    this.#entries.set(id, { answer, expires: this.#options.now() + this.#options.ttlMs, chars });
    this.#chars += chars;
    // Oldest first (a Map keeps insertion order); calls in flight are never dropped.
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#options.maxEntries && this.#chars <= this.#options.maxChars) break;
      if ('pending' in entry) continue;
      this.#entries.delete(key);
      this.#chars -= entry.chars;
    }
  }

  #dropExpired(): void {
    const now = this.#options.now();
    for (const [key, entry] of this.#entries) {
      if ('pending' in entry || entry.expires > now) continue;
      this.#entries.delete(key);
      this.#chars -= entry.chars;
    }
  }
}

/**
 * The cache key of a request: a digest of the visitor's key, the request id and the question,
 * so one visitor's id never returns another's reply, a reused id with another question is a new
 * call, and the key itself is not kept in memory.
 */
export async function replyKey(apiKey: string, requestId: string, prompt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${apiKey}\u0000${requestId}\u0000${prompt}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
