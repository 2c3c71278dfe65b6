/**
 * The OpenAI key a signed-in user keeps with their account (`public.speech_keys`, reached through
 * the project's Data API as that user). The page sends the key once, to save it, and can read
 * back only its last four characters: only the speech function can read the key itself.
 */
import { getSupabase, hasSupabaseProject } from './supabase';

/** A failed look-up, save or removal; its message is plain words a visitor can act on. */
export class AccountKeyError extends Error {
  // Named by hand: the page tells it from other errors by name, and minifying renames classes.
  override name = 'AccountKeyError';
}

interface DataApiAnswer {
  status: number;
  error: { code?: string } | null;
}

// PostgREST's codes for a missing, expired or refused token, and the database's "not allowed".
const SIGNED_OUT_CODES = new Set(['PGRST301', 'PGRST302', 'PGRST303', '42501']);

function plainWords({ status, error }: DataApiAnswer): string {
  const code = error?.code ?? '';
  if (status === 0) return 'We could not reach your account. Check your connection, then try again.';
  if (status === 401 || SIGNED_OUT_CODES.has(code)) {
    return 'Your sign-in has run out. Sign in again with a new link, then try again.';
  }
  // The codes save_speech_key raises (supabase/migrations/*_account_speech_keys.sql).
  if (code === '22023') {
    return 'That does not look like an OpenAI key. Paste the whole key, with no spaces; it usually starts with sk-.';
  }
  if (code === '55000') {
    return 'This site cannot keep keys with accounts yet. You can still give your key in the chat; it then stays on this device.';
  }
  return 'Something went wrong on our side. Please try again in a moment.';
}

function checkAnswer(answer: DataApiAnswer): void {
  if (answer.error) throw new AccountKeyError(plainWords(answer));
}

function requireProject(): void {
  // Without a project the client points at this site's own origin, which must never get a key.
  if (!hasSupabaseProject()) throw new AccountKeyError('Accounts are not available on this site.');
}

/** The last four characters of the key saved to the signed-in user's account, or null if none is saved. */
export async function getSavedKeyEnding(): Promise<string | null> {
  requireProject();
  const answer = await getSupabase().from('speech_keys').select('last4').maybeSingle<{ last4: string }>();
  checkAnswer(answer);
  return answer.data?.last4 ?? null;
}

/** Saves `key` to the signed-in user's account (replacing any saved before); resolves with its last four characters. */
export async function saveAccountKey(key: string): Promise<string> {
  requireProject();
  const answer = await getSupabase().rpc('save_speech_key', { p_key: key.trim() });
  checkAnswer(answer);
  return String(answer.data);
}

/** Removes the key saved to the signed-in user's account, if any. */
export async function removeAccountKey(): Promise<void> {
  requireProject();
  checkAnswer(await getSupabase().rpc('remove_speech_key'));
}
