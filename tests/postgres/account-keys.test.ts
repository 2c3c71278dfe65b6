// The speech keys saved with an account, against a real PostgreSQL: what a signed-in user may do
// with their own key and nobody else's, that the API roles only ever see its last four
// characters, and that only the service role holding the private key can read it back.
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountKeysFromEnv } from '../../supabase/functions/openai/account-keys-postgres.ts';
import { createHandler } from '../../supabase/functions/openai/handler.ts';
import { makePgpKeyPair, type PgpKeyPair } from './pgp-keys.ts';

const url = inject('postgresUrl');
let sql: postgres.Sql;
let keys: PgpKeyPair;

beforeAll(async () => {
  sql = postgres(url, { max: 1, onnotice: () => undefined });
  keys = makePgpKeyPair();
  await sql`select account_keys.set_public_key(${keys.publicKey})`;
});
afterAll(() => sql.end());

type Who = { role: 'anon' | 'service_role' } | { role: 'authenticated'; user: string };

/** Runs `query` as PostgREST would for `who`, in a transaction; its rows, or the error's message. */
async function as<Row = Record<string, unknown>>(
  who: Who,
  query: string,
  params: (string | null)[] = [],
): Promise<{ rows: Row[] } | { error: string }> {
  try {
    const rows = await sql.begin(async (tx) => {
      await tx.unsafe(`set local role ${who.role}`);
      const claims = who.role === 'authenticated' ? { sub: who.user, role: who.role } : { role: who.role };
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
      return tx.unsafe(query, params);
    });
    return { rows: rows as unknown as Row[] };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

async function newUser(): Promise<Who & { user: string }> {
  const user = randomUUID();
  await sql`insert into auth.users (id) values (${user})`;
  return { role: 'authenticated', user };
}

async function storedKey(user: string, privateKey = keys.privateKey): Promise<string | null> {
  const result = await as<{ key: string | null }>(
    { role: 'service_role' },
    'select account_keys.speech_key_for($1, $2) as key',
    [user, privateKey],
  );
  if ('error' in result) throw new Error(result.error);
  return result.rows[0]?.key ?? null;
}

const KEY = 'sk-test-0123456789abcdefWXYZ';

describe('a signed-in user and their own key', () => {
  it('saves it, sees only its last four characters, and the function reads it back', async () => {
    const alice = await newUser();
    expect(await as(alice, 'select public.save_speech_key($1) as last4', [KEY])).toEqual({ rows: [{ last4: 'WXYZ' }] });
    expect(await as(alice, 'select user_id, last4 from public.speech_keys')).toEqual({
      rows: [{ user_id: alice.user, last4: 'WXYZ' }],
    });
    expect(await storedKey(alice.user)).toBe(KEY);
  });

  it('never sees the stored secret, which does not hold the key in clear', async () => {
    const alice = await newUser();
    await as(alice, 'select public.save_speech_key($1)', [KEY]);
    expect(await as(alice, 'select secret from public.speech_keys')).toEqual({
      error: expect.stringMatching(/permission denied/),
    });
    expect(await as(alice, 'select * from public.speech_keys')).toEqual({
      error: expect.stringMatching(/permission denied/),
    });
    const [row] = await sql<{ secret: Buffer }[]>`select secret from public.speech_keys where user_id = ${alice.user}`;
    expect(row?.secret.toString('latin1')).not.toContain(KEY);
  });

  it('replaces it by saving another, and removes it', async () => {
    const alice = await newUser();
    await as(alice, 'select public.save_speech_key($1)', [KEY]);
    await as(alice, 'select public.save_speech_key($1)', ['sk-another-key-9876']);
    expect(await storedKey(alice.user)).toBe('sk-another-key-9876');
    expect(await as(alice, 'select public.remove_speech_key() as removed')).toEqual({ rows: [{ removed: true }] });
    expect(await as(alice, 'select last4 from public.speech_keys')).toEqual({ rows: [] });
    expect(await storedKey(alice.user)).toBeNull();
  });

  it('may also remove it with a plain delete of their row', async () => {
    const alice = await newUser();
    await as(alice, 'select public.save_speech_key($1)', [KEY]);
    await sql.begin(async (tx) => {
      await tx.unsafe('set local role authenticated');
      await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: alice.user })}, true)`;
      await tx`delete from public.speech_keys where user_id = ${alice.user}`;
    });
    expect(await storedKey(alice.user)).toBeNull();
  });

  it('refuses what is not a key, and anyone not signed in', async () => {
    const alice = await newUser();
    for (const bad of ['short', 'sk has spaces in it', 'x'.repeat(1025), 'sk-ünïcode-key']) {
      expect(await as(alice, 'select public.save_speech_key($1)', [bad])).toEqual({
        error: expect.stringMatching(/not a key/),
      });
    }
    expect(await as({ role: 'anon' }, 'select public.save_speech_key($1)', [KEY])).toEqual({
      error: expect.stringMatching(/permission denied/),
    });
    expect(await as({ role: 'anon' }, 'select last4 from public.speech_keys')).toEqual({
      error: expect.stringMatching(/permission denied/),
    });
  });
});

describe('another user', () => {
  it('cannot see, overwrite or remove a key that is not theirs', async () => {
    const [alice, mallory] = [await newUser(), await newUser()];
    await as(alice, 'select public.save_speech_key($1)', [KEY]);

    expect(await as(mallory, 'select user_id, last4 from public.speech_keys')).toEqual({ rows: [] });
    expect(await as(mallory, 'select last4 from public.speech_keys where user_id = $1', [alice.user])).toEqual({
      rows: [],
    });
    // Their own save writes their own row only.
    await as(mallory, 'select public.save_speech_key($1)', ['sk-mallory-own-key']);
    expect(await storedKey(alice.user)).toBe(KEY);
    expect(await storedKey(mallory.user)).toBe('sk-mallory-own-key');
    // Writing the table directly is not granted at all; a delete matches no row of another.
    expect(await as(mallory, `update public.speech_keys set last4 = 'gone' where user_id = $1`, [alice.user])).toEqual({
      error: expect.stringMatching(/permission denied/),
    });
    expect(
      await as(mallory, `insert into public.speech_keys (user_id, secret, last4) values ($1, 'x', 'x')`, [alice.user]),
    ).toEqual({ error: expect.stringMatching(/permission denied/) });
    expect(await as(mallory, 'delete from public.speech_keys where user_id = $1 returning 1', [alice.user])).toEqual({
      rows: [],
    });
    expect(await storedKey(alice.user)).toBe(KEY);
  });

  it('cannot call what reads a key or sets the public key, even knowing the private key', async () => {
    const [alice, mallory] = [await newUser(), await newUser()];
    await as(alice, 'select public.save_speech_key($1)', [KEY]);
    for (const who of [mallory, { role: 'anon' } as const]) {
      expect(await as(who, 'select account_keys.speech_key_for($1, $2)', [alice.user, keys.privateKey])).toEqual({
        error: expect.stringMatching(/permission denied/),
      });
      expect(await as(who, 'select account_keys.set_public_key($1)', [keys.publicKey])).toEqual({
        error: expect.stringMatching(/permission denied/),
      });
    }
  });
});

describe('the service role', () => {
  it('cannot read a key without the right private key', async () => {
    const alice = await newUser();
    await as(alice, 'select public.save_speech_key($1)', [KEY]);
    const other = makePgpKeyPair();
    await expect(storedKey(alice.user, other.privateKey)).rejects.toThrow(/key/i);
  });

  it('has nothing to read for a user who saved no key', async () => {
    const bob = await newUser();
    expect(await storedKey(bob.user)).toBeNull();
  });

  it('drops the key with the account', async () => {
    const alice = await newUser();
    await as(alice, 'select public.save_speech_key($1)', [KEY]);
    await sql`delete from auth.users where id = ${alice.user}`;
    expect(await storedKey(alice.user)).toBeNull();
  });
});

describe('rotating the key pair', () => {
  // The statements supabase/README.md gives operators, run as the service role would.
  it('re-encrypts every saved key for the new pair, which alone reads them back', async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    await as(alice, 'select public.save_speech_key($1)', [KEY]);
    await as(bob, 'select public.save_speech_key($1)', ['sk-bob-0123456789']);
    const next = makePgpKeyPair();
    const read = (tx: postgres.TransactionSql, user: string, privateKey: string) =>
      tx`select account_keys.speech_key_for(${user}, ${privateKey}) as key`.then(([row]) => row?.key as string);
    const rolledBack = new Error('roll back: the other tests keep the first pair');
    const seen = await sql
      .begin(async (tx) => {
        await tx`select account_keys.set_public_key(${next.publicKey})`;
        await tx`update public.speech_keys set secret = extensions.pgp_pub_encrypt(
          extensions.pgp_pub_decrypt(secret, extensions.dearmor(${keys.privateKey})),
          extensions.dearmor(${next.publicKey}))`;
        const rotated = [await read(tx, alice.user, next.privateKey), await read(tx, bob.user, next.privateKey)];
        const oldKeyFails = await tx
          .savepoint((sp) => read(sp, alice.user, keys.privateKey))
          .then(
            () => false,
            () => true,
          );
        throw Object.assign(rolledBack, { rotated, oldKeyFails });
      })
      .catch((error: unknown) => error as typeof rolledBack & { rotated: string[]; oldKeyFails: boolean });
    expect(seen.rotated).toEqual([KEY, 'sk-bob-0123456789']);
    expect(seen.oldKeyFails).toBe(true);
  });
});

describe('a project where saving keys is not set up', () => {
  it('refuses to save rather than store a key in clear', async () => {
    const alice = await newUser();
    const result = await sql
      .begin(async (tx) => {
        await tx`delete from account_keys.settings`;
        await tx.unsafe('set local role authenticated');
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: alice.user })}, true)`;
        await tx`select public.save_speech_key(${KEY})`;
      })
      .then(
        () => 'saved',
        (error: Error) => error.message,
      );
    expect(result).toMatch(/not set up/);
    expect(await storedKey(alice.user)).toBeNull();
  });

  it('refuses a public key that is not one', async () => {
    await expect(sql`select account_keys.set_public_key('not a key')`).rejects.toThrow();
  });
});

describe('the speech function reading a saved key', () => {
  it("calls the upstream with the signed-in user's saved key, and refuses one who saved none", async () => {
    const signing = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(signing.publicKey)), kid: 'k', alg: 'ES256' };
    const projectUrl = 'https://project.supabase.test';
    const env: Record<string, string> = {
      ACCOUNT_KEYS_PRIVATE_KEY: keys.privateKey,
      SUPABASE_URL: projectUrl,
      SUPABASE_JWKS: JSON.stringify({ keys: [jwk] }),
    };
    const accountKeys = accountKeysFromEnv((name) => env[name], url);
    const seen: (string | null)[] = [];
    const handler = createHandler({
      fetch: (request) => {
        seen.push(request.headers.get('Authorization'));
        return Promise.resolve(Response.json({ choices: [{ message: { content: 'Hi' } }] }));
      },
      baseUrl: 'https://upstream.test/v1',
      model: 'gpt-4o',
      timeoutMs: 5_000,
      allowedOrigins: '*',
      accountKeys,
    });
    const call = async (user: string) => {
      const token = await new SignJWT({ role: 'authenticated' })
        .setProtectedHeader({ alg: 'ES256', kid: 'k' })
        .setSubject(user)
        .setAudience('authenticated')
        .setIssuer(`${projectUrl}/auth/v1`)
        .setExpirationTime('1h')
        .sign(signing.privateKey);
      const response = await handler(
        new Request('http://localhost/functions/v1/openai', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ responseType: 'text', prompt: 'Hello' }),
        }),
      );
      return { status: response.status, text: await response.text() };
    };
    try {
      const [alice, bob] = [await newUser(), await newUser()];
      await as(alice, 'select public.save_speech_key($1)', [KEY]);
      const answered = await call(alice.user);
      expect(answered.status).toBe(200);
      expect(answered.text).not.toContain(KEY);
      expect(seen).toEqual([`Bearer ${KEY}`]);
      expect(JSON.parse((await call(bob.user)).text)).toMatchObject({ code: 'no_saved_key' });
      expect(seen).toHaveLength(1);
    } finally {
      await accountKeys?.close();
    }
  });
});
