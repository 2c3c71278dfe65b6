import { describe, expect, it } from 'vitest';
import { appendCaption, type Caption } from '@/features/voice/captions';
import type { ConversationActivity } from '@/features/voice/hands-free';
import { RealtimeEvents, UNHEARD_QUESTION, type RealtimeExchange } from '@/features/voice/realtime-events';

/** A call's events as the screen and the conversation see them. */
function follow() {
  const seen = {
    activity: [] as ConversationActivity[],
    captions: [] as readonly Caption[],
    saved: [] as RealtimeExchange[],
  };
  const events = new RealtimeEvents({
    onActivity: (activity) => seen.activity.push(activity),
    onCaption: (role, text, turn) => (seen.captions = appendCaption(seen.captions, role, text, turn)),
    onExchange: (exchange) => seen.saved.push(exchange),
  });
  const send = (...list: Record<string, unknown>[]) => list.forEach((event) => events.handle(event));
  return { events, seen, send };
}

const heard = (transcript: string) => [
  { type: 'input_audio_buffer.speech_started', item_id: 'item_1' },
  { type: 'input_audio_buffer.speech_stopped', item_id: 'item_1' },
  { type: 'conversation.item.input_audio_transcription.completed', item_id: 'item_1', transcript },
];
const replyStarts = [{ type: 'response.created', response: { id: 'resp_1' } }, { type: 'output_audio_buffer.started' }];
const delta = (text: string) => ({ type: 'response.output_audio_transcript.delta', delta: text });

describe('a realtime call’s events', () => {
  it('one turn: hearing, thinking, speaking, listening; captions by sentence; the exchange saved once', () => {
    const { seen, send } = follow();
    send(...heard('What does Pro cost?'), ...replyStarts, delta('Pro costs '), delta('$29. '));
    expect(seen.captions).toEqual([
      { id: '1-user', role: 'user', text: 'What does Pro cost?' },
      { id: '1-assistant', role: 'assistant', text: 'Pro costs $29.' },
    ]);
    send(delta('Every plan has a '), delta('free trial.'), {
      type: 'response.done',
      response: { status: 'completed' },
    });
    expect(seen.saved).toEqual([]);
    send({ type: 'output_audio_buffer.stopped' });
    expect(seen.activity).toEqual(['hearing', 'thinking', 'speaking', 'listening']);
    expect(seen.captions.at(-1)?.text).toBe('Pro costs $29. Every plan has a free trial.');
    expect(seen.saved).toEqual([
      { question: 'What does Pro cost?', reply: 'Pro costs $29. Every plan has a free trial.', end: 'received' },
    ]);
  });

  it('a transcript that comes after the reply is saved with it, in order', () => {
    const { seen, send } = follow();
    send(
      { type: 'input_audio_buffer.speech_started' },
      { type: 'input_audio_buffer.speech_stopped' },
      ...replyStarts,
      delta('Hello.'),
      { type: 'output_audio_buffer.stopped' },
    );
    expect(seen.saved).toEqual([]);
    send({ type: 'conversation.item.input_audio_transcription.completed', transcript: 'Hi there' });
    expect(seen.saved).toEqual([{ question: 'Hi there', reply: 'Hello.', end: 'received' }]);
  });

  it('talked over: keeps what was heard, marked interrupted, and the next question starts a turn', () => {
    const { seen, send } = follow();
    send(...heard('Tell me about plans'), ...replyStarts, delta('We have three plans. '), delta('The Basic'));
    send({ type: 'input_audio_buffer.speech_started' }, { type: 'output_audio_buffer.cleared' });
    expect(seen.saved).toEqual([
      { question: 'Tell me about plans', reply: 'We have three plans. The Basic', end: 'interrupted' },
    ]);
    send(
      { type: 'conversation.item.input_audio_transcription.completed', transcript: 'How do I install it?' },
      ...replyStarts,
      delta('Open the menu.'),
      { type: 'output_audio_buffer.stopped' },
    );
    expect(seen.saved.at(-1)).toEqual({ question: 'How do I install it?', reply: 'Open the menu.', end: 'received' });
    expect(seen.captions.map((caption) => caption.id)).toEqual(['1-user', '1-assistant', '2-user', '2-assistant']);
  });

  it('a reply cancelled before a word of it: the question is kept on its own', () => {
    const { seen, send } = follow();
    send(...heard('Wait'), { type: 'response.created' }, { type: 'response.done', response: { status: 'cancelled' } });
    expect(seen.saved).toEqual([{ question: 'Wait', reply: '', end: 'interrupted' }]);
  });

  it('hanging up saves the reply as far as it came and a question never answered', () => {
    const { events, seen, send } = follow();
    send(...heard('First'), ...replyStarts, delta('Half a '));
    events.finish();
    expect(seen.saved).toEqual([{ question: 'First', reply: 'Half a', end: 'interrupted' }]);

    const other = follow();
    other.send(...heard('Anyone there?'));
    other.events.finish();
    expect(other.seen.saved).toEqual([{ question: 'Anyone there?', reply: '', end: 'interrupted' }]);
  });

  it('an untranscribed turn is saved with a placeholder, and noise that never became a turn holds up nothing', () => {
    const { seen, send } = follow();
    send(
      { type: 'input_audio_buffer.speech_started' },
      { type: 'conversation.item.input_audio_transcription.failed' },
      ...replyStarts,
      delta('Sorry, say again?'),
      { type: 'output_audio_buffer.stopped' },
    );
    expect(seen.saved).toEqual([{ question: UNHEARD_QUESTION, reply: 'Sorry, say again?', end: 'received' }]);
  });

  it('ignores text for no reply and events it does not know', () => {
    const { seen, send } = follow();
    send(delta('stray'), { type: 'session.updated' }, { type: 'rate_limits.updated' });
    expect(seen).toEqual({ activity: [], captions: [], saved: [] });
  });
});
