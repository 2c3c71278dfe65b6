// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_VOICE_SEARCH, offlineCallNotice } from '@/features/voice/voice-notices';
import { setReadingMode } from '@/lib/reading-mode/reading-mode';
import { notify, pinnedToaster, removeNotice, toaster } from '@/lib/toaster';

afterEach(() => {
  removeNotice();
  localStorage.clear();
});

describe('notices (toaster)', () => {
  it('shows one notice at a time: a new one replaces the older one', () => {
    notify({ title: 'First' });
    notify({ title: 'Second', description: 'Replaces the first' });
    const visible = toaster.getVisibleToasts();
    expect(visible).toHaveLength(1);
    expect(visible[0]).toMatchObject({ title: 'Second', description: 'Replaces the first' });
  });

  it('lets a notice that can wait wait until the one on screen is gone, instead of replacing it', () => {
    vi.useFakeTimers();
    try {
      notify({ title: 'API Key Required', variant: 'destructive' });
      notify({ id: 'offline-ready', title: 'Ready to work offline', canWait: true });
      expect(toaster.getVisibleToasts().map((toast) => toast.title)).toEqual(['API Key Required']);
      vi.advanceTimersByTime(5_000);
      expect(toaster.getVisibleToasts().map((toast) => toast.title)).toEqual(['API Key Required']);
      removeNotice();
      vi.advanceTimersByTime(1_000);
      expect(toaster.getVisibleToasts().map((toast) => toast.title)).toEqual(['Ready to work offline']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('maps the destructive variant to an error notice', () => {
    notify({
      title: 'API Key Required',
      description: 'An OpenAI API key is required for voice search.',
      variant: 'destructive',
    });
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ type: 'error', title: 'API Key Required' });
  });

  it('removes one notice or all of them', () => {
    const id = notify({ title: 'One' });
    removeNotice(id);
    expect(toaster.getVisibleToasts()).toHaveLength(0);
    notify({ title: 'Two' });
    removeNotice();
    expect(toaster.getCount()).toBe(0);
  });

  it('keeps notices with an action up long enough to use it', () => {
    notify({ title: 'Deleted', action: { label: 'Undo', onClick: () => {} } });
    const [toast] = toaster.getVisibleToasts();
    expect(toast?.action?.label).toBe('Undo');
    expect(toast?.duration).toBeGreaterThanOrEqual(10_000);
  });

  it('keeps every notice until it is closed when the visitor chose to keep notices on screen', () => {
    notify({ title: 'Saved' });
    notify({ title: 'Deleted', action: { label: 'Undo', onClick: () => {} }, duration: 4_000 });
    expect(toaster.getVisibleToasts()[0]?.duration).toBe(4_000);

    setReadingMode({ keepNotices: true });
    for (const notice of [{ title: 'Saved' }, { title: 'Deleted', duration: 4_000 }]) {
      notify(notice);
      expect(toaster.getVisibleToasts()[0]?.duration).toBe(Number.POSITIVE_INFINITY);
    }
  });

  it('updates the notice on screen in place when the ids match', () => {
    notify({ id: 'voice', title: 'Listening…' });
    notify({ id: 'voice', title: 'Searching for: pairing' });
    expect(toaster.getVisibleToasts()).toEqual([
      expect.objectContaining({ id: 'voice', title: 'Searching for: pairing' }),
    ]);
  });

  it('keeps a pinned notice until it is answered, whatever ordinary notices come and go', () => {
    const update = {
      id: 'app-update',
      pinned: true,
      title: 'A new version is ready',
      action: { label: 'Reload', onClick: () => {} },
    };
    notify(update);
    notify({ title: 'Key saved' });
    notify({ title: 'Error', variant: 'destructive' });
    expect(toaster.getVisibleToasts()).toEqual([expect.objectContaining({ title: 'Error' })]);
    expect(pinnedToaster.getVisibleToasts()).toEqual([
      expect.objectContaining({
        id: 'app-update',
        title: 'A new version is ready',
        duration: Number.POSITIVE_INFINITY,
      }),
    ]);
    notify({ ...update, title: 'A newer version is ready' });
    expect(pinnedToaster.getVisibleToasts()).toHaveLength(1);
    expect(pinnedToaster.getVisibleToasts()[0]?.title).toBe('A newer version is ready');
    removeNotice('app-update');
    expect(pinnedToaster.getCount()).toBe(0);
  });

  it('takes "You are offline" away once back online, so a press made offline is not told of it later', () => {
    notify(offlineCallNotice('voice'));
    expect(toaster.getVisibleToasts().map((toast) => toast.title)).toEqual(['You are offline']);
    window.dispatchEvent(new Event('online'));
    expect(toaster.getCount()).toBe(0);

    notify(OFFLINE_VOICE_SEARCH);
    window.dispatchEvent(new Event('online'));
    expect(toaster.getCount()).toBe(0);

    // Other notices are not about the connection: they stay.
    notify({ title: 'Key saved' });
    window.dispatchEvent(new Event('online'));
    expect(toaster.getVisibleToasts().map((toast) => toast.title)).toEqual(['Key saved']);
  });
});
