import type { SlotRecipeConfig } from '@chakra-ui/react';

/**
 * Chakra's drawer from the end edge, as the menu panel wears it. The theme leaves out Chakra's own
 * drawer recipe, which would load with every page and bring every component's anatomy with it:
 * this one loads with the panel, and holds only the one placement and size the panel uses. A
 * plain object, typed: `defineSlotRecipe` only returns it, from a module every page loads.
 */
export const menuDrawerRecipe: SlotRecipeConfig = {
  slots: [
    'trigger',
    'backdrop',
    'positioner',
    'content',
    'header',
    'body',
    'footer',
    'title',
    'description',
    'closeTrigger',
  ],
  base: {
    backdrop: {
      bg: 'blackAlpha.500',
      pos: 'fixed',
      inset: '0',
      zIndex: 'modal',
      _open: { animationName: 'fade-in', animationDuration: 'slow' },
      _closed: { animationName: 'fade-out', animationDuration: 'moderate' },
    },
    positioner: {
      display: 'flex',
      justifyContent: 'flex-end',
      alignItems: 'stretch',
      pos: 'fixed',
      inset: '0',
      zIndex: 'modal',
      overscrollBehaviorY: 'none',
    },
    content: {
      display: 'flex',
      flexDirection: 'column',
      pos: 'relative',
      w: '100%',
      maxW: 'xs',
      maxH: '100dvh',
      outline: 0,
      bg: 'cream.50',
      boxShadow: 'lg',
      _open: {
        animationName: { base: 'slide-from-right-full, fade-in', _rtl: 'slide-from-left-full, fade-in' },
        animationDuration: 'slowest',
        animationTimingFunction: 'ease-in-smooth',
      },
      _closed: {
        animationName: { base: 'slide-to-right-full, fade-out', _rtl: 'slide-to-left-full, fade-out' },
        animationDuration: 'slower',
        animationTimingFunction: 'ease-in-smooth',
      },
    },
    header: { display: 'flex', alignItems: 'center', gap: '2', px: '5', pt: '4', pb: '2' },
    title: { flex: '1', fontFamily: 'heading', fontSize: 'xl', fontWeight: 'semibold', color: 'paprika.900' },
    body: { px: '5', pt: '2', pb: '8', flex: '1', overflow: 'auto' },
  },
};
