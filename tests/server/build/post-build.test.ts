// @vitest-environment node
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_BUILD_STEPS, runPostBuild } from '../../../server/build/post-build.ts';
import { headerRules, STRICT_TRANSPORT_SECURITY } from '../../../server/headers.ts';
import { parseHeadersFile } from '../parse-headers-file.ts';

let dist: string;
const log: string[] = [];
// A page as the prerender leaves it: its own content, a script and module preloads in the head.
const preloads = ['react', 'chakra', 'router', 'site', 'paths', 'icons', 'search', 'page-title', 'stack']
  .map((name) => `    <link rel="modulepreload" crossorigin href="/assets/${name}-3f9a1c.js">`)
  .join('\n');
const builtShell = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8')
  .replace(/\s*<script type="module" src="\/src\/main.tsx"><\/script>/, '')
  .replace(
    '</head>',
    `    <script type="module" crossorigin src="/assets/index-3f9a1c.js"></script>\n${preloads}\n  </head>`,
  );

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'basebots-post-build-'));
  writeFileSync(path.join(dist, 'index.html'), builtShell);
  writeFileSync(path.join(dist, 'pricing.html'), builtShell.replace('<div id="root"></div>', '<h1>Pricing</h1>'));
  writeFileSync(path.join(dist, '404.html'), builtShell.replace('<div id="root"></div>', '<h1>Not found</h1>'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  writeFileSync(path.join(dist, 'assets', 'tiny-000000.js'), 'export {};');
  mkdirSync(path.join(dist, 'icons'));
  copyFileSync(
    new URL('../../../public/icons/icon-512.png', import.meta.url),
    path.join(dist, 'icons', 'icon-512.png'),
  );
  await runPostBuild(dist, (line) => log.push(line));
}, 60_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the post-build steps', () => {
  it('run in their order, precompression last, one log line each', () => {
    expect(POST_BUILD_STEPS.at(-1)?.name).toBe('precompress');
    expect(log.map((line) => line.split(':')[0])).toEqual(POST_BUILD_STEPS.map((step) => `post-build ${step.name}`));
  });

  it('leave the pages, which the service worker has already listed, as they were', () => {
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe(builtShell);
    expect(readFileSync(path.join(dist, 'pricing.html'), 'utf8')).toContain('<h1>Pricing</h1>');
  });

  it('write _headers as the table says', () => {
    const written = parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8'));
    const table = headerRules(import.meta.env.VITE_SUPABASE_URL);
    expect(written.map((rule) => rule.path)).toEqual(table.map((rule) => rule.path));
    for (const [index, rule] of table.entries()) {
      const expected =
        rule.path === '/*' ? { ...rule.headers, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : rule.headers;
      expect(written[index]?.headers).toEqual(expected);
    }
  });

  it('make brotli and gzip copies of compressible files of 1 KiB or more, page files included', () => {
    for (const file of ['assets/index-3f9a1c.js', 'pricing.html', '404.html', 'index.html']) {
      const original = readFileSync(path.join(dist, file));
      expect(original.length, file).toBeGreaterThanOrEqual(1024);
      expect(brotliDecompressSync(readFileSync(path.join(dist, `${file}.br`))), file).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(dist, `${file}.gz`))), file).toEqual(original);
    }
    for (const file of ['assets/tiny-000000.js', 'icons/icon-512.png', '_headers']) {
      expect(existsSync(path.join(dist, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dist, `${file}.gz`)), file).toBe(false);
    }
  });
});
