// @vitest-environment jsdom
// A signed-in user's speech calls carry the session's access token when their account has a key
// saved, never a key read from the session: supabase-js runs for real, against a fake project.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSupabaseSession } from '../../helpers/supabase-session';

const PROJECT = 'https://project.supabase.test';
const ACCESS_TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhbGljZSIsInJvbGUiOiJhdXRoZW50aWNhdGVkIn0.c2lnbmVk';
const OLD_KEY = 'sk-kept-in-metadata-0123456789';

/** Signs Alice in as supabase-js keeps a session, with a key in her metadata as before. */
function signIn(): void {
  storeSupabaseSession('sb-project-auth-token', ACCESS_TOKEN, {
    id: 'alice',
    user_metadata: { openai_api_key: OLD_KEY },
  });
}

/** The project's answer to the saved-key look-up: Alice's row, or none. */
function project(saved: boolean) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url);
    const body = url.includes('/rest/v1/speech_keys') && saved ? [{ last4: 'WXYZ' }] : [];
    return Promise.resolve(Response.json(body));
  });
  return asked;
}

async function accountToken(): Promise<string | null> {
  vi.resetModules();
  const { getAccountSpeechToken } = await import('@/lib/speech/supabase');
  return getAccountSpeechToken();
}

beforeEach(() => {
  vi.stubEnv('VITE_SUPABASE_URL', PROJECT);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl');
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a signed-in user', () => {
  it('with a key saved to their account calls with their access token', async () => {
    signIn();
    const asked = project(true);
    expect(await accountToken()).toBe(ACCESS_TOKEN);
    expect(asked.some((url) => url.includes('/rest/v1/speech_keys'))).toBe(true);
  });

  it('without one has nothing from the account, not even a key left in their metadata', async () => {
    signIn();
    project(false);
    expect(await accountToken()).toBeNull();
  });
});

it('nobody signed in has nothing from the account', async () => {
  project(true);
  expect(await accountToken()).toBeNull();
});
