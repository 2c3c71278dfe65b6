// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readServerConfig, SERVER_DEFAULTS } from '../../server/config.ts';

describe('readServerConfig', () => {
  it('has defaults for one machine', () => {
    expect(readServerConfig({})).toEqual({
      port: SERVER_DEFAULTS.PORT,
      host: '127.0.0.1',
      distDir: 'dist',
      allowedHosts: [],
      trustProxy: 0,
      limits: { bodyTimeoutMs: 10_000, maxInFlight: 32, maxInFlightPerClient: 4, ratePerMinute: 60 },
    });
  });

  it('reads every variable', () => {
    const config = readServerConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      BUILD_OUT_DIR: 'dist-x',
      ALLOWED_HOSTS: ' basebots.example , .basebots.test ',
      TRUST_PROXY: 'true',
      BODY_TIMEOUT_MS: '5000',
      FUNCTION_MAX_IN_FLIGHT: '8',
      FUNCTION_MAX_IN_FLIGHT_PER_CLIENT: '3',
      FUNCTION_RATE_PER_MINUTE: '120',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      distDir: 'dist-x',
      allowedHosts: ['basebots.example', '.basebots.test'],
      trustProxy: 1,
      limits: { bodyTimeoutMs: 5000, maxInFlight: 8, maxInFlightPerClient: 3, ratePerMinute: 120 },
    });
    expect(readServerConfig({ DATABASE_URL: 'postgres://app:pw@db.internal:5432/postgres' }).databaseUrl).toBe(
      'postgres://app:pw@db.internal:5432/postgres',
    );
    expect(readServerConfig({ DATABASE_URL: 'postgresql://db/limits' }).databaseUrl).toBe('postgresql://db/limits');
    expect(readServerConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readServerConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
  });

  it.each([
    [{ PORT: 'http' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ FUNCTION_RATE_PER_MINUTE: '0' }, /FUNCTION_RATE_PER_MINUTE/],
    [{ FUNCTION_MAX_IN_FLIGHT: '1.5' }, /FUNCTION_MAX_IN_FLIGHT/],
    [{ FUNCTION_MAX_IN_FLIGHT_PER_CLIENT: '0' }, /FUNCTION_MAX_IN_FLIGHT_PER_CLIENT must be a whole number from 1/],
    [{ BODY_TIMEOUT_MS: '-1' }, /BODY_TIMEOUT_MS/],
    [{ TRUST_PROXY: 'yes please' }, /TRUST_PROXY/],
    [{ ALLOWED_HOSTS: 'https://basebots.example/' }, /ALLOWED_HOSTS has an entry that is not a host name/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(message);
  });

  it('refuses a DATABASE_URL that is not a postgres URL without repeating it (it may hold a password)', () => {
    for (const value of ['mysql://user:hunter2@db/x', 'user:hunter2@db', 'https://db.example']) {
      expect(() => readServerConfig({ DATABASE_URL: value })).toThrow(/DATABASE_URL must be a postgres/);
      expect(() => readServerConfig({ DATABASE_URL: value })).not.toThrow(/hunter2|db\.example/);
    }
  });
});
