/**
 * The voice feature's second public entry, for the page shell: the search dialog's microphone,
 * loaded only when it is first shown. Importing the feature's index instead would put the call
 * screen and the recording code on every page's first load.
 */
import { Suspense } from 'react';
import type { VoiceSearchButtonProps } from './voice-search-button';
import { lazyOnDemand } from '@/lib/startup/load-when-online';

const { Component: VoiceSearchButton } = lazyOnDemand(() =>
  import('./voice-search-button').then((module) => ({ default: module.VoiceSearchButton })),
);

/** {@link VoiceSearchButton}, fetched on first render (shown at once later); nothing shows until it has arrived. */
export function LazyVoiceSearchButton(props: VoiceSearchButtonProps) {
  return (
    <Suspense fallback={null}>
      <VoiceSearchButton {...props} />
    </Suspense>
  );
}
