/**
 * Finds the visitor's OpenAI key for a speech feature: the signed-in account's first (when a
 * Supabase project is configured; the session's token then stands for the key saved there), then
 * this device's, then the site's own (when the function offers one and today's allowance is not
 * used), else the visitor is asked once and the answer is kept on the device. The key is never logged or put in a URL.
 */
import { env } from '@/config/env';
import { getDeviceSpeechKey, saveDeviceSpeechKey } from '../db';
import type { KeyPurpose } from './speech-services';
import { notify } from '../toaster';
import { ALLOWANCE_SPENT_TEXT, SITE_KEY, siteAllowanceSpent, siteKeyOffered } from './site-offer';

/**
 * The "API Key Required" notice's text for each feature that can ask for the key; none for calls,
 * whose screen says why itself (a notice would cover its buttons).
 */
export const SPEECH_KEY_MESSAGES: Partial<Record<KeyPurpose, string>> = {
  chat: 'An OpenAI API key is required to chat with the assistant.',
  voice: 'An OpenAI API key is required to use voice features.',
  'voice-search': 'An OpenAI API key is required for voice search.',
};

const PROMPT_TEXT = 'Enter your OpenAI API key. It is kept on this device only and sent only to the assistant service.';

/** Only printable characters without spaces can be a key; anything else is treated as no answer. */
function cleanKey(value: string | null | undefined): string | null {
  const key = value?.trim() ?? '';
  return /^[\x21-\x7e]{1,1024}$/.test(key) ? key : null;
}

async function accountKey(): Promise<string | null> {
  // Loaded only when a project is configured, so the anonymous case never pays for supabase-js here.
  if (!env.supabaseUrl) return null;
  const { getAccountSpeechToken } = await import('./supabase');
  return getAccountSpeechToken();
}

/** The site's key when the function offers it and this visitor has some of today's allowance left. */
async function siteKey(): Promise<string | null> {
  return !siteAllowanceSpent() && (await siteKeyOffered()) ? SITE_KEY : null;
}

/** The key already saved (the account's, else this device's), else the site's, or null; never asks. */
export async function savedSpeechKey(): Promise<string | null> {
  return (await accountKey()) ?? (await getDeviceSpeechKey()) ?? (await siteKey());
}

/**
 * The speech key for `purpose`, asking the visitor with a browser prompt when none is saved.
 * Resolves with null (after the destructive "API Key Required" notice) when the visitor cancels
 * or gives an empty answer.
 */
export async function ensureSpeechKey(purpose: KeyPurpose): Promise<string | null> {
  const saved = await savedSpeechKey();
  if (saved) return saved;
  // Once the site's free allowance is used, the prompt says so first: a visitor with a key may give it.
  const answer = cleanKey(
    window.prompt(siteAllowanceSpent() ? `${ALLOWANCE_SPENT_TEXT}\n\n${PROMPT_TEXT}` : PROMPT_TEXT),
  );
  if (answer === null) {
    const description = SPEECH_KEY_MESSAGES[purpose];
    if (description) notify({ title: 'API Key Required', description, variant: 'destructive' });
    return null;
  }
  await saveDeviceSpeechKey(answer);
  return answer;
}
