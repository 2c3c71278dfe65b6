import { describe, expect, it } from 'vitest';
import { MODEL_HISTORY_MESSAGES, toModelHistory } from '@/features/conversation/model-history';
import type { MessageRecord } from '@/lib/db';

let clock = 0;
function message(fields: Pick<MessageRecord, 'role' | 'content' | 'status' | 'source'>): MessageRecord {
  clock += 1;
  return { id: `m${clock}`, conversationId: 'c', timestamp: clock, ...fields };
}

const greeting = message({ role: 'assistant', content: 'Hello!', status: 'received', source: 'greeting' });
const asked = message({ role: 'user', content: 'What does it cost?', status: 'sent', source: 'typed' });
const replied = message({ role: 'assistant', content: 'From $49.', status: 'received', source: 'remote' });
const spoken = message({ role: 'user', content: 'And VIP?', status: 'sent', source: 'voice' });
const offlineAnswer = message({
  role: 'assistant',
  content: 'From the library…',
  status: 'received',
  source: 'offline',
});
const statement = message({ role: 'user', content: 'I like soup.', status: 'sent', source: 'typed' });
const acknowledged = message({ role: 'assistant', content: "I'm listening.", status: 'received', source: 'local' });
const failed = message({ role: 'user', content: 'Lost one', status: 'failed', source: 'typed' });
const sending = message({ role: 'user', content: 'In flight', status: 'sending', source: 'typed' });
const blank = message({ role: 'assistant', content: '  ', status: 'received', source: 'remote' });

describe('toModelHistory', () => {
  it("keeps what the visitor said and the model's own replies, in order", () => {
    const history = toModelHistory([
      greeting,
      asked,
      replied,
      spoken,
      offlineAnswer,
      statement,
      acknowledged,
      failed,
      sending,
      blank,
    ]);
    expect(history).toEqual([
      { role: 'user', content: 'What does it cost?' },
      { role: 'assistant', content: 'From $49.' },
      { role: 'user', content: 'And VIP?' },
      { role: 'user', content: 'I like soup.' },
    ]);
  });

  it(`looks only at the last ${MODEL_HISTORY_MESSAGES} messages`, () => {
    const many = Array.from({ length: MODEL_HISTORY_MESSAGES + 5 }, (_, index) =>
      message({ role: 'user', content: `q${index}`, status: 'sent', source: 'typed' }),
    );
    const history = toModelHistory(many);
    expect(history).toHaveLength(MODEL_HISTORY_MESSAGES);
    expect(history[0]?.content).toBe('q5');
    expect(history.at(-1)?.content).toBe(`q${MODEL_HISTORY_MESSAGES + 4}`);
  });

  it('is empty for a conversation that only has its greeting', () => {
    expect(toModelHistory([greeting])).toEqual([]);
  });
});
