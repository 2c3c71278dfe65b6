import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { navigationRequestOf } from '@/lib/navigation-request';

type History = ReturnType<typeof createBrowserHistory>;

/**
 * React Router's `BrowserRouter`, which renders each navigation as a transition (the page being
 * left stays until the next one's code is in), but for one that asks to render at once
 * (`atOnce`): a switch the visitor asked for on the chat page. As a transition it waited while a
 * long reply was parsed a frame at a time, and what the visitor typed meanwhile went to the
 * conversation just left. `createBrowserHistory` is the history `BrowserRouter` itself uses.
 */
export function SiteRouter({
  children,
  history: given,
}: {
  readonly children: ReactNode;
  /** The browser's history unless given (a component test's history in memory). */
  readonly history?: History;
}) {
  const [history] = useState(() => given ?? createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen((next) => {
        if (navigationRequestOf(next.location.state).atOnce) flushSync(() => setState(next));
        else startTransition(() => setState(next));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
