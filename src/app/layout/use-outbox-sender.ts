import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { outboxMayHaveEntries } from '@/features/conversation/outbox/pending-hint';
import type { OutboxServices } from '@/features/conversation/outbox/outbox-runner';

/** How long after the app starts the outbox is looked at, so the page's own work comes first. */
const START_DELAY_MS = 1_000;

/**
 * Sends the questions waiting in the outbox when the app starts and whenever the connection comes
 * back, on every page. Mounted once by the page shell; the outbox code (and the database) loads
 * only when questions may be waiting.
 */
export function useOutboxSender(services: OutboxServices): void {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    const send = (): void => {
      if (!outboxMayHaveEntries()) return;
      import('@/features/conversation/outbox/outbox-runner')
        .then((runner) => {
          if (!active) return;
          runner.setOutboxNavigator((href) => void navigate(href));
          return runner.sendOutboxNow(services);
        })
        .catch(() => undefined); // offline before this code was cached: the next start tries again
    };
    const start = setTimeout(send, START_DELAY_MS);
    window.addEventListener('online', send);
    return () => {
      active = false;
      clearTimeout(start);
      window.removeEventListener('online', send);
    };
  }, [navigate, services]);
}
