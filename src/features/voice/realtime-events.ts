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
export class RealtimeEvents {
  private readonly turns: Turn[] = [];
  private turnCount = 0;
  /** The reply being spoken, until its audio stops or is cleared. */
  private current: Reply | null = null;

  constructor(private readonly listener: RealtimeListener) {}

  handle(event: Record<string, unknown>): void {
    switch (event.type) {
      case 'input_audio_buffer.speech_started':
        // The provider stops its own audio when talked over; what was heard so far is the reply.
        this.endReply('interrupted');
        this.openTurn();
        return this.listener.onActivity('hearing');
      case 'input_audio_buffer.speech_stopped':
        return this.listener.onActivity('thinking');
      case 'conversation.item.input_audio_transcription.completed':
      case 'conversation.item.input_audio_transcription.failed':
        return this.heard(text(event, 'transcript').trim());
      case 'response.created':
        return this.replyStarted();
      case 'output_audio_buffer.started':
        return this.listener.onActivity('speaking');
      case 'response.output_audio_transcript.delta':
        return this.replyText(text(event, 'delta'), false);
      case 'response.output_audio_transcript.done':
        return this.replyText(text(event, 'transcript'), true);
      case 'output_audio_buffer.stopped':
        this.endReply('received');
        return this.listener.onActivity('listening');
      case 'output_audio_buffer.cleared':
        return this.endReply('interrupted');
      case 'response.done':
        // Cancelled before its audio began: nothing of it will be heard.
        if ((event.response as { status?: unknown } | undefined)?.status === 'cancelled') this.endReply('interrupted');
        return;
    }
  }

  /** Whether the assistant is speaking now (so a press of Speak has something to stop). */
  speaking(): boolean {
    return this.current !== null;
  }

  /**
   * The call ends: a reply cut short by hang-up is saved as far as it was heard, and a question
   * never answered is saved on its own.
   */
  finish(): void {
    this.endReply('interrupted');
    for (const turn of this.turns) {
      if (turn.question !== null && turn.reply === null) {
        turn.reply = { turn: turn.number, text: '', captioned: 0, end: 'interrupted' };
      }
    }
    this.save();
  }

  private newTurn(): Turn {
    this.turnCount += 1;
    const turn: Turn = { number: this.turnCount, question: null, reply: null, saved: false };
    this.turns.push(turn);
    return turn;
  }

  /** The latest turn still waiting for its reply (a reply answers the turn before it). */
  private openTurn(): Turn {
    const last = this.turns.at(-1);
    return last && last.reply === null ? last : this.newTurn();
  }

  /** The visitor's words of the oldest turn without them ('' when the provider could not transcribe). */
  private heard(said: string): void {
    const turn = this.turns.find((candidate) => candidate.question === null) ?? this.newTurn();
    turn.question = said === '' ? UNHEARD_QUESTION : said;
    if (said !== '') this.listener.onCaption('user', said, turn.number);
    this.save();
  }

  private replyStarted(): void {
    const turn = this.openTurn();
    turn.reply = { turn: turn.number, text: '', captioned: 0, end: null };
    this.current = turn.reply;
  }

  /** A piece of the reply's transcript, or (`whole`) all of it once written, while its audio still plays. */
  private replyText(piece: string, whole: boolean): void {
    const reply = this.current;
    if (reply === null) return;
    if (!whole) reply.text += piece;
    else if (piece.length > reply.text.length) reply.text = piece;
    this.caption(reply, false);
  }

  /** Captions each sentence of the reply once it is complete; `all` also the rest (the reply ended). */
  private caption(reply: Reply, all: boolean): void {
    let rest = reply.text.slice(reply.captioned);
    for (;;) {
      const end = firstSentenceEnd(rest);
      const sentence = (end < 0 ? (all ? rest : '') : rest.slice(0, end)).trim();
      if (sentence !== '') this.listener.onCaption('assistant', sentence, reply.turn);
      if (end < 0) {
        if (all) reply.captioned = reply.text.length;
        return;
      }
      reply.captioned += end;
      rest = rest.slice(end);
    }
  }

  private endReply(end: RealtimeExchange['end']): void {
    const reply = this.current;
    if (reply === null) return;
    this.current = null;
    this.caption(reply, true);
    reply.end ??= end;
    this.save();
  }

  /** Saves the turns whose question and reply are both known, in order. */
  private save(): void {
    const last = this.turns.at(-1);
    for (const turn of this.turns) {
      if (turn.saved) continue;
      // Speech that never became a question (no transcript, no reply) holds up nothing after it.
      if (turn.question === null && turn.reply === null && turn !== last) continue;
      if (turn.question === null || turn.reply?.end == null) return;
      turn.saved = true;
      this.listener.onExchange({ question: turn.question, reply: turn.reply.text.trim(), end: turn.reply.end });
    }
  }
}
