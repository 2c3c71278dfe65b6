import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';

/** What the page knows of the account's key: at most its last four characters, never the key. */
export type SavedKey =
  | { state: 'checking' }
  | { state: 'none' | 'saving'; error?: string }
  | { state: 'saved' | 'removing'; last4: string; error?: string };

const UNREACHABLE = 'We could not reach your account. Check your connection, then try again.';

/** The lib's own words for what failed; anything else (the module failed to load) is unreachable. */
function wordsOf(error: unknown): string {
  return error instanceof Error && error.name === 'AccountKeyError' ? error.message : UNREACHABLE;
}

const loadAccountKey = () => import('@/lib/speech/account-key');

/**
 * The account's key as the form shows it, and saving and removing it. Focus moves to what replaces
 * the button pressed (the form it was in goes away): Remove after a save, the field after a remove.
 */
export function useAccountKey() {
  const [saved, setSaved] = useState<SavedKey>({ state: 'checking' });
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

  // In the commit that removes the pressed button: focus never rests on the page's body between.
  useLayoutEffect(() => {
    if (focusNext.current === 'remove') removeRef.current?.focus();
    if (focusNext.current === 'field') fieldRef.current?.focus();
    focusNext.current = null;
  }, [saved.state]);

  /** The field is uncontrolled and emptied as the save starts: nothing on the page holds the key. */
  const save = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
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
      setSaved({ state: 'none', error: `Your key was not saved. ${wordsOf(error)}` });
    }
  };

  const remove = async (last4: string): Promise<void> => {
    setSaved({ state: 'removing', last4 });
    try {
      const { removeAccountKey } = await loadAccountKey();
      await removeAccountKey();
      focusNext.current = 'field';
      setSaved({ state: 'none' });
    } catch (error) {
      setSaved({ state: 'saved', last4, error: `Your key was not removed. ${wordsOf(error)}` });
    }
  };

  return { saved, save, remove, removeRef, fieldRef };
}
