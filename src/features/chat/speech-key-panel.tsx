import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { memo, useId, useState, type FormEvent } from 'react';
import { OfflineStatus } from '@/components/offline-status';
import { getStorageProblem, maskSpeechKey, useDeviceSpeechKey } from '@/lib/db/views';
import { notify } from '@/lib/toaster';
import { KEY_FORGOTTEN, keySavedNotice } from './notices';

/** The key settings: shows the saved key masked, and lets the visitor replace or forget it. */
export const SpeechKeyPanel = memo(function SpeechKeyPanel() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const saved = useDeviceSpeechKey();
  const panelId = useId();

  const save = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const key = draft.trim();
    if (!/^[\x21-\x7e]{1,1024}$/.test(key)) return;
    const { saveDeviceSpeechKey } = await import('@/lib/db');
    await saveDeviceSpeechKey(key);
    setDraft('');
    notify(keySavedNotice(getStorageProblem() === null));
  };

  const forget = async (): Promise<void> => {
    const { forgetDeviceSpeechKey } = await import('@/lib/db');
    await forgetDeviceSpeechKey();
    notify(KEY_FORGOTTEN);
  };

  return (
    <Box>
      <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        OpenAI key settings
      </Button>
      {open && (
        <Box
          id={panelId}
          role="region"
          aria-label="OpenAI key settings"
          mt="2"
          p="4"
          borderWidth="1px"
          borderColor="cream.300"
          rounded="lg"
          bg="bg.panel"
        >
          <Stack gap="3">
            <Text fontSize="sm">
              {saved
                ? `Saved key: ${maskSpeechKey(saved)}. It stays on this device and is sent only to the assistant service.`
                : 'No key is saved on this device. You will be asked for one when you send a message.'}
            </Text>
            <form onSubmit={(event) => void save(event)}>
              <Field.Root>
                <Field.Label>{saved ? 'Replace the key' : 'Add a key'}</Field.Label>
                <HStack gap="2" width="full">
                  <Input
                    type="password"
                    value={draft}
                    onChange={(event) => setDraft(event.target.value)}
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="sk-…"
                    bg="white"
                  />
                  <Button type="submit" size="sm" colorPalette="paprika" disabled={draft.trim() === ''}>
                    Save key
                  </Button>
                </HStack>
              </Field.Root>
            </form>
            {saved && (
              <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => void forget()}>
                Forget the key
              </Button>
            )}
            <OfflineStatus label="Offline use and storage" />
          </Stack>
        </Box>
      )}
    </Box>
  );
});
