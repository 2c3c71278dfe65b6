/**
 * Whether the speech function offers the site's own key to visitors without one, asked of the
 * function itself (`GET …/openai/offer`, cacheable) the first time a key is needed, never at page
 * load; and whether this visitor has used today's allowance of it, remembered until the UTC day ends.
 */
import { env } from '@/config/env';
import { site } from '@/content/site';
import { DEVICE_STORAGE, readStored, writeStored } from '../device-storage';

/**
 * Stands for "the site's key" where a visitor's key would go: it has a space, which no key the
 * visitor can give has, and the client sends no key for it.
 */
export const SITE_KEY = 'site key';

/** What the visitor is told once today's free conversations are used (the prompt and the notices). */
export const ALLOWANCE_SPENT_TEXT = `You have used today's free conversations with our assistants. You can call us at ${site.phone.display} or come back tomorrow.`;

let offered: Promise<boolean> | null = null;

const today = (): string => new Date().toISOString().slice(0, 10);

/** Whether the function offers the site's key; false when it cannot be asked (asked again next time). */
export function siteKeyOffered(): Promise<boolean> {
  offered ??= (async () => {
    const base = env.supabaseUrl || globalThis.location.origin;
    const response = await fetch(`${base}/functions/v1/openai/offer`);
    if (!response.ok) throw new Error(`offer: ${response.status}`);
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && (body as { siteKey?: unknown }).siteKey === true;
  })().catch(() => {
    offered = null;
    return false;
  });
  return offered;
}

/** The function said this visitor's allowance (or the site's budget) is spent for today. */
export function markSiteAllowanceSpent(): void {
  // Should storage refuse, the next call is refused again, which says the same.
  writeStored(DEVICE_STORAGE.siteAllowanceSpentOn, today());
}

export function siteAllowanceSpent(): boolean {
  return readStored(DEVICE_STORAGE.siteAllowanceSpentOn) === today();
}
