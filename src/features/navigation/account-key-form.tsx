import { Button, chakra, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Section } from './page-sections';

/** What the page knows of the account's key: at most its last four characters, never the key. */
type Saved =
  | { state: 'checking' }
  | { state: 'none' | 'saving'; error?: string }
  | { state: 'saved' | 'removing'; last4: string; error?: string };

/** The lib's own words for what failed; anything else (the module failed to load) gets `fallback`. */
function wordsOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.name === 'AccountKeyError' ? error.message : fallback;
}

// A form element of its own: the save reads the key from the form's fields and resets them.
const Form = chakra('form');

const loadAccountKey = () => import('@/lib/speech/account-key');

/**
 * /login, signed in: the visitor's OpenAI key saved to their account. The field is uncontrolled
 * and emptied as the save starts, so the key is held by nothing on the page once it is sent.
 */
export function AccountKeyForm() {
  const keyId = useId();
  const hintId = useId();
  const savedId = useId();
  const [saved, setSaved] = useState<Saved>({ state: 'checking' });
  const focusNext = useRef<'remove' | 'field' | null>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    void loadAccountKey()
      .then(({ getSavedKeyEnding }) => getSavedKeyEnding())
      .then(
        (last4) => live && setSaved(last4 ? { state: 'saved', last4 } : { state: 'none' }),
        // Saving still works when the look-up failed: it replaces whatever is there.
        () => live && setSaved({ state: 'none' }),
      );
    return () => {
      live = false;
    };
  }, []);

  // The button pressed goes away with the form it was in: focus moves to what replaced it.
  useEffect(() => {
    if (focusNext.current === 'remove') removeRef.current?.focus();
    if (focusNext.current === 'field') fieldRef.current?.focus();
    focusNext.current = null;
  }, [saved.state]);

  const onSave = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const key = String(new FormData(event.currentTarget).get('openai-key') ?? '').trim();
    event.currentTarget.reset();
    if (!key) {
      setSaved({ state: 'none', error: 'Paste your OpenAI key into the field first.' });
      return;
    }
    setSaved({ state: 'saving' });
    try {
      const { saveAccountKey } = await loadAccountKey();
      const last4 = await saveAccountKey(key);
      focusNext.current = 'remove';
      setSaved({ state: 'saved', last4 });
    } catch (error) {
      setSaved({
        state: 'none',
        error: `Your key was not saved. ${wordsOf(error, 'We could not reach your account. Check your connection, then try again.')}`,
      });
    }
  };

  const onRemove = async (last4: string): Promise<void> => {
    setSaved({ state: 'removing', last4 });
    try {
      const { removeAccountKey } = await loadAccountKey();
      await removeAccountKey();
      focusNext.current = 'field';
      setSaved({ state: 'none' });
    } catch (error) {
      setSaved({
        state: 'saved',
        last4,
        error: `Your key was not removed. ${wordsOf(error, 'We could not reach your account. Check your connection, then try again.')}`,
      });
    }
  };

  return (
    <Section id="account-key-heading" title="Your OpenAI key">
      {saved.state === 'checking' ? <Text>Checking your account for a saved key…</Text> : null}
      {saved.state === 'saved' || saved.state === 'removing' ? (
        <Stack gap="3" alignItems="flex-start">
          <Text id={savedId} role="status">
            A key ending in …{saved.last4} is saved to your account.
          </Text>
          <Text>The chat uses it for you; it is never shown again, here or anywhere else.</Text>
          <Button
            ref={removeRef}
            aria-describedby={savedId}
            variant="outline"
            colorPalette="paprika"
            loading={saved.state === 'removing'}
            onClick={() => void onRemove(saved.last4)}
          >
            Remove it
          </Button>
        </Stack>
      ) : null}
      {saved.state === 'none' || saved.state === 'saving' ? (
        <Form onSubmit={(event) => void onSave(event)} aria-labelledby="account-key-heading" maxW="md">
          <Stack gap="3">
            <Field.Root required>
              <Field.Label htmlFor={keyId}>OpenAI key</Field.Label>
              <Input
                ref={fieldRef}
                id={keyId}
                name="openai-key"
                type="password"
                autoComplete="off"
                spellCheck={false}
                aria-describedby={hintId}
                bg="white"
              />
              <Text id={hintId} fontSize="sm" color="fg.muted">
                Kept encrypted with your account and used only to answer you. After saving, only its last four
                characters are shown.
              </Text>
            </Field.Root>
            <Button type="submit" colorPalette="paprika" alignSelf="flex-start" loading={saved.state === 'saving'}>
              Save my OpenAI key to my account
            </Button>
          </Stack>
        </Form>
      ) : null}
      {'error' in saved && saved.error ? <Text role="alert">{saved.error}</Text> : null}
    </Section>
  );
}
