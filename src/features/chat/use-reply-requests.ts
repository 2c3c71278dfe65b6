import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The calls for replies in flight in one chat. They are cancelled when the assistant changes
 * (`resetKey`) or the chat closes; {@link stop} cancels them as the visitor's choice (Stop), which
 * {@link wasStopped} tells apart from a broken connection.
 */
export function useReplyRequests(resetKey: string) {
  const controllers = useRef(new Set<AbortController>());
  const stopped = useRef(new WeakSet<AbortController>());
  const [count, setCount] = useState(0);

  useEffect(() => {
    const active = controllers.current;
    return () => {
      for (const controller of active) controller.abort();
      active.clear();
    };
  }, [resetKey]);

  const begin = useCallback((): AbortController => {
    const controller = new AbortController();
    controllers.current.add(controller);
    setCount((current) => current + 1);
    return controller;
  }, []);

  const end = useCallback((controller: AbortController): void => {
    controllers.current.delete(controller);
    setCount((current) => Math.max(0, current - 1));
  }, []);

  const stop = useCallback((): void => {
    for (const controller of controllers.current) {
      stopped.current.add(controller);
      controller.abort();
    }
  }, []);

  const wasStopped = useCallback((controller: AbortController) => stopped.current.has(controller), []);

  return { begin, end, stop, wasStopped, busy: count > 0 };
}
