// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  createHandler,
  handleRequest,
  ReplyCache,
  type HandlerDeps,
} from '../../../../supabase/functions/openai/handler.ts';
import { testDeps, FUNCTION_URL } from './test-deps';

const KEY = 'sk-test-replies-0123456789abcdef';
const ID = '2b9f3c1e-8d4a-4f6b-9a51-0c7e2d3f4a5b';

/**
 * A fake upstream that answers "reply <n>" to its n-th call, optionally after `gate` resolves, and
 * fails as fetch does when the request was aborted meanwhile.
 */
function countingUpstream(gate?: Promise<void>) {
  let calls = 0;
  const fetch: HandlerDeps['fetch'] = async (request) => {
    calls += 1;
    const n = calls;
    if (gate) await gate;
    if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return Response.json({ choices: [{ index: 0, message: { role: 'assistant', content: `reply ${n}` } }] });
  };
  return { fetch, calls: () => calls };
}

function deps(fetch: HandlerDeps['fetch'], replies?: ReplyCache): HandlerDeps {
  return testDeps(fetch, replies ? { replies } : {});
}

function ask(body: Record<string, unknown>, key = KEY, signal?: AbortSignal): Request {
  return new Request(FUNCTION_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
    body: JSON.stringify({ responseType: 'text', prompt: 'When do you open?', ...body }),
    ...(signal ? { signal } : {}),
  });
}

async function text(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { text: string }).text;
}

describe('the speech function remembers replies by request id', () => {
  it('answers a repeated id with the same reply, asking the upstream once', async () => {
    const upstream = countingUpstream();
    const handler = createHandler(deps(upstream.fetch));
    expect(await text(await handler(ask({ requestId: ID })))).toBe('reply 1');
    expect(await text(await handler(ask({ requestId: ID })))).toBe('reply 1');
    expect(upstream.calls()).toBe(1);
    // Without an id, or with another one, every call is a new question.
    expect(await text(await handler(ask({})))).toBe('reply 2');
    expect(await text(await handler(ask({ requestId: `${ID}-2` })))).toBe('reply 3');
    expect(upstream.calls()).toBe(3);
  });

  it('makes a repeat that arrives while the first is in flight wait for the same result', async () => {
    let open!: () => void;
    const upstream = countingUpstream(new Promise<void>((resolve) => (open = resolve)));
    const handler = createHandler(deps(upstream.fetch));
    const first = handler(ask({ requestId: ID }));
    const second = handler(ask({ requestId: ID }));
    open();
    expect(await text(await first)).toBe('reply 1');
    expect(await text(await second)).toBe('reply 1');
    expect(upstream.calls()).toBe(1);
  });

  it('keeps the reply for a retry when the first caller disconnects before it arrives', async () => {
    let open!: () => void;
    const upstream = countingUpstream(new Promise<void>((resolve) => (open = resolve)));
    const replies = new ReplyCache();
    const disconnect = new AbortController();
    const first = handleRequest(ask({ requestId: ID }, KEY, disconnect.signal), deps(upstream.fetch, replies));
    await vi.waitFor(() => expect(upstream.calls()).toBe(1));
    disconnect.abort();
    open();
    await first;
    expect(await text(await handleRequest(ask({ requestId: ID }), deps(upstream.fetch, replies)))).toBe('reply 1');
    expect(upstream.calls()).toBe(1);
  });

  it('never shares a reply between keys or between different questions with one id', async () => {
    const upstream = countingUpstream();
    const handler = createHandler(deps(upstream.fetch));
    await handler(ask({ requestId: ID }));
    expect(await text(await handler(ask({ requestId: ID }, 'sk-test-another-key-0123456789')))).toBe('reply 2');
    expect(await text(await handler(ask({ requestId: ID, prompt: 'Something else?' })))).toBe('reply 3');
  });

  it('forgets a failure, so a retry asks again', async () => {
    let calls = 0;
    const fetch: HandlerDeps['fetch'] = async () => {
      calls += 1;
      if (calls === 1) return new Response('busy', { status: 503 });
      return Response.json({ choices: [{ message: { content: 'now it works' } }] });
    };
    const handler = createHandler(deps(fetch));
    expect((await handler(ask({ requestId: ID }))).status).toBe(502);
    expect(await text(await handler(ask({ requestId: ID })))).toBe('now it works');
    expect(calls).toBe(2);
  });

  it('refuses a malformed id', async () => {
    const upstream = countingUpstream();
    const response = await createHandler(deps(upstream.fetch))(ask({ requestId: 'no spaces allowed' }));
    expect(response.status).toBe(400);
    expect(upstream.calls()).toBe(0);
  });
});

describe('ReplyCache', () => {
  const answer = (value: string) => () => Promise.resolve({ text: value });

  it('forgets a reply after its time to live', async () => {
    let now = 1_000;
    const cache = new ReplyCache({ ttlMs: 100, now: () => now });
    expect(await cache.run('a', answer('first'))).toEqual({ text: 'first' });
    now += 99;
    expect(await cache.run('a', answer('second'))).toEqual({ text: 'first' });
    now += 2;
    expect(await cache.run('a', answer('third'))).toEqual({ text: 'third' });
  });

  it('keeps at most maxEntries replies, dropping the oldest', async () => {
    const cache = new ReplyCache({ maxEntries: 2 });
    await cache.run('a', answer('a1'));
    await cache.run('b', answer('b1'));
    await cache.run('c', answer('c1'));
    expect(cache.size).toBe(2);
    expect(await cache.run('a', answer('a2'))).toEqual({ text: 'a2' });
    expect(await cache.run('c', answer('c2'))).toEqual({ text: 'c1' });
  });

  it('keeps at most maxChars of replies, and does not keep a reply longer than that', async () => {
    const cache = new ReplyCache({ maxChars: 10 });
    await cache.run('a', answer('123456'));
    await cache.run('b', answer('123456'));
    expect(await cache.run('a', answer('again'))).toEqual({ text: 'again' });
    await cache.run('long', answer('x'.repeat(11)));
    expect(await cache.run('long', answer('asked again'))).toEqual({ text: 'asked again' });
  });
});
