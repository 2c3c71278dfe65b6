import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { lazyOnDemand, useMountOnDemand } from '@/lib/startup/load-when-online';
import { HELP_SEARCH_EARLY_CODE, startLoadingHelpIndex } from './find-help-topics';

/** Renders the voice-search control inside the dialog; it hands back what the visitor said. */
export type VoiceSearchRenderer = (props: { onTranscript: (text: string) => void }) => ReactNode;

interface SearchDialogState {
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
  readonly toggle: () => void;
}

const SearchDialogContext = createContext<SearchDialogState | null>(null);

/**
 * The dialog (and the search index behind it), loaded on first use, not with the page, or while
 * the page is being taken over when search was asked for before.
 */
const searchDialog = lazyOnDemand(() => import('./search-dialog'));
const SearchDialog = searchDialog.Component;

// Only a head start: should it fail, the dialog's own load tries again when it is opened.
const startLoadingDialog = searchDialog.preload;

/** With Cmd (Apple keyboards) or Ctrl, opens search from anywhere. */
const SEARCH_KEY = 'k';

/** What the search button says it needs when pressed before the page is live (`data-early-code`). */
export const SEARCH_EARLY_CODE = 'search';

/**
 * For start-up: search pressed before the page was live (the button, or the shortcut, which
 * `index.html` names to the early-input script) starts loading the dialog at once, and a knowledge
 * search entered then, the index.
 */
export const searchEarlyLoaders: Readonly<Record<string, () => void>> = {
  [SEARCH_EARLY_CODE]: startLoadingDialog,
  [`shortcut:${SEARCH_KEY}`]: startLoadingDialog,
  [HELP_SEARCH_EARLY_CODE]: startLoadingHelpIndex,
};

/** True for the search shortcut: Cmd+K on Apple keyboards, Ctrl+K elsewhere. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === SEARCH_KEY;
}

interface SearchDialogProviderProps {
  readonly children: ReactNode;
  /** The voice-search control shown beside the search box (the voice feature's). */
  readonly renderVoiceSearch: VoiceSearchRenderer;
}

/** Holds the global search dialog's open state and listens for Cmd+K / Ctrl+K anywhere. */
export function SearchDialogProvider({ children, renderVoiceSearch }: SearchDialogProviderProps) {
  const [open, setOpenState] = useState(false);
  const [mounted, mount] = useMountOnDemand(searchDialog);
  // Focus goes back where it was when the dialog closes.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const setOpen = useCallback(
    (next: boolean) => {
      if (next) {
        returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        mount();
      }
      setOpenState(next);
    },
    [mount],
  );
  const toggle = useCallback(() => setOpen(!open), [open, setOpen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      toggle();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(() => ({ open, setOpen, toggle }), [open, setOpen, toggle]);

  return (
    <SearchDialogContext.Provider value={value}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={returnFocusTo}
            renderVoiceSearch={renderVoiceSearch}
          />
        </Suspense>
      )}
    </SearchDialogContext.Provider>
  );
}

export function useSearchDialog(): SearchDialogState {
  const state = useContext(SearchDialogContext);
  if (!state) throw new Error('useSearchDialog must be used inside SearchDialogProvider');
  return state;
}
