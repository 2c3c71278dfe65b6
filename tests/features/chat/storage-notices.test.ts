// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStorageNotices } from '@/features/chat/storage-notices';
import { getDatabase } from '@/lib/db/database';
import { listLatestMessages } from '@/lib/db/messages';
import { whenSetAsideSettled } from '@/lib/db/set-aside';
import { reportStorageProblem, resetStorageStatus } from '@/lib/db/storage-status';
import { notify, pinnedToaster, removeNotice, toaster } from '@/lib/toaster';
import { freshDatabaseForEachTest, writeRawRows } from '../../helpers/database';

const databaseName = freshDatabaseForEachTest();

afterEach(() => {
  removeNotice();
  resetStorageStatus();
});

const message = (id: string, timestamp: number, content: unknown) => ({
  id,
  conversationId: 'c1',
  role: 'user',
  content,
  timestamp,
  status: 'sent',
  source: 'typed',
});

/** Stores `bad` messages beside a good one, reads the conversation as a page does, and waits for them to be set aside. */
async function readWithBadMessages(...bad: number[]): Promise<void> {
  await writeRawRows(databaseName(), 'messages', [
    message('good', 1, 'Hi'),
    ...bad.map((at) => message(`bad-${at}`, at, null)),
  ]);
  await act(async () => {
    await listLatestMessages('c1', 30);
    await whenSetAsideSettled(getDatabase());
  });
}

const setAsideTitles = () =>
  toaster
    .getVisibleToasts()
    .map((toast) => toast.title)
    .filter((title) => String(title).includes('set aside'));

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

  it('says what was set aside once, however many chats are on the page, and while any is', async () => {
    const first = renderHook(() => useStorageNotices());
    renderHook(() => useStorageNotices());
    await readWithBadMessages(2);
    expect(setAsideTitles()).toEqual(['One message could not be read and was set aside']);
    first.unmount();
    await readWithBadMessages(3);
    expect(setAsideTitles()).toEqual(['2 messages could not be read and were set aside']);
  });

  it('adds what is set aside later to the notice still on screen, and starts afresh once it is gone', async () => {
    renderHook(() => useStorageNotices());
    await readWithBadMessages(2);
    await readWithBadMessages(3, 4);
    expect(setAsideTitles()).toEqual(['3 messages could not be read and were set aside']);
    removeNotice();
    await readWithBadMessages(5);
    expect(setAsideTitles()).toEqual(['One message could not be read and was set aside']);
  });

  it('says what was set aside before any chat listened, when the first one shows', async () => {
    await readWithBadMessages(2);
    renderHook(() => useStorageNotices());
    expect(setAsideTitles()).toEqual(['One message could not be read and was set aside']);
  });
});
