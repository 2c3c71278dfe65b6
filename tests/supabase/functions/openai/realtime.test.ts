// @vitest-environment node
// A realtime call's negotiation: the visitor's SDP offer relayed to the provider's realtime/calls
// with the session and the key, the provider's SDP answer sent back, and every refusal on the way.
import { describe, expect, it } from 'vitest';
import { createHandler, type HandlerDeps } from '../../../../supabase/functions/openai/handler.ts';
import { LIMITS, readErrorBody, type RealtimeCallRequestBody } from '@basebots/speech-contract';
import { TEST_BASE_URL, testDeps, FUNCTION_URL } from './test-deps';

const KEY = 'sk-visitor-realtime-0123456789SECRET';
const SITE_KEY = 'sk-site-realtime-0123456789SECRET';

/** A browser's offer in shape: CRLF lines, an audio track and a data channel. */
const OFFER = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0 1',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'c=IN IP4 0.0.0.0',
  'a=rtpmap:111 opus/48000/2',
  'a=mid:0',
  'a=sendrecv',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'a=mid:1',
  '',
].join('\r\n');

const ANSWER = ['v=0', 'o=- 1 2 IN IP4 127.0.0.1', 's=-', 't=0 0', 'm=audio 9 UDP/TLS/RTP/SAVPF 111', ''].join('\r\n');

type Sent = { url: string; authorization: string | null; contentType: string | null; form: FormData };

/** A provider that records what it was sent and answers `respond()` (by default, an SDP answer). */
function provider(respond: () => Response = () => sdpAnswer('/v1/realtime/calls/rtc_fake123')) {
  const sent: Sent[] = [];
  const fetch: HandlerDeps['fetch'] = async (request) => {
    sent.push({
      url: request.url,
      authorization: request.headers.get('Authorization'),
      contentType: request.headers.get('Content-Type'),
      form: await request.formData(),
    });
    return respond();
  };
  return { sent, fetch };
}

function sdpAnswer(location?: string): Response {
  return new Response(ANSWER, {
    status: 201,
    headers: { 'Content-Type': 'application/sdp', ...(location === undefined ? {} : { Location: location }) },
  });
}

function call(overrides: Partial<Record<keyof RealtimeCallRequestBody, unknown>> = {}): Record<string, unknown> {
  return {
    responseType: 'realtime',
    sdp: OFFER,
    system: 'You are Ada, a patient helper.',
    voice: 'onyx',
    ...overrides,
  };
}

function post(
  body: unknown,
  { key = KEY, contentType = 'application/json' }: { key?: string | null; contentType?: string } = {},
): Request {
  const headers = new Headers({ 'Content-Type': contentType });
  if (key !== null) headers.set('Authorization', `Bearer ${key}`);
  return new Request(FUNCTION_URL, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function codeOf(response: Response): Promise<string | undefined> {
  const text = await response.text();
  expect(text).not.toContain(KEY);
  expect(text).not.toContain(SITE_KEY);
  return readErrorBody(JSON.parse(text)).code;
}

describe('handleRequest: realtime call', () => {
  it('sends the offer unchanged with the session and the key, and answers the SDP and call id', async () => {
    const fake = provider();
    const response = await createHandler(testDeps(fake.fetch))(post(call()));

    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(KEY);
    expect(JSON.parse(text)).toEqual({ sdp: ANSWER, callId: 'rtc_fake123' });

    expect(fake.sent).toHaveLength(1);
    const [sent] = fake.sent;
    expect(sent?.url).toBe(`${TEST_BASE_URL}/realtime/calls`);
    expect(sent?.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.form.get('sdp')).toBe(OFFER);
    expect(JSON.parse(String(sent?.form.get('session')))).toEqual({
      type: 'realtime',
      model: 'gpt-realtime',
      instructions: 'You are Ada, a patient helper.',
      audio: {
        input: { transcription: { model: 'whisper-1' }, turn_detection: { type: 'semantic_vad' } },
        output: { voice: 'ash' },
      },
    });
  });

  it('keeps a voice the realtime model has, and leaves out instructions when there is no persona', async () => {
    const fake = provider(() => sdpAnswer());
    const response = await createHandler(testDeps(fake.fetch))(post(call({ voice: 'shimmer', system: undefined })));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sdp: ANSWER });
    const session = JSON.parse(String(fake.sent[0]?.form.get('session'))) as Record<string, unknown>;
    expect(session).not.toHaveProperty('instructions');
    expect(session.audio).toMatchObject({ output: { voice: 'shimmer' } });
  });

  it(`accepts an offer of exactly ${LIMITS.maxSdpOfferBytes} bytes and refuses one byte more with 413`, async () => {
    const fake = provider();
    const handler = createHandler(testDeps(fake.fetch));
    const padded = (bytes: number) => `${OFFER}a=x-pad:${'p'.repeat(bytes - OFFER.length - 'a=x-pad:'.length)}`;
    expect(new TextEncoder().encode(padded(LIMITS.maxSdpOfferBytes)).byteLength).toBe(LIMITS.maxSdpOfferBytes);

    const fits = await handler(post(call({ sdp: padded(LIMITS.maxSdpOfferBytes) })));
    const over = await handler(post(call({ sdp: padded(LIMITS.maxSdpOfferBytes + 1) })));

    expect(fits.status).toBe(200);
    expect(over.status).toBe(413);
    expect(await codeOf(over)).toBe('payload_too_large');
    expect(fake.sent).toHaveLength(1);
  });

  it('refuses an offer that is not SDP, or missing, with 400 before calling the provider', async () => {
    const fake = provider();
    const handler = createHandler(testDeps(fake.fetch));
    for (const sdp of ['hello', ` ${OFFER}`, 'v=1\r\n', 42, undefined]) {
      const response = await handler(post(call({ sdp })));
      expect(response.status).toBe(400);
      expect(await codeOf(response)).toBe('invalid_request');
    }
    expect(fake.sent).toEqual([]);
  });

  it('refuses a voice outside the contract and a persona over its bound', async () => {
    const fake = provider();
    const handler = createHandler(testDeps(fake.fetch));
    const badVoice = await handler(post(call({ voice: 'marin' })));
    const longPersona = await handler(post(call({ system: 'x'.repeat(LIMITS.maxSystemChars + 1) })));
    expect([badVoice.status, longPersona.status]).toEqual([400, 413]);
    expect(fake.sent).toEqual([]);
  });

  it('sends "Slower speech" as the voice\'s speed, within the realtime model\'s range', async () => {
    const fake = provider();
    const handler = createHandler(testDeps(fake.fetch));
    const slower = await handler(post(call({ speed: 0.85 })));
    expect(slower.status).toBe(200);
    const session = JSON.parse(String(fake.sent[0]?.form.get('session'))) as Record<string, unknown>;
    expect(session.audio).toMatchObject({ output: { voice: 'ash', speed: 0.85 } });

    for (const speed of [LIMITS.maxRealtimeSpeed + 0.1, 0.1, '0.85', Number.NaN]) {
      expect((await handler(post(call({ speed })))).status).toBe(400);
    }
    expect(fake.sent).toHaveLength(1);
  });

  it('refuses the offer sent as application/sdp instead of JSON with 415', async () => {
    const fake = provider();
    const response = await createHandler(testDeps(fake.fetch))(
      new Request(FUNCTION_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/sdp', Authorization: `Bearer ${KEY}` },
        body: OFFER,
      }),
    );
    expect(response.status).toBe(415);
    expect(await codeOf(response)).toBe('unsupported_media_type');
    expect(fake.sent).toEqual([]);
  });

  it('answers 401 missing_api_key without a key when the site has none', async () => {
    const fake = provider();
    const response = await createHandler(testDeps(fake.fetch))(post(call(), { key: null }));
    expect(response.status).toBe(401);
    expect(await codeOf(response)).toBe('missing_api_key');
    expect(fake.sent).toEqual([]);
  });

  it.each([404, 405, 501])(
    'answers realtime_unavailable (501) when the provider answers %i, so the page can fall back',
    async (status) => {
      const fake = provider(() => Response.json({ error: { message: `Unknown route (${KEY})` } }, { status }));
      const response = await createHandler(testDeps(fake.fetch))(post(call()));
      expect(response.status).toBe(501);
      expect(await codeOf(response)).toBe('realtime_unavailable');
    },
  );

  it('passes on a refused key as invalid_api_key, the key redacted', async () => {
    const fake = provider(() => Response.json({ error: { message: `Incorrect API key: ${KEY}` } }, { status: 401 }));
    const response = await createHandler(testDeps(fake.fetch))(post(call()));
    expect(response.status).toBe(401);
    expect(await codeOf(response)).toBe('invalid_api_key');
  });

  it('answers 502 when the provider answers something other than SDP', async () => {
    const answers = [
      () => Response.json({ sdp: ANSWER }, { status: 201 }),
      () => new Response('<html>proxy</html>', { status: 201, headers: { 'Content-Type': 'application/sdp' } }),
      () => new Response(`${ANSWER}a=key:${KEY}\r\n`, { status: 201, headers: { 'Content-Type': 'application/sdp' } }),
    ];
    for (const answer of answers) {
      const response = await createHandler(testDeps(provider(answer).fetch))(post(call()));
      expect(response.status).toBe(502);
      expect(await codeOf(response)).toBe('upstream_error');
    }
  });
});

describe("handleRequest: a realtime call with the site's key", () => {
  const allowance = { requestsPerVisitor: 50, voiceSecondsPerVisitor: 10 * 60, siteRequestsPerDay: 100 };

  it("is made with the site's key and costs five minutes of the visitor's voice allowance", async () => {
    const fake = provider();
    const handler = createHandler(testDeps(fake.fetch, { siteKey: { key: SITE_KEY, allowance } }));

    const first = await handler(post(call(), { key: null }), { client: 'a' });
    const second = await handler(post(call(), { key: null }), { client: 'a' });
    const third = await handler(post(call(), { key: null }), { client: 'a' });
    const otherVisitor = await handler(post(call(), { key: null }), { client: 'b' });

    expect([first.status, second.status, otherVisitor.status]).toEqual([200, 200, 200]);
    expect(third.status).toBe(429);
    expect(await codeOf(third)).toBe('allowance_spent');
    expect(fake.sent.map((sent) => sent.authorization)).toEqual(Array(3).fill(`Bearer ${SITE_KEY}`));
  });

  it("is refused with site_budget_spent once the site's budget is used, the provider not called", async () => {
    const fake = provider();
    const handler = createHandler(
      testDeps(fake.fetch, { siteKey: { key: SITE_KEY, allowance: { ...allowance, siteRequestsPerDay: 1 } } }),
    );
    await handler(post(call(), { key: null }), { client: 'a' });
    const refused = await handler(post(call(), { key: null }), { client: 'b' });
    expect(refused.status).toBe(429);
    expect(await codeOf(refused)).toBe('site_budget_spent');
    expect(fake.sent).toHaveLength(1);
  });

  it("does not count a visitor's own key", async () => {
    const fake = provider();
    const handler = createHandler(
      testDeps(fake.fetch, { siteKey: { key: SITE_KEY, allowance: { ...allowance, voiceSecondsPerVisitor: 0 } } }),
    );
    const response = await handler(post(call()), { client: 'a' });
    expect(response.status).toBe(200);
    expect(fake.sent[0]?.authorization).toBe(`Bearer ${KEY}`);
  });
});
