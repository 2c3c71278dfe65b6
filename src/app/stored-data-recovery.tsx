import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { botPath, paths } from '@/config/paths';
import { downloadFile } from '@/lib/download';
import { hasSavedConversations } from '@/lib/offline/offline-status';

type Step = 'offer' | 'working' | 'cleared' | { readonly savedAs: string } | 'failed';

// The database's code loads only when the visitor picks a way out (the chat's own chunk of it).
const loadRecovery = () => import('@/lib/db');

/** The outcome, said where the focus goes, so a screen reader hears it. */
function Outcome({ step }: { readonly step: Step }) {
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    said.current?.focus();
  }, [step]);
  if (step === 'failed') {
    return (
      <Text ref={said} tabIndex={-1} role="alert">
        That did not work in this browser. Clearing this site's data in the browser's settings will fix it, but removes
        your saved conversations.
      </Text>
    );
  }
  if (step === 'cleared') {
    return (
      <Text ref={said} tabIndex={-1} role="status">
        This conversation was set aside: it no longer shows, and it is still in your exports.
      </Text>
    );
  }
  if (typeof step !== 'object') return null;
  return (
    <Text ref={said} tabIndex={-1} role="status">
      Your conversations are saved in the file {step.savedAs} and cleared from this device. Reload the page to start
      afresh.
    </Text>
  );
}

/**
 * On the error screen of a page that shows saved conversations: reloading does not help when
 * what is saved is what breaks the page, so this offers what does. "Clear this conversation"
 * sets the conversation on the chat page aside (it stays in the exports); "Export and reset"
 * saves every conversation to a file, then empties them from the device.
 */
export function StoredDataRecovery() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('offer');
  const onChatPage = pathname === paths.bots;
  // Asked once: a reset clears what it asks, and the outcome must stay on screen.
  const [offered] = useState(() => onChatPage || hasSavedConversations());
  if (!offered) return null;

  const params = new URLSearchParams(search);
  const botParam = params.get('bot');
  const run = async (action: () => Promise<void>): Promise<void> => {
    setStep('working');
    try {
      await action();
    } catch {
      setStep('failed');
    }
  };
  const clearConversation = () =>
    run(async () => {
      const { setShownConversationAside } = await loadRecovery();
      await setShownConversationAside(botParam, params.get('conversation'));
      setStep('cleared');
      // The chat page again, without the conversation: the router shows the page in place of
      // this screen if it now works.
      await navigate(botParam ? botPath(botParam) : paths.bots, { replace: true });
    });
  const exportAndReset = () =>
    run(async () => {
      const { exportEverything, resetConversations } = await loadRecovery();
      const file = await exportEverything();
      downloadFile(file);
      await resetConversations();
      setStep({ savedAs: file.fileName });
    });

  return (
    <Stack gap="3" mt="6">
      <Text>
        If it happens again after reloading, something saved on this device may be the cause.{' '}
        {onChatPage
          ? 'Clearing this conversation takes it off the page (it stays in your exports); or export all your conversations to a file and start afresh.'
          : 'You can export your conversations to a file and start afresh.'}
      </Text>
      <HStack gap="3" wrap="wrap">
        {onChatPage && (
          <Button
            variant="outline"
            colorPalette="paprika"
            loading={step === 'working'}
            onClick={() => void clearConversation()}
          >
            Clear this conversation
          </Button>
        )}
        <Button
          variant="outline"
          colorPalette="paprika"
          loading={step === 'working'}
          onClick={() => void exportAndReset()}
        >
          Export and reset
        </Button>
      </HStack>
      <Outcome step={step} />
    </Stack>
  );
}
