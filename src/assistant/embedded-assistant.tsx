import { Box } from '@chakra-ui/react';
import { useCallback, useRef, useState, type FocusEvent } from 'react';
import { CompactChatPlaceholder, controlKey, type PlaceholderIntent } from '@/features/chat/compact-chat-placeholder';
import { DEFAULT_BOT_ID, findBot } from '@/content/bots';
import type { Bot } from '@/content/schema';
import { preloadAssistant, useAssistantModule } from './load-assistant';

/**
 * True from a press on the placeholder until its click has come. Swapping the markup under a
 * held pointer would remove the element pressed, and the browser sends no click then: a tap on
 * "Talk to GregBot" while the assistant's code arrived did nothing. The click comes in the same
 * task as a mouse's release but may come later for a touch, so the hold ends a task after the
 * click (or as the browser cancels the press).
 */
function useHeldPress(): readonly [boolean, () => void] {
  const [held, setHeld] = useState(false);
  const hold = useCallback(() => {
    setHeld(true);
    const release = () => {
      window.removeEventListener('click', release, true);
      window.removeEventListener('pointercancel', release, true);
      setTimeout(() => setHeld(false));
    };
    window.addEventListener('click', release, true);
    window.addEventListener('pointercancel', release, true);
  }, []);
  return [held, hold] as const;
}

/**
 * Which of the placeholder's controls has the focus (its `controlKey`), for the assistant that
 * replaces them to give it back to the same control: a visitor tabbing through the section while
 * the assistant arrives goes on from where they were, not from the box again.
 */
function useFocusedControl() {
  const focused = useRef<string | null>(null);
  const onFocus = (event: FocusEvent): void => {
    focused.current = controlKey(event.target);
  };
  const onBlur = (event: FocusEvent): void => {
    // A move out of the section, or to nowhere (a click beside it); not the swap itself, which
    // takes the focused control out of the page.
    const to = event.relatedTarget;
    if (to === null ? event.target.isConnected : !event.currentTarget.contains(to)) focused.current = null;
  };
  return { focused, onFocus, onBlur };
}

/**
 * GregBot in the home page's section: static markup until the visitor reaches for it (pointer over
 * it, focus in its message box, a click), then the real assistant, which keeps what was typed and
 * takes the focus over. The placeholder stays on screen, usable, while the assistant's chunk loads.
 */
export default function EmbeddedAssistant() {
  const [module, load] = useAssistantModule();
  const [intent, setIntent] = useState<PlaceholderIntent | null>(null);
  const [text, setText] = useState('');
  const [held, hold] = useHeldPress();
  const { focused, onFocus, onBlur } = useFocusedControl();
  const bot = findBot(DEFAULT_BOT_ID) as Bot;

  if (module && intent && !held) {
    const Assistant = module.default;
    return (
      <Assistant
        focusInput={intent === 'call' ? false : 'unless-moved'}
        focusLeftOn={focused}
        initialText={text}
        sendInitialText={intent === 'send'}
        startWithCall={intent === 'call'}
      />
    );
  }
  return (
    <Box display="contents" onPointerDown={hold} onFocus={onFocus} onBlur={onBlur}>
      <CompactChatPlaceholder
        bot={bot}
        text={text}
        onTextChange={setText}
        onPrepare={preloadAssistant}
        onActivate={(next) => {
          // A send outranks the focus that came before it.
          setIntent((previous) => (previous === 'send' ? previous : next));
          void load();
        }}
      />
    </Box>
  );
}
