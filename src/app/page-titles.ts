/**
 * The titles of the pages that have a route module of their own, in one place for the route
 * modules and for the page files the build writes (page-routes.ts). Kept apart from the
 * catalogue so that a route module does not pull the whole sitemap into its chunk.
 */
import { site } from '@/content/site';

/** Titles of the pages that have a route module of their own, and of the not-found page. */
export const routeTitles = {
  home: 'AI voice assistants, cooked to order',
  knowledgebase: 'Knowledge Base',
  helpCentre: 'Help Centre',
  seniorConnect: 'Senior Connect',
  providerKnowledge: site.guides.site,
  providerNavigation: site.guides.map,
  bots: 'Chat with AI Assistants',
  notFound: 'Page not found',
} as const;

/** The text of a page's `<title>`. */
export function documentTitle(title: string): string {
  return `${title} · ${site.brand}`;
}
