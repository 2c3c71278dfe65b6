import { Kbd } from '@chakra-ui/react';
import { useClientValue } from '@/lib/startup/use-hydrated';

/** How this device opens the search: ⌘K on Apple keyboards, Ctrl+K elsewhere, no shortcut on a touch screen. */
export type SearchShortcut = 'mac' | 'ctrl' | 'touch';

function readSearchShortcut(): SearchShortcut {
  // A phone or tablet without a mouse or keyboard has no shortcut to press: its only pointer is
  // coarse and cannot hover. A tablet with a keyboard and trackpad gets the keys again.
  if (window.matchMedia?.('(hover: none) and (pointer: coarse)').matches) return 'touch';
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform) ? 'mac' : 'ctrl';
}

/**
 * The search shortcut this device has. The prerendered page says Ctrl+K; the device's own value
 * applies right after hydration, like every other device-only value.
 */
export function useSearchShortcut(): SearchShortcut {
  return useClientValue(readSearchShortcut, 'ctrl');
}

/** The keys of the search shortcut, as this device's keyboard writes them (nothing on a touch screen). */
export function SearchShortcutKeys({ shortcut }: { shortcut: SearchShortcut }) {
  if (shortcut === 'touch') return null;
  return (
    <>
      <Kbd size="sm">{shortcut === 'mac' ? '⌘' : 'Ctrl'}</Kbd> <Kbd size="sm">K</Kbd>
    </>
  );
}
