/**
 * What is typed in the chat box, kept per conversation on this device, so a reload, an update, a
 * crash or a switch of assistant does not lose it. Saved a moment after typing stops (and at once
 * when the page is hidden or unloaded, or sent); restored after the page has been taken over, since
 * the prerendered page cannot know it; removed once the sent message is stored.
 *
 * localStorage rather than IndexedDB: it is synchronous, so the last keystrokes are written even
 * while the page unloads, and a draft is small.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/startup/use-hydrated';
import { DEVICE_STORAGE, perItem, readStored, writeStored } from '@/lib/device-storage';

const SAVE_AFTER_MS = 300;

function read(key: string): string {
  return readStored(perItem(DEVICE_STORAGE.draft, key)) ?? '';
}

/** Storage full or refused: the draft stays on screen, only its copy is lost. */
function write(key: string, text: string): void {
  writeStored(perItem(DEVICE_STORAGE.draft, key), text === '' ? null : text);
}

interface DraftState {
  readonly key: string | undefined;
  readonly text: string;
}

/**
 * The box's state once the conversation `key` is known. Text typed before any key applied (the
 * initial text, or what was typed while the conversation was being read) stays; another
 * conversation's does not. Given to `setState` as an updater, so it applies to the latest state,
 * not to the one a render saw.
 *
 * A key that goes away again (the conversation being read once more) changes nothing: the text
 * stays, under the key it had. After hydration React renders in slices, at more than one
 * priority, so what one render sees of "is the conversation known" can lag behind another's: the
 * render of a keystroke could see the conversation not read yet, after a slower render had
 * already moved the box to it. Emptying the box then lost what the visitor had just typed.
 */
function withKey(current: DraftState, key: string): DraftState {
  if (current.key === key) return current;
  const typed = current.key === undefined ? current.text : '';
  return { key, text: typed || read(key) };
}

export interface Draft {
  readonly text: string;
  readonly setText: (text: string) => void;
  /**
   * Sends the text with `send`. The draft stays kept until `send` calls `saved` (the message is
   * stored) or resolves true; it is then forgotten under the key it was typed under (sending a
   * first message creates the conversation, which changes the key), and the box is emptied, unless
   * something new was typed in it meanwhile.
   */
  readonly submit: (send: (text: string, saved: () => void) => Promise<boolean>) => Promise<boolean>;
}

/**
 * The box's text, kept under `key` when one is given (no key: plain state). `initialText` (typed
 * before the box existed, e.g. in the embedded assistant's placeholder) is shown first, over a
 * kept draft, and kept in its place.
 */
export function useDraft(key: string | undefined, initialText = ''): Draft {
  const hydrated = useHydrated();
  // Until hydration the box is empty, as prerendered; then it shows the draft kept under `key`.
  const wanted = hydrated ? key : undefined;
  const [state, setState] = useState<DraftState>(() => ({
    key: undefined,
    text: initialText,
  }));
  // `edits` counts what is typed, so a send can tell whether the box changed while it was on its way.
  const latest = useRef({ key: state.key, text: state.text, dirty: initialText !== '', edits: 0 });
  if (wanted !== undefined && state.key !== wanted) setState((current) => withKey(current, wanted));

  const flush = useCallback(() => {
    const { key: current, text: value, dirty } = latest.current;
    if (current !== undefined && dirty) write(current, value);
    latest.current.dirty = false;
  }, []);

  useEffect(() => {
    latest.current.key = state.key;
    latest.current.text = state.text;
  });

  // Written when the key changes (another conversation) or the box goes away.
  useEffect(() => flush, [state.key, flush]);

  useEffect(() => {
    if (!latest.current.dirty) return;
    const timer = window.setTimeout(flush, SAVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [state.text, flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [flush]);

  const setText = useCallback((value: string) => {
    latest.current.text = value;
    latest.current.dirty = true;
    latest.current.edits += 1;
    setState((current) => ({ ...current, text: value }));
  }, []);

  const submit = useCallback(async (send: (text: string, saved: () => void) => Promise<boolean>): Promise<boolean> => {
    const { key: typedUnder, text: value, edits } = latest.current;
    // Written now, whatever the last save wrote: a page closed or reloaded before the message is
    // stored finds it in the box again. Not written again while it is on its way (a key change
    // would flush it).
    if (typedUnder !== undefined) write(typedUnder, value);
    latest.current.dirty = false;
    const forgetSent = (): void => {
      if (typedUnder === undefined) return;
      // Typed since, in the same box: the next message, which takes the sent one's place.
      const typedSince = latest.current.edits !== edits && latest.current.key === typedUnder;
      write(typedUnder, typedSince ? latest.current.text : '');
    };
    const sent = await send(value, forgetSent);
    if (!sent) {
      latest.current.dirty = true;
      return false;
    }
    forgetSent();
    // The next message, typed while this one was on its way, stays in the box and is kept.
    if (latest.current.edits !== edits) return true;
    if (latest.current.key !== undefined) write(latest.current.key, '');
    latest.current.text = '';
    latest.current.dirty = false;
    setState((current) => ({ ...current, text: '' }));
    return true;
  }, []);

  return { text: state.text, setText, submit };
}
