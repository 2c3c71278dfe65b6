import { describe, expect, it } from 'vitest';
import { actOnFailure, actOnRetry, keyAfterRefusal, routeQuestion } from '@/features/chat/reply-outcome';
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

describe('actOnFailure', () => {
  it.each(['allowance_spent', 'site_budget_spent'] as const)(
    "asks for the visitor's own key once the site's free allowance is spent (%s)",
    (code) => {
      const spent = new SpeechError('http', 'Used for today.', { status: 429, code });
      expect(actOnFailure(spent, notStarted)).toEqual({ type: 'allowance-spent', error: spent });
    },
  );

  it('treats any other 429 as a refusal to report, not a spent allowance', () => {
    const busy = new SpeechError('http', 'Too many calls.', { status: 429, code: 'rate_limited' });
    expect(actOnFailure(busy, notStarted)).toMatchObject({ type: 'report' });
  });

  it('keeps a reply that broke off as interrupted, and says so', () => {
    const action = actOnFailure(unreachable(), { started: true, stopped: false });
    expect(action).toMatchObject({ type: 'keep-partial', end: 'interrupted', notice: { title: 'Reply interrupted' } });
  });

  it('keeps a reply the visitor stopped as stopped, without a notice, whatever the error', () => {
    expect(actOnFailure(aborted(), { started: true, stopped: true })).toEqual({
      type: 'keep-partial',
      end: 'stopped',
      notice: null,
    });
  });

  it('keeps a reply cancelled as the visitor left as interrupted, without a notice', () => {
    expect(actOnFailure(aborted(), { started: true, stopped: false })).toEqual({
      type: 'keep-partial',
      end: 'interrupted',
      notice: null,
    });
  });

  it('drops a call cancelled before any text, replaces a refused key, and answers from the library when unreachable', () => {
    expect(actOnFailure(aborted(), notStarted)).toEqual({ type: 'drop' });
    expect(actOnFailure(refused(), notStarted)).toEqual({ type: 'replace-key' });
    const error = unreachable();
    expect(actOnFailure(error, notStarted)).toEqual({ type: 'answer-from-library', error });
  });

  it("reports any other failure with the service's plain message, or a general one", () => {
    const tooMany = new SpeechError('http', 'Too many requests.', { status: 429, code: 'rate_limited' });
    expect(actOnFailure(tooMany, notStarted)).toEqual({
      type: 'report',
      notice: { title: 'Error', description: 'Too many requests.', variant: 'destructive' },
    });
    expect(actOnFailure(new TypeError('boom'), notStarted)).toMatchObject({
      type: 'report',
      notice: { description: 'There was a problem sending your message.' },
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
