import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { CallMode } from '@/config/paths';
import type { CallProps } from '@/features/chat';
import { offlineCallNotice } from '@/features/voice';
import { openCallAudio, type CallAudio } from '@/lib/media/call-audio';
import { isOnline } from '@/lib/offline/online-status';
import { notify } from '@/lib/toaster';
import { callScreen } from './load-call-screen';

// The call screen (hands-free listening, streamed speech, captions) loads when a call starts:
// none of it is in a page's first load, nor in the precache (a call needs the network anyway);
// the service worker keeps it once fetched (its loader: load-call-screen.ts).
const CallScreen = callScreen.Component;

/**
 * A call button was pressed. Offline the call cannot start, and the visitor is told then, even
 * when the conversation it belongs to is still being read: decided later, it would start by
 * itself once back online. Online its code starts loading. Returns whether the call may start.
 */
export function askForCall(mode: CallMode): boolean {
  if (!isOnline()) {
    notify(offlineCallNotice(mode));
    return false;
  }
  callScreen.preload();
  return true;
}

/**
 * Starts a call. Its audio is opened here, in the same task as the visitor's tap on Call, while
 * the call screen's code may still be loading: phones (iPhones first) play audio only from a tap.
 * Offline (a call in the address of a page opened offline), it says so at once and loads nothing.
 */
export function LazyCallScreen(props: CallProps) {
  const audio = useRef<CallAudio | null | undefined>(undefined);
  const [online] = useState(isOnline);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  // Opened by whichever asks first, in the commit of the tap: the call screen as it starts, when
  // its code was in and it mounted with this component (a child's effects run before its
  // parent's), else this component's effect.
  const openedAudio = useCallback(() => {
    if (audio.current === undefined) audio.current = openCallAudio();
    return audio.current;
  }, []);
  // Once, as the call starts (the props' functions change on every render of the chat).
  useEffect(() => {
    if (!online) {
      notify(offlineCallNotice(latest.current.mode));
      latest.current.onEnd();
      return;
    }
    const opened = openedAudio();
    return () => {
      opened?.close();
      audio.current = undefined;
    };
  }, [online, openedAudio]);
  if (!online) return null;
  return (
    <Suspense fallback={null}>
      <CallScreen {...props} audio={openedAudio} />
    </Suspense>
  );
}
