// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LIVE_EVENT, PAGE_LIVE_MARK } from '@/lib/startup/page-live';

// The early-input script (public/early-input.js) with the app's side of it (src/lib/startup/page-live.ts):
// what is done on the prerendered page before the app runs reaches the app once, in order.
const script = readFileSync(path.resolve('public/early-input.js'), 'utf8');

interface PageProps {
  readonly onSend: (text: string) => void;
  readonly onPress: (name: string) => void;
  /** A hint only the browser knows, so the box renders again right after hydration. */
  readonly clientHint?: string;
  /** Ctrl+K opens a search box once this settles (its code arriving). */
  readonly searchCode?: Promise<void>;
}

const noSubscription = () => () => undefined;

/** A search box opened by Ctrl+K once its code has come, focused as it opens. */
function useSearchShortcut(searchCode: Promise<void> | undefined): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!searchCode || !event.ctrlKey || event.key !== 'k') return;
      event.preventDefault();
      void searchCode.then(() => setOpen(true));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [searchCode]);
  return open;
}

function SearchBox() {
  const [query, setQuery] = useState('');
  return (
    <input
      aria-label="Search"
      ref={(element) => element?.focus()}
      value={query}
      onChange={(event) => setQuery(event.target.value)}
    />
  );
}

function Page({ onSend, onPress, clientHint, searchCode }: PageProps) {
  const searchOpen = useSearchShortcut(searchCode);
  const [text, setText] = useState('');
  const hint = useSyncExternalStore(
    noSubscription,
    () => clientHint ?? 'Message',
    () => 'Message',
  );
  const [choice, setChoice] = useState('a');
  return (
    <main>
      <textarea
        aria-label="Message"
        placeholder={hint}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onSend(text);
          setText('');
        }}
      />
      <select aria-label="Choice" value={choice} onChange={(event) => setChoice(event.target.value)}>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <output>{choice}</output>
      <button type="button" onClick={() => onPress('first')}>
        First
      </button>
      <button type="button" onClick={() => onPress('second')}>
        Second
      </button>
      <a href="#elsewhere">
        <span>Link</span>
      </a>
      {searchOpen ? <SearchBox /> : null}
    </main>
  );
}

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  vi.resetModules();
  performance.clearMarks();
  document.head.innerHTML = '<script data-shortcuts="k"></script>';
  container = document.createElement('div');
  document.body.replaceChildren(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** The prerendered page, with the early script listening, as a browser has it before the app runs. */
function prerender(props: PageProps): void {
  container.innerHTML = renderToString(<Page {...props} />);
  new Function(script)();
}

/** Takes the page over, then says it is live, as start-up does; the script has not handed over yet. */
async function hydrateAndGoLive(props: PageProps): Promise<void> {
  const { rootCommitted } = await import('@/lib/startup/page-live');
  act(() => {
    root = hydrateRoot(container, <Page {...props} />);
  });
  act(() => rootCommitted());
}

/** Takes the page over, says it is live, and lets the script hand over what was done before. */
async function takeOver(props: PageProps): Promise<void> {
  await hydrateAndGoLive(props);
  // The script hands over in a task of its own, after the app's commit.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

const textarea = () => container.querySelector('textarea') as HTMLTextAreaElement;
const button = (name: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent === name) as HTMLButtonElement;
const typeNatively = (field: HTMLTextAreaElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};
const pressEnter = (target: Element) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));

describe('early input', () => {
  it('replays early presses once the page is live, once each and in order', async () => {
    const onPress = vi.fn();
    const props = { onSend: vi.fn(), onPress };
    prerender(props);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button('Second').dispatchEvent(early);
    button('First').click();
    expect(early.defaultPrevented).toBe(true);
    expect(onPress).not.toHaveBeenCalled();

    await takeOver(props);
    await vi.waitFor(() => expect(onPress).toHaveBeenCalledTimes(2));
    expect(onPress.mock.calls).toEqual([['second'], ['first']]);
    // Once live, a press goes straight to the app, and nothing is replayed again.
    button('First').click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onPress.mock.calls).toEqual([['second'], ['first'], ['first']]);
  });

  it('gives the app the text typed before it ran, and sends it for an early Enter', async () => {
    const onSend = vi.fn();
    const props = { onSend, onPress: vi.fn() };
    prerender(props);
    textarea().focus();
    typeNatively(textarea(), 'Typed early');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    textarea().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    typeNatively(textarea(), 'Typed early and more');

    await takeOver(props);
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith('Typed early'));
    expect(onSend).toHaveBeenCalledTimes(1);
    // What came after the Enter stays in the box, known to the app.
    await vi.waitFor(() => expect(textarea().value).toBe(' and more'));
    act(() => void pressEnter(textarea()));
    expect(onSend).toHaveBeenLastCalledWith(' and more');
  });

  it('keeps text typed before the app ran, which the app would otherwise wipe on its next render', async () => {
    const onSend = vi.fn();
    const props = { onSend, onPress: vi.fn() };
    prerender(props);
    typeNatively(textarea(), 'Not lost');
    await takeOver(props);
    expect(textarea().value).toBe('Not lost');
    act(() => void pressEnter(textarea()));
    expect(onSend).toHaveBeenCalledWith('Not lost');
  });

  it('keeps what was typed after an early Enter when the box renders again before the page is live', async () => {
    const onSend = vi.fn();
    const props = { onSend, onPress: vi.fn(), clientHint: 'Message (Enter sends)' };
    prerender(props);
    textarea().focus();
    typeNatively(textarea(), 'One');
    textarea().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    typeNatively(textarea(), 'OneTwo');

    await takeOver(props);
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith('One'));
    await vi.waitFor(() => expect(textarea().value).toBe('Two'));
    act(() => void pressEnter(textarea()));
    expect(onSend).toHaveBeenLastCalledWith('Two');
  });

  it('keeps letters typed after an early shortcut until the box it opens comes, however long that takes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      let codeCame = () => undefined as void;
      const searchCode = new Promise<void>((resolve) => (codeCame = resolve));
      const props = { onSend: vi.fn(), onPress: vi.fn(), searchCode };
      prerender(props);
      const press = (key: string, ctrlKey = false) =>
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, ctrlKey, bubbles: true, cancelable: true }));
      press('k', true);
      for (const letter of 'pric') press(letter);

      await hydrateAndGoLive(props);
      await act(() => vi.advanceTimersByTimeAsync(20));
      press('i');
      // A slow phone: the search box's code takes ten seconds.
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      press('n');
      press('g');
      await act(async () => {
        codeCame();
        await searchCode;
      });
      const box = container.querySelector('input[aria-label="Search"]') as HTMLInputElement;
      expect(box).toBe(document.activeElement);
      expect(box.value).toBe('pricing');
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies a select changed before the app ran', async () => {
    const props = { onSend: vi.fn(), onPress: vi.fn() };
    prerender(props);
    const select = container.querySelector('select') as HTMLSelectElement;
    select.value = 'b';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await takeOver(props);
    await vi.waitFor(() => expect(container.querySelector('output')?.textContent).toBe('b'));
  });

  it('lets the takeover go on in slices when the visitor presses a control or taps a link during it', async () => {
    const props = { onSend: vi.fn(), onPress: vi.fn() };
    prerender(props);
    let committed = false;
    function Tracked() {
      useLayoutEffect(() => {
        committed = true;
      });
      return <Page {...props} />;
    }
    // As start-up takes a page over: a transition, which React renders a slice at a time.
    startTransition(() => {
      root = hydrateRoot(container, <Tracked />);
    });
    const press = (target: Element) => {
      for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup'])
        target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    };
    press(button('First'));
    press(container.querySelector('a span') as Element);
    container.querySelector('main')?.dispatchEvent(new TouchEvent('touchstart', { bubbles: true }));
    // React takes the rest of the page over at once when such an event reaches its root while
    // the takeover is under way; held at the document, none did.
    expect(committed).toBe(false);
    await vi.waitFor(() => expect(committed).toBe(true));
  });

  it('leaves real links to the browser', () => {
    prerender({ onSend: vi.fn(), onPress: vi.fn() });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('a span')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('says the page is live once, when the root has committed, with a performance mark', async () => {
    const { rootCommitted } = await import('@/lib/startup/page-live');
    const live = vi.fn();
    document.addEventListener(PAGE_LIVE_EVENT, live);
    rootCommitted();
    rootCommitted();
    expect(live).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName(PAGE_LIVE_MARK)).toHaveLength(1);
    document.removeEventListener(PAGE_LIVE_EVENT, live);
  });
});
