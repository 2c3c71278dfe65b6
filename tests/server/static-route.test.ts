// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeRequestPath, encodeBackslashesInPath } from '../../server/request-path.ts';
import { harness, type Harness } from './app-harness.ts';
import { makeSite, SCRIPT, SECRET, type SiteFixture } from './site-fixture.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let site: SiteFixture;
let server: Harness;

beforeAll(async () => {
  site = await makeSite();
  server = harness(site.dist);
});
afterAll(() => site.cleanup());

const bytes = async (response: Response): Promise<Buffer> => Buffer.from(await response.arrayBuffer());

describe('compression', () => {
  it('sends the brotli copy when the client accepts it, with Vary', async () => {
    const response = await server.send('/assets/app-3f9a1c.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    const body = await bytes(response);
    expect(Number(response.headers.get('Content-Length'))).toBe(body.length);
    expect(body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that takes only gzip, or refuses brotli with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1.0, br;q=0.5']) {
      const response = await server.send('/assets/app-3f9a1c.js', { headers: { 'Accept-Encoding': accept } });
      expect(response.headers.get('Content-Encoding'), accept).toBe('gzip');
      expect(gunzipSync(await bytes(response)).toString()).toBe(SCRIPT);
    }
  });

  it('sends the file as it is without Accept-Encoding, still with Vary', async () => {
    for (const accept of [undefined, 'identity', 'gzip;q=0, br;q=0', 'deflate']) {
      const response = await server.send(
        '/assets/app-3f9a1c.js',
        accept ? { headers: { 'Accept-Encoding': accept } } : {},
      );
      expect(response.headers.get('Content-Encoding'), accept).toBeNull();
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect((await bytes(response)).toString()).toBe(SCRIPT);
    }
  });

  it('has no compressed copy of small files, images or audio, and no Vary for them', async () => {
    for (const file of ['/notes.txt', '/icons/icon-192.png', '/audio/tone.mp3']) {
      const response = await server.send(file, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.status, file).toBe(200);
      expect(response.headers.get('Content-Encoding'), file).toBeNull();
      expect(response.headers.get('Vary'), file).toBeNull();
    }
  });

  it('compresses pages too', async () => {
    const response = await server.send('/pricing', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(response)).toString()).toContain('<title>Pricing</title>');
  });
});

describe('content types and caching', () => {
  it.each([
    ['/', 'text/html; charset=utf-8', 'no-cache'],
    ['/pricing', 'text/html; charset=utf-8', 'no-cache'],
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
    ['/icons/icon-192.png', 'image/png', 'no-cache'],
    ['/notes.txt', 'text/plain; charset=utf-8', 'no-cache'],
    ['/audio/tone.mp3', 'audio/mpeg', 'no-cache'],
    ['/assets/app-3f9a1c.js', 'text/javascript; charset=utf-8', IMMUTABLE],
  ])('%s is %s with Cache-Control %s', async (file, type, cacheControl) => {
    const response = await server.send(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(type);
    expect(response.headers.get('Cache-Control')).toBe(cacheControl);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('never caches a missing hashed file for long', async () => {
    const response = await server.send('/assets/gone-000000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });
});

describe('validators and HEAD', () => {
  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    const first = await server.send('/assets/app-3f9a1c.js', { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await server.send('/assets/app-3f9a1c.js', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': `"other", ${etag}` },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(again.headers.get('Vary')).toBe('Accept-Encoding');

    // The gzip copy is another representation with its own ETag.
    const gzip = await server.send('/assets/app-3f9a1c.js', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag ?? '' },
    });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('ETag')).not.toBe(etag);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await server.send('/pricing', { headers: { 'Accept-Encoding': 'gzip' } });
    const head = await server.send('/pricing', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const name of ['Content-Type', 'Content-Length', 'Content-Encoding', 'ETag', 'Cache-Control']) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    }
  });
});

describe('byte ranges (audio seeking)', () => {
  const tone = readFileSync(new URL('../../e2e/fake-upstream/tone.mp3', import.meta.url));

  it('answers a range with 206 and exactly those bytes', async () => {
    const response = await server.send('/audio/tone.mp3', { headers: { Range: 'bytes=100-199' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe(`bytes 100-199/${tone.length}`);
    expect(response.headers.get('Content-Length')).toBe('100');
    expect(await bytes(response)).toEqual(tone.subarray(100, 200));
  });

  it('answers open and suffix ranges', async () => {
    const open = await server.send('/audio/tone.mp3', { headers: { Range: `bytes=${tone.length - 10}-` } });
    expect(open.status).toBe(206);
    expect(await bytes(open)).toEqual(tone.subarray(tone.length - 10));
    const suffix = await server.send('/audio/tone.mp3', { headers: { Range: 'bytes=-5' } });
    expect(await bytes(suffix)).toEqual(tone.subarray(tone.length - 5));
  });

  it('answers 416 to a range past the end', async () => {
    const response = await server.send('/audio/tone.mp3', { headers: { Range: `bytes=${tone.length}-` } });
    expect(response.status).toBe(416);
    expect(response.headers.get('Content-Range')).toBe(`bytes */${tone.length}`);
  });

  it('sends the whole file when If-Range names another version, or for several ranges', async () => {
    const stale = await server.send('/audio/tone.mp3', { headers: { Range: 'bytes=0-9', 'If-Range': '"old"' } });
    expect(stale.status).toBe(200);
    expect((await bytes(stale)).length).toBe(tone.length);
    const several = await server.send('/audio/tone.mp3', { headers: { Range: 'bytes=0-1,5-6' } });
    expect(several.status).toBe(200);
  });

  it('serves ranges of a compressible file from the uncompressed bytes', async () => {
    const response = await server.send('/assets/app-3f9a1c.js', {
      headers: { Range: 'bytes=0-5', 'Accept-Encoding': 'br' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect((await bytes(response)).toString()).toBe(SCRIPT.slice(0, 6));
  });
});

describe('pages, not-found and folders', () => {
  it.each([
    ['/', 'Home'],
    ['/pricing', 'Pricing'],
    ['/basebot-setup/vip', 'VIP Setup'],
    ['/guides', 'Guides'],
    ['/index.html', 'Home'],
  ])('serves %s from its file', async (urlPath, title) => {
    const response = await server.send(urlPath);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });

  it.each(['/nothing-here', '/pricing/nope', '/404', '/404.html', '/assets', '/basebot-setup', '/icons/'])(
    'answers %s with 404 and the not-found page',
    async (urlPath) => {
      const response = await server.send(urlPath);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<title>Page not found</title>');
    },
  );

  it('redirects a page address with a trailing slash to the one without, keeping the query', async () => {
    const response = await server.send('/pricing/?plan=pro');
    expect(response.status).toBe(308);
    expect(response.headers.get('Location')).toBe('/pricing?plan=pro');
  });

  it.each([
    ['/Pricing', '/pricing'],
    ['/PRICING/?plan=pro', '/pricing?plan=pro'],
  ])('redirects %s, a page in other letter case, to %s', async (urlPath, location) => {
    const response = await server.send(urlPath);
    expect(response.status).toBe(308);
    expect(response.headers.get('Location')).toBe(location);
  });

  it('answers a path in other letter case with 404 when no page has it in any case', async () => {
    expect((await server.send('/Nothing-Here')).status).toBe(404);
  });

  it('does not serve host configuration, dotfiles or compressed copies by name', async () => {
    for (const file of ['/_headers', '/.vite/manifest.json', '/assets/app-3f9a1c.js.br', '/pricing.html.gz']) {
      expect((await server.send(file)).status, file).toBe(404);
    }
  });

  it('refuses other methods with 405 and Allow', async () => {
    const response = await server.send('/pricing', { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({
      error: 'Only GET and HEAD are supported here',
      code: 'method_not_allowed',
    });
  });
});

describe('nothing outside dist/', () => {
  // Each as a client can put it on the wire; the URL parser has already resolved plain `..`
  // and `%2e%2e`, what is left reaches the server as written.
  it.each([
    '/..%2fpackage.json',
    '/..%2Fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/..%5csecret.txt',
    '/..%255csecret.txt',
    '/secret.txt%00.html',
    '/%00',
    '/%E0%A4%A',
    '//secret.txt',
    '/assets//app-3f9a1c.js',
  ])('refuses %s with 400', async (urlPath) => {
    const response = await server.send(urlPath);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'This address is not valid', code: 'invalid_path' });
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/.%2e/package.json', '/assets/../../package.json'])(
    'never serves what %s points at',
    async (urlPath) => {
      const response = await server.send(urlPath);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(SECRET);
    },
  );

  it('encodes a literal backslash of a path so that the path check refuses it, and leaves the query alone', () => {
    expect(encodeBackslashesInPath('/a\\..\\b?q=\\x')).toBe('/a%5C..%5Cb?q=\\x');
    expect(encodeBackslashesInPath('/plain?q=1')).toBe('/plain?q=1');
    expect(decodeRequestPath(encodeBackslashesInPath('/a\\b'))).toBeNull();
  });

  it('does not follow a symbolic link that leads out of the folder', async () => {
    const response = await server.send('/leak.txt');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(SECRET);
  });

  it('never lists a folder', async () => {
    for (const folder of ['/assets/', '/audio', '/icons']) {
      const response = await server.send(folder);
      expect(response.status, folder).toBe(404);
      const text = await response.text();
      for (const name of ['app-3f9a1c.js.gz', 'tone.mp3', 'icon-192.png']) expect(text, folder).not.toContain(name);
    }
  });

  it('serves only what the folder held at start-up', async () => {
    writeFileSync(path.join(site.dist, 'added-later.txt'), 'written after the server started');
    expect((await server.send('/added-later.txt')).status).toBe(404);
  });
});
