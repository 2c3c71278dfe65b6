import { Button, HStack, Link, Stack } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { RouterLink } from '@/components/router-link';
import { botPath, conversationPath } from '@/config/paths';
import type { Bot } from '@/content/schema';
import { useConversationView } from '@/lib/db/views';
import { ChatIcon, PhoneIcon } from '@/lib/icons/icons';
import type { CallProps, ChatPageProps } from './chat-page';
import { ChatThread } from './chat-thread';
import { findControl } from './focus-handover';
import { CHAT_LIMITS } from './limits';
import { useConversationOnDemand } from './start-conversation';
import { useStorageNotices } from './storage-notices';
import { unsavedGreeting } from './use-chat-view';

export interface CompactChatProps extends ChatPageProps {
  readonly bot: Bot;
  /**
   * Moves focus into the message box once shown (the visitor reached the assistant by keyboard or
   * click). `'unless-moved'`: not if the focus is somewhere else on the page by then (the box
   * replaces a placeholder the visitor may have tabbed away from while it loaded).
   */
  readonly focusInput?: boolean | 'unless-moved';
  /**
   * The control of the placeholder this chat replaces that had the focus (its `controlKey`), if
   * one had: the swap leaves the focus nowhere, and the same control here takes it back.
   */
  readonly focusLeftOn?: RefObject<string | null>;
  /** Text typed before the chat had loaded. */
  readonly initialText?: string;
  /** The visitor already sent `initialText` (pressed Enter or Send before the chat had loaded). */
  readonly sendInitialText?: boolean;
  /** Starts the voice call as soon as the conversation is known (the visitor asked for it before the chat loaded). */
  readonly startWithCall?: boolean;
  /** Called when the visitor follows "Continue in full chat" (a panel around the chat closes). */
  readonly onLeave?: () => void;
}

/** The conversation the compact chat shows: the assistant's latest, until this chat starts one. */
function useShownConversation(bot: Bot) {
  // undefined: the latest conversation; an id once this chat started one.
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [pageSize, setPageSize] = useState<number>(CHAT_LIMITS.pageSize);
  const view = useConversationView(bot.id, chosen, pageSize);
  const current = view?.botId === bot.id ? view : undefined;
  const messages = useMemo(
    () => (current === undefined || current.conversationId === null ? [unsavedGreeting(bot)] : current.page.messages),
    [bot, current],
  );
  return {
    conversationId: chosen ?? current?.conversationId,
    known: chosen !== undefined || current !== undefined,
    messages,
    hasEarlier: current?.page.hasEarlier ?? false,
    showEarlier: () => setPageSize((size) => size + CHAT_LIMITS.pageSize),
    choose: setChosen,
  };
}

/** The voice call of the compact chat: started at a press, or at once when asked for before the chat loaded. */
function useVoiceCall(askForCall: CompactChatProps['askForCall'], startWithCall: boolean) {
  const [calling, setCalling] = useState(false);
  // Decided at the press (the call itself shows once the conversation is read): offline it is
  // refused then, and does not start by itself once back online.
  const startCall = (): void => {
    if (askForCall?.('voice') !== false) setCalling(true);
  };
  const callRequested = useRef(startWithCall);
  useEffect(() => {
    if (!callRequested.current) return;
    callRequested.current = false;
    startCall();
  });
  return { calling, startCall, endCall: () => setCalling(false) };
}

/**
 * The assistant embedded outside /bots: the assistant's latest conversation (the one /bots resumes),
 * answered by the same engine, with a voice call in place and a link to the same conversation on /bots.
 */
export function CompactChat({
  bot,
  conversation,
  services,
  renderCall,
  askForCall,
  renderReplay,
  focusInput = false,
  focusLeftOn,
  initialText,
  sendInitialText = false,
  startWithCall = false,
  onLeave,
}: CompactChatProps) {
  const shown = useShownConversation(bot);
  const { conversationId } = shown;
  const { calling, startCall, endCall } = useVoiceCall(askForCall, startWithCall);
  useStorageNotices();

  const container = useRef<HTMLDivElement>(null);
  // In the same commit as the box appears: it replaces the placeholder the visitor may be typing
  // into, and a keystroke that came between the two would go to the page and be lost. The
  // placeholder's controls, gone now, leave the focus nowhere: it goes back to the one it was on
  // (a visitor tabbing through the section goes on from there), else to the box. Focus anywhere
  // else is where the visitor has moved on to. The caret goes after the text carried over (a new
  // box puts it first, and what came next was typed in front of it).
  useLayoutEffect(() => {
    const root = container.current;
    const box = root?.querySelector('textarea');
    if (!root || !box) return;
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body;
    const control = lost && focusLeftOn?.current ? findControl(root, focusLeftOn.current) : null;
    if (control && control !== box) {
      control.focus();
      // A control that cannot take it (Send, disabled while a reply is coming) leaves it to the box.
      if (document.activeElement === control) return;
    }
    if (!focusInput || (focusInput === 'unless-moved' && !lost && !root.contains(focused))) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [focusInput, focusLeftOn]);

  const ensureConversation = useConversationOnDemand(
    conversation,
    bot,
    conversationId ?? null,
    'Voice call',
    shown.choose,
  );
  const fullChat = typeof conversationId === 'string' ? conversationPath(bot.id, conversationId) : botPath(bot.id);
  const call: CallProps | null =
    calling && conversationId !== undefined
      ? { bot, mode: 'voice', conversationId, ensureConversation, onEnd: endCall }
      : null;

  return (
    <Stack ref={container} gap="3">
      <ChatThread
        bot={bot}
        conversationId={shown.known ? (conversationId ?? null) : undefined}
        onConversationCreated={shown.choose}
        messages={shown.messages}
        hasEarlier={shown.hasEarlier}
        onShowEarlier={shown.showEarlier}
        conversation={conversation}
        services={services}
        renderReplay={renderReplay}
        initialText={initialText}
        sendInitialText={sendInitialText}
      />
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" colorPalette="paprika" onClick={startCall}>
          <PhoneIcon /> Talk to {bot.persona.name}
        </Button>
        <Link asChild colorPalette="paprika" fontWeight="medium">
          <RouterLink to={fullChat} onClick={onLeave}>
            <ChatIcon boxSize="1em" /> Continue in full chat
          </RouterLink>
        </Link>
      </HStack>
      {call ? renderCall(call) : null}
    </Stack>
  );
}
