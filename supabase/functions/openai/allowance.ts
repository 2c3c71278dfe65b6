/**
 * The site's own OpenAI key (`OPENAI_API_KEY`), offered to visitors who have none, within daily
 * quotas: per visitor, chat replies and minutes of voice (speech and transcription); for the whole
 * site, requests of any kind. The counters live where the limits do (memory or Postgres), so they
 * hold across instances. Days are UTC days.
 */
import type { SpeechFunctionCall } from './validate.ts';

export type AllowanceSettings = {
  /** Chat replies one visitor may have a day (`SITE_KEY_REQUESTS_PER_VISITOR`). */
  requestsPerVisitor: number;
  /** Seconds of speech and transcription one visitor may have a day (`SITE_KEY_VOICE_MINUTES_PER_VISITOR` × 60). */
  voiceSecondsPerVisitor: number;
  /** Requests of any kind all visitors together may have a day (`SITE_KEY_REQUESTS_PER_DAY`). */
  siteRequestsPerDay: number;
};

/** What one call costs: a chat reply, or an estimate of seconds of voice. */
export type Spend = { requests: number; voiceSeconds: number };

/** Whether a call fits, else whose allowance is spent: the visitor's own or the site's budget. */
export type AllowanceVerdict = { allowed: true } | { allowed: false; spent: 'visitor' | 'site' };

export interface AllowanceStore {
  /**
   * Counts `spend` against `client`'s allowance and one request against the site's budget, all or
   * nothing: a refused call counts nowhere. Rejects with LimitsUnavailable when the store is away.
   */
  spend(client: string, spend: Spend, settings: AllowanceSettings): Promise<AllowanceVerdict>;
}

export type SiteKey = { key: string; allowance: AllowanceSettings };

const SITE_KEY_DEFAULTS = {
  SITE_KEY_REQUESTS_PER_VISITOR: 50,
  SITE_KEY_VOICE_MINUTES_PER_VISITOR: 10,
  SITE_KEY_REQUESTS_PER_DAY: 2000,
} as const;

/** About 150 spoken words a minute: what tts-1 takes to say that many characters. */
const SPOKEN_CHARS_PER_SECOND = 15;
/**
 * Opus speech as browsers record it is 32 kbit/s or more, so bytes at this rate overestimate a
 * recording's length rather than under-count it.
 */
const RECORDED_BYTES_PER_SECOND = 4000;

/**
 * A realtime call's media goes between the browser and the provider, so the function never sees
 * how long it lasts: it is charged this much voice when it is set up, all at once.
 */
const REALTIME_CALL_SECONDS = 5 * 60;

/** What `call` costs against the allowance. */
export function spendOf(call: SpeechFunctionCall): Spend {
  switch (call.responseType) {
    case 'text':
      return { requests: 1, voiceSeconds: 0 };
    case 'speech':
      return { requests: 0, voiceSeconds: Math.max(1, Math.ceil([...call.prompt].length / SPOKEN_CHARS_PER_SECOND)) };
    case 'transcription':
      return { requests: 0, voiceSeconds: Math.max(1, Math.ceil(call.audio.byteLength / RECORDED_BYTES_PER_SECOND)) };
    case 'realtime':
      return { requests: 0, voiceSeconds: REALTIME_CALL_SECONDS };
  }
}

/** The UTC day of `time`, as `YYYY-MM-DD`. */
function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The site's key and its quotas from the environment, or null when no key is set (the default). */
export function siteKeyFromEnv(get: (name: string) => string | undefined): SiteKey | null {
  const key = get('OPENAI_API_KEY')?.trim();
  if (!key) return null;
  if (!/^[\x21-\x7e]{1,1024}$/.test(key)) throw new Error('OPENAI_API_KEY must be printable characters without spaces');
  const whole = (name: keyof typeof SITE_KEY_DEFAULTS): number => {
    const text = get(name)?.trim();
    if (text === undefined || text === '') return SITE_KEY_DEFAULTS[name];
    const value = Number(text);
    if (!/^\d+$/.test(text) || value > 100_000_000) {
      throw new Error(`${name} must be a whole number from 0 to 100000000 (got "${text}")`);
    }
    return value;
  };
  return {
    key,
    allowance: {
      requestsPerVisitor: whole('SITE_KEY_REQUESTS_PER_VISITOR'),
      voiceSecondsPerVisitor: whole('SITE_KEY_VOICE_MINUTES_PER_VISITOR') * 60,
      siteRequestsPerDay: whole('SITE_KEY_REQUESTS_PER_DAY'),
    },
  };
}

/** The allowances in this process's memory; forgets yesterday's counts when the day changes. */
export class MemoryAllowances implements AllowanceStore {
  readonly #now: () => number;
  #day = '';
  readonly #used = new Map<string, number>();

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  spend(client: string, spend: Spend, settings: AllowanceSettings): Promise<AllowanceVerdict> {
    const day = utcDay(this.#now());
    if (day !== this.#day) {
      this.#used.clear();
      this.#day = day;
    }
    const fits = (counter: string, amount: number, limit: number) =>
      amount === 0 || (this.#used.get(counter) ?? 0) + amount <= limit;
    const requests = `requests|${client}`;
    const voice = `voice|${client}`;
    if (
      !fits(requests, spend.requests, settings.requestsPerVisitor) ||
      !fits(voice, spend.voiceSeconds, settings.voiceSecondsPerVisitor)
    ) {
      return Promise.resolve({ allowed: false, spent: 'visitor' });
    }
    if (!fits('site', 1, settings.siteRequestsPerDay)) return Promise.resolve({ allowed: false, spent: 'site' });
    const add = (counter: string, amount: number) => this.#used.set(counter, (this.#used.get(counter) ?? 0) + amount);
    add(requests, spend.requests);
    add(voice, spend.voiceSeconds);
    add('site', 1);
    return Promise.resolve({ allowed: true });
  }
}
