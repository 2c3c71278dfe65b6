import { describe, expect, it } from 'vitest';
import { canHydrate, NOT_FOUND_MARKER } from '@/app/hydration';

const catalogue = { handle: { isNotFound: (pathname: string) => pathname === '/unknown' } };

describe('canHydrate', () => {
  it('takes over markup prerendered for this very address', () => {
    expect(canHydrate('/pricing', '/pricing')).toBe(true);
  });

  it('renders afresh where there is no prerendered markup, or markup for another address', () => {
    expect(canHydrate(undefined, '/pricing')).toBe(false);
    // An SPA fallback answering with the home page, or a trailing slash.
    expect(canHydrate('/', '/pricing')).toBe(false);
    expect(canHydrate('/pricing', '/pricing/')).toBe(false);
  });

  it('takes over the not-found page only where the app shows "not found" too', () => {
    expect(canHydrate(NOT_FOUND_MARKER, '/unknown', catalogue)).toBe(true);
    expect(canHydrate(NOT_FOUND_MARKER, '/pricing/', catalogue)).toBe(false);
    expect(canHydrate(NOT_FOUND_MARKER, '/unknown')).toBe(false);
  });

  it("takes over an alias's address with its target's markup (what the service worker answers offline)", () => {
    expect(canHydrate('/features/voice-technology', '/features/voice')).toBe(true);
    expect(canHydrate('/features/voice-technology', '/features/ai-conversations')).toBe(false);
  });
});
