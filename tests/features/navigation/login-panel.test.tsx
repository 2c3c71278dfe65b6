// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bots } from '@/content/bots';
import { SIGNED_IN_TOKEN, startFakeSupabase, type FakeSupabase } from '../../helpers/fake-supabase';
import { renderRoute } from '../../helpers/render';

const KEY = 'sk-proj-cook-SECRET-0123456789abcd';
/** The page's answers come over HTTP from the fake project: wait for them, not for a time. */
const OUTCOME = { timeout: 15_000 };

/** The page as a visitor opens it: modules fresh, so the configured project is read again. */
async function renderLogin(): Promise<void> {
  vi.resetModules();
  const { LoginPanel } = await import('@/features/navigation/login-panel');
  renderRoute('/login', <LoginPanel />);
}

/** axe's violations on the page as rendered; jsdom lays nothing out, so contrast is left to the browser suite. */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`,
  );
}

/** Where the page left `key`: in its storage (session included) or on screen, field values too. */
function pageKeeps(key: string): string[] {
  const places: string[] = [];
  for (const [name, storage] of [
    ['localStorage', localStorage],
    ['sessionStorage', sessionStorage],
  ] as const) {
    for (let i = 0; i < storage.length; i += 1) {
      const item = storage.key(i) ?? '';
      if (`${item}${storage.getItem(item)}`.includes(key)) places.push(`${name}:${item}`);
    }
  }
  if (document.body.innerHTML.includes(key)) places.push('document');
  for (const input of document.querySelectorAll('input')) if (input.value.includes(key)) places.push('a field');
  return places;
}

describe('login without a Supabase project', () => {
  it('says plainly that accounts come with a deployment, and what a visitor can do', async () => {
    vi.resetModules();
    const { LoginPanel } = await import('@/features/navigation/login-panel');
    renderRoute('/login', <LoginPanel />);
    expect(screen.getByRole('heading', { name: 'Accounts come with a deployment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Chat with our ${bots.length} assistants` })).toHaveAttribute(
      'href',
      '/bots',
    );
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
  });
});

describe('login with a Supabase project', () => {
  let project: FakeSupabase;

  beforeAll(async () => {
    project = await startFakeSupabase();
    if (typeof globalThis.WebSocket === 'undefined') vi.stubGlobal('WebSocket', class {});
  });
  beforeEach(() => {
    vi.stubEnv('VITE_SUPABASE_URL', project.url);
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon-test-key');
    localStorage.clear();
    project.clearKey();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    localStorage.clear();
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await project.stop();
  });

  it('emails a one-time sign-in link through Supabase Auth and says where it went', async () => {
    await renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'cook@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(
      await screen.findByText('Check your inbox: we sent a sign-in link to cook@example.com.', {}, OUTCOME),
    ).toBeInTheDocument();
    const otp = project.seen.find((request) => request.path.startsWith('/auth/v1/otp'));
    expect(otp?.method).toBe('POST');
    expect(JSON.parse(otp?.body ?? '{}')).toMatchObject({ email: 'cook@example.com' });
  });

  it('saves a signed-in visitor’s key to their account, then shows only its last four characters', async () => {
    project.signIn('cook@example.com');
    await renderLogin();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('OpenAI key', {}, OUTCOME);
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAccessibleDescription(/only its last four characters are shown/);
    expect(await axeViolations()).toEqual([]);

    await user.type(field, `${KEY}{Enter}`);

    expect(await screen.findByText('A key ending in …abcd is saved to your account.', {}, OUTCOME)).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Remove it' });
    expect(remove).toHaveFocus();
    expect(screen.queryByLabelText('OpenAI key')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save my OpenAI key to my account' })).toBeNull();
    // The key went once, to the save, as the signed-in user; the project has it, the page does not.
    expect(project.savedKey()).toBe(KEY);
    const carrying = project.seen.filter((request) => `${request.path} ${request.body}`.includes(KEY));
    expect(carrying.map((request) => [request.path, request.authorization])).toEqual([
      ['/rest/v1/rpc/save_speech_key', `Bearer ${SIGNED_IN_TOKEN}`],
    ]);
    expect(pageKeeps(KEY)).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.keyboard('{Enter}');
    const emptied = await screen.findByLabelText('OpenAI key', {}, OUTCOME);
    expect(emptied).toHaveValue('');
    expect(emptied).toHaveFocus();
    expect(project.savedKey()).toBeNull();
    expect(screen.queryByText(/is saved to your account/)).toBeNull();
  });

  it('shows a key saved before by its last four characters only, with a way to remove it', async () => {
    project.signIn('cook@example.com');
    project.saveKey('sk-saved-before-0123456789WXYZ');
    await renderLogin();
    expect(await screen.findByText('A key ending in …WXYZ is saved to your account.', {}, OUTCOME)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove it' })).toHaveAccessibleDescription(
      'A key ending in …WXYZ is saved to your account.',
    );
    expect(screen.queryByLabelText('OpenAI key')).toBeNull();
    expect(document.body.innerHTML).not.toContain('sk-saved-before');
  });

  const refusals: [string, number, string, RegExp][] = [
    ['a value that is not a key', 400, '22023', /does not look like an OpenAI key/],
    ['a project where saving keys is not set up', 400, '55000', /cannot keep keys with accounts yet/],
    ['a sign-in that has run out', 401, 'PGRST301', /Sign in again with a new link/],
    ['a failure of the project', 500, 'XX000', /Something went wrong on our side/],
  ];
  for (const [what, status, code, words] of refusals) {
    it(`says in plain words that the key was not saved, for ${what}, and keeps none`, async () => {
      project.signIn('cook@example.com');
      project.refuseNextSave(status, code);
      await renderLogin();
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('OpenAI key', {}, OUTCOME), KEY);
      await user.click(screen.getByRole('button', { name: 'Save my OpenAI key to my account' }));
      const alert = await screen.findByRole('alert', {}, OUTCOME);
      expect(alert).toHaveTextContent(/^Your key was not saved\. /);
      expect(alert).toHaveTextContent(words);
      expect(screen.getByLabelText('OpenAI key')).toHaveValue('');
      expect(project.savedKey()).toBeNull();
      expect(pageKeeps(KEY)).toEqual([]);
      expect(await axeViolations()).toEqual([]);
    });
  }
});

it('says the account could not be reached when the project does not answer a save', async () => {
  const gone = await startFakeSupabase();
  vi.stubEnv('VITE_SUPABASE_URL', gone.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon-test-key');
  if (typeof globalThis.WebSocket === 'undefined') vi.stubGlobal('WebSocket', class {});
  try {
    gone.signIn('cook@example.com');
    await renderLogin();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('OpenAI key', {}, OUTCOME);
    await gone.stop();
    await user.type(field, `${KEY}{Enter}`);
    expect(await screen.findByRole('alert', {}, OUTCOME)).toHaveTextContent(
      'Your key was not saved. We could not reach your account. Check your connection, then try again.',
    );
    expect(screen.getByLabelText('OpenAI key')).toHaveValue('');
  } finally {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    localStorage.clear();
  }
});
