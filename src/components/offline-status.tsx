import { Link, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useEffect, useSyncExternalStore } from 'react';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import {
  getInitialOfflineStatus,
  getOfflineStatus,
  refreshStorageEstimate,
  subscribeOfflineStatus,
} from '@/lib/offline-status';
import { describeOfflineStatus, isStandalone, isWebKitBrowser } from '@/lib/offline-status-text';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Whether this device can open the site offline, when it last updated and how much it keeps.
 * Renders the prerendered default first and the device's answers after hydration.
 */
export function OfflineStatus({ label }: { label: string }) {
  const hydrated = useHydrated();
  // Below the fold, and its first date format is slow (the browser builds its date patterns): it
  // catches up in a render of its own rather than inside whatever made the device's status change.
  const status = useDeferredValue(
    useSyncExternalStore(subscribeOfflineStatus, getOfflineStatus, getInitialOfflineStatus),
  );
  useEffect(() => {
    void refreshStorageEstimate();
  }, []);
  const warnSafari = hydrated && isWebKitBrowser(navigator, window) && !isStandalone(window);

  return (
    <Stack as="section" aria-label={label} gap="1" fontSize="sm">
      {describeOfflineStatus(status).map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {warnSafari && (
        <Text>
          In Safari, saved conversations may be removed after seven days of browsing without a visit to this site. To
          keep them, add the site to your Home Screen (Share, then Add to Home Screen) or{' '}
          <Link asChild color="inherit" textDecoration="underline">
            <RouterLink to={paths.bots}>export them from the chat history</RouterLink>
          </Link>
          .
        </Text>
      )}
    </Stack>
  );
}
