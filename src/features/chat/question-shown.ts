import { useMemo, useState } from 'react';
import { newId, type MessageRecord } from '@/lib/db/views';
import { CHAT_LIMITS } from './limits';

/** What is saved of the visitor's text: trimmed, and cut to the longest message; '' sends nothing. */
export function questionContent(text: string): string {
  return text.trim().slice(0, CHAT_LIMITS.maxMessageChars);
}

/** The visitor's message as the log shows it before IndexedDB has it, and the view it belongs to. */
export interface UnsavedQuestion {
  readonly botId: string;
  /** Its `conversationId` is '' until a first message's conversation is created. */
  readonly message: MessageRecord;
}

/**
 * The visitor's message as the log shows it the moment it is sent, before IndexedDB has it.
 * Saving it (and the conversation, for a first message) can take a phone most of a second, and a
 * question typed while the page was being taken over waits for the database to open as well.
 * It is saved under the same id, so the saved one takes its place; null when nothing is sent.
 */
export function unsavedQuestion(text: string, botId: string, conversationId: string | null): UnsavedQuestion | null {
  const content = questionContent(text);
  if (content === '') return null;
  const message: MessageRecord = {
    id: newId(),
    conversationId: conversationId ?? '',
    role: 'user',
    content,
    status: 'sending',
    source: 'typed',
    timestamp: Date.now(),
  };
  return { botId, message };
}

/** The question, now that its (first) conversation has been created under `conversationId`. */
export function inCreatedConversation(unsaved: UnsavedQuestion | null, conversationId: string): UnsavedQuestion | null {
  if (unsaved === null || unsaved.message.conversationId !== '') return unsaved;
  return { ...unsaved, message: { ...unsaved.message, conversationId } };
}

/**
 * The saved messages of the conversation on screen, and after them the question being saved, if
 * it belongs to this assistant and this conversation and the database does not have it yet.
 */
export function withUnsavedQuestion(
  messages: readonly MessageRecord[],
  unsaved: UnsavedQuestion | null,
  view: { readonly botId: string; readonly conversationId: string | null },
): readonly MessageRecord[] {
  if (unsaved === null || unsaved.botId !== view.botId) return messages;
  if (unsaved.message.conversationId !== (view.conversationId ?? '')) return messages;
  if (messages.some((message) => message.id === unsaved.message.id)) return messages;
  return [...messages, unsaved.message];
}

/** One thread's question shown before it is saved: what the log lists, and the steps of a send. */
export interface QuestionShown {
  /** The saved messages, and the question being saved after them. */
  readonly messages: readonly MessageRecord[];
  /** Shows the text as sent; the id to save it under, or undefined when nothing is sent. */
  readonly show: (text: string) => string | undefined;
  /** The first message's conversation was created under `id`. */
  readonly created: (id: string) => void;
  /** It could not be saved: it leaves the log (the box keeps the text). */
  readonly forget: () => void;
}

export function useQuestionShown(
  botId: string,
  conversationId: string | null,
  saved: readonly MessageRecord[],
): QuestionShown {
  const [unsaved, setUnsaved] = useState<UnsavedQuestion | null>(null);
  const messages = useMemo(
    () => withUnsavedQuestion(saved, unsaved, { botId, conversationId }),
    [saved, unsaved, botId, conversationId],
  );
  return {
    messages,
    show: (text) => {
      const question = unsavedQuestion(text, botId, conversationId);
      setUnsaved(question);
      return question?.message.id;
    },
    created: (id) => setUnsaved((current) => inCreatedConversation(current, id)),
    forget: () => setUnsaved(null),
  };
}
