/**
 * The prerender: writes every page of the site into the client build as its own HTML file, with
 * the CSS it needs, its own head, sitemap.xml and robots.txt, and marks the scripts pages start
 * with to be compiled as they arrive (compile-hints.ts). Runs in Node after the client build (see
 * scripts/build.mjs), from the server bundle of src/entry-server.tsx.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { env } from '@/config/env';
import { site } from '@/content/site';
import { NOT_FOUND_MARKER } from '@/app/hydration';
import { listPageRoutes, NOT_FOUND_PAGE, type PageRoute } from '@/app/page-routes';
import { documentTitle } from '@/app/page-titles';
import { markStartupScripts } from './compile-hints';
import { renderPageDocument, takeHoistedHead } from './page-document';
import { splitStyles } from './page-styles';
import { renderPage, type RenderedPage } from './render-page';
import { pageFileName, pageUrl, renderRobotsTxt, renderSitemapXml } from './site-files';
import { AFTER_START_UP, STARTUP_MODULES_FILE, type StartupModules } from './startup-modules-plugin';

interface PrerenderReport {
  /** Every file written, relative to the build folder. */
  readonly files: readonly string[];
  readonly sharedStylesheet: string;
}

function write(outDir: string, file: string, content: string): void {
  const target = join(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/** The text of React's escaped markup (it escapes &, <, >, " and '). */
function unescapeHtml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
}

interface Page {
  readonly route: PageRoute;
  readonly file: string;
  /** What `#root` is marked with. */
  readonly marker: string;
  readonly canonical: boolean;
}

/**
 * The scripts a page's start-up runs, all of them, so that its head can ask for them at once: the
 * start-up's own, then those of each route module that renders the page (a route's id is its
 * module's name in src/app/routes/), then those every page runs as soon as it is live.
 */
function pageScripts(known: StartupModules, routeIds: readonly string[]): string[] {
  const scripts = new Set(known.startup);
  for (const id of routeIds) known.modules[`src/app/routes/${id}.tsx`]?.forEach((file) => scripts.add(file));
  for (const name of AFTER_START_UP) {
    const module = known.modules[name];
    if (!module) throw new Error(`${name} is in no chunk the client build listed: update AFTER_START_UP.`);
    module.forEach((file) => scripts.add(file));
  }
  return [...scripts].map((file) => `/${file}`);
}

/** The app's entry script, as the built `index.html` names it. */
function entryScript(template: string): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(template)?.[1];
  if (entry === undefined) throw new Error('The page template has no module script: the app has no entry.');
  return entry;
}

export async function prerenderSite({ outDir }: { outDir: string }): Promise<PrerenderReport> {
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  // Written by the client build for this step only; not part of the site.
  const startupModulesPath = join(outDir, STARTUP_MODULES_FILE);
  const startupModules = JSON.parse(readFileSync(startupModulesPath, 'utf8')) as StartupModules;
  rmSync(startupModulesPath);
  const routes = listPageRoutes();
  const pages: Page[] = [
    ...routes.map((route) => ({ route, file: pageFileName(route.path), marker: route.path, canonical: true })),
    { route: NOT_FOUND_PAGE, file: '404.html', marker: NOT_FOUND_MARKER, canonical: false },
  ];

  // One page at a time: rendering is CPU-bound, and the build machine may be small.
  const rendered: RenderedPage[] = [];
  for (const page of pages) rendered.push(await renderPage(page.route.path));

  const styles = splitStyles(rendered.map((page) => page.styles));
  const sharedName = `assets/styles-${createHash('sha256').update(styles.sharedCss).digest('base64url').slice(0, 8)}.css`;
  write(outDir, sharedName, styles.sharedCss);

  const files = [sharedName];
  const startupScripts = new Set([entryScript(template)]);
  pages.forEach((page, index) => {
    const result = rendered[index];
    const ownStyles = styles.ownRules[index];
    if (!result || !ownStyles) throw new Error(`Nothing was rendered for ${page.route.path}`);
    const hoisted = takeHoistedHead(result.html);
    const title = documentTitle(page.route.title);
    // The title React renders must be the one in the head, or the browser would change it on load.
    if (hoisted.title !== undefined && unescapeHtml(hoisted.title) !== title) {
      throw new Error(`${page.route.path} renders the title "${hoisted.title}" but is listed as "${title}".`);
    }
    const scripts = pageScripts(startupModules, result.routeIds);
    scripts.forEach((script) => startupScripts.add(script));
    const html = renderPageDocument(template, {
      page: page.marker,
      head: {
        title,
        shareTitle: page.route.title,
        description: page.route.description,
        ...(page.canonical ? { canonicalUrl: pageUrl(env.siteUrl, page.route.canonicalPath ?? page.route.path) } : {}),
      },
      rootHtml: hoisted.body,
      scripts,
      siteName: site.brand,
      sharedStylesheet: `/${sharedName}`,
      globalStyleIds: styles.globalIds,
      ownStyles,
    });
    write(outDir, page.file, html);
    files.push(page.file);
  });

  // Before the service worker's precache lists the scripts with their content.
  markStartupScripts(outDir, startupScripts);

  // An alias is the same page as its target: only the target is listed.
  write(
    outDir,
    'sitemap.xml',
    renderSitemapXml(
      env.siteUrl,
      routes.filter((route) => !route.canonicalPath),
    ),
  );
  write(outDir, 'robots.txt', renderRobotsTxt(env.siteUrl));
  files.push('sitemap.xml', 'robots.txt');
  return { files, sharedStylesheet: sharedName };
}
