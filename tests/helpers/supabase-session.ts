/** A signed-in user as supabase-js keeps them in a session. */
export interface SessionUser {
  readonly id: string;
  readonly email?: string;
  readonly user_metadata: Record<string, unknown>;
}

/**
 * Signs a user in as supabase-js keeps a session: in `localStorage`, under the project's key
 * (`sb-<the project's host's first label>-auth-token`), valid for an hour.
 */
export function storeSupabaseSession(storageKey: string, accessToken: string, user: SessionUser): void {
  const session = {
    access_token: accessToken,
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { aud: 'authenticated', role: 'authenticated', ...user },
  };
  localStorage.setItem(storageKey, JSON.stringify(session));
}
