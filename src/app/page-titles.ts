/**
 * The titles of the pages that have their own route module, and of the not-found page. The route
 * modules and the prerendered `<head>` both read them here, so the two always agree. (Kept apart
 * from page-routes.ts so a page's code does not carry the whole catalogue.)
 */
import { paths } from '@/config/paths';
import { site } from '@/content/site';

export const fixedPages = {
  home: { path: paths.home, title: 'AI voice assistants, cooked to order' },
  knowledgebase: { path: paths.knowledgebase, title: 'Knowledge Base' },
  knowledgeBase: { path: paths.knowledgeBase, title: 'Help Centre' },
  seniorConnect: { path: paths.seniorConnect, title: 'Senior Connect' },
  providerKnowledge: { path: paths.providerKnowledge, title: `${site.voiceProvider.name} Knowledge Guide` },
  providerNavigation: { path: paths.providerNavigation, title: `${site.voiceProvider.name} Navigation Guide` },
  bots: { path: paths.bots, title: 'Chat with AI Assistants' },
} as const;

export type FixedPage = keyof typeof fixedPages;

/** The page every unknown address shows; the build writes it to 404.html. */
export const notFoundPage = { path: '/404', title: 'Page not found' } as const;

/** The document title of a page: its own title, then the brand. */
export function documentTitle(title: string): string {
  return `${title} · ${site.brand}`;
}
