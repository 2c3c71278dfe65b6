/**
 * The function's configuration: what it needs from its environment (the upstream, the model, the
 * deadline, the allowed origins), read from environment variables the same way under Deno and Node.
 */
import type { AccountKeys } from './account-keys.ts';
import { siteKeyFromEnv, type AllowanceStore, type SiteKey } from './allowance.ts';
import type { ErrorCode } from '@basebots/speech-contract';
import type { ReplyCache } from './replies.ts';

/** What the handler reports for operators; never the key, a prompt or an upstream body. */
export type HandlerLogEvent = {
  code: ErrorCode;
  status: number;
  responseType?: string;
  upstreamStatus?: number;
};

export type HandlerDeps = {
  /** Called with a fully built Request; the global fetch fits. */
  fetch: (request: Request) => Promise<Response>;
  /** The upstream API root without a trailing slash, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  /** Chat model used when the request names none. */
  model: string;
  /** Upper bound for one upstream exchange, body included. */
  timeoutMs: number;
  /** `'*'` for any origin, else exact origins (scheme://host[:port]). */
  allowedOrigins: '*' | readonly string[];
  log?: (event: HandlerLogEvent) => void;
  /**
   * Chat replies remembered by the client's request id. `createHandler` makes one when none is
   * given; without one (a bare `handleRequest`) every call goes upstream.
   */
  replies?: ReplyCache;
  /** The site's own key and its quotas (`OPENAI_API_KEY`); unset, every visitor needs a key. */
  siteKey?: SiteKey;
  /**
   * Where the site key's allowances are counted (the limits' store). `createHandler` counts in its
   * own memory when a site key is set and none is given.
   */
  allowances?: AllowanceStore;
  /** Keys saved with an account, for signed-in users' tokens; unset, such a token is not a key. */
  accountKeys?: AccountKeys;
};

export const ENV_DEFAULTS = {
  OPENAI_BASE_URL: 'https://api.openai.com/v1',
  OPENAI_MODEL: 'gpt-4o',
  OPENAI_TIMEOUT_MS: 30_000,
  ALLOWED_ORIGINS: '*',
} as const;

/** The normalised origin of a URL or origin string, or null when it is not an http(s) origin. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Builds handler deps from environment variables, so Deno (`Deno.env.get`) and Node
 * (`process.env`) configure the function identically. Throws on a malformed value: a mistyped
 * upstream URL must stop the server, not silently send visitors' keys elsewhere.
 */
export function depsFromEnv(
  get: (name: string) => string | undefined,
  overrides: Partial<Pick<HandlerDeps, 'fetch' | 'log'>> = {},
): HandlerDeps {
  const read = (name: keyof typeof ENV_DEFAULTS): string | undefined => {
    const value = get(name)?.trim();
    return value === '' ? undefined : value;
  };

  const baseUrl = read('OPENAI_BASE_URL') ?? ENV_DEFAULTS.OPENAI_BASE_URL;
  if (originOf(baseUrl) === null) throw new Error('OPENAI_BASE_URL must be an http(s) URL');

  const timeoutText = read('OPENAI_TIMEOUT_MS');
  const timeoutMs = timeoutText === undefined ? ENV_DEFAULTS.OPENAI_TIMEOUT_MS : Number(timeoutText);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error('OPENAI_TIMEOUT_MS must be a positive whole number of milliseconds');
  }

  const originsText = read('ALLOWED_ORIGINS') ?? ENV_DEFAULTS.ALLOWED_ORIGINS;
  const entries = originsText
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  let allowedOrigins: HandlerDeps['allowedOrigins'] = '*';
  if (!entries.includes('*')) {
    allowedOrigins = entries.map((entry) => {
      const origin = originOf(entry);
      if (origin === null) throw new Error(`ALLOWED_ORIGINS has an entry that is not an origin: ${entry}`);
      return origin;
    });
  }

  const siteKey = siteKeyFromEnv(get);
  return {
    ...(siteKey ? { siteKey } : {}),
    fetch: overrides.fetch ?? ((request) => fetch(request)),
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model: read('OPENAI_MODEL') ?? ENV_DEFAULTS.OPENAI_MODEL,
    timeoutMs,
    allowedOrigins,
    ...(overrides.log ? { log: overrides.log } : {}),
  };
}
