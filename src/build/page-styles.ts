import type { StyleRule } from './render-page';

export interface SplitStyles {
  /** Chakra's global CSS, then every rule more than one page uses: one stylesheet, cached once. */
  readonly sharedCss: string;
  /** The global style blocks in it: each page names them so emotion adopts them (see page-document.ts). */
  readonly globalIds: readonly string[];
  /** For each page (in the order given), the rules only that page uses: inlined in its head. */
  readonly ownRules: readonly (readonly StyleRule[])[];
}

/**
 * Splits the CSS of all prerendered pages into what they share and what each needs alone. Chakra's
 * global CSS (reset, layers, every token as a custom property) is the same on every page and is
 * most of the weight, so inlining it would repeat it in every file of the precache.
 */
export function splitStyles(pages: readonly (readonly StyleRule[])[]): SplitStyles {
  const pageCount = new Map<string, number>();
  for (const rules of pages) {
    for (const id of new Set(rules.map((rule) => rule.id))) pageCount.set(id, (pageCount.get(id) ?? 0) + 1);
  }
  const isShared = (rule: StyleRule) => rule.global || (pageCount.get(rule.id) ?? 0) > 1;
  const shared = new Map<string, StyleRule>();
  for (const rules of pages)
    for (const rule of rules) if (isShared(rule) && !shared.has(rule.id)) shared.set(rule.id, rule);
  const sharedRules = [...shared.values()];
  // Globals first: the @layer order statement must come before any layered rule.
  const ordered = [...sharedRules.filter((rule) => rule.global), ...sharedRules.filter((rule) => !rule.global)];
  return {
    sharedCss: ordered.map((rule) => rule.css).join(''),
    globalIds: ordered.filter((rule) => rule.global).map((rule) => rule.id),
    ownRules: pages.map((rules) => rules.filter((rule) => !isShared(rule))),
  };
}
