/**
 * The kitchen character of the site: paprika and herb colours on a cream "recipe card" page,
 * serif headings like a cookbook. Colour pairs are chosen to pass WCAG AA contrast. Built on
 * Chakra's base preset and the recipes the site uses (chakra-base.ts).
 */
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { baseTheme } from './chakra-base';
import { readingModeCss } from './reading-mode-css';

/**
 * The page's one layer over its content is the dock at the bottom; these keep everything clear of
 * it and of the header. A header taller than a fair share of the screen (large text, a small
 * phone) scrolls with the page rather than staying (header.tsx sets `data-scrolls`).
 */
const dockCss: Record<string, SystemStyleObject> = {
  'header[data-scrolls]': { position: 'static !important' },
  // A dialog ends where the dock begins, so a notice never covers its last lines or buttons.
  '[data-scope=dialog][data-part=positioner]': { paddingBottom: 'var(--dock-height, 0px) !important' },
  // While a dialog is open the launcher steps aside: it would sit on the dialog's backdrop.
  'html:has([data-scope=dialog][data-part=backdrop][data-state=open]) [data-launcher]': { display: 'none' },
  // In the dock the notices are part of its column, not placed by Chakra over the page (zag's
  // inline styles, hence !important); a notice's height is its group's --first-height.
  '[data-dock] [data-scope=toast][data-part=group]': {
    position: 'relative !important',
    inset: 'auto !important',
    zIndex: 'auto !important',
    width: '100%',
    height: 'var(--first-height)',
  },
  '[data-dock] [data-scope=toast][data-part=group]:has([data-part=root])': { marginBottom: '2' },
  // zag's hover bridges between stacked notices, twice a notice's height: one notice at a time
  // needs none, and in the capped box they left empty space to scroll under a long notice.
  '[data-dock] [data-scope=toast] [data-ghost]': { display: 'none' },
};

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    // Chakra's inside ring (text boxes, selects) is 1px by default: too thin to notice. Every ring
    // is at least 2px, in a colour at 3:1 or more on the cream page (the semantic tokens below).
    // Scrolling to a control (focus, a jump) stops short of the dock: the room the app keeps for it
    // (src/app/layout/page-room.ts).
    html: { '--focus-ring-width': '2px' },
    ...dockCss,
    // Elements no recipe styles (a card's stretched link, a plain text box) would get the
    // browser's own thin ring: they get the site's, at over 7:1 on cream.
    ':focus-visible': { outline: '2px solid', outlineColor: 'paprika.700', outlineOffset: '2px' },
    // A press held until the page is live (public/early-input.js): shown taken at once, dimmed.
    '[data-early-pending]': { opacity: 0.6, cursor: 'progress' },
    // Every in-page jump (e.g. /#gregbot-section) clears the sticky header, and only while it stays:
    // a margin for a header that has scrolled away would push a tall control under the dock. The
    // app measures the header (src/app/layout/page-room.ts); until then, a header of one line.
    '[id]': { scrollMarginTop: '5rem' },
    // Controls that need scripts (search, chat) are hidden when the browser runs none; a
    // <noscript> note says so in their place (src/components/noscript-note.tsx).
    '[data-requires-js]': { '@media (scripting: none)': { display: 'none !important' } },
    // Set by public/chat-resume.js until the chat shows the conversation the address names.
    'html[data-chat-resuming] [data-chat-card] [role="log"] > *': { visibility: 'hidden' },
    ...readingModeCss,
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      fonts: {
        // Only names that can be the first found: each name a browser does not have costs a
        // lookup on the first layout (Iowan and Palatino only ever stood behind Georgia).
        heading: { value: "Georgia, 'Times New Roman', serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        mono: { value: "Menlo, Consolas, 'Liberation Mono', monospace" },
      },
      colors: {
        paprika: {
          50: { value: '#fdf3ee' },
          100: { value: '#fbe2d5' },
          200: { value: '#f5c1a6' },
          300: { value: '#ee9a72' },
          400: { value: '#e4703f' },
          500: { value: '#d2531f' },
          600: { value: '#b43f14' },
          700: { value: '#9a3412' },
          800: { value: '#7c2d12' },
          900: { value: '#5b220e' },
          950: { value: '#3a1508' },
        },
        herb: {
          50: { value: '#f0f7ef' },
          100: { value: '#dcecd9' },
          200: { value: '#b9d8b3' },
          300: { value: '#8fbf87' },
          400: { value: '#64a05b' },
          500: { value: '#468540' },
          600: { value: '#366b32' },
          700: { value: '#2c552a' },
          800: { value: '#244424' },
          900: { value: '#1c351d' },
          950: { value: '#0e1d0f' },
        },
        cream: {
          50: { value: '#fffdf8' },
          100: { value: '#fdf8f0' },
          200: { value: '#f7ecd9' },
          300: { value: '#efdcbc' },
        },
      },
    },
    slotRecipes: {
      // Chakra's success (green.600) and error (red.600) toasts, with the description at 80% opacity,
      // fall below 4.5:1 for white text: darker fills and a full-opacity description pass AA.
      toast: {
        slots: toastSlotRecipe.slots,
        base: {
          root: {
            '&[data-type=success]': { bg: 'herb.700' },
            '&[data-type=error]': { bg: 'red.700' },
            '&[data-type=warning]': { bg: 'paprika.solid', color: 'paprika.contrast' },
            // A notice slides in at full opacity rather than fading in, and goes at once rather
            // than fading out: its words are never faint (Lighthouse's contrast check caught a
            // notice fading in at 1.1:1, and one fading out at 1.5-2.3:1).
            '&[data-state=open]': { opacity: '1' },
            '&[data-state=closed]': { visibility: 'hidden' },
          },
          description: { opacity: '1' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's grey ring (gray.400) is about 2.4:1 on cream; gray.700 is over 9:1.
        gray: { focusRing: { value: '{colors.gray.700}' } },
        bg: { DEFAULT: { value: '{colors.cream.100}' }, panel: { value: '{colors.cream.50}' } },
        paprika: {
          solid: { value: '{colors.paprika.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.paprika.800}' },
          muted: { value: '{colors.paprika.100}' },
          subtle: { value: '{colors.paprika.50}' },
          emphasized: { value: '{colors.paprika.200}' },
          focusRing: { value: '{colors.paprika.600}' },
        },
        herb: {
          solid: { value: '{colors.herb.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.herb.800}' },
          muted: { value: '{colors.herb.100}' },
          subtle: { value: '{colors.herb.50}' },
          emphasized: { value: '{colors.herb.200}' },
          focusRing: { value: '{colors.herb.600}' },
        },
      },
    },
  },
});

/** `createSystem` with the steps the build adds to it (src/build/chakra-system-plugin.ts). */
interface SystemInSteps {
  inSteps?: (...configs: Parameters<typeof createSystem>) => Generator<void, SystemContext>;
}

let system: SystemContext | undefined;
let building: Generator<void, SystemContext> | undefined;

/** The system's build: in seven steps in the built app, in one where the build did not add them (tests, dev). */
function* buildSystem(): Generator<void, SystemContext> {
  const { inSteps } = createSystem as SystemInSteps;
  if (!inSteps) return createSystem(defaultBaseConfig, baseTheme, config);
  return yield* inSteps(defaultBaseConfig, baseTheme, config);
}

/**
 * Takes the system's build one step further (merging the configs, working out every token, the
 * rest); true once it is built. Building it is the longest single piece of start-up work, so
 * start-up gives each step a task of its own (src/main.tsx).
 */
export function buildSystemStep(): boolean {
  if (!system) {
    building ??= buildSystem();
    try {
      const step = building.next();
      if (step.done) system = step.value;
    } catch (error) {
      // A generator that threw is finished: the next call starts the build again.
      building = undefined;
      throw error;
    }
  }
  return system !== undefined;
}

/** The site's Chakra system, built on first use rather than when this module loads. */
export function getSystem(): SystemContext {
  while (!system) buildSystemStep();
  return system;
}
