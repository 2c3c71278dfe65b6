import { useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { lazyOnDemand, useMountOnDemand } from '@/lib/startup/load-when-online';
import { preloadAssistant } from './load-assistant';
import { isUnhandledEscape } from './unhandled-escape';

/** The launcher's panel, loaded on the launcher's first use (`wanted`), not with the page. */
export const assistantPanel = lazyOnDemand(() => import('./assistant-panel'));

export interface LauncherPanel {
  readonly open: boolean;
  readonly setOpen: Dispatch<SetStateAction<boolean>>;
  /** Whether the panel is mounted yet: once its code has come, after the launcher's first use. */
  readonly wanted: boolean;
  /** The launcher's button, where focus returns when the panel closes. */
  readonly launcher: RefObject<HTMLButtonElement | null>;
  /** Starts loading the panel and the assistant, as the visitor is about to use the launcher. */
  readonly prepare: () => void;
  readonly openPanel: () => void;
}

/** The launcher's panel: open or closed, its code wanted or not, and Escape closing it. */
export function useLauncherPanel(): LauncherPanel {
  const [open, setOpen] = useState(false);
  // Mounted once its code is in (`whenLoaded`), so it opens in the render that mounts it.
  const [wanted, mountPanel] = useMountOnDemand(assistantPanel);
  const launcher = useRef<HTMLButtonElement>(null);
  // Escape closes the panel from anywhere while it is open. The dialog closes itself on Escape
  // once it is there, and marks the key as handled; this catches an Escape it did not handle:
  // pressed as the launcher was used, while the panel's code was still on its way (the panel
  // would otherwise open after the visitor had asked it to close).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isUnhandledEscape(event)) return;
      event.preventDefault();
      setOpen(false);
      launcher.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const prepare = () => {
    mountPanel();
    preloadAssistant();
  };
  const openPanel = () => {
    mountPanel();
    setOpen(true);
  };
  return { open, setOpen, wanted, launcher, prepare, openPanel };
}
