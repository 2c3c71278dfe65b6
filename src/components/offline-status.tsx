import { Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import {
  getInitialOfflineStatus,
  getOfflineStatus,
  refreshStorageEstimate,
  subscribeOfflineStatus,
} from '@/lib/offline/offline-status';
import { describeOfflineStatus, deviceKind, isStandalone, isWebKitBrowser } from '@/lib/offline/offline-status-text';
import { useHydrated } from '@/lib/startup/use-hydrated';
import { useNearScreen } from '@/lib/hooks/use-near-screen';
import { useStoreInTransitions } from '@/lib/hooks/use-store-in-transitions';

/**
 * Whether this device can open the site offline, when it last updated and how much it keeps.
 * Renders the prerendered default first and the device's answers after hydration.
 */
export function OfflineStatus({ label }: { label: string }) {
  const hydrated = useHydrated();
  const section = useRef<HTMLDivElement>(null);
  // The first date format is slow (the browser builds its date patterns: tens of milliseconds on
  // a phone), and the status sits below the fold: the date is worked out as it comes near the
  // screen, and each change of the device's status is shown in a transition, never in the same
  // task as whatever made it change (start-up, the first notice).
  const nearScreen = useNearScreen(section);
  const status = useStoreInTransitions(subscribeOfflineStatus, getOfflineStatus, getInitialOfflineStatus());
  const shown = nearScreen ? status : { ...status, updatedAt: null };
  useEffect(() => {
    void refreshStorageEstimate();
  }, []);
  const warnSafari = hydrated && isWebKitBrowser(navigator, window) && !isStandalone(window);

  return (
    <Stack ref={section} as="section" aria-label={label} gap="1" fontSize="sm">
      {describeOfflineStatus(shown, undefined, hydrated ? deviceKind(window) : 'device').map((line) => (
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
