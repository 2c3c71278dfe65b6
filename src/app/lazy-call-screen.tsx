import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { CallProps } from '@/features/chat';
import { offlineCallNotice } from '@/features/voice';
import { openCallAudio, type CallAudio } from '@/lib/media/call-audio';
import { isOnline } from '@/lib/offline/online-status';
import { notify } from '@/lib/toaster';
import { loadWhenOnline } from '@/lib/startup/load-when-online';
import { loadCallScreen } from './call-screen-code';

// The call screen (hands-free listening, streamed speech, captions) loads when a call starts:
// none of it is in a page's first load, nor in the precache (a call needs the network anyway);
// the service worker keeps it once fetched (its loader: call-screen-code.ts).
const CallScreen = lazy(() =>
  loadWhenOnline(() => loadCallScreen().then((module) => ({ default: module.CallScreen }))),
);

/**
 * Starts a call. Its audio is opened here, in the same task as the visitor's tap on Call, while
 * the call screen's code may still be loading: phones (iPhones first) play audio only from a tap.
 * Offline, it says so at once and loads nothing.
 */
export function LazyCallScreen(props: CallProps) {
  const audio = useRef<CallAudio | null | undefined>(undefined);
  const [online] = useState(isOnline);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  // Once, as the call starts (the props' functions change on every render of the chat).
  useEffect(() => {
    if (!online) {
      notify(offlineCallNotice(latest.current.mode));
      latest.current.onEnd();
      return;
    }
    const opened = openCallAudio();
    audio.current = opened;
    return () => opened?.close();
  }, [online]);
  // Read by the call as it starts, after this component's effect has opened the audio.
  const openedAudio = useCallback(() => audio.current, []);
  if (!online) return null;
  return (
    <Suspense fallback={null}>
      <CallScreen {...props} audio={openedAudio} />
    </Suspense>
  );
}
