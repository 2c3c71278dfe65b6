/**
 * The one supabase-js client of the app, created on first use so that the library stays off
 * every page that never calls it. With no project configured (VITE_SUPABASE_URL unset) it points
 * at the app's own origin, where `npm start` serves the speech function.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';

/**
 * The local function does not check the anon key, but supabase-js requires one and sends it when
 * no visitor key is given. Shaped as an (unsigned) JWT, as real anon keys are, so the function
 * never takes it for a visitor's OpenAI key.
 */
const PLACEHOLDER_ANON_KEY = 'eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYW5vbiJ9.';

let client: SupabaseClient | null = null;

/** Whether a real Supabase project is configured (and so a signed-in session may exist). */
export function hasSupabaseProject(): boolean {
  return env.supabaseUrl !== '';
}

/** The shared client: the configured project, else this origin. */
export function getSupabase(): SupabaseClient {
  if (client) return client;
  const url = env.supabaseUrl || globalThis.location?.origin || 'http://127.0.0.1';
  client = createClient(url, env.supabaseAnonKey || PLACEHOLDER_ANON_KEY, {
    auth: {
      // Without a project there are no accounts: do not look for or refresh sessions.
      persistSession: hasSupabaseProject(),
      autoRefreshToken: hasSupabaseProject(),
      // With a project, a sign-in link's return (/login#access_token=…) becomes the session.
      detectSessionInUrl: hasSupabaseProject(),
    },
  });
  return client;
}

/**
 * What a signed-in user's speech calls carry instead of a key: the session's access token, when
 * their account has a key saved. The function verifies the token and uses that key, so the page
 * never holds it. Null with no project, nobody signed in, no key saved, or a failed lookup.
 */
export async function getAccountSpeechToken(): Promise<string | null> {
  if (!hasSupabaseProject()) return null;
  try {
    const supabase = getSupabase();
    const { data } = await supabase.auth.getSession();
    const token = data.session?.access_token;
    if (!token) return null;
    // Row level security answers with the user's own row only, and only its last four characters.
    const { data: saved, error } = await supabase.from('speech_keys').select('last4').maybeSingle();
    return !error && saved ? token : null;
  } catch {
    return null;
  }
}

/**
 * Sends a one-time sign-in link to `email` through the configured project's Supabase Auth
 * (`signInWithOtp`); the link brings the visitor back to `redirectTo`. Throws the project's error
 * (e.g. an address it refuses, or too many requests) so the page can say what went wrong.
 */
export async function sendSignInLink(email: string, redirectTo: string): Promise<void> {
  if (!hasSupabaseProject()) throw new Error('No Supabase project is configured');
  const { error } = await getSupabase().auth.signInWithOtp({ email, options: { emailRedirectTo: redirectTo } });
  if (error) throw error;
}

/** The signed-in user's email address, or null (no project, nobody signed in, or the lookup failed). */
export async function getSignedInEmail(): Promise<string | null> {
  if (!hasSupabaseProject()) return null;
  try {
    const { data } = await getSupabase().auth.getSession();
    return data.session?.user.email ?? null;
  } catch {
    return null;
  }
}
