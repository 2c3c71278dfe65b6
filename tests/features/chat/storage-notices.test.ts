// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStorageNotices } from '@/features/chat/storage-notices';
import { reportStorageProblem, resetStorageStatus } from '@/lib/db/storage-status';
import { notify, pinnedToaster, removeNotice, toaster } from '@/lib/toaster';

afterEach(() => {
  removeNotice();
  resetStorageStatus();
});

describe('storage notices', () => {
  it('says a full disk in plain words, and the notice outlasts the next ordinary notice', () => {
    renderHook(() => useStorageNotices());
    reportStorageProblem('quota');
    notify({ title: 'Key saved', variant: 'success' });
    expect(pinnedToaster.getVisibleToasts().map((toast) => toast.title)).toEqual(['Your device storage is full']);
    expect(toaster.getVisibleToasts().map((toast) => toast.title)).toEqual(['Key saved']);
  });

  it('tells a tab whose database another tab upgraded to reload', () => {
    renderHook(() => useStorageNotices());
    reportStorageProblem('version-change');
    const [notice] = pinnedToaster.getVisibleToasts();
    expect(notice?.title).toMatch(/was updated in another tab$/);
    expect(notice?.description).toContain('Reload this page to keep saving.');
  });
});
