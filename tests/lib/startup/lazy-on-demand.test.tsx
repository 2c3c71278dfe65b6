// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOnDemand, useMountOnDemand, type OnDemand } from '@/lib/startup/load-when-online';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A part whose code arrives when the test says so, or fails to. */
function deferredPart() {
  let arrive = (): void => undefined;
  let fail = (): void => undefined;
  const fetch = vi.fn(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        arrive = () => resolve({ default: () => <p>The dialog</p> });
        fail = () => reject(new TypeError('Failed to fetch dynamically imported module'));
      }),
  );
  return { part: lazyOnDemand(fetch), fetch, arrive: () => arrive(), fail: () => fail() };
}

/** A button that mounts the part on demand; the fallback shows while the part suspends. */
function Opener({ part }: { readonly part: OnDemand<object> }) {
  const [mounted, mount] = useMountOnDemand(part);
  return (
    <>
      <button onClick={mount}>Open</button>
      {mounted && (
        <Suspense fallback={<p>Loading</p>}>
          <part.Component />
        </Suspense>
      )}
    </>
  );
}

describe('lazyOnDemand', () => {
  it('renders a part whose code is already in within the same render, without a pass at its fallback', async () => {
    const { part, arrive } = deferredPart();
    const loading = part.load();
    arrive();
    await act(() => loading);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Component />
      </Suspense>,
    );
    expect(screen.getByText('The dialog')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('fetches the code once, whether asked for early or by the render', async () => {
    const { part, fetch, arrive } = deferredPart();
    void part.load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Component />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('The dialog')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('useMountOnDemand', () => {
  it('mounts the part once its code has come, never at its fallback', async () => {
    const { part, arrive } = deferredPart();
    render(<Opener part={part} />);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.queryByText('The dialog')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(screen.getByText('The dialog')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('mounts at once when the code is in', async () => {
    const { part, arrive } = deferredPart();
    const loading = part.load();
    arrive();
    await act(() => loading);
    render(<Opener part={part} />);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(screen.getByText('The dialog')).toBeInTheDocument();
  });

  it('mounts the part after a failed fetch too, whose render then fetches it again', async () => {
    const { part, fetch, fail } = deferredPart();
    render(<Opener part={part} />);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    await act(async () => fail());
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('preload', () => {
  it('is a head start only: a failed fetch is tried again as the part renders', async () => {
    const { part, fetch, fail, arrive } = deferredPart();
    part.preload();
    await act(async () => fail());
    render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Component />
      </Suspense>,
    );
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(async () => arrive());
    expect(await screen.findByText('The dialog')).toBeInTheDocument();
  });
});
