// A small built site in a temporary folder, laid out as the build lays out dist/, with its
// precompressed copies made by the real build step, and a secret beside it that must never be served.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { precompressFiles } from '../../server/build/precompress.ts';

export const SECRET = 'TOP-SECRET-OUTSIDE-DIST';

/** An HTML page big enough (over 1 KiB) to get compressed copies. */
function htmlPage(title: string): string {
  const filler = '<!-- '.concat('padding '.repeat(200), '-->');
  return `<!doctype html><html lang="en"><head><title>${title}</title>
<meta name="description" content="About ${title}" /></head><body><div id="root"></div>${filler}
<script type="module" src="/assets/app-3f9a1c.js"></script></body></html>`;
}

export const SCRIPT = `export const greeting = ${JSON.stringify('hello from the app '.repeat(200))};\n`;

export type SiteFixture = { root: string; dist: string; cleanup: () => void };

export async function makeSite(): Promise<SiteFixture> {
  const root = mkdtempSync(path.join(tmpdir(), 'basebots-site-'));
  const dist = path.join(root, 'dist');
  const files: Record<string, string> = {
    'index.html': htmlPage('Home'),
    'pricing.html': htmlPage('Pricing'),
    'basebot-setup/vip.html': htmlPage('VIP Setup'),
    'guides/index.html': htmlPage('Guides'),
    '404.html': htmlPage('Page not found'),
    'assets/app-3f9a1c.js': SCRIPT,
    'sw.js': `self.addEventListener('install', () => {});\n// ${'x'.repeat(1500)}\n`,
    'manifest.webmanifest': JSON.stringify({ name: 'BaseBots', padding: 'y'.repeat(1200) }),
    'notes.txt': 'short file, under a kilobyte\n',
    _headers: '/*\n  X-Test: 1\n',
    '.vite/manifest.json': '{}',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), content);
  }
  mkdirSync(path.join(dist, 'icons'));
  copyFileSync(new URL('../../public/icons/icon-192.png', import.meta.url), path.join(dist, 'icons', 'icon-192.png'));
  mkdirSync(path.join(dist, 'audio'));
  copyFileSync(new URL('../../e2e/fake-upstream/tone.mp3', import.meta.url), path.join(dist, 'audio', 'tone.mp3'));
  writeFileSync(path.join(root, 'secret.txt'), SECRET);
  writeFileSync(path.join(root, 'package.json'), `{"name":"${SECRET}"}`);
  symlinkSync(path.join(root, 'secret.txt'), path.join(dist, 'leak.txt'));
  await precompressFiles(dist);
  return { root, dist, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * A site made before the tests of the file that calls this, and removed after them. Its fields
 * are filled in by then: read them inside the tests.
 */
export function siteForThisFile(): SiteFixture {
  const site = {} as SiteFixture;
  beforeAll(async () => {
    Object.assign(site, await makeSite());
  });
  afterAll(() => site.cleanup());
  return site;
}
