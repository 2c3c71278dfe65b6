import { useState } from 'react';
import { CompactChatShell, type ShellIntent } from '@/features/chat/compact-chat-shell';
import { DEFAULT_BOT_ID, findBot } from '@/content/bots';
import type { Bot } from '@/content/schema';
import { preloadAssistant, useAssistantModule } from './load-assistant';

/**
 * GregBot in the home page's section: static markup until the visitor reaches for it (pointer over
 * it, focus in its message box, a click), then the real assistant, which keeps what was typed and
 * takes the focus over. The placeholder stays on screen, usable, while the assistant's chunk loads.
 */
export default function EmbeddedAssistant() {
  const [module, load] = useAssistantModule();
  const [intent, setIntent] = useState<ShellIntent | null>(null);
  const [text, setText] = useState('');
  const bot = findBot(DEFAULT_BOT_ID) as Bot;

  if (module && intent) {
    const Assistant = module.default;
    return (
      <Assistant
        focusInput={intent !== 'call'}
        initialText={text}
        sendInitialText={intent === 'send'}
        startWithCall={intent === 'call'}
      />
    );
  }
  return (
    <CompactChatShell
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
  );
}
