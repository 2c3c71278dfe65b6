import { startTransition, useEffect, useState } from 'react';

/**
 * A small external store's value, each change rendered in a transition: `prerendered` while
 * prerendering and hydrating, then the store's. `useSyncExternalStore` renders a change at once,
 * in one task React never splits, with everything the reader holds; for news that can wait (the
 * footer's offline status), a transition lets a phone paint and respond between slices. Unlike
 * `useSyncExternalStore`, two readers may show different values for a moment: keep it to values
 * nothing else depends on. `subscribe` and `read` must be stable (module functions).
 */
export function useStoreInTransitions<T>(
  subscribe: (listener: () => void) => () => void,
  read: () => T,
  prerendered: T,
): T {
  const [value, setValue] = useState(prerendered);
  useEffect(() => {
    // Read as the transition renders, so a burst of changes shows the latest once.
    const show = () => startTransition(() => setValue(() => read()));
    show();
    return subscribe(show);
  }, [subscribe, read]);
  return value;
}
