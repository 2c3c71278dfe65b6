import { Button, chakra, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useId, type FormEvent, type RefObject } from 'react';
import { Section } from './page-sections';
import { useAccountKey } from './use-account-key';

// A form element of its own: the save reads the key from the form's fields and resets them.
const Form = chakra('form');

interface SavedKeyProps {
  readonly last4: string;
  readonly removing: boolean;
  readonly removeRef: RefObject<HTMLButtonElement | null>;
  readonly onRemove: () => void;
}

function SavedKeyNotice({ last4, removing, removeRef, onRemove }: SavedKeyProps) {
  const savedId = useId();
  return (
    <Stack gap="3" alignItems="flex-start">
      <Text id={savedId} role="status">
        A key ending in …{last4} is saved to your account.
      </Text>
      <Text>The chat uses it for you; it is never shown again, here or anywhere else.</Text>
      <Button
        ref={removeRef}
        aria-describedby={savedId}
        variant="outline"
        colorPalette="paprika"
        loading={removing}
        onClick={onRemove}
      >
        Remove it
      </Button>
    </Stack>
  );
}

interface KeyFormProps {
  readonly saving: boolean;
  readonly fieldRef: RefObject<HTMLInputElement | null>;
  readonly onSave: (event: FormEvent<HTMLFormElement>) => void;
}

function KeyForm({ saving, fieldRef, onSave }: KeyFormProps) {
  const keyId = useId();
  const hintId = useId();
  return (
    <Form onSubmit={onSave} aria-labelledby="account-key-heading" maxW="md">
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
            Kept encrypted with your account and used only to answer you. After saving, only its last four characters
            are shown.
          </Text>
        </Field.Root>
        <Button type="submit" colorPalette="paprika" alignSelf="flex-start" loading={saving}>
          Save my OpenAI key to my account
        </Button>
      </Stack>
    </Form>
  );
}

/** /login, signed in: the visitor's OpenAI key saved to their account. */
export function AccountKeyForm() {
  const { saved, save, remove, removeRef, fieldRef } = useAccountKey();
  return (
    <Section id="account-key-heading" title="Your OpenAI key">
      {saved.state === 'checking' ? <Text>Checking your account for a saved key…</Text> : null}
      {saved.state === 'saved' || saved.state === 'removing' ? (
        <SavedKeyNotice
          last4={saved.last4}
          removing={saved.state === 'removing'}
          removeRef={removeRef}
          onRemove={() => void remove(saved.last4)}
        />
      ) : null}
      {saved.state === 'none' || saved.state === 'saving' ? (
        <KeyForm saving={saved.state === 'saving'} fieldRef={fieldRef} onSave={(event) => void save(event)} />
      ) : null}
      {'error' in saved && saved.error ? <Text role="alert">{saved.error}</Text> : null}
    </Section>
  );
}
