/**
 * The server's settings, read once from the environment and checked: a mistyped value stops the
 * server with a message naming the variable, rather than running with a limit nobody chose.
 */
import { LIMIT_DEFAULTS } from '../supabase/functions/openai/limits.ts';
import type { FunctionLimits } from './function-route.ts';
import { parseAllowedHost } from './host-policy.ts';

export const SERVER_DEFAULTS = {
  PORT: 4173,
  HOST: '127.0.0.1',
  BUILD_OUT_DIR: 'dist',
  BODY_TIMEOUT_MS: 10_000,
  // The same on Supabase (the function reads the same variables).
  ...LIMIT_DEFAULTS,
} as const;

export type ServerConfig = {
  port: number;
  host: string;
  distDir: string;
  allowedHosts: readonly string[];
  /** How many proxies in front of the server are trusted to write X-Forwarded-For and -Proto. */
  trustProxy: number;
  limits: FunctionLimits;
  /**
   * Where the function's limits are counted when several instances share them (DATABASE_URL, a
   * postgres:// URL); unset, in this process's memory.
   */
  databaseUrl?: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function wholeNumber(env: Env, name: keyof typeof SERVER_DEFAULTS, min: number, max: number): number {
  const text = read(env, name);
  if (text === undefined) return SERVER_DEFAULTS[name] as number;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${text}")`);
  }
  return value;
}

function trustedProxies(env: Env): number {
  const text = read(env, 'TRUST_PROXY')?.toLowerCase();
  if (text === undefined || text === 'false' || text === '0') return 0;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
  throw new ConfigError(`TRUST_PROXY must be true, false or the number of proxies in front (got "${text}")`);
}

function allowedHosts(env: Env): string[] {
  const entries = (read(env, 'ALLOWED_HOSTS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  try {
    return entries.map(parseAllowedHost);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function databaseUrl(env: Env): { databaseUrl?: string } {
  const text = read(env, 'DATABASE_URL');
  if (text === undefined) return {};
  let protocol = '';
  try {
    protocol = new URL(text).protocol;
  } catch {
    // Reported below, without the value: it may hold a password.
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  return { databaseUrl: text };
}

/** The server's settings from environment variables; throws a ConfigError naming a bad one. */
export function readServerConfig(env: Env): ServerConfig {
  return {
    ...databaseUrl(env),
    // 0 lets the system choose a free port (tests and benchmarks).
    port: wholeNumber(env, 'PORT', 0, 65_535),
    host: read(env, 'HOST') ?? SERVER_DEFAULTS.HOST,
    distDir: read(env, 'BUILD_OUT_DIR') ?? SERVER_DEFAULTS.BUILD_OUT_DIR,
    allowedHosts: allowedHosts(env),
    trustProxy: trustedProxies(env),
    limits: {
      bodyTimeoutMs: wholeNumber(env, 'BODY_TIMEOUT_MS', 1, 600_000),
      maxInFlight: wholeNumber(env, 'FUNCTION_MAX_IN_FLIGHT', 1, 100_000),
      maxInFlightPerClient: wholeNumber(env, 'FUNCTION_MAX_IN_FLIGHT_PER_CLIENT', 1, 100_000),
      ratePerMinute: wholeNumber(env, 'FUNCTION_RATE_PER_MINUTE', 1, 10_000_000),
    },
  };
}
