// @vitest-environment jsdom
// The site's own key as the web app uses it: asked of the function when a key is first needed,
// used without prompting, and given up for the day once the function says the allowance is spent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabaseForEachTest } from '../../helpers/database';

freshDatabaseForEachTest();

/** The function's offer, as the network answers it; each test loads the modules afresh. */
function offer(siteKey: boolean) {
  const fetch = vi.fn(() => Promise.resolve(Response.json({ siteKey })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(async () => {
  vi.resetModules();
  localStorage.clear();
  const { forgetDeviceSpeechKey } = await import('@/lib/db');
  await forgetDeviceSpeechKey();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the site's key", () => {
  it('is used without asking when the function offers it, asked of the function once', async () => {
    const asked = offer(true);
    const prompt = vi.spyOn(window, 'prompt');
    const { ensureSpeechKey } = await import('@/lib/speech/speech-key');
    const { SITE_KEY } = await import('@/lib/speech/site-offer');
    await expect(ensureSpeechKey('chat')).resolves.toBe(SITE_KEY);
    await expect(ensureSpeechKey('voice-call')).resolves.toBe(SITE_KEY);
    expect(prompt).not.toHaveBeenCalled();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(String(asked.mock.calls[0]?.at(0) ?? '')).toMatch(/\/functions\/v1\/openai\/offer$/);
  });

  it('is not used when the function offers none: the visitor is asked, as before', async () => {
    offer(false);
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('sk-own-key-1234');
    const { ensureSpeechKey } = await import('@/lib/speech/speech-key');
    await expect(ensureSpeechKey('chat')).resolves.toBe('sk-own-key-1234');
    expect(prompt.mock.calls[0]?.[0]).not.toContain('free conversations');
  });

  it('once spent for today, the prompt says why and gives the help line', async () => {
    offer(true);
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    const { markSiteAllowanceSpent } = await import('@/lib/speech/site-offer');
    const { ensureSpeechKey } = await import('@/lib/speech/speech-key');
    markSiteAllowanceSpent();
    await expect(ensureSpeechKey('chat')).resolves.toBeNull();
    expect(prompt.mock.calls[0]?.[0]).toContain(
      "You have used today's free conversations with our assistants. You can call us at (800) 555-0199 or come back tomorrow.",
    );
  });
  it("gives way to the visitor's own key", async () => {
    offer(true);
    const { saveDeviceSpeechKey } = await import('@/lib/db');
    await saveDeviceSpeechKey('sk-saved-device-key-9999');
    const { ensureSpeechKey } = await import('@/lib/speech/speech-key');
    await expect(ensureSpeechKey('chat')).resolves.toBe('sk-saved-device-key-9999');
  });
});
