import { lazy, useCallback, useState } from 'react';
import { loadOnce, loadWhenOnline } from '@/lib/startup/load-when-online';
import type CompactAssistant from './compact-assistant';

interface AssistantModule {
  readonly default: typeof CompactAssistant;
}

/** Fetches the assistant's chunk once; a failed fetch (offline, a new deploy) may be tried again. */
export const loadAssistant: () => Promise<AssistantModule> = loadOnce(() => import('./compact-assistant'));

/** The assistant as a lazy component (for a panel that shows a spinner meanwhile). */
export const LazyAssistant = lazy(() => loadWhenOnline(loadAssistant));

/**
 * The assistant's module once loaded, and a function that starts loading it: for markup that must
 * stay on screen (and keep focus) until the real assistant can take its place.
 */
export function useAssistantModule(): readonly [AssistantModule | null, () => Promise<AssistantModule | null>] {
  const [loaded, setLoaded] = useState<AssistantModule | null>(null);
  const load = useCallback(async () => {
    try {
      const module = await loadAssistant();
      setLoaded(module);
      return module;
    } catch {
      return null;
    }
  }, []);
  return [loaded, load] as const;
}
