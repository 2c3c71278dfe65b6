// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getOfflineStatus,
  hadSavedConversations,
  markOfflineReady,
  noteConversationSaved,
  noteConversationsCleared,
  refreshStorageEstimate,
} from '@/lib/offline/offline-status';

function fakeStorage(persistAnswer: boolean) {
  let persisted = false;
  const storage = {
    estimate: vi.fn(async () => ({ usage: 1_200_000, quota: 2_000_000_000 })),
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => {
      persisted = persistAnswer;
      return persistAnswer;
    }),
  };
  vi.stubGlobal('navigator', { ...navigator, storage });
  return storage;
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.offlineReady;
});
afterEach(() => vi.unstubAllGlobals());

describe('markOfflineReady', () => {
  it('is news once per install: a reload or a new version does not repeat it', () => {
    expect(markOfflineReady(true, 1000)).toBe(true);
    expect(document.documentElement.dataset.offlineReady).toBe('true');
    expect(getOfflineStatus()).toMatchObject({ ready: true, updatedAt: 1000 });
    // A later page load, with the worker already in control: not news, time kept.
    expect(markOfflineReady(false, 5000)).toBe(false);
    expect(getOfflineStatus().updatedAt).toBe(1000);
    // A new version installed: the time moves on, the visitor is not told again.
    expect(markOfflineReady(true, 9000)).toBe(false);
    expect(getOfflineStatus().updatedAt).toBe(9000);
  });
});

describe('storage protection', () => {
  it('reads usage and whether storage is persistent', async () => {
    fakeStorage(true);
    await refreshStorageEstimate();
    expect(getOfflineStatus()).toMatchObject({ usage: 1_200_000, persisted: false });
  });

  it('asks for persistent storage when a conversation is saved, and shows the answer', async () => {
    const storage = fakeStorage(true);
    noteConversationSaved('gregbot');
    await vi.waitFor(() => expect(getOfflineStatus().persisted).toBe(true));
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('remembers which assistants had conversations until the visitor deletes the last one', () => {
    fakeStorage(false);
    expect(hadSavedConversations('gregbot')).toBe(false);
    noteConversationSaved('gregbot');
    noteConversationSaved('listenbot');
    expect(hadSavedConversations('gregbot')).toBe(true);
    noteConversationsCleared('gregbot');
    expect(hadSavedConversations('gregbot')).toBe(false);
    expect(hadSavedConversations('listenbot')).toBe(true);
  });
});

describe('markOfflinePreparing', () => {
  it('says the worker is on its way until it is ready, and not after', async () => {
    // The status is the module's own: a fresh copy, not yet ready.
    vi.resetModules();
    const fresh = await import('@/lib/offline/offline-status');
    fresh.markOfflinePreparing(true);
    expect(fresh.getOfflineStatus().preparing).toBe(true);
    fresh.markOfflineReady(true, 1000);
    expect(fresh.getOfflineStatus()).toMatchObject({ ready: true, preparing: false });
    fresh.markOfflinePreparing(true);
    expect(fresh.getOfflineStatus().preparing).toBe(false);
  });
});
