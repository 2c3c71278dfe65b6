import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The class-name prefix of every Chakra (emotion) style. The prerender and the browser must use
 * the same one: the browser then recognises the styles already in the page and does not insert
 * them again.
 */
export const EMOTION_CACHE_KEY = 'bb';

/** Marks the stylesheet the prerender shares between pages (Chakra's global CSS and common rules). */
export const SHARED_STYLESHEET_ATTRIBUTE = 'data-shared-styles';

/** Marks the `<style>` of a page's own rules; its value lists their names. */
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';

/**
 * Without emotion's vendor prefixer: every browser the build targets reads the standard
 * properties, and the prefixed copies made up a fifth of each page's styles. The one prefix a
 * supported browser still needs is written where it is used.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_CACHE_KEY, stylisPlugins: [] });
}

function collectClassNames(rules: CSSRuleList, pattern: RegExp, names: Set<string>): void {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      for (const match of rule.selectorText.matchAll(pattern)) if (match[1]) names.add(match[1]);
    }
    // @layer, @media and @supports blocks hold further rules.
    if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) collectClassNames(rule.cssRules, pattern, names);
  }
}

/** Whether the page links the prerender's shared stylesheet, and with it Chakra's global CSS. */
export function pageHasSharedStyles(): boolean {
  return document.querySelector(`link[${SHARED_STYLESHEET_ATTRIBUTE}]`) !== null;
}

/**
 * Puts the rules emotion inserts together (one render's) in a style element of their own, after
 * every other stylesheet of the page, rather than adding them to the one element it keeps.
 *
 * Chakra's recipes are in a cascade layer (`@layer recipes`). When a stylesheet with layers
 * changes, Chromium starts the page's styles over: it orders the layers again, rebuilds its font
 * cache and lays out all of the page's text again (the first notice on the home page: all 541
 * boxes of the page, for a notice of ten). A stylesheet added after all the others is taken in as
 * an addition.
 */
function insertEachBatchAsNewSheet(sheet: EmotionCache['sheet']): void {
  let open: CSSStyleSheet | null = null;
  sheet.insert = (rule: string) => {
    if (!open) {
      const element = document.createElement('style');
      element.setAttribute('data-emotion', sheet.key);
      if (sheet.nonce !== undefined) element.setAttribute('nonce', sheet.nonce);
      document.head.append(element);
      sheet.tags.push(element);
      open = element.sheet;
      queueMicrotask(() => {
        open = null;
      });
    }
    try {
      open?.insertRule(rule, open.cssRules.length);
    } catch {
      // As emotion does: a rule this browser cannot read is left out.
    }
    sheet.ctr += 1;
  };
}

/**
 * The emotion cache for the browser. The rules a prerendered page came with, its own and those of
 * the shared stylesheet, are registered here, so hydration does not insert a second copy of each.
 * The page's own `<style>` is not marked for emotion on purpose: emotion would move it, and the
 * browser would then work out the style of the whole page again, twice, on a phone's slow CPU.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createEmotionCache();
  insertEachBatchAsNewSheet(cache.sheet);
  for (const style of document.querySelectorAll(`style[${PAGE_STYLES_ATTRIBUTE}]`)) {
    for (const name of style.getAttribute(PAGE_STYLES_ATTRIBUTE)?.split(' ') ?? []) cache.inserted[name] = true;
  }
  const pattern = new RegExp(`\\.${EMOTION_CACHE_KEY}-([a-zA-Z0-9]+)`, 'g');
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${SHARED_STYLESHEET_ATTRIBUTE}]`)) {
    const names = new Set<string>();
    try {
      if (link.sheet) collectClassNames(link.sheet.cssRules, pattern, names);
    } catch {
      // An unreadable sheet only means emotion inserts its rules again: a cost, not a fault.
    }
    for (const name of names) cache.inserted[name] = true;
  }
  return cache;
}
