/**
 * Chakra's theme with only the component recipes the site uses: the full default theme carries ~60
 * recipes (and the anatomies behind them) onto every page's first load. Using a Chakra component
 * whose recipe is not listed here renders it unstyled: add its recipe below. The site's own
 * character goes over it (theme.ts).
 */
import { defineConfig, type SystemStyleObject } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss as defaultGlobalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's colour palettes that neither the pages nor the recipes below name (the toast recipe's
 * warning style names orange; theme.ts gives it the site's paprika). Every token becomes a
 * custom property that each page's stylesheet carries and that `createSystem` works out again when
 * the app starts on the visitor's phone, so these are left out, and so are the dark values of the
 * rest: the site has one colour scheme.
 */
const UNUSED_PALETTES = ['orange', 'teal', 'blue', 'cyan', 'purple', 'pink'];

interface TokenTree {
  readonly [key: string]: unknown;
}

const isTree = (value: unknown): value is TokenTree => typeof value === 'object' && value !== null;
const namesUnusedPalette = (value: unknown) =>
  typeof value === 'string' && UNUSED_PALETTES.some((palette) => value.includes(`colors.${palette}.`));

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;
}

/** Semantic tokens with their light value only, less those that point into a palette left out. */
function lightScheme<T extends object>(tree: T): T {
  const entries = Object.entries(tree).flatMap(([key, node]): [string, unknown][] => {
    if (!isTree(node)) return [[key, node]];
    if (!('value' in node)) return [[key, lightScheme(node)]];
    const value = isTree(node.value) && '_light' in node.value ? node.value._light : node.value;
    return namesUnusedPalette(value) ? [] : [[key, { ...node, value }]];
  });
  return Object.fromEntries(entries) as T;
}

/**
 * Chakra's global styles, less the two dozen custom properties its `*` rule gives every element
 * for ring and filter utilities the site never uses: each element carrying them made a whole-page
 * restyle about a quarter slower (docs/decisions.md). The three the preflight reads are set once on
 * `html` and inherited, as are its font features.
 */
const { '*': everyElement = {}, html: htmlCss = {}, ...restOfGlobalCss } = defaultGlobalCss;
const inheritedFromHtml = Object.fromEntries(
  Object.entries(everyElement).filter(([name]) => name === 'fontFeatureSettings' || name.startsWith('--global-')),
) as SystemStyleObject;
const globalCss: Record<string, SystemStyleObject> = {
  html: { ...htmlCss, ...inheritedFromHtml },
  ...restOfGlobalCss,
};

/**
 * Chakra names every recipe's elements (`chakra-card__root`, …) for outside stylesheets; nothing
 * here needs those names except easier reading's rule for buttons and badges, and on every
 * prerendered page they add markup the service worker precaches. Recipes lose them here.
 */
function unnamed<T extends { className?: string }>(recipe: T): T {
  return { ...recipe, className: undefined };
}

export const baseTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightScheme({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: unnamed(codeRecipe),
      container: unnamed(containerRecipe),
      heading: unnamed(headingRecipe),
      icon: unnamed(iconRecipe),
      input: unnamed(inputRecipe),
      kbd: unnamed(kbdRecipe),
      link: unnamed(linkRecipe),
      separator: unnamed(separatorRecipe),
      skeleton: unnamed(skeletonRecipe),
      spinner: unnamed(spinnerRecipe),
      textarea: unnamed(textareaRecipe),
    },
    slotRecipes: {
      accordion: unnamed(accordionSlotRecipe),
      avatar: unnamed(avatarSlotRecipe),
      breadcrumb: unnamed(breadcrumbSlotRecipe),
      card: unnamed(cardSlotRecipe),
      dialog: unnamed(dialogSlotRecipe),
      field: unnamed(fieldSlotRecipe),
      list: unnamed(listSlotRecipe),
      nativeSelect: unnamed(nativeSelectSlotRecipe),
      tabs: unnamed(tabsSlotRecipe),
      toast: unnamed(toastSlotRecipe),
    },
  },
});
