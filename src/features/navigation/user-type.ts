import { useCallback, useSyncExternalStore } from 'react';
import { USER_TYPES, type SiteMenuEntry, type UserType } from '@/content/schema';
import { DEVICE_STORAGE, readStored, writeStored } from '@/lib/device-storage';

const CHANGE_EVENT = 'basebots:user-type';
const DEFAULT_USER_TYPE: UserType = 'general';

export const USER_TYPE_LABELS: Record<UserType, string> = {
  general: 'General visitor',
  influencer: 'Influencer',
  business: 'Business',
  celebrity: 'Celebrity',
  affiliate: 'Affiliate',
};

function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

// Used when storage is blocked (private mode, strict settings): the choice lasts for this visit.
let unsavedUserType: UserType = DEFAULT_USER_TYPE;

function readUserType(): UserType {
  const stored = readStored(DEVICE_STORAGE.userType);
  return isUserType(stored) ? stored : unsavedUserType;
}

function subscribe(onChange: () => void) {
  // "storage" keeps other tabs in step; the custom event keeps this tab in step.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The visitor's chosen user type, remembered on the device. */
export function useUserType(): [UserType, (next: UserType) => void] {
  const userType = useSyncExternalStore(subscribe, readUserType, () => DEFAULT_USER_TYPE);
  const setUserType = useCallback((next: UserType) => {
    // Not remembered when storage refuses; unsavedUserType still applies it for this visit.
    unsavedUserType = next;
    writeStored(DEVICE_STORAGE.userType, next);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [userType, setUserType];
}

/** Whether an entry is shown to a user type (entries without a list are for everyone). */
export function isVisibleTo(entry: SiteMenuEntry, userType: UserType): boolean {
  return !entry.userTypes || entry.userTypes.includes(userType);
}

/**
 * The entries (and, recursively, their children) shown to a user type: of the catalogue, or of
 * the site menu the build makes from it.
 */
export function filterSitemap<T extends SiteMenuEntry & { readonly children?: readonly T[] }>(
  entries: readonly T[],
  userType: UserType,
): T[] {
  return entries
    .filter((entry) => isVisibleTo(entry, userType))
    .map((entry) => (entry.children ? ({ ...entry, children: filterSitemap(entry.children, userType) } as T) : entry));
}
