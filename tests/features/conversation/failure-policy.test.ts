import { describe, expect, it } from 'vitest';
import {
  actOnRetry,
  FAILURE_POLICY,
  failureKindOf,
  keyAfterRefusal,
  routeQuestion,
} from '@/features/conversation/failure-policy';
import { SpeechError } from '@/lib/speech/speech-error';

const refused = () => new SpeechError('http', 'Your OpenAI key was refused.', { status: 401, code: 'invalid_api_key' });
const unreachable = () => new SpeechError('network', 'Could not connect to the assistant.');
const aborted = () => new SpeechError('aborted', 'The request was cancelled.');
const notStarted = { started: false, stopped: false };

describe('routeQuestion', () => {
  it('asks the model with the key whenever there is one', () => {
    expect(routeQuestion(true, 'sk-1')).toEqual({ type: 'ask', key: 'sk-1' });
  });

  it('waits for a key online without one, and for the connection offline', () => {
    expect(routeQuestion(true, null)).toEqual({ type: 'wait-for-key' });
    expect(routeQuestion(false, null)).toEqual({ type: 'wait-for-connection' });
  });
});

/** What the table says for `error`: the kind, the offer and the notice a view shows. */
function outcome(error: unknown, progress = notStarted, kept = false) {
  const kind = failureKindOf(error, progress);
  const policy = FAILURE_POLICY[kind];
  return { kind, offer: policy.offer, notice: policy.notice({ error, botName: 'GregBot', kept }) };
}

describe('the failure table', () => {
  it.each(['allowance_spent', 'site_budget_spent'] as const)(
    "offers the visitor's own key once the site's free allowance is spent (%s), and says so",
    (code) => {
      const spent = new SpeechError('http', 'Used for today.', { status: 429, code });
      expect(outcome(spent)).toMatchObject({
        kind: 'allowance-spent',
        offer: 'own-key',
        notice: { title: 'Free conversations used for today', description: 'Used for today.' },
      });
    },
  );

  it('treats any other 429 as a refusal to report, not a spent allowance', () => {
    const busy = new SpeechError('http', 'Too many calls.', { status: 429, code: 'rate_limited' });
    expect(outcome(busy)).toMatchObject({ kind: 'refused', offer: 'retry' });
  });

  it('keeps a reply that broke off as far as it came, and says so', () => {
    expect(outcome(unreachable(), { started: true, stopped: false })).toMatchObject({
      kind: 'broke-off',
      offer: 'keep-partial',
      notice: { title: 'Reply interrupted' },
    });
  });

  it('keeps a reply the visitor stopped, without a notice, whatever the error', () => {
    expect(outcome(aborted(), { started: true, stopped: true })).toEqual({
      kind: 'stopped',
      offer: 'keep-partial',
      notice: null,
    });
  });

  it('says nothing of a call cancelled as the visitor left, with or without text', () => {
    expect(outcome(aborted(), { started: true, stopped: false })).toMatchObject({ kind: 'cancelled', notice: null });
    expect(outcome(aborted())).toEqual({ kind: 'cancelled', offer: 'nothing', notice: null });
  });

  it('offers a new key after a refused one, with the same words wherever it happens', () => {
    expect(outcome(refused())).toEqual({
      kind: 'key-refused',
      offer: 'new-key',
      notice: {
        title: 'Your OpenAI key was refused',
        description: 'Your message is kept: enter a new key, then use Retry to send it.',
        variant: 'destructive',
      },
    });
  });

  it('answers from the library when the assistant is out of reach, saying where the question went', () => {
    expect(outcome(unreachable(), notStarted, true)).toMatchObject({
      kind: 'unreachable',
      offer: 'library-answer',
      notice: {
        description: expect.stringMatching(
          /GregBot answered from the help library instead; your question will be sent/,
        ),
      },
    });
  });

  it("offers Retry on any other failure, with the service's plain message, or a general one", () => {
    const tooMany = new SpeechError('http', 'Too many requests.', { status: 429, code: 'rate_limited' });
    expect(outcome(tooMany)).toEqual({
      kind: 'refused',
      offer: 'retry',
      notice: { title: 'Error', description: 'Too many requests.', variant: 'destructive' },
    });
    expect(outcome(new TypeError('boom')).notice).toMatchObject({
      description: 'There was a problem sending your message.',
    });
  });
});

describe('keyAfterRefusal', () => {
  it('sends again only with a key different from the refused one', () => {
    expect(keyAfterRefusal('sk-old', 'sk-new')).toBe('sk-new');
    expect(keyAfterRefusal('sk-old', 'sk-old')).toBeNull();
    expect(keyAfterRefusal('sk-old', null)).toBeNull();
  });
});

describe('actOnRetry', () => {
  it('asks again for a question that is not being answered, online', () => {
    expect(actOnRetry('q1', new Set(['q2']), true)).toEqual({ type: 'ask' });
  });

  it('ignores a retry with no question, or one whose reply is on its way', () => {
    expect(actOnRetry(null, new Set(), true)).toEqual({ type: 'ignore' });
    expect(actOnRetry('q1', new Set(['q1']), false)).toEqual({ type: 'ignore' });
  });

  it('tells the visitor to retry once back online', () => {
    expect(actOnRetry('q1', new Set(), false)).toMatchObject({
      type: 'notify',
      notice: { description: "You're offline. Retry when you're back online." },
    });
  });
});
