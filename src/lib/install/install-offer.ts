/**
 * Whether and how to offer "Install app". The browser's `beforeinstallprompt` event is captured
 * as early as the page runs (captureInstallEvents, from src/main.tsx: this module has no
 * dependencies, so it costs the first load next to nothing) and kept, so that a button shown
 * later can still open the browser's own prompt. Safari on iPhone and iPad has no such event:
 * there the offer is a short "Add to Home Screen" walk-through.
 */
import { DEVICE_STORAGE, readStored, writeStored } from '@/lib/device-storage';

interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer = 'none' | 'prompt' | 'ios-steps';

export interface InstallFacts {
  readonly standalone: boolean;
  readonly dismissed: boolean;
  readonly installed: boolean;
  readonly hasPrompt: boolean;
  readonly isIosSafari: boolean;
}

/** The offer for these facts: nothing once installed or dismissed. */
export function installOffer(facts: InstallFacts): InstallOffer {
  if (facts.standalone || facts.installed || facts.dismissed) return 'none';
  if (facts.hasPrompt) return 'prompt';
  return facts.isIosSafari ? 'ios-steps' : 'none';
}

/** Safari on iPhone or iPad (iPadOS says "Macintosh" but has touch); not Chrome or Firefox there. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const apple = /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1);
  return apple && /safari/i.test(userAgent) && !/crios|fxios|edgios/i.test(userAgent);
}

let deferred: InstallPromptEvent | null = null;
let installed = false;
let version = 0;
const listeners = new Set<() => void>();
const installedHooks = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Runs `hook` after the app is installed (`appinstalled`); returns how to stop. */
export function onAppInstalled(hook: () => void): () => void {
  installedHooks.add(hook);
  return () => installedHooks.delete(hook);
}

/** Starts keeping the browser's install event; call once, as early as possible. */
export function captureInstallEvents(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    changed();
    for (const hook of installedHooks) hook();
  });
}

function readDismissed(): boolean {
  return readStored(DEVICE_STORAGE.installDismissed) === '1';
}

function currentFacts(): InstallFacts {
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return {
    standalone,
    dismissed: readDismissed(),
    installed,
    hasPrompt: deferred !== null,
    isIosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
  };
}

/** The visitor said no: nothing is offered on this device again. */
export function dismissInstall(): void {
  // Without storage the offer stays hidden for this page only.
  writeStored(DEVICE_STORAGE.installDismissed, '1');
  deferred = null;
  changed();
}

/** Opens the browser's own prompt; a refusal there counts as dismissing. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  await event.prompt();
  const choice = await event.userChoice;
  deferred = null;
  if (choice.outcome === 'dismissed') dismissInstall();
  else changed();
}

let cachedVersion = -1;
let cachedOffer: InstallOffer = 'none';

/** The offer on this device now (the same value while nothing changed). */
export function getInstallOffer(): InstallOffer {
  if (cachedVersion !== version) {
    cachedVersion = version;
    cachedOffer = installOffer(currentFacts());
  }
  return cachedOffer;
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
