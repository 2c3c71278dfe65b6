import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, FAKE_MEDIA_ARGS, findChromium } from './e2e/browser.mjs';

const appPort = Number(process.env.PORT ?? 4173);
const upstreamPort = Number(process.env.FAKE_UPSTREAM_PORT ?? 4191);
const baseURL = `http://127.0.0.1:${appPort}`;
const upstreamURL = `http://127.0.0.1:${upstreamPort}`;
process.env.FAKE_UPSTREAM_URL = upstreamURL;

const executablePath = findChromium();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // status-codes.spec.ts needs the production server (404 for unknown paths); `npm start` still
  // runs `vite preview`, which answers them with the home page. Enable it when the server is in.
  testIgnore: ['**/status-codes.spec.ts'],
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The one thing the tests replace: the OpenAI-compatible upstream.
      command: 'node e2e/fake-upstream/server.mjs',
      url: `${upstreamURL}/__health`,
      env: { FAKE_UPSTREAM_PORT: String(upstreamPort) },
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // The built app as `npm start` serves it (the build is made by `npm test` just before).
      command: 'npm run serve',
      url: baseURL,
      env: { PORT: String(appPort), OPENAI_BASE_URL: `${upstreamURL}/v1` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
