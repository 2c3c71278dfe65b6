// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLauncherPanel } from '@/assistant/use-launcher-panel';

/** The hook with a real button as its launcher, in the document so it can take focus. */
function renderPanel() {
  const hook = renderHook(() => useLauncherPanel());
  const button = document.body.appendChild(document.createElement('button'));
  hook.result.current.launcher.current = button;
  return { ...hook, button };
}

function pressEscape(handledAlready = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  if (handledAlready) event.preventDefault();
  act(() => {
    document.body.dispatchEvent(event);
  });
  return event;
}

describe('useLauncherPanel', () => {
  it('starts closed, with the panel not wanted yet', () => {
    const { result } = renderPanel();
    expect(result.current.open).toBe(false);
    expect(result.current.wanted).toBe(false);
  });

  // The panel's code (Chakra's dialog) loads for real: slow in jsdom on a busy machine.
  it(
    'opens the panel when the launcher is used, and mounts it once its code has come',
    { timeout: 30_000 },
    async () => {
      const { result } = renderPanel();
      act(() => result.current.openPanel());
      expect(result.current.open).toBe(true);
      await waitFor(() => expect(result.current.wanted).toBe(true), { timeout: 25_000 });
    },
  );

  it('closes on Escape while open and gives focus back to the launcher', () => {
    const { result, button } = renderPanel();
    act(() => result.current.openPanel());
    const event = pressEscape();
    expect(result.current.open).toBe(false);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('stays open when the dialog has handled the Escape itself', () => {
    const { result } = renderPanel();
    act(() => result.current.openPanel());
    pressEscape(true);
    expect(result.current.open).toBe(true);
  });

  it('leaves Escape to the page while closed', () => {
    renderPanel();
    expect(pressEscape().defaultPrevented).toBe(false);
  });
});
