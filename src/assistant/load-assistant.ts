import { useCallback, useState } from 'react';
import { lazyOnDemand } from '@/lib/startup/load-when-online';

/** The assistant's chunk, fetched once; a failed fetch (offline, a new deploy) may be tried again. */
const assistant = lazyOnDemand(() => import('./compact-assistant'));

type AssistantModule = Awaited<ReturnType<typeof assistant.load>>;

/** Starts fetching the assistant's chunk as the visitor moves toward it: a head start only. */
export const preloadAssistant = assistant.preload;

/**
 * The assistant as a lazy component, for a panel that shows a spinner meanwhile: none when its
 * code came first (the launcher fetches it as the pointer or the focus reaches it).
 */
export const LazyAssistant = assistant.Component;

/**
 * The assistant's module once loaded, and a function that starts loading it: for markup that must
 * stay on screen (and keep focus) until the real assistant can take its place.
 */
export function useAssistantModule(): readonly [AssistantModule | null, () => Promise<AssistantModule | null>] {
  const [loaded, setLoaded] = useState<AssistantModule | null>(null);
  const load = useCallback(async () => {
    try {
      const module = await assistant.load();
      setLoaded(module);
      return module;
    } catch {
      return null;
    }
  }, []);
  return [loaded, load] as const;
}
