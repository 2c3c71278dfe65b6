/**
 * Keys saved with an account: a signed-in user's access token, checked against the project's
 * signing keys (JWKS), names the user whose stored key the call uses
 * (`supabase/migrations/*_account_speech_keys.sql`). jose does the checking: signature,
 * algorithm, expiry, issuer and audience are each a way to get a token check wrong by hand.
 */
import { createLocalJWKSet, createRemoteJWKSet, decodeJwt, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import { FunctionError } from './errors.ts';

export type AccountKeys = {
  /** The user a valid access token names; throws FunctionError('invalid_token') otherwise. */
  userOf(token: string): Promise<string>;
  /** The key the user saved, or null when they saved none. */
  keyOf(user: string): Promise<string | null>;
};

/** Where the signing keys come from: a JWKS document given whole (tests), or its URL. */
export type TokenSettings = {
  jwks: JSONWebKeySet | URL;
  /** `<project URL>/auth/v1` on Supabase. */
  issuer: string;
  audience: string;
};

/**
 * Whether a bearer of a JWT's shape claims to be a signed-in user's token, rather than the anon
 * key supabase-js sends when no one is signed in (which goes on to the site's key, as before).
 * Only a claim: {@link tokenVerifier} decides.
 */
export function claimsUser(token: string): boolean {
  try {
    const claims = decodeJwt(token);
    return claims.role === 'authenticated' || (claims.role === undefined && typeof claims.sub === 'string');
  } catch {
    return false;
  }
}

export function tokenVerifier({ jwks, issuer, audience }: TokenSettings): (token: string) => Promise<string> {
  const keys = jwks instanceof URL ? createRemoteJWKSet(jwks) : createLocalJWKSet(jwks);
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience, algorithms: ['RS256', 'ES256', 'EdDSA'] });
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new FunctionError('invalid_token');
      return payload.sub;
    } catch (error) {
      if (error instanceof FunctionError) throw error;
      // The signing keys out of reach is the service's trouble, not the visitor's sign-in.
      if (!(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout) {
        throw new FunctionError('too_busy');
      }
      throw new FunctionError('invalid_token');
    }
  };
}
