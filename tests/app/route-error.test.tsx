// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '@/app/route-error';
import { DEVICE_STORAGE, writeStored } from '@/lib/device-storage';
import { freshDatabaseForEachTest, readRawRows, writeRawRows } from '../helpers/database';
import { renderWithChakra } from '../helpers/render';

const databaseName = freshDatabaseForEachTest();

function Broken({ error }: { readonly error: Error }): never {
  throw error;
}

/** The pages under the error screen, as the site's layout puts them. */
function Layout() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/** A page at `url` whose rendering throws `error`, under the site's error screen; /contact works. */
function renderBrokenPage(url: string, error = new Error('Cannot read properties of null')) {
  const broken = <Broken error={error} />;
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/bots', element: broken },
          { path: '/about', element: broken },
          { path: '/contact', element: <p>Write to us</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const { container } = renderWithChakra(<RouterProvider router={router} />);
  return { router, screen: within(container) };
}

const saved = {
  conversations: [
    { id: 'c1', botId: 'gregbot', title: 'Older', createdAt: 1, updatedAt: 2 },
    { id: 'c2', botId: 'gregbot', title: 'Newer', createdAt: 3, updatedAt: 4 },
  ],
  messages: [
    { id: 'm1', conversationId: 'c2', role: 'user', content: 'Hi', timestamp: 3, status: 'sent', source: 'typed' },
    {
      id: 'm2',
      conversationId: 'c2',
      role: 'assistant',
      content: null,
      timestamp: 4,
      status: 'received',
      source: 'remote',
    },
  ],
};

async function saveConversations(): Promise<void> {
  await writeRawRows(databaseName(), 'conversations', saved.conversations);
  await writeRawRows(databaseName(), 'messages', saved.messages);
  writeStored(DEVICE_STORAGE.savedConversations, JSON.stringify(['gregbot']));
}

beforeEach(() => {
  // The screen logs what broke the page, for whoever debugs it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Reading and writing the database on a busy machine can take seconds: wait for the outcome, not a time. */
const OUTCOME = { timeout: 15_000 };

// The first render of a file builds Chakra's styles, which takes seconds on a busy machine.
describe('the error screen', { timeout: 60_000 }, () => {
  it('takes the focus to its heading, and on the chat page offers the ways out reloading cannot give', async () => {
    renderBrokenPage('/bots?bot=gregbot');
    const heading = await screen.findByRole('heading', { name: 'Something went wrong' }, OUTCOME);
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Reloading usually fixes it\./)).toBeInTheDocument();
    // The ways out are a part of their own, fetched when the screen shows.
    await screen.findByText(
      /If it happens again after reloading, something saved on this device may be the cause\./,
      {},
      OUTCOME,
    );
    for (const name of ['Reload the page', 'Clear this conversation', 'Export and reset']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
  });

  it('goes when the visitor goes to another page, which shows', async () => {
    const { router, screen: page } = renderBrokenPage('/about');
    await page.findByRole('heading', { name: 'Something went wrong' }, OUTCOME);
    await act(() => router.navigate('/contact'));
    expect(page.getByText('Write to us')).toBeVisible();
    expect(page.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('offers only the connection when the page could not be loaded', async () => {
    const notLoaded = renderBrokenPage(
      '/bots',
      new TypeError('Failed to fetch dynamically imported module: /assets/bots.js'),
    ).screen;
    await notLoaded.findByText(/Check your internet connection/, {}, OUTCOME);
    // Once a page that failed as it was shown has its ways out, this one would have them too.
    await renderBrokenPage('/bots').screen.findByRole('button', { name: 'Export and reset' }, OUTCOME);
    expect(notLoaded.queryByRole('button', { name: 'Export and reset' })).not.toBeInTheDocument();
    expect(notLoaded.queryByRole('button', { name: 'Clear this conversation' })).not.toBeInTheDocument();
  });

  it('elsewhere offers Export and reset only when conversations are saved on the device', async () => {
    const nothingSaved = renderBrokenPage('/about').screen;
    writeStored(DEVICE_STORAGE.savedConversations, JSON.stringify(['gregbot']));
    const saved = renderBrokenPage('/about').screen;
    // Both screens have their ways-out part once one shows it.
    await saved.findByRole('button', { name: 'Export and reset' }, OUTCOME);
    expect(saved.queryByRole('button', { name: 'Clear this conversation' })).not.toBeInTheDocument();
    expect(nothingSaved.queryByRole('button', { name: 'Export and reset' })).not.toBeInTheDocument();
  });

  it('Clear this conversation sets the one on screen aside, with its messages, and opens the chat again', async () => {
    await saveConversations();
    const { router } = renderBrokenPage('/bots?bot=gregbot');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear this conversation' }, OUTCOME));

    expect(await screen.findByRole('status', {}, OUTCOME)).toHaveTextContent('This conversation was set aside');
    expect(router.state.location.search).toBe('?bot=gregbot');
    expect(await readRawRows(databaseName(), 'conversations')).toEqual([saved.conversations[0]]);
    expect(await readRawRows(databaseName(), 'messages')).toEqual([]);
    expect(await readRawRows(databaseName(), 'setAside')).toEqual([
      expect.objectContaining({ table: 'conversations', record: saved.conversations[1] }),
      expect.objectContaining({ table: 'messages', record: saved.messages[0] }),
      expect.objectContaining({ table: 'messages', record: saved.messages[1] }),
    ]);
  });

  it('Export and reset saves every conversation, as stored, to a file and then empties them', async () => {
    await saveConversations();
    const files: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:export';
    };
    URL.revokeObjectURL = () => undefined;
    const downloads = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderBrokenPage('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'Export and reset' }, OUTCOME));

    const said = await screen.findByRole('status', {}, OUTCOME);
    expect(said).toHaveTextContent(/Your conversations are saved in the file basebots-conversations-.*\.json/);
    await waitFor(() => expect(said).toHaveFocus());
    expect(downloads).toHaveBeenCalledOnce();
    const exported = JSON.parse(await files[0]!.text()) as Record<string, unknown>;
    expect(exported).toMatchObject({ conversations: saved.conversations, messages: saved.messages });
    for (const table of ['conversations', 'messages', 'setAside']) {
      expect(await readRawRows(databaseName(), table)).toEqual([]);
    }
    expect(localStorage.getItem(DEVICE_STORAGE.savedConversations.key)).toBeNull();
  });
});
