import { useState } from 'react';
import { useHydrated } from '@/lib/startup/use-hydrated';
import { hideLauncher, isLauncherHidden } from './launcher-visibility';

/** Whether the visitor has hidden the launcher for this visit, and how to hide it. */
export function useLauncherHidden(): { readonly hidden: boolean; readonly hide: () => void } {
  const hydrated = useHydrated();
  const [hiddenNow, setHiddenNow] = useState(false);
  // Stored on the device: read after hydration, so the first render matches the prerendered page.
  const hidden = hiddenNow || (hydrated && isLauncherHidden());
  const hide = () => {
    hideLauncher();
    setHiddenNow(true);
    // The launcher that had focus is gone: the page's content takes it rather than the document.
    document.getElementById('main')?.focus();
  };
  return { hidden, hide };
}
