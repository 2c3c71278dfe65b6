// @vitest-environment jsdom
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bots } from '@/content/bots';
import { renderRoute } from '../../helpers/render';

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
  let server: Server;
  const seen: { method: string; url: string; body: string }[] = [];

  beforeAll(async () => {
    // A stand-in for the project's Auth API: the real supabase-js talks to it over HTTP.
    server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', body });
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
        });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    if (typeof globalThis.WebSocket === 'undefined') vi.stubGlobal('WebSocket', class {});
    vi.stubEnv('VITE_SUPABASE_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon-test-key');
    vi.resetModules();
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('emails a one-time sign-in link through Supabase Auth and says where it went', async () => {
    const { LoginPanel } = await import('@/features/navigation/login-panel');
    renderRoute('/login', <LoginPanel />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'cook@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(
      await screen.findByText('Check your inbox: we sent a sign-in link to cook@example.com.'),
    ).toBeInTheDocument();
    const otp = seen.find((request) => request.url.startsWith('/auth/v1/otp'));
    expect(otp?.method).toBe('POST');
    expect(JSON.parse(otp?.body ?? '{}')).toMatchObject({ email: 'cook@example.com' });
  });
});
