// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHandler, handleRequest, type HandlerLogEvent } from '../../../../supabase/functions/openai/handler.ts';
import { createSseParser, type SseEvent } from '@basebots/speech-contract';
import { testDeps as deps, FUNCTION_URL } from './test-deps';

const KEY = 'sk-test-SECRET0123456789abcdefKEY';

function ask(body: Record<string, unknown> = {}): Request {
  return new Request(FUNCTION_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${KEY}` },
    body: JSON.stringify({ responseType: 'text', prompt: 'Hi', stream: true, ...body }),
  });
}

const encoder = new TextEncoder();

function chunk(content: string, finish: string | null = null): string {
  return `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: finish }] })}\n\n`;
}

/** An upstream event stream from pieces of text; `fail` errors the stream after them (a drop). */
function upstreamStream(pieces: string[], fail = false): Response {
  const queue = [...pieces];
  // One piece per read, so a failure comes after the pieces were read (as a dropped socket does).
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = queue.shift();
      if (piece !== undefined) controller.enqueue(encoder.encode(piece));
      else if (fail) controller.error(new TypeError('terminated'));
      else controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** An upstream stream that sends one chunk and then stays open (silent); `onCancel` sees it cancelled. */
function openStream(content: string, onCancel: () => void = () => undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(chunk(content)));
    },
    cancel: onCancel,
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** The function's events, parsed back with the same rules a browser uses. */
async function eventsOf(response: Response): Promise<{ event: string; data: unknown }[]> {
  const events: SseEvent[] = [];
  createSseParser((event) => events.push(event), 1e6).push(`${await response.text()}\n`);
  return events.map(({ event, data }) => ({ event, data: JSON.parse(data) as unknown }));
}

describe('the streamed chat reply', () => {
  it('asks the upstream for a stream and passes on the text deltas, then done', async () => {
    const seen: Request[] = [];
    const response = await handleRequest(
      ask(),
      deps(async (request) => {
        seen.push(request.clone());
        return upstreamStream([': keep-alive\n\n', chunk('Hel'), chunk('lo'), chunk('', 'stop'), 'data: [DONE]\n\n']);
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/event-stream');
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    expect(((await seen[0]!.json()) as { stream?: boolean }).stream).toBe(true);
    expect(await eventsOf(response)).toEqual([
      { event: 'message', data: { text: 'Hel' } },
      { event: 'message', data: { text: 'lo' } },
      { event: 'message', data: { done: true } },
    ]);
  });

  it('does not ask for a stream unless the client does', async () => {
    const seen: Request[] = [];
    await handleRequest(
      ask({ stream: false }),
      deps(async (request) => {
        seen.push(request.clone());
        return Response.json({ choices: [{ message: { content: 'x' } }] });
      }),
    );
    expect(await seen[0]!.json()).not.toHaveProperty('stream');
  });

  it('rejects a stream field that is not a boolean', async () => {
    const response = await handleRequest(
      ask({ stream: 'yes' }),
      deps(async () => Response.json({})),
    );
    expect(response.status).toBe(400);
  });

  it('sends a whole JSON reply from an upstream that does not stream as one text event', async () => {
    const response = await handleRequest(
      ask(),
      deps(async () => Response.json({ choices: [{ message: { content: `All at once ${KEY}` } }] })),
    );
    expect(await eventsOf(response)).toEqual([
      { event: 'message', data: { text: 'All at once [redacted]' } },
      { event: 'message', data: { done: true } },
    ]);
  });

  it('answers a refused key before the first byte as an ordinary JSON 401', async () => {
    const response = await handleRequest(
      ask(),
      deps(async () => Response.json({ error: { message: 'Incorrect API key provided' } }, { status: 401 })),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ code: 'invalid_api_key' });
  });

  it('answers an unreachable upstream as a JSON 502', async () => {
    const response = await handleRequest(
      ask(),
      deps(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'upstream_unreachable' });
  });

  it('ends with an error event, after the text that came, when the upstream drops mid-stream', async () => {
    const logged: HandlerLogEvent[] = [];
    const response = await handleRequest(
      ask(),
      deps(async () => upstreamStream([chunk('Part'), chunk('ial')], true), { log: (event) => logged.push(event) }),
    );
    expect(response.status).toBe(200);
    const events = await eventsOf(response);
    expect(events.slice(0, 2).map((event) => event.data)).toEqual([{ text: 'Part' }, { text: 'ial' }]);
    expect(events[2]).toEqual({
      event: 'error',
      data: { error: expect.any(String), code: 'upstream_unreachable' },
    });
    expect(events).toHaveLength(3);
    expect(logged).toEqual([expect.objectContaining({ code: 'upstream_unreachable' })]);
  });

  it('treats a stream that closes without [DONE] or a finish reason as cut off', async () => {
    const response = await handleRequest(
      ask(),
      deps(async () => upstreamStream([chunk('Half')])),
    );
    const events = await eventsOf(response);
    expect(events.at(-1)?.event).toBe('error');
  });

  it('passes on an error the upstream reports inside the stream', async () => {
    const response = await handleRequest(
      ask(),
      deps(async () => upstreamStream([chunk('A'), `data: ${JSON.stringify({ error: { message: KEY } })}\n\n`])),
    );
    const text = await response.clone().text();
    expect(text).not.toContain(KEY);
    expect((await eventsOf(response)).at(-1)).toMatchObject({ event: 'error', data: { code: 'upstream_error' } });
  });

  it('ends with a time-out error when the upstream falls silent mid-stream', async () => {
    const response = await handleRequest(
      ask(),
      deps(async () => openStream('Slow'), { timeoutMs: 50 }),
    );
    const events = await eventsOf(response);
    expect(events[0]?.data).toEqual({ text: 'Slow' });
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'upstream_timeout' } });
  });

  it('cancels the upstream when the browser goes away', async () => {
    let cancelled = false;
    const response = await handleRequest(
      ask(),
      deps(async () =>
        openStream('Hi', () => {
          cancelled = true;
        }),
      ),
    );
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(cancelled).toBe(true);
  });
});

describe('the event-stream parser', () => {
  it('reads events however the text is sliced, with CRLF, CR and LF line ends and comments', () => {
    const text = ': ping\r\nevent: error\r\ndata: {"a":1}\r\n\r\ndata: one\rdata: two\r\rdata: x\n\n';
    for (let size = 1; size <= text.length; size += 1) {
      const events: SseEvent[] = [];
      const parser = createSseParser((event) => events.push(event), 1000);
      for (let start = 0; start < text.length; start += size) parser.push(text.slice(start, start + size));
      expect(events).toEqual([
        { event: 'error', data: '{"a":1}' },
        { event: 'message', data: 'one\ntwo' },
        { event: 'message', data: 'x' },
      ]);
    }
  });

  it('refuses a line that never ends instead of buffering it without bound', () => {
    const parser = createSseParser(() => undefined, 10);
    expect(() => parser.push('data: 0123456789abc')).toThrow();
  });
});

describe('a streamed reply with a request id', () => {
  const ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
  const withId = (stream: boolean) => ask({ stream, requestId: ID });

  it('is remembered once it has ended well: a resend gets it whole, without a second upstream call', async () => {
    let calls = 0;
    const handler = createHandler(
      deps(async () => {
        calls += 1;
        return upstreamStream([chunk('Hello'), chunk(' there', 'stop'), 'data: [DONE]\n\n']);
      }),
    );
    const first = await eventsOf(await handler(withId(true)));
    expect(first.map((event) => event.data)).toEqual([{ text: 'Hello' }, { text: ' there' }, { done: true }]);
    const resend = await handler(withId(false));
    expect(await resend.json()).toEqual({ text: 'Hello there' });
    const streamedAgain = await handler(withId(true));
    expect(await streamedAgain.json()).toEqual({ text: 'Hello there' });
    expect(calls).toBe(1);
  });

  it('is forgotten when it broke off, so the question is asked again', async () => {
    let calls = 0;
    const handler = createHandler(
      deps(async () => {
        calls += 1;
        return calls === 1
          ? upstreamStream([chunk('Hel')], true)
          : upstreamStream([chunk('Hello', 'stop'), 'data: [DONE]\n\n']);
      }),
    );
    const broken = await eventsOf(await handler(withId(true)));
    expect(broken.at(-1)?.event).toBe('error');
    const again = await eventsOf(await handler(withId(true)));
    expect(again.map((event) => event.data)).toEqual([{ text: 'Hello' }, { done: true }]);
    expect(calls).toBe(2);
  });
});
