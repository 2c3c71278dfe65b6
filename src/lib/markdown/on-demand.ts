import { loadOnce } from '@/lib/startup/load-when-online';
import type * as SpokenText from '../speech/spoken-text';
import type * as Stream from './stream';

// The Markdown parser (markdown-it and ours, about 48 KiB gzip) is fetched when a reply is first
// shown or spoken, not on the chat page's start-up: until then a reply shows as written.

let stream: typeof Stream | undefined;

/** The parser that formats replies as they arrive; fetched once, again after a failure. */
export const loadStreamParser = loadOnce(() => import('./stream').then((module) => (stream = module)));

/** The parser's module if it is in already, so that a reply shown after it is formatted in its first render. */
export const loadedStreamParser = (): typeof Stream | undefined => stream;

const loadSpokenText = loadOnce((): Promise<typeof SpokenText> => import('../speech/spoken-text'));

/** Starts fetching what `spokenText` needs, so that the first reply is said as soon as it has arrived. */
export const preloadSpokenText = (): void => void loadSpokenText().catch(() => undefined);

/**
 * A reply's words without its Markdown, as a voice or a screen reader says them; as written if
 * the parser's code could not be fetched (offline before the service worker holds it).
 */
export function spokenText(markdown: string): Promise<string> {
  return loadSpokenText().then(
    (module) => module.toSpokenText(markdown),
    () => markdown,
  );
}
