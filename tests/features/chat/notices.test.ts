import { describe, expect, it, vi } from 'vitest';
import { conversationDeletedNotice, keySavedNotice, setAsideNotice, storageNotice } from '@/features/chat/notices';
import {
  keyOfferNotice,
  unreachableNotice,
  waitingAnsweredNotice,
  waitingGaveUpNotice,
} from '@/features/conversation/notices';
import { SpeechError } from '@/lib/speech/speech-error';

describe('chat notices', () => {
  it('says where an unreachable question goes: to the outbox when kept, else to Retry', () => {
    const error = new SpeechError('network', 'Could not connect to the assistant.');
    expect(unreachableNotice(error, 'GregBot', true).description).toBe(
      'Could not connect to the assistant. GregBot answered from the help library instead; your question will be sent when the assistant can be reached.',
    );
    expect(unreachableNotice(error, 'GregBot', false).description).toMatch(/use Retry to ask again\.$/);
  });

  it('counts the questions waiting for a key, one or several', () => {
    const giveKey = vi.fn();
    expect(keyOfferNotice('offer', 1, giveKey)).toMatchObject({
      id: 'offer',
      pinned: true,
      title: 'Your question is waiting for your OpenAI key',
      description: expect.stringContaining('to send it and'),
    });
    const several = keyOfferNotice('offer', 3, giveKey);
    expect(several.title).toBe('3 questions are waiting for your OpenAI key');
    expect(several.description).toContain('to send them and');
    several.action?.onClick();
    expect(giveKey).toHaveBeenCalledOnce();
  });

  it('quotes an answered waiting question briefly, and opens its conversation', () => {
    const open = vi.fn();
    const notice = waitingAnsweredNotice('GregBot', 'x'.repeat(200), open);
    expect(notice.title).toBe('Your waiting question to GregBot was answered');
    expect(notice.description!.length).toBeLessThan(90);
    notice.action?.onClick();
    expect(open).toHaveBeenCalledOnce();
  });

  it("passes the service's message on when a waiting question is given up", () => {
    const error = new SpeechError('http', 'Too many requests.', { status: 429 });
    expect(waitingGaveUpNotice('GregBot', error).description).toBe(
      'Too many requests. It is kept in the conversation: use Retry on it to ask again.',
    );
  });

  it('says whether a saved key outlives the page', () => {
    expect(keySavedNotice(true).description).toBe('Your OpenAI API key is saved on this device.');
    expect(keySavedNotice(false).description).toMatch(/until you close this page/);
  });

  it('pins every storage problem under one id, so a second one replaces the first', () => {
    expect(storageNotice('quota')).toMatchObject({ id: 'chat-storage', pinned: true, variant: 'destructive' });
    expect(storageNotice('blocked').id).toBe(storageNotice('quota').id);
  });

  it('offers to undo a deletion', () => {
    const undo = vi.fn();
    const notice = conversationDeletedNotice('Pairing help', undo);
    expect(notice.description).toBe('"Pairing help" was deleted.');
    notice.action?.onClick();
    expect(undo).toHaveBeenCalledOnce();
  });

  it('says what was set aside in one line: one, several, and of several kinds', () => {
    const exportThem = vi.fn();
    expect(setAsideNotice({ messages: 1 }, exportThem).title).toBe('One message could not be read and was set aside');
    expect(setAsideNotice({ messages: 3 }, exportThem).title).toBe('3 messages could not be read and were set aside');
    expect(setAsideNotice({ settings: 1, messages: 2, outbox: 1, conversations: 1 }, exportThem).title).toBe(
      '2 messages, one conversation, one question waiting to be sent and one setting could not be read and were set aside',
    );
    setAsideNotice({ outbox: 2 }, exportThem).action?.onClick();
    expect(exportThem).toHaveBeenCalledOnce();
  });
});
