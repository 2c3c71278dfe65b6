/**
 * The limits with their counters in Postgres (`supabase/migrations/*_speech_function_limits.sql`),
 * so every instance on one database shares one quota per client and one cap on calls in flight:
 * the edge function's isolates (SUPABASE_DB_URL) and Node servers (DATABASE_URL) alike.
 *
 * Each check is one call of a SQL function, one round trip. When the database cannot be reached,
 * or does not answer within `timeoutMs`, the check rejects with LimitsUnavailable and the caller
 * refuses the call (fail closed): the store going away must not turn the function into an open
 * relay. The first failure and the recovery are logged once each, not once per call.
 *
 * A slot in flight is a lease with a time-to-live, renewed while the call lasts, so a caller that
 * crashes frees its slot by itself within `leaseTtlMs`, and a long streamed reply keeps its own.
 */
import postgres from 'postgres';
import type { AllowanceSettings, AllowanceVerdict, Spend } from './allowance.ts';
import {
  LimitsUnavailable,
  WINDOW_MS,
  type LimitSettings,
  type RateVerdict,
  type SharedLimits,
  type SlotVerdict,
} from './limits.ts';

/** What the limiter tells operators: the store going away and coming back. Never a client's key. */
export type LimitsStoreEvent =
  | { event: 'limits_store_unavailable'; error: string }
  | { event: 'limits_store_recovered'; down_ms: number; refused: number }
  | { event: 'limits_lease_lost' }
  | { event: 'limits_release_failed'; error: string };

export type PostgresLimiterOptions = LimitSettings & {
  /** A postgres:// URL: DATABASE_URL (Node) or SUPABASE_DB_URL (Supabase). */
  url: string;
  /** The pool of slots `maxInFlight` caps; instances sharing a pool share the cap and the site key's budget. */
  pool?: string;
  /** A held slot returns by itself this long after its holder last renewed it. */
  leaseTtlMs?: number;
  /** A check that takes longer counts as the store being unavailable. */
  timeoutMs?: number;
  /** Connections this instance keeps open at most. */
  maxConnections?: number;
  log?: (event: LimitsStoreEvent) => void;
};

const POSTGRES_LIMIT_DEFAULTS = {
  pool: 'openai',
  leaseTtlMs: 30_000,
  // Long enough for a busy database (or a busy machine) to answer, short enough that a call does
  // not hang on one that has stopped answering.
  timeoutMs: 5_000,
  maxConnections: 10,
} as const;

/** Only the kind of failure and Postgres's own code or message: never the URL, which holds a password. */
function describe(error: unknown): string {
  if (error instanceof LimitsUnavailable) return error.message;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message.replace(/postgres(ql)?:\/\/\S+/gi, '[url]') : 'unknown error';
  return typeof code === 'string' ? `${code}: ${text}` : text;
}

export class PostgresLimiter implements SharedLimits {
  readonly #sql: postgres.Sql;
  readonly #settings: Required<LimitSettings>;
  readonly #pool: string;
  readonly #leaseTtlMs: number;
  readonly #timeoutMs: number;
  readonly #log: (event: LimitsStoreEvent) => void;
  #downSince: number | null = null;
  #refusedWhileDown = 0;
  #lastSweep = Date.now();
  /** The renewal timers of the slots this instance holds. */
  readonly #renewals = new Set<ReturnType<typeof setInterval>>();

  constructor(options: PostgresLimiterOptions) {
    this.#settings = {
      ratePerMinute: options.ratePerMinute,
      maxInFlight: options.maxInFlight,
      maxInFlightPerClient: options.maxInFlightPerClient,
      windowMs: options.windowMs ?? WINDOW_MS,
    };
    this.#pool = options.pool ?? POSTGRES_LIMIT_DEFAULTS.pool;
    this.#leaseTtlMs = options.leaseTtlMs ?? POSTGRES_LIMIT_DEFAULTS.leaseTtlMs;
    this.#timeoutMs = options.timeoutMs ?? POSTGRES_LIMIT_DEFAULTS.timeoutMs;
    this.#log = options.log ?? (() => undefined);
    this.#sql = postgres(options.url, {
      max: options.maxConnections ?? POSTGRES_LIMIT_DEFAULTS.maxConnections,
      // Seconds. A database that does not accept a connection quickly is treated as down.
      connect_timeout: Math.max(1, Math.ceil(this.#timeoutMs / 1000)),
      idle_timeout: 60,
      // Unnamed statements: works through Supabase's transaction pooler (Supavisor) as well.
      prepare: false,
      onnotice: () => undefined,
    });
  }

  async take(client: string): Promise<RateVerdict> {
    const { ratePerMinute, windowMs } = this.#settings;
    const [row] = await this.#run(
      (sql) => sql<{ allowed: boolean; retry_after_ms: number }[]>`
        select allowed, retry_after_ms from speech_limits.take_call(${client}, ${ratePerMinute}, ${windowMs})`,
    );
    this.#maybeSweep();
    if (!row) throw new LimitsUnavailable('take_call returned nothing');
    if (row.allowed) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(row.retry_after_ms / 1000)) };
  }

  async acquire(client: string): Promise<SlotVerdict> {
    const { maxInFlight, maxInFlightPerClient } = this.#settings;
    let late = false;
    const [row] = await this.#run((sql) => {
      const query = sql<{ lease: string | null; full_for: 'client' | 'all' | null }[]>`
        select lease, full_for from speech_limits.acquire_call_slot(
          ${this.#pool}, ${maxInFlight}, ${client}, ${maxInFlightPerClient}, ${this.#leaseTtlMs})`;
      // A slot granted after the deadline (the call was already refused) is given back at once
      // rather than left taken until its lease runs out.
      query.then(
        ([granted]) => {
          if (late && granted?.lease)
            this.#sql`select speech_limits.release_slot(${this.#pool}, ${granted.lease})`.catch(() => undefined);
        },
        () => undefined,
      );
      return query;
    }).catch((error: unknown) => {
      late = true;
      throw error;
    });
    const lease = row?.lease ?? null;
    if (lease === null) return { allowed: false, full: row?.full_for ?? 'all' };
    // Renewed at a third of its life, so one slow or failed renewal does not lose it.
    const renewal = setInterval(() => {
      this.#sql`select speech_limits.renew_slot(${this.#pool}, ${lease}, ${this.#leaseTtlMs}) as renewed`
        .then(([renewed]) => {
          if (renewed?.renewed !== true && this.#renewals.delete(renewal)) {
            clearInterval(renewal);
            this.#log({ event: 'limits_lease_lost' });
          }
        })
        // A failed renewal is retried at the next tick; the lease has two more before it runs out.
        .catch(() => undefined);
    }, this.#leaseTtlMs / 3);
    this.#renewals.add(renewal);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearInterval(renewal);
      this.#renewals.delete(renewal);
      // Not awaited: the answer is already on its way. Should this fail, the lease expires.
      this.#sql`select speech_limits.release_slot(${this.#pool}, ${lease})`.catch((error: unknown) =>
        this.#log({ event: 'limits_release_failed', error: describe(error) }),
      );
    };
    return { allowed: true, release };
  }

  async spend(client: string, spend: Spend, settings: AllowanceSettings): Promise<AllowanceVerdict> {
    const [row] = await this.#run(
      (sql) => sql<{ spent: 'visitor' | 'site' | null }[]>`
        select speech_limits.spend_allowance(${this.#pool}, ${client}, ${spend.requests}, ${spend.voiceSeconds},
          ${settings.requestsPerVisitor}, ${settings.voiceSecondsPerVisitor}, ${settings.siteRequestsPerDay}) as spent`,
    );
    if (!row) throw new LimitsUnavailable('spend_allowance returned nothing');
    return row.spent === null ? { allowed: true } : { allowed: false, spent: row.spent };
  }

  /** Whether the database has the migration's functions (rejects with LimitsUnavailable when unreachable). */
  async migrated(): Promise<boolean> {
    const [row] = await this.#run(
      (sql) => sql<{ present: boolean }[]>`
        select to_regprocedure('speech_limits.acquire_call_slot(text, integer, text, integer, integer)') is not null
          and to_regprocedure('speech_limits.spend_allowance(text, text, integer, integer, integer, integer, integer)') is not null
          as present`,
    );
    return row?.present === true;
  }

  /**
   * Closes the connections. Slots still held are not given back: like a crashed instance's, they
   * return when their leases run out.
   */
  async close(): Promise<void> {
    for (const renewal of this.#renewals) clearInterval(renewal);
    this.#renewals.clear();
    // Seconds. A connection the store dropped mid-query never reports itself ended to postgres.js,
    // so its end() would wait out the whole time-out: keep it short.
    await this.#sql.end({ timeout: 1 });
  }

  /** Runs one check under the deadline; any failure is LimitsUnavailable, logged once per outage. */
  async #run<T>(query: (sql: postgres.Sql) => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new LimitsUnavailable(`no answer within ${this.#timeoutMs} ms`)),
        this.#timeoutMs,
      );
    });
    try {
      const result = await Promise.race([query(this.#sql), deadline]);
      if (this.#downSince !== null) {
        this.#log({
          event: 'limits_store_recovered',
          down_ms: Date.now() - this.#downSince,
          refused: this.#refusedWhileDown,
        });
        this.#downSince = null;
        this.#refusedWhileDown = 0;
      }
      return result;
    } catch (error) {
      if (this.#downSince === null) {
        this.#downSince = Date.now();
        this.#log({ event: 'limits_store_unavailable', error: describe(error) });
      }
      this.#refusedWhileDown += 1;
      throw error instanceof LimitsUnavailable ? error : new LimitsUnavailable(describe(error));
    } finally {
      clearTimeout(timer);
    }
  }

  /** Once a window, this instance deletes the windows that have ended (in the background). */
  #maybeSweep(): void {
    const now = Date.now();
    if (now - this.#lastSweep < this.#settings.windowMs) return;
    this.#lastSweep = now;
    this.#sql`select speech_limits.sweep(${this.#settings.windowMs})`.catch(() => undefined);
    this.#sql`select speech_limits.sweep_allowances()`.catch(() => undefined);
  }
}
