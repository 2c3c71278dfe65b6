/**
 * The page's one Trusted Types policy. The site's CSP requires Trusted Types for every script URL
 * and every piece of HTML handed to the DOM (`require-trusted-types-for 'script'; trusted-types
 * basebots`), so a string reaches such a sink only through here, and only two do: the service
 * worker's address, and the markup of a static part read back from the element the prerender
 * wrote it into. Browsers without Trusted Types get the strings as they are.
 */

/** The policy's name, as the CSP's `trusted-types` directive lists it (server/headers.ts). */
export const TRUSTED_TYPES_POLICY = 'basebots';

const SERVICE_WORKER_URL = '/sw.js';

type PolicyRules = { createScriptURL: (url: string) => string; createHTML: (html: string) => string };
type Policy = { createScriptURL: (url: string) => unknown; createHTML: (html: string) => unknown };
type PolicyFactory = { createPolicy: (name: string, rules: PolicyRules) => Policy };

let policy: Policy | null | undefined;

/** Made on first use: a policy name may be created once per page. */
function ownPolicy(): Policy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
    policy =
      factory?.createPolicy(TRUSTED_TYPES_POLICY, {
        createScriptURL: (url) => {
          if (url !== SERVICE_WORKER_URL) throw new TypeError(`Not a script this site loads: ${url}`);
          return url;
        },
        // Only ever given markup the browser serialised from an element of this very page.
        createHTML: (html) => html,
      }) ?? null;
  }
  return policy;
}

// The DOM's own typings take these sinks as strings; at run time a trusted value goes in a
// string's place, so it is typed as one.
const asSinkValue = (value: unknown): string => value as string;

/** The service worker's address, fit for `navigator.serviceWorker.register`. */
export function serviceWorkerScriptURL(): string {
  const own = ownPolicy();
  return own ? asSinkValue(own.createScriptURL(SERVICE_WORKER_URL)) : SERVICE_WORKER_URL;
}

/** The markup inside `element`, already part of this page, fit for `innerHTML` again. */
export function markupOf(element: Element): string {
  const own = ownPolicy();
  return own ? asSinkValue(own.createHTML(element.innerHTML)) : element.innerHTML;
}
