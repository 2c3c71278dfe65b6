/**
 * Brotli and gzip copies of every compressible file of the build, made once at build time at the
 * highest levels (too slow to do per request, cheap once), so that the server and any static host
 * that understands `.br`/`.gz` send them as they are. A copy is kept only when it is smaller.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml)$/i;
/** Below this, compression saves less than the bytes a header and a round of negotiation cost. */
const MIN_COMPRESS_BYTES = 1024;
/** zlib's thread pool has four threads; more at once only queue. */
const PARALLEL = 4;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

async function compressOne(file: string): Promise<number> {
  const bytes = await readFile(file);
  if (bytes.byteLength < MIN_COMPRESS_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [suffix, compressed] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (compressed.byteLength >= bytes.byteLength) continue;
    await writeFile(`${file}${suffix}`, compressed);
    written += 1;
  }
  return written;
}

/** Writes `.br` and `.gz` beside each compressible file of `distDir`; says how many. */
export async function precompressFiles(distDir: string): Promise<string> {
  const queue = (await listFiles(distDir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  const worker = async (): Promise<void> => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const copies = await compressOne(file);
      written += copies;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return `${written} compressed copies`;
}
