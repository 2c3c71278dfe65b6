/**
 * Finds the visitor's OpenAI key for a speech feature: the signed-in account's first (when a
 * Supabase project is configured), then this device's, else the visitor is asked once and the
 * answer is kept on the device. The key is never logged or put in a URL.
 */
import { env } from '@/config/env';
import { getDeviceSpeechKey, saveDeviceSpeechKey } from '../db';
import type { KeyPurpose } from './speech-services';
import { notify } from '../toaster';

/** The "API Key Required" notice's text for each feature that can ask for the key. */
export const SPEECH_KEY_MESSAGES: Record<KeyPurpose, string> = {
  chat: 'An OpenAI API key is required to chat with the assistant.',
  voice: 'An OpenAI API key is required to use voice features.',
  'voice-search': 'An OpenAI API key is required for voice search.',
  'voice-call': 'An OpenAI API key is required for voice calls.',
  'video-call': 'An OpenAI API key is required for video calls.',
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
  const { getAccountSpeechKey } = await import('./supabase');
  return getAccountSpeechKey();
}

/** The key already saved (the account's, else this device's), or null; never asks. */
export async function savedSpeechKey(): Promise<string | null> {
  return (await accountKey()) ?? (await getDeviceSpeechKey());
}

/**
 * The speech key for `purpose`, asking the visitor with a browser prompt when none is saved.
 * Resolves with null (after the destructive "API Key Required" notice) when the visitor cancels
 * or gives an empty answer.
 */
export async function ensureSpeechKey(purpose: KeyPurpose): Promise<string | null> {
  const saved = await savedSpeechKey();
  if (saved) return saved;
  const answer = cleanKey(window.prompt(PROMPT_TEXT));
  if (answer === null) {
    notify({ title: 'API Key Required', description: SPEECH_KEY_MESSAGES[purpose], variant: 'destructive' });
    return null;
  }
  await saveDeviceSpeechKey(answer);
  return answer;
}
