// What the build writes for every page, read over HTTP as a search engine, a link preview or a
// phone's first request sees it, before any script runs.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { listPageRoutes } from '@/app/page-routes';
import { documentTitle } from '@/app/page-titles';
import { EAGER_COMPILE_HINT } from '@/build/compile-hints';
import { pageFileName, pageUrl } from '@/build/site-files';
import { env } from '@/config/env';
import { PATH_ALIASES } from '@/content/path-aliases';
import { appDatabaseCreated } from './fixtures/storage';

const pages = listPageRoutes();
const distDir = join(import.meta.dirname, '..', process.env.BUILD_OUT_DIR ?? 'dist');

function htmlFilesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)));
}

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1]?.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
}

test('the build wrote one HTML file per page, and the not-found page', () => {
  const expected = [...pages.map((page) => pageFileName(page.path)), '404.html'];
  expect(htmlFilesIn(distDir).sort()).toEqual(expected.sort());
});

test('each page answers with its own HTML', async ({ request }) => {
  for (const page of pages) {
    await test.step(page.path, async () => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      // Its own head, from the content catalogue.
      expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe(documentTitle(page.title));
      expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe(page.description);
      // An alias (/features/voice) names the page it stands for.
      const canonical = pageUrl(env.siteUrl, page.canonicalPath ?? page.path);
      expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(canonical);
      expect(attribute(html, /<meta property="og:title" content="([^"]*)"/)).toBe(page.title);
      expect(attribute(html, /<meta property="og:description" content="([^"]*)"/)).toBe(page.description);
      // Its content, marked as prerendered for this address.
      expect(attribute(html, /<div id="root" data-page="([^"]*)">/)).toBe(page.path);
      expect(html).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>[^<]+/);
      // Styles in the head, not injected by scripts; and no inline script at all (the CSP forbids them).
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/styles-[\w-]+\.css"/);
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    });
  }
});

test('sitemap.xml lists every prerendered page but aliases, and robots.txt points to it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const onDisk = htmlFilesIn(distDir)
    .filter((file) => file !== '404.html')
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`))
    .filter((path) => !(path in PATH_ALIASES));
  expect(listed.sort()).toEqual(onDisk.map((path) => pageUrl(env.siteUrl, path)).sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${pageUrl(env.siteUrl, '/sitemap.xml')}`);
});

test('the service worker precaches every page file, generated after the prerender', async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
  // Every page file but an alias's, which is its target's markup again (offline, the target's file answers it).
  const aliasFiles = Object.keys(PATH_ALIASES).map(pageFileName);
  for (const file of htmlFilesIn(distDir)) {
    if (aliasFiles.includes(file)) expect(precached).not.toContain(file);
    else expect(precached).toContain(file);
  }
  const stylesheet = readdirSync(join(distDir, 'assets')).find((name) => /^styles-.+\.css$/.test(name));
  expect(precached).toContain(`assets/${stylesheet}`);
  // Precompressed copies and what is useless offline stay out.
  expect(precached.filter((url) => /\.(br|gz)$/.test(url) || /^assets\/(supabase|speech-client)-/.test(url))).toEqual(
    [],
  );
  // Each file once.
  expect(new Set(precached).size).toBe(precached.length);
  // The list matches the files as they are now, not as the client build first wrote them.
  const home = readFileSync(join(distDir, 'index.html'));
  const revision = new RegExp(`"revision":"([0-9a-f]+)","url":"index.html"`).exec(worker)?.[1];
  expect(revision).toBe(createHash('md5').update(home).digest('hex'));
});

// Read on a slow phone, the head alone took long enough for the browser to paint the page blank,
// then lay it all out again once its content was parsed: a blank frame and a second layout, both
// before the page could start.
test('on a CPU slowed as on a phone, the first paint already shows the page', async ({ page }) => {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (const path of ['/', '/knowledgebase', '/bots']) {
    await test.step(path, async () => {
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const [firstPaint, firstContentfulPaint] = await page.evaluate(() =>
        ['first-paint', 'first-contentful-paint'].map((name) => performance.getEntriesByName(name)[0]?.startTime),
      );
      expect(firstPaint, path).toBe(firstContentfulPaint);
    });
  }
  await session.detach();
});

// A phone would otherwise find the scripts one import level at a time, a round trip each, while
// the visitor waits for the page to respond.
test('a page asks for every script its start-up runs in its head, so none waits for another', async ({ page }) => {
  for (const path of ['/', '/knowledgebase', '/bots', '/pricing']) {
    await test.step(path, async () => {
      await page.goto(path);
      await page.waitForFunction(() => performance.getEntriesByName('basebots:page-live').length > 0);
      const { started, preloaded } = await page.evaluate(() => {
        const live = performance.getEntriesByName('basebots:page-live')[0]!.startTime;
        const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src;
        return {
          // Every script fetched before the page was live, but the entry the page names itself.
          started: performance
            .getEntriesByType('resource')
            .filter((resource) => resource.startTime < live && /\/assets\/.+\.js$/.test(resource.name))
            .map((resource) => resource.name)
            .filter((name) => name !== entry),
          preloaded: [...document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"]')].map(
            (link) => link.href,
          ),
        };
      });
      expect(started.length, path).toBeGreaterThan(0);
      expect(
        started.filter((script) => !preloaded.includes(script)),
        path,
      ).toEqual([]);
    });
  }
});

/** The scripts a page's head asks for: its entry and what it preloads. */
function startupScripts(html: string): string[] {
  return [...html.matchAll(/<(?:link rel="modulepreload" href|script type="module"[^>]*\ssrc)="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
}

// Dexie and the repositories are 37 KiB gzip: on the chat page's first load they held up the
// moment it answered, though what is stored can only show once the page is live.
test("no page starts with the database's code; the chat page fetches it once live", async ({ page, request }) => {
  // Dexie's own mark, which its module sets on the global object as it runs.
  const dexie = /Symbol\.for\(["'`]Dexie["'`]\)/;
  const carriesDexie = async (script: string) => dexie.test(await (await request.get(script)).text());
  const startup = new Set<string>();
  for (const { path } of pages) startupScripts(await (await request.get(path)).text()).forEach((s) => startup.add(s));
  for (const script of startup) expect(await carriesDexie(script), script).toBe(false);

  await page.goto('/bots');
  await appDatabaseCreated(page);
  const { live, scripts } = await page.evaluate(() => ({
    live: performance.getEntriesByName('basebots:page-live')[0]!.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .map((resource) => ({ path: new URL(resource.name).pathname, startTime: resource.startTime }))
      .filter(({ path }) => path.startsWith('/assets/') && path.endsWith('.js')),
  }));
  const withDexie = [];
  for (const script of scripts) if (await carriesDexie(script.path)) withDexie.push(script);
  expect(withDexie).toHaveLength(1);
  expect(withDexie[0]!.startTime).toBeGreaterThan(live);
});

// Without the hint, V8 compiles each function on the main thread the first time it is called:
// during start-up that is most of React, the router, Chakra and the page, while the page is dead.
test('every script a page starts with is compiled as it is read; scripts loaded on demand are not', async ({
  request,
}) => {
  const startup = new Set<string>();
  for (const page of pages) startupScripts(await (await request.get(page.path)).text()).forEach((s) => startup.add(s));
  const firstLine = async (script: string) => (await (await request.get(script)).text()).split('\n', 1)[0];
  for (const script of startup) expect(await firstLine(script), script).toBe(EAGER_COMPILE_HINT);
  const onDemand = readdirSync(join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/${file}`)
    .filter((script) => !startup.has(script));
  // The chat's storage, a call's audio, the speech function's client: there are such scripts.
  expect(onDemand.length).toBeGreaterThan(5);
  for (const script of onDemand) expect(await firstLine(script), script).not.toBe(EAGER_COMPILE_HINT);
});
