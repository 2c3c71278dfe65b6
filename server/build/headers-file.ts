/** Writes the header table as `_headers`, the file Netlify and Cloudflare Pages read. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { headerRules, staticHostHeadersFile } from '../headers.ts';

const HEADERS_FILE = '_headers';

export async function writeHeadersFile(distDir: string): Promise<string> {
  const rules = headerRules(import.meta.env?.VITE_SUPABASE_URL);
  await writeFile(path.join(distDir, HEADERS_FILE), staticHostHeadersFile(rules));
  return `${rules.length} rules`;
}
