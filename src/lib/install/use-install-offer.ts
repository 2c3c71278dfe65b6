import { useSyncExternalStore } from 'react';
import { getInstallOffer, subscribeInstallOffer, type InstallOffer } from './install-offer';

/** The install offer for React: none while prerendering and hydrating, this device's after. */
export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(subscribeInstallOffer, getInstallOffer, () => 'none');
}
