/**
 * The styles of "Easier reading" (src/lib/reading-mode/), keyed on the attributes
 * public/reading-mode.js sets on <html> before the first paint. They live in the static
 * stylesheet so that they apply before any React code runs.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

const calm: SystemStyleObject = {
  animationDuration: '0.01ms !important',
  animationIterationCount: '1 !important',
  transitionDuration: '0.01ms !important',
  scrollBehavior: 'auto !important',
};

// Black on white, with the brand colours at their darkest. The token values sit in a later cascade
// layer than global styles, so these need !important to win.
const highContrast: SystemStyleObject = {
  '--chakra-colors-bg': '#ffffff !important',
  '--chakra-colors-bg-panel': '#ffffff !important',
  '--chakra-colors-bg-subtle': '#ffffff !important',
  '--chakra-colors-bg-muted': '#f2f2f2 !important',
  '--chakra-colors-fg': '#000000 !important',
  '--chakra-colors-fg-muted': '#1a1a1a !important',
  '--chakra-colors-fg-subtle': '#262626 !important',
  '--chakra-colors-border': '#000000 !important',
  '--chakra-colors-border-muted': '#404040 !important',
  '--chakra-colors-cream-50': '#ffffff !important',
  '--chakra-colors-cream-100': '#ffffff !important',
  '--chakra-colors-cream-200': '#f2f2f2 !important',
  '--chakra-colors-cream-300': '#000000 !important',
  '--chakra-colors-paprika-solid': '#5b220e !important',
  '--chakra-colors-paprika-fg': '#3a1508 !important',
  '--chakra-colors-paprika-700': '#5b220e !important',
  '--chakra-colors-paprika-800': '#3a1508 !important',
  '--chakra-colors-herb-solid': '#1c351d !important',
  '--chakra-colors-herb-fg': '#0e1d0f !important',
  '--chakra-colors-herb-700': '#1c351d !important',
  '--chakra-colors-herb-800': '#0e1d0f !important',
  '--chakra-colors-gray-600': '#262626 !important',
  '--chakra-colors-gray-700': '#1a1a1a !important',
};

const LARGEST_TEXT = 'html[data-text-size="150"], html[data-text-size="125"][data-targets=large]';
const COMPOSER_STACKS = `:is(${LARGEST_TEXT}) [data-composer-row]`;

const TARGET = 'button, [role=button], [role=tab], [role=option], select, summary, input:not([type=checkbox])';

export const readingModeCss: Record<string, SystemStyleObject> = {
  // Everything is sized in rem, so the root font size scales the whole page.
  'html[data-text-size="125"]': { fontSize: '125%' },
  'html[data-text-size="150"]': { fontSize: '150%' },
  // Larger text must not push a label past a narrow screen: labels wrap instead (WCAG reflow).
  // Recipes sit in a later cascade layer than global styles, hence !important.
  'html[data-text-size] :is(.chakra-button, .chakra-badge)': {
    whiteSpace: 'normal !important',
    height: 'auto !important',
    minHeight: '10',
    maxWidth: '100%',
    paddingBlock: '0.375rem !important',
    overflowWrap: 'anywhere',
  },
  // A long word or price in a list or a line of a card breaks rather than pushing the page wider
  // than a narrow screen ('anywhere' also lets the flex item holding it shrink).
  'html[data-text-size] :is(p, li, span, a, label, h1, h2, h3, h4)': { overflowWrap: 'anywhere' },
  // The message box and its Send button share a line only while both fit: at the largest text
  // (or large text with larger buttons) the box takes the whole width and the button goes under it,
  // and messages use more of the narrow log.
  [COMPOSER_STACKS]: { flexDirection: 'column !important', alignItems: 'stretch !important' },
  [`:is(${LARGEST_TEXT}) [data-message-id]`]: { maxWidth: '95% !important' },
  'html[data-contrast=high]': highContrast,
  'html[data-contrast=high] a:not([data-scope])': { textDecoration: 'underline' },
  'html[data-motion=calm]': { scrollBehavior: 'auto !important' },
  'html[data-motion=calm] *, html[data-motion=calm] *::before, html[data-motion=calm] *::after': calm,
  [`html[data-targets=large] :is(${TARGET})`]: { minHeight: '44px !important', minWidth: '44px !important' },
  'html[data-targets=large] input[type=checkbox]': { width: '1.5rem', height: '1.5rem' },
};
