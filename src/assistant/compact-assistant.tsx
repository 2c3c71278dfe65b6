import type { RefObject } from 'react';
import { CompactChat } from '@/features/chat';
import { DEFAULT_BOT_ID, findBot } from '@/content/bots';
import type { Bot } from '@/content/schema';
import { chatWiring } from './chat-wiring';

export interface CompactAssistantProps {
  readonly focusInput?: boolean | 'unless-moved';
  readonly focusLeftOn?: RefObject<string | null>;
  readonly initialText?: string;
  readonly sendInitialText?: boolean;
  readonly startWithCall?: boolean;
  readonly onLeave?: () => void;
}

/**
 * GregBot outside /bots, wired like /bots. This module is the assistant's chunk: the chat engine,
 * the conversation store and the speech client load with it, on the visitor's first interaction.
 */
export default function CompactAssistant(props: CompactAssistantProps) {
  return <CompactChat bot={findBot(DEFAULT_BOT_ID) as Bot} {...chatWiring} {...props} />;
}
