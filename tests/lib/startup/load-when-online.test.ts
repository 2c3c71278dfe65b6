// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnce, loadWhenOnline, WAITING_FOR_CONNECTION } from '@/lib/startup/load-when-online';
import { toaster } from '@/lib/toaster';

const shownNotices = () => toaster.getVisibleToasts().map((toast) => toast.description);

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/** A fetch that fails `failures` times, then gives `value`; counts its calls. */
function flakyLoad(failures: number, value = 'module') {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return value;
  });
  return load;
}

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

describe('loadWhenOnline', () => {
  it('gives what loads at the first try', async () => {
    const load = flakyLoad(0);
    await expect(loadWhenOnline(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offline, waits for the connection and fetches again then, as often as it drops', async () => {
    setOnline(false);
    const load = flakyLoad(2);
    let loaded: string | undefined;
    void loadWhenOnline(load).then((value) => (loaded = value));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(loaded).toBeUndefined();
    // Whatever was asked for shows nothing yet: the visitor is told why.
    await vi.waitFor(() => expect(shownNotices()).toEqual([WAITING_FOR_CONNECTION.description]));

    // Back online for a moment only: the second fetch fails too, offline again.
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(loaded).toBeUndefined();

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(loaded).toBe('module'));
    expect(load).toHaveBeenCalledTimes(3);
    expect(shownNotices()).toEqual([]);
  });

  it('back online, a fetch that fails again is passed on, and the waiting notice goes', async () => {
    setOnline(false);
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const loading = loadWhenOnline(load);
    await vi.waitFor(() => expect(shownNotices()).toEqual([WAITING_FOR_CONNECTION.description]));
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(shownNotices()).toEqual([]);
  });

  it('online, passes a failure on at once', async () => {
    setOnline(true);
    const load = flakyLoad(1);
    await expect(loadWhenOnline(load)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(load).toHaveBeenCalledTimes(1);
    expect(shownNotices()).toEqual([]);
  });
});

describe('loadOnce', () => {
  it('runs the load once for every caller, and again only after a failure', async () => {
    const load = flakyLoad(1);
    const loadPart = loadOnce(load);
    await expect(Promise.all([loadPart(), loadPart()])).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(Promise.all([loadPart(), loadPart()])).resolves.toEqual(['module', 'module']);
    await expect(loadPart()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
