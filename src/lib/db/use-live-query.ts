import { liveQuery } from 'dexie';
import { useObservable, type InteropableObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';

/**
 * dexie-react-hooks' `useLiveQuery`, with each result shown in a transition. A result re-renders
 * whatever reads it (on the chat page, the whole page); React renders an ordinary update in one
 * task, a transition in slices between which a phone can paint and respond. Undefined until the
 * first result.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: readonly unknown[]): T | undefined {
  return useObservable(() => inTransitions(liveQuery(querier)), [...deps]);
}

function inTransitions<T>(source: InteropableObservable<T>): InteropableObservable<T> {
  return {
    subscribe: (onNext, onError) =>
      source.subscribe((value) => {
        startTransition(() => onNext(value));
      }, onError),
  };
}
