/**
 * Writes one HTML file per page of the app (`/a/b` -> `a/b.html`) and `404.html`, as copies of
 * the app shell with each page's own title and description. The prerender step is meant to take
 * this step's place and write the same files with the pages' markup in them.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listPageRoutes, NOT_FOUND_PAGE, type PageRoute } from '@/app/page-routes';
import { documentTitle } from '@/app/page-titles';

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** The file a page address is written to, relative to the build folder. */
export function pageFileFor(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`;
}

/** The shell with the page's title and description; throws if the shell has no place for them. */
export function withPageHead(shell: string, page: Pick<PageRoute, 'title' | 'description'>): string {
  const title = /<title>[\s\S]*?<\/title>/;
  const description = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
  if (!title.test(shell) || !description.test(shell)) {
    throw new Error('index.html has no <title> or <meta name="description"> to fill in');
  }
  return shell
    .replace(title, () => `<title>${escapeHtml(documentTitle(page.title))}</title>`)
    .replace(description, () => `<meta name="description" content="${escapeHtml(page.description)}" />`);
}

/** Writes every page's file and the not-found page beside `index.html`; says how many. */
export async function writePageFiles(distDir: string): Promise<string> {
  const shell = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const pages = listPageRoutes().filter((page) => page.path !== '/');
  for (const page of [...pages, NOT_FOUND_PAGE]) {
    const file = path.join(distDir, pageFileFor(page.path));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, withPageHead(shell, page));
  }
  return `${pages.length} pages and ${pageFileFor(NOT_FOUND_PAGE.path)}`;
}
