// Bundle budget: per route, the gzip bytes and the number of the scripts a visitor downloads
// before the page is interactive (those its prerendered HTML names: the entry, and every script
// its start-up runs, the notice renderer and the parts the page preloads among them; the page
// itself shows before any of it), the gzip bytes of its styles (the shared stylesheet and the
// page's own inline rules), and the precache the service worker downloads at install. Also
// `bundle startup_code`: the lines of the start-up's own machinery (the loaders, the scripts in
// public/, the build plugins that group and list the start-up's scripts), to see it shrink.
// Reads dist/ as built with BUNDLE_REPORT=1 (see vite.config.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL(`../${process.env.BUILD_OUT_DIR ?? 'dist'}/`, import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const chunkModules = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));
const HEAVY = ['@supabase', 'dexie', 'minisearch', 'markdown-it'];
// Set when the figure counted only the entry, the app and the route's static imports; counting all
// the page asks for (the notice renderer and the parts it preloads too), that build's 171.0 was 204.5.
const HOME_BUDGET_KIB = 170;
// Raised from 512 as docs/decisions.md says why: the Markdown parser, the start-up script lists, the
// render-blocking link, the compile hints, the checks of stored records, the site menu.
const PRECACHE_BUDGET_KIB = 640;

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** Files loaded up front for a manifest key: the chunk and, recursively, its static imports. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(dep, seen);
  return seen;
}

function packagesIn(files) {
  const found = new Set();
  for (const file of files) {
    for (const id of chunkModules[file] ?? []) {
      for (const pkg of HEAVY) if (id.includes(`/node_modules/${pkg}`)) found.add(pkg);
    }
  }
  return [...found];
}

// What a page really starts with: the scripts its prerendered HTML names (the entry and the
// start-up it asks for at once), as the visitor's browser fetches them.
const PAGES = {
  home: 'index.html',
  knowledgebase: 'knowledgebase.html',
  bots: 'bots.html',
  'senior-connect': 'senior-connect.html',
  catalogue: 'pricing.html',
  'help-centre': 'support.html',
};
const SCRIPT_URL = /<script type="module"[^>]*\ssrc="\/([^"]+)"|<link rel="modulepreload" href="\/([^"]+)"/g;
const STYLESHEET_URL = /<link rel="stylesheet" href="\/([^"]+)"/g;
const INLINE_STYLE = /<style[^>]*>([^<]*)<\/style>/g;

/** A page's styles, gzip: its stylesheets, and its inline rules as one (they come in the HTML's stream). */
function styleBytes(html) {
  const sheets = [...html.matchAll(STYLESHEET_URL)].reduce((sum, match) => sum + gzipBytes(match[1]), 0);
  const inline = [...html.matchAll(INLINE_STYLE)].map((match) => match[1]).join('');
  return { sheets, inline: inline === '' ? 0 : gzipSync(inline, { level: 9 }).length };
}

const rows = [];
for (const [route, page] of Object.entries(PAGES)) {
  if (!existsSync(join(dist, page))) continue;
  const html = readFileSync(join(dist, page), 'utf8');
  const js = [...html.matchAll(SCRIPT_URL)].map((match) => match[1] ?? match[2]);
  const bytes = js.reduce((sum, file) => sum + gzipBytes(file), 0);
  rows.push({ route, bytes, files: js.length, js, heavy: packagesIn(js), styles: styleBytes(html) });
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
console.log('bundle first-load JS and styles per route (gzip):');
for (const row of rows) {
  console.log(
    `bundle route=${row.route} first_load_kib=${kib(row.bytes)} scripts=${row.files} heavy=${row.heavy.join('+') || 'none'} ` +
      `styles_kib=${kib(row.styles.sheets + row.styles.inline)} shared_sheet_kib=${kib(row.styles.sheets)} inline_kib=${kib(row.styles.inline)}`,
  );
}
const home = rows.find((row) => row.route === 'home');
if (home) {
  console.log(
    `bundle home first_load_kib=${(home.bytes / 1024).toFixed(1)} budget_kib=${HOME_BUDGET_KIB} ratio=${(home.bytes / 1024 / HOME_BUDGET_KIB).toFixed(2)} heavy=${home.heavy.join('+') || 'none'}`,
  );
}

// The chat page (/bots): what its first load brings, Markdown parser included.
const chat = rows.find((row) => row.route === 'bots');
if (chat) {
  console.log(`bundle chat first_load_kib=${(chat.bytes / 1024).toFixed(1)} heavy=${chat.heavy.join('+') || 'none'}`);
}

// GregBot outside /bots (the home section, the launcher's panel): what loads on first interaction,
// beyond what the home page has already loaded.
const ASSISTANT_KEY = 'src/assistant/compact-assistant.tsx';
if (manifest[ASSISTANT_KEY] && home) {
  const homeFiles = new Set(home.js);
  const extra = [...staticClosure(ASSISTANT_KEY)].filter((file) => file.endsWith('.js') && !homeFiles.has(file));
  const bytes = extra.reduce((sum, file) => sum + gzipBytes(file), 0);
  console.log(
    `bundle assistant on_interaction_kib=${(bytes / 1024).toFixed(1)} files=${extra.length} heavy=${packagesIn(extra).join('+') || 'none'}`,
  );
}

// What the service worker downloads at install: every precache entry, raw and gzip-compressed.
const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
let precacheBytes = 0;
let precacheGzipBytes = 0;
// What `npm start` really sends a browser that accepts Brotli: the build's .br copy where it made
// one (small files are sent as they are).
let precacheBrotliBytes = 0;
for (const url of urls) {
  const size = statSync(join(dist, url)).size;
  precacheBytes += size;
  precacheGzipBytes += gzipBytes(url);
  precacheBrotliBytes += existsSync(join(dist, `${url}.br`)) ? statSync(join(dist, `${url}.br`)).size : size;
}
const pages = urls.filter((url) => url.endsWith('.html'));
console.log(
  `precache entries=${urls.length} gzip_kib=${(precacheGzipBytes / 1024).toFixed(1)} budget_kib=${PRECACHE_BUDGET_KIB} ` +
    `raw_kib=${(precacheBytes / 1024).toFixed(1)} brotli_kib=${(precacheBrotliBytes / 1024).toFixed(1)} pages=${pages.length} ` +
    `pages_gzip_kib=${(pages.reduce((sum, url) => sum + gzipBytes(url), 0) / 1024).toFixed(1)}`,
);

// The start-up's own machinery, in lines: what a maintainer reads to follow a page's start-up.
const root = new URL('../', import.meta.url).pathname;
const STARTUP_CODE = {
  loaders: ['src/lib/startup', (file) => file.endsWith('.ts')],
  public_scripts: ['public', (file) => file.endsWith('.js')],
  build_plugins: ['src/build', (file) => /^(startup-|compile-hints|chakra-system)/.test(file)],
};
const lineCounts = Object.entries(STARTUP_CODE).map(([name, [dir, wanted]]) => {
  const files = readdirSync(join(root, dir)).filter(wanted);
  const lines = files.reduce(
    (sum, file) => sum + readFileSync(join(root, dir, file), 'utf8').split('\n').length - 1,
    0,
  );
  return { name, files: files.length, lines };
});
console.log(
  `bundle startup_code lines=${lineCounts.reduce((sum, row) => sum + row.lines, 0)} ` +
    lineCounts.map((row) => `${row.name}=${row.lines} (${row.files} files)`).join(' '),
);
