import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { configureUpstream, upstreamRequests } from './fake-upstream/client';

// The speech function as the production server serves it on the app's own origin (`npm start`),
// against the fake upstream.
// Requests are made from inside the page so that its Content-Security-Policy applies to them.

const FUNCTION_PATH = '/functions/v1/openai';

type FunctionAnswer = { status: number; headers: Record<string, string>; text: string };

/** Opens the app and starts collecting CSP violations that concern the function. */
async function openApp(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => {
    const violations: string[] = [];
    (window as unknown as { __functionViolations: string[] }).__functionViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.blockedURI.includes('/functions/')) violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

async function functionViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __functionViolations?: string[] }).__functionViolations ?? []);
}

async function callFunction(page: Page, body: unknown, key?: string): Promise<FunctionAnswer> {
  return page.evaluate(
    async ({ path, body, key }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify(body),
      });
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
      return { status: response.status, headers, text: await response.text() };
    },
    { path: FUNCTION_PATH, body, key },
  );
}

function expectJsonAnswer(answer: FunctionAnswer, key: string): Record<string, unknown> {
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
  expect(answer.text).not.toContain(key);
  return JSON.parse(answer.text) as Record<string, unknown>;
}

test.describe('speech function', () => {
  let key: string;

  test.beforeEach(({ upstreamKey }) => {
    key = upstreamKey;
  });

  test('the server sends the production headers, the page answered by status', async ({ page, request }) => {
    const direct = await request.get('/', { headers: { Accept: 'text/html' } });
    const navigation = await page.goto('/pricing');
    expect(navigation?.status()).toBe(200);
    for (const headers of [direct.headers(), (await navigation?.allHeaders()) ?? {}]) {
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/connect-src 'self'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['cache-control']).toBe('no-cache');
      // Loopback is plain HTTP: no HSTS.
      expect(headers['strict-transport-security']).toBeUndefined();
    }
    const missing = await request.get('/no-such-page/at-all');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toMatch(/^text\/html/);
  });

  test('another site cannot call the function through a visitor browser', async ({ page }) => {
    const answer = await page.request.post(FUNCTION_PATH, {
      headers: {
        Origin: 'https://attacker.example',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${key}`,
      },
      data: { responseType: 'text', prompt: 'relay this' },
    });
    expect(answer.status()).toBe(403);
    expect(answer.headers()['access-control-allow-origin']).toBeUndefined();
    expect(await answer.json()).toEqual({
      error: 'This origin may not call the speech function',
      code: 'origin_not_allowed',
    });
    expect(await upstreamRequests({ route: 'chat', key })).toEqual([]);
  });

  test('text: the reply comes back and the upstream got the key and the persona', async ({ page }) => {
    await openApp(page);
    const system = 'You are GregBot, the BaseBots guide. Answer briefly.';
    const history = [
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hi! How can I help?' },
    ];

    const answer = await callFunction(
      page,
      { responseType: 'text', prompt: 'What can BaseBots do?', system, history },
      key,
    );

    expect(answer.status).toBe(200);
    expect(expectJsonAnswer(answer, key)).toEqual({ text: 'Fake reply to: What can BaseBots do?' });
    const [sent, ...more] = await upstreamRequests({ route: 'chat', key });
    expect(more).toHaveLength(0);
    expect(sent?.headers.authorization).toBe(`Bearer ${key}`);
    expect(sent?.json).toEqual({
      model: 'gpt-4o',
      messages: [{ role: 'system', content: system }, ...history, { role: 'user', content: 'What can BaseBots do?' }],
    });
    expect(await functionViolations(page)).toEqual([]);
  });

  test('realtime: the offer goes up with the session and the key, the SDP answer comes back', async ({ page }) => {
    await openApp(page);
    const offer = await page.evaluate(async () => {
      const connection = new RTCPeerConnection();
      connection.addTransceiver('audio');
      connection.createDataChannel('events');
      const description = await connection.createOffer();
      connection.close();
      return description.sdp ?? '';
    });
    const system = 'You are GregBot, the BaseBots guide. Answer briefly.';
    await configureUpstream({ route: 'realtime', peer: true, key });

    const answer = await callFunction(page, { responseType: 'realtime', sdp: offer, system, voice: 'nova' }, key);

    expect(answer.status).toBe(200);
    const body = expectJsonAnswer(answer, key);
    expect(body.sdp).toMatch(/^v=0\r\n/);
    expect(body.callId).toMatch(/^rtc_fake/);
    const [sent, ...more] = await upstreamRequests({ route: 'realtime', key });
    expect(more).toHaveLength(0);
    expect(sent?.headers.authorization).toBe(`Bearer ${key}`);
    expect(sent?.multipart?.fields.sdp).toBe(offer);
    expect(JSON.parse(sent?.multipart?.fields.session ?? '{}')).toMatchObject({
      type: 'realtime',
      instructions: system,
      audio: { output: { voice: 'coral' } },
    });
    expect(await functionViolations(page)).toEqual([]);
  });

  test('realtime: a provider without realtime calls gets the fallback code', async ({ page }) => {
    await openApp(page);
    await configureUpstream({ route: 'realtime', status: 404, message: 'Unknown route', key });

    const answer = await callFunction(page, { responseType: 'realtime', sdp: 'v=0\r\n', voice: 'alloy' }, key);

    expect(answer.status).toBe(501);
    expect(expectJsonAnswer(answer, key)).toMatchObject({ code: 'realtime_unavailable' });
  });

  test('speech: the answer is an MP3 the browser can decode', async ({ page }) => {
    await openApp(page);

    const answer = await callFunction(
      page,
      { responseType: 'speech', prompt: 'Welcome to BaseBots!', voice: 'nova' },
      key,
    );

    expect(answer.status).toBe(200);
    const { audio } = expectJsonAnswer(answer, key);
    expect(typeof audio).toBe('string');
    const bytes = Buffer.from(audio as string, 'base64');
    const isId3 = bytes.subarray(0, 3).toString('latin1') === 'ID3';
    const isFrameSync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
    expect(isId3 || isFrameSync).toBe(true);
    const duration = await page.evaluate(async (base64) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const decoded = await new OfflineAudioContext(1, 44_100, 44_100).decodeAudioData(data.buffer);
      return decoded.duration;
    }, audio as string);
    expect(duration).toBeGreaterThan(0);

    const [sent] = await upstreamRequests({ route: 'speech', key });
    expect(sent?.headers.authorization).toBe(`Bearer ${key}`);
    expect(sent?.json).toEqual({
      model: 'tts-1',
      input: 'Welcome to BaseBots!',
      voice: 'nova',
      response_format: 'mp3',
    });
    expect(await functionViolations(page)).toEqual([]);
  });

  test('transcription: recorded audio goes up as a webm file and its text comes back', async ({ page }) => {
    await openApp(page);
    await configureUpstream({ route: 'transcription', reply: 'Show me the pricing page', key });
    // An EBML header (what every webm starts with) and some payload: enough for the wire format.
    const recording = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2048, 7)]);

    const answer = await callFunction(
      page,
      { responseType: 'transcription', audio: recording.toString('base64') },
      key,
    );

    expect(answer.status).toBe(200);
    expect(expectJsonAnswer(answer, key)).toEqual({ text: 'Show me the pricing page' });
    const [sent] = await upstreamRequests({ route: 'transcription', key });
    expect(sent?.headers.authorization).toBe(`Bearer ${key}`);
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.multipart?.fields.model).toBe('whisper-1');
    expect(sent?.multipart?.files).toEqual([
      {
        field: 'file',
        filename: 'recording.webm',
        type: 'audio/webm',
        size: recording.length,
        firstBytes: recording.subarray(0, 8).toString('hex'),
      },
    ]);
    expect(await functionViolations(page)).toEqual([]);
  });

  test('fault: an HTML 500 from the upstream becomes a 502 JSON error without HTML', async ({ page }) => {
    await openApp(page);
    await configureUpstream({
      route: 'chat',
      status: 500,
      body: '<!doctype html><html><body><h1>500 Internal Server Error</h1></body></html>',
      contentType: 'text/html',
      key,
    });

    const answer = await callFunction(page, { responseType: 'text', prompt: 'Hello?' }, key);

    expect(answer.status).toBe(502);
    const body = expectJsonAnswer(answer, key);
    expect(body).toEqual({
      error: 'The speech service failed (HTTP 500)',
      code: 'upstream_error',
      upstreamStatus: 500,
    });
    expect(answer.text).not.toContain('<');
  });

  test('no key: 401 JSON before anything reaches the upstream', async ({ page }) => {
    await openApp(page);
    const prompt = `Anyone there? ${randomUUID()}`;

    const answer = await callFunction(page, { responseType: 'text', prompt });

    expect(answer.status).toBe(401);
    expect(expectJsonAnswer(answer, key)).toEqual({ error: 'Missing API key', code: 'missing_api_key' });
    const reached = (await upstreamRequests({ route: 'chat' })).filter((sent) =>
      JSON.stringify(sent.json).includes(prompt),
    );
    expect(reached).toEqual([]);
  });
});
