// @vitest-environment node
// A signed-in user's access token instead of a key: checked against the project's signing keys
// (a key pair made by the test, trusted as a JWKS), then the key saved to that user's account is
// the one the upstream sees. Every way a token can be wrong is a 401 before any upstream call.
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenVerifier, type AccountKeys } from '../../../../supabase/functions/openai/account-keys.ts';
import {
  createHandler,
  type HandlerDeps,
  type HandlerLogEvent,
} from '../../../../supabase/functions/openai/handler.ts';
import { type SpeechFunctionRequestBody } from '@basebots/speech-contract';
import { testDeps, FUNCTION_URL, ANON_JWT } from './test-deps';

const ISSUER = 'https://project.supabase.test/auth/v1';
const AUDIENCE = 'authenticated';
const ALICE = '00000000-0000-4000-8000-00000000a11c';
const BOB = '00000000-0000-4000-8000-0000000000b0';
const ALICE_KEY = 'sk-alice-SECRET-0123456789abcdef';
const SITE_KEY = 'sk-site-SECRET-0123456789abcdef';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let project: KeyPair;
let stranger: KeyPair;
let trusted: JWK;

beforeAll(async () => {
  [project, stranger] = await Promise.all([generateKeyPair('ES256'), generateKeyPair('ES256')]);
  trusted = { ...(await exportJWK(project.publicKey)), kid: 'project-key', alg: 'ES256' };
});

type Claims = { sub?: string; aud?: string; iss?: string; role?: string; expiresIn?: string | number };

/** An access token as Supabase Auth issues it, signed by `by` (the project's key by default). */
function token(claims: Claims = {}, by: KeyPair = project): Promise<string> {
  const { sub = ALICE, aud = AUDIENCE, iss = ISSUER, role = 'authenticated', expiresIn = '1h' } = claims;
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'ES256', kid: 'project-key' })
    .setSubject(sub)
    .setAudience(aud)
    .setIssuer(iss)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(by.privateKey);
}

/** The accounts as the database keeps them: Alice saved a key, Bob none. */
function accounts(): AccountKeys {
  const saved = new Map([[ALICE, ALICE_KEY]]);
  return {
    userOf: tokenVerifier({ jwks: { keys: [trusted] }, issuer: ISSUER, audience: AUDIENCE }),
    keyOf: (user) => Promise.resolve(saved.get(user) ?? null),
  };
}

function setup(overrides: Partial<HandlerDeps> = {}) {
  const seen = { keys: [] as (string | null)[], logs: [] as HandlerLogEvent[] };
  const fetch: HandlerDeps['fetch'] = (request) => {
    seen.keys.push(request.headers.get('Authorization'));
    return Promise.resolve(Response.json({ choices: [{ message: { content: 'Hi' } }] }));
  };
  const handler = createHandler(
    testDeps(fetch, { accountKeys: accounts(), log: (event) => seen.logs.push(event), ...overrides }),
  );
  const chat: SpeechFunctionRequestBody = { responseType: 'text', prompt: 'Hello' };
  const call = async (authorization: string) => {
    const response = await handler(
      new Request(FUNCTION_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: authorization },
        body: JSON.stringify(chat),
      }),
    );
    return { status: response.status, text: await response.text() };
  };
  return { seen, call };
}

describe('a signed-in user with a key saved to their account', () => {
  it('is answered with their saved key, which never comes back', async () => {
    const { seen, call } = setup();
    const answer = await call(`Bearer ${await token()}`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ text: 'Hi' });
    expect(seen.keys).toEqual([`Bearer ${ALICE_KEY}`]);
    expect(answer.text).not.toContain(ALICE_KEY);
  });
});

describe('a token that is not a valid sign-in', () => {
  const cases: [string, () => Promise<string>][] = [
    ['expired', () => token({ expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['signed by another key', () => token({}, stranger)],
    ['for another audience', () => token({ aud: 'anon' })],
    ['from another issuer', () => token({ iss: 'https://other.supabase.test/auth/v1' })],
  ];
  for (const [what, make] of cases) {
    it(`is refused when ${what}, before any upstream call and without a key in the log`, async () => {
      const { seen, call } = setup();
      const answer = await call(`Bearer ${await make()}`);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text)).toMatchObject({ code: 'invalid_token' });
      expect(seen.keys).toEqual([]);
      expect(JSON.stringify(seen.logs)).not.toContain(ALICE_KEY);
    });
  }

  it('is refused when unsigned, although it names a user', async () => {
    const { seen, call } = setup();
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const claims = { sub: ALICE, role: 'authenticated', aud: AUDIENCE, iss: ISSUER, exp: Date.now() / 1000 + 3600 };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const answer = await call(`Bearer ${header}.${body}.`);
    expect(answer.status).toBe(401);
    expect(seen.keys).toEqual([]);
  });
});

describe("another user's key", () => {
  it('is never used: a user who saved none is told so, with no site key', async () => {
    const { seen, call } = setup();
    const answer = await call(`Bearer ${await token({ sub: BOB })}`);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'no_saved_key' });
    expect(seen.keys).toEqual([]);
  });

  it('is never used: with a site key, a user who saved none uses its allowance instead', async () => {
    const allowance = { requestsPerVisitor: 1, voiceSecondsPerVisitor: 60, siteRequestsPerDay: 100 };
    const { seen, call } = setup({ siteKey: { key: SITE_KEY, allowance } });
    expect((await call(`Bearer ${await token({ sub: BOB })}`)).status).toBe(200);
    const spent = await call(`Bearer ${await token({ sub: BOB })}`);
    expect(JSON.parse(spent.text)).toMatchObject({ code: 'allowance_spent' });
    expect(seen.keys).toEqual([`Bearer ${SITE_KEY}`]);
  });
});

describe('visitors who are not signed in', () => {
  it('still use the site key with the anon key supabase-js sends', async () => {
    const allowance = { requestsPerVisitor: 5, voiceSecondsPerVisitor: 60, siteRequestsPerDay: 100 };
    const { seen, call } = setup({ siteKey: { key: SITE_KEY, allowance } });
    expect((await call(`Bearer ${ANON_JWT}`)).status).toBe(200);
    expect(seen.keys).toEqual([`Bearer ${SITE_KEY}`]);
  });

  it('still use their own key', async () => {
    const { seen, call } = setup();
    expect((await call('Bearer sk-visitor-0123456789abcdef')).status).toBe(200);
    expect(seen.keys).toEqual(['Bearer sk-visitor-0123456789abcdef']);
  });
});
