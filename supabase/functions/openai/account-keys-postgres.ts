/**
 * Keys saved with an account, read from the project's Postgres with the private key only the
 * function holds (`supabase/migrations/*_account_speech_keys.sql`), and the settings that turn
 * them on: ACCOUNT_KEYS_PRIVATE_KEY, and the project's signing keys from SUPABASE_URL (which
 * Supabase sets for every function) or, where the function cannot fetch them, SUPABASE_JWKS.
 */
import postgres from 'postgres';
import { tokenVerifier, type AccountKeys } from './account-keys.ts';

/** Signed-in users' access tokens are issued for this audience. */
const AUDIENCE = 'authenticated';

/**
 * The account keys for this deploy, or undefined when ACCOUNT_KEYS_PRIVATE_KEY is unset (then a
 * signed-in user's token is no key, as before). Throws on a half-done configuration.
 */
export function accountKeysFromEnv(
  get: (name: string) => string | undefined,
  databaseUrl: string | undefined,
): (AccountKeys & { close(): Promise<void> }) | undefined {
  const privateKey = get('ACCOUNT_KEYS_PRIVATE_KEY')?.trim();
  if (!privateKey) return undefined;
  const projectUrl = get('SUPABASE_URL')?.trim().replace(/\/+$/, '');
  if (!projectUrl) throw new Error('ACCOUNT_KEYS_PRIVATE_KEY is set, but SUPABASE_URL is not');
  if (!databaseUrl) throw new Error('ACCOUNT_KEYS_PRIVATE_KEY is set, but there is no database to read keys from');
  const jwksText = get('SUPABASE_JWKS')?.trim();
  const jwks = jwksText ? JSON.parse(jwksText) : new URL(`${projectUrl}/auth/v1/.well-known/jwks.json`);
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => undefined });
  return {
    userOf: tokenVerifier({ jwks, issuer: `${projectUrl}/auth/v1`, audience: AUDIENCE }),
    async keyOf(user) {
      const [row] = await sql<{ key: string | null }[]>`
        select account_keys.speech_key_for(${user}::uuid, ${privateKey}) as key`;
      return row?.key ?? null;
    },
    close: () => sql.end(),
  };
}
