/**
 * What a realtime call's events mean to the call: the provider detects the visitor's turns,
 * transcribes them and speaks its replies itself; this module turns its events into the call's
 * activity, its captions and the exchanges to save. No WebRTC here (`realtime-call.ts` has the
 * connection), so the rules are tested by feeding events.
 */
import type { ReplyEnd } from '@/lib/conversation/conversation-port';
import { firstSentenceEnd } from '@/lib/sentences';
import type { Caption } from './captions';
import type { ConversationActivity } from './hands-free';

/** One spoken exchange as it is saved: what the visitor said and what of the reply was heard. */
export interface RealtimeExchange {
  readonly question: string;
  /** Empty when the visitor talked over the reply before a word of it was heard. */
  readonly reply: string;
  readonly end: Extract<ReplyEnd, 'received' | 'interrupted'>;
}

export interface RealtimeListener {
  readonly onActivity: (activity: ConversationActivity) => void;
  readonly onCaption: (role: Caption['role'], text: string, turn: number) => void;
  readonly onExchange: (exchange: RealtimeExchange) => void;
}

/** Said for a turn the provider could not transcribe, so the reply is not saved without its question. */
export const UNHEARD_QUESTION = '(not transcribed)';

interface Reply {
  readonly turn: number;
  /** What arrived of its transcript, and how much of it is captioned already. */
  text: string;
  captioned: number;
  end: RealtimeExchange['end'] | null;
}

interface Turn {
  readonly number: number;
  question: string | null;
  reply: Reply | null;
  saved: boolean;
}

/** The event's field as a string, or '' (the provider's events are JSON from the network). */
function text(event: Record<string, unknown>, name: string): string {
  const value = event[name];
  return typeof value === 'string' ? value : '';
}

/** Follows one realtime call's events; `handle` takes each as the data channel delivers it. */
export function createRealtimeEvents(listener: RealtimeListener) {
  const turns: Turn[] = [];
  let turnCount = 0;
  let speaking: Reply | null = null;

  const newTurn = (): Turn => {
    turnCount += 1;
    const turn: Turn = { number: turnCount, question: null, reply: null, saved: false };
    turns.push(turn);
    return turn;
  };

  /** The latest turn still waiting for its reply (a reply answers the turn before it). */
  const openTurn = (): Turn => {
    const last = turns.at(-1);
    return last && last.reply === null ? last : newTurn();
  };

  /** Captions each sentence of the reply once it is complete; `all` also the rest (the reply ended). */
  const caption = (reply: Reply, all: boolean) => {
    let rest = reply.text.slice(reply.captioned);
    for (;;) {
      const end = firstSentenceEnd(rest);
      const sentence = (end < 0 ? (all ? rest : '') : rest.slice(0, end)).trim();
      if (sentence !== '') listener.onCaption('assistant', sentence, reply.turn);
      if (end < 0) {
        if (all) reply.captioned = reply.text.length;
        return;
      }
      reply.captioned += end;
      rest = rest.slice(end);
    }
  };

  /** Saves the turns whose question and reply are both known, in order. */
  const save = () => {
    for (const turn of turns) {
      if (turn.saved) continue;
      // Speech that never became a question (no transcript, no reply) holds up nothing after it.
      if (turn.question === null && turn.reply === null && turn !== turns.at(-1)) continue;
      if (turn.question === null || turn.reply?.end == null) return;
      turn.saved = true;
      listener.onExchange({ question: turn.question, reply: turn.reply.text.trim(), end: turn.reply.end });
    }
  };

  const endReply = (end: RealtimeExchange['end']) => {
    const reply = speaking;
    if (reply === null) return;
    speaking = null;
    caption(reply, true);
    reply.end ??= end;
    save();
  };

  const handle = (event: Record<string, unknown>) => {
    switch (event.type) {
      case 'input_audio_buffer.speech_started':
        // The provider stops its own audio when talked over; what was heard so far is the reply.
        endReply('interrupted');
        openTurn();
        listener.onActivity('hearing');
        return;
      case 'input_audio_buffer.speech_stopped':
        listener.onActivity('thinking');
        return;
      case 'conversation.item.input_audio_transcription.completed':
      case 'conversation.item.input_audio_transcription.failed': {
        const turn = turns.find((candidate) => candidate.question === null) ?? newTurn();
        const said = text(event, 'transcript').trim();
        turn.question = said === '' ? UNHEARD_QUESTION : said;
        if (said !== '') listener.onCaption('user', said, turn.number);
        save();
        return;
      }
      case 'response.created': {
        const turn = openTurn();
        turn.reply = { turn: turn.number, text: '', captioned: 0, end: null };
        speaking = turn.reply;
        return;
      }
      case 'output_audio_buffer.started':
        listener.onActivity('speaking');
        return;
      case 'response.output_audio_transcript.delta':
        if (speaking === null) return;
        speaking.text += text(event, 'delta');
        caption(speaking, false);
        return;
      case 'response.output_audio_transcript.done':
        // The whole transcript, when it is longer than what came in pieces (the audio is still playing).
        if (speaking !== null && text(event, 'transcript').length > speaking.text.length) {
          speaking.text = text(event, 'transcript');
        }
        return;
      case 'output_audio_buffer.stopped':
        endReply('received');
        listener.onActivity('listening');
        return;
      case 'output_audio_buffer.cleared':
        endReply('interrupted');
        return;
      case 'response.done': {
        const response = event.response as { status?: unknown } | undefined;
        // Cancelled before its audio began: nothing of it will be heard.
        if (response?.status === 'cancelled') endReply('interrupted');
        return;
      }
    }
  };

  return {
    handle,
    /** Whether the assistant is speaking now (so a press of Speak has something to stop). */
    speaking: () => speaking !== null,
    /**
     * The call ends: a reply cut short by hang-up is saved as far as it was heard, and a question
     * never answered is saved on its own.
     */
    finish: () => {
      endReply('interrupted');
      for (const turn of turns) {
        if (turn.question !== null && turn.reply === null) {
          turn.reply = { turn: turn.number, text: '', captioned: 0, end: 'interrupted' };
        }
      }
      save();
    },
  };
}
