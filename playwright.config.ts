import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, FAKE_MEDIA_ARGS, findTestChromium } from './e2e/browser.mjs';
import { buildConstants } from './src/build/build-constants.ts';

// Specs read some of the app's modules (the route table, the catalogue) without Vite: they get
// the constants the build defines in the app's code. This file is loaded by every test worker.
Object.assign(globalThis, buildConstants);

const appPort = Number(process.env.PORT ?? 4173);
const upstreamPort = Number(process.env.FAKE_UPSTREAM_PORT ?? 4191);
const baseURL = `http://127.0.0.1:${appPort}`;
// A second server, offering the site's own key with a small allowance (e2e/site-key.spec.ts).
const siteKeyPort = Number(process.env.SITE_KEY_PORT ?? appPort + 1);
process.env.SITE_KEY_BASE_URL = `http://127.0.0.1:${siteKeyPort}`;
const upstreamURL = `http://127.0.0.1:${upstreamPort}`;
process.env.FAKE_UPSTREAM_URL = upstreamURL;

const executablePath = findTestChromium();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  // Time-outs are a guard against a test that hangs, not a measure of speed: each test waits for
  // states the app reaches, and the figures of speed live in npm run bench. A fresh machine of
  // CI's kind can be twice as slow as another and busy besides; these leave room for that.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Installing the service worker (its precache is every page and script) costs each test's
    // fresh context about a tenth of its time. Specs that go offline, or read the worker, or check
    // the console as a visitor's browser has it, say `test.use({ serviceWorkers: 'allow' })`; a
    // test that needs the worker without it waits for it in vain and fails.
    serviceWorkers: 'block',
    // Recording a trace costs about a fifth of the suite's time, paid by every test to keep the
    // traces of the few that fail: too much to differ between a laptop and CI, which run the same
    // suite. PW_TRACE=on keeps them for the tests that fail (npx playwright show-trace).
    trace: process.env.PW_TRACE === 'on' ? 'retain-on-failure' : 'off',
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
      // The production server, as `npm start` runs it (the build is made by `npm test` just before).
      command: 'npm run serve',
      url: `${baseURL}/healthz`,
      env: {
        PORT: String(appPort),
        OPENAI_BASE_URL: `${upstreamURL}/v1`,
        // The whole suite calls the function from one address, far more often than a visitor would.
        FUNCTION_RATE_PER_MINUTE: '100000',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npm run serve',
      url: `http://127.0.0.1:${siteKeyPort}/healthz`,
      env: {
        PORT: String(siteKeyPort),
        OPENAI_BASE_URL: `${upstreamURL}/v1`,
        OPENAI_API_KEY: 'sk-e2e-the-sites-own-key',
        // Each test is a visitor of its own address (X-Forwarded-For), with a small allowance.
        TRUST_PROXY: '1',
        SITE_KEY_REQUESTS_PER_VISITOR: '3',
        SITE_KEY_VOICE_MINUTES_PER_VISITOR: '3',
        FUNCTION_RATE_PER_MINUTE: '100000',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
