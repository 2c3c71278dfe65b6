// @vitest-environment node
// The site's own key (OPENAI_API_KEY): offered to visitors without one, within daily allowances,
// never sent back to them; a visitor's own key still wins and is not counted.
import { describe, expect, it } from 'vitest';
import { MemoryAllowances, siteKeyFromEnv } from '../../../../supabase/functions/openai/allowance.ts';
import { createHandler, depsFromEnv, type HandlerDeps } from '../../../../supabase/functions/openai/handler.ts';
import { type SpeechFunctionRequestBody } from '@basebots/speech-contract';
import { testDeps, FUNCTION_URL, ANON_JWT } from './test-deps';

const SITE_KEY = 'sk-site-SECRET-0123456789abcdef';
const VISITOR_KEY = 'sk-visitor-0123456789abcdef';

type Upstream = { keys: (string | null)[]; fetch: HandlerDeps['fetch'] };

function upstream(respond: () => Response = () => Response.json({ choices: [{ message: { content: 'Hi' } }] })) {
  const seen: Upstream = {
    keys: [],
    fetch: (request) => {
      seen.keys.push(request.headers.get('Authorization'));
      return Promise.resolve(respond());
    },
  };
  return seen;
}

const chat: SpeechFunctionRequestBody = { responseType: 'text', prompt: 'Hello' };

function post(body: SpeechFunctionRequestBody, authorization?: string): Request {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (authorization !== undefined) headers.set('Authorization', authorization);
  return new Request(FUNCTION_URL, { method: 'POST', headers, body: JSON.stringify(body) });
}

function withSiteKey(
  fake: Upstream,
  allowance = { requestsPerVisitor: 2, voiceSecondsPerVisitor: 60, siteRequestsPerDay: 100 },
) {
  return createHandler(testDeps(fake.fetch, { siteKey: { key: SITE_KEY, allowance } }));
}

describe('the offer', () => {
  const offer = () => new Request(`${FUNCTION_URL}/offer`);

  it('says there is no site key by default, cacheable for five minutes', async () => {
    const response = await createHandler(testDeps(upstream().fetch))(offer());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ siteKey: false });
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
  });

  it('says there is one when OPENAI_API_KEY is set, without the key', async () => {
    const response = await withSiteKey(upstream())(offer());
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ siteKey: true });
    expect(text).not.toContain(SITE_KEY);
  });
});

describe('a call without a key of its own', () => {
  it('is refused with missing_api_key when the site has no key, as before', async () => {
    const fake = upstream();
    const response = await createHandler(testDeps(fake.fetch))(post(chat, `Bearer ${ANON_JWT}`));
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('missing_api_key');
    expect(fake.keys).toEqual([]);
  });

  it("is made with the site's key, which never comes back in the answer", async () => {
    const fake = upstream();
    const handler = withSiteKey(fake);
    const bare = await handler(post(chat), { client: 'a' });
    const anon = await handler(post(chat, `Bearer ${ANON_JWT}`), { client: 'b' });
    expect([bare.status, anon.status]).toEqual([200, 200]);
    for (const response of [bare, anon]) {
      expect(JSON.stringify([...response.headers])).not.toContain(SITE_KEY);
      expect(await response.text()).not.toContain(SITE_KEY);
    }
    expect(fake.keys).toEqual([`Bearer ${SITE_KEY}`, `Bearer ${SITE_KEY}`]);
  });

  it("grants exactly the visitor's allowance, then answers 429 allowance_spent", async () => {
    const fake = upstream();
    const handler = withSiteKey(fake);
    const statuses = [];
    for (let call = 0; call < 3; call += 1) statuses.push((await handler(post(chat), { client: 'a' })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await handler(post(chat), { client: 'a' });
    expect(await refused.json()).toMatchObject({ code: 'allowance_spent' });
    expect(fake.keys).toHaveLength(2);
    expect((await handler(post(chat), { client: 'b' })).status).toBe(200);
  });

  it("counts voice by its length and refuses past the visitor's minutes", async () => {
    const fake = upstream(() => new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'audio/mpeg' } }));
    const handler = withSiteKey(fake, { requestsPerVisitor: 2, voiceSecondsPerVisitor: 60, siteRequestsPerDay: 100 });
    // 450 characters are about 30 seconds of speech: two fit in a minute, the third does not.
    const speech: SpeechFunctionRequestBody = { responseType: 'speech', prompt: 'a'.repeat(450), voice: 'nova' };
    const statuses = [];
    for (let call = 0; call < 3; call += 1) statuses.push((await handler(post(speech), { client: 'a' })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("answers 429 site_budget_spent once the site's budget is spent, whoever asks", async () => {
    const handler = withSiteKey(upstream(), {
      requestsPerVisitor: 5,
      voiceSecondsPerVisitor: 60,
      siteRequestsPerDay: 3,
    });
    const answers = [];
    for (const client of ['a', 'b', 'c', 'd']) answers.push(await handler(post(chat), { client }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(await answers[3]?.json()).toMatchObject({ code: 'site_budget_spent' });
  });

  it("does not tell the visitor their key was refused when the upstream refuses the site's", async () => {
    const refusing = upstream(() =>
      Response.json({ error: { message: `Incorrect API key ${SITE_KEY}` } }, { status: 401 }),
    );
    const response = await withSiteKey(refusing)(post(chat), { client: 'a' });
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ code: 'upstream_error' });
    expect(text).not.toContain(SITE_KEY);
  });
});

describe("a visitor's own key", () => {
  it("is used instead of the site's, and not counted against the allowance", async () => {
    const fake = upstream();
    const handler = withSiteKey(fake);
    for (let call = 0; call < 3; call += 1) {
      expect((await handler(post(chat, `Bearer ${VISITOR_KEY}`), { client: 'a' })).status).toBe(200);
    }
    expect((await handler(post(chat), { client: 'a' })).status).toBe(200);
    expect(fake.keys).toEqual([...Array<string>(3).fill(`Bearer ${VISITOR_KEY}`), `Bearer ${SITE_KEY}`]);
  });
});

describe('the allowances in memory', () => {
  it('start afresh on a new UTC day', async () => {
    let now = Date.UTC(2026, 10, 28, 23, 59);
    const allowances = new MemoryAllowances(() => now);
    const settings = { requestsPerVisitor: 1, voiceSecondsPerVisitor: 0, siteRequestsPerDay: 1 };
    const one = { requests: 1, voiceSeconds: 0 };
    expect(await allowances.spend('a', one, settings)).toEqual({ allowed: true });
    expect(await allowances.spend('a', one, settings)).toEqual({ allowed: false, spent: 'visitor' });
    now += 2 * 60_000;
    expect(await allowances.spend('a', one, settings)).toEqual({ allowed: true });
  });
});

describe('settings from the environment', () => {
  it('has no site key unless OPENAI_API_KEY is set, and the documented defaults when it is', () => {
    expect(siteKeyFromEnv(() => undefined)).toBeNull();
    expect(depsFromEnv(() => undefined).siteKey).toBeUndefined();
    const env: Record<string, string> = { OPENAI_API_KEY: SITE_KEY };
    expect(depsFromEnv((name) => env[name]).siteKey).toEqual({
      key: SITE_KEY,
      allowance: { requestsPerVisitor: 50, voiceSecondsPerVisitor: 600, siteRequestsPerDay: 2000 },
    });
  });

  it('stops on a value that is not a whole number', () => {
    const env: Record<string, string> = { OPENAI_API_KEY: SITE_KEY, SITE_KEY_REQUESTS_PER_DAY: 'lots' };
    expect(() => siteKeyFromEnv((name) => env[name])).toThrow(/SITE_KEY_REQUESTS_PER_DAY/);
  });
});
