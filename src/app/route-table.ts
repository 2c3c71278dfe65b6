/**
 * The route table: every page that has a route module of its own, one entry each. The router
 * serves it under its title (router.tsx), and the build writes its HTML file and lists it in
 * sitemap.xml (page-routes.ts). Any other address goes to the catalogue route, which shows the
 * catalogue's pages and guided paths.
 *
 * The browser loads this table with the app, before any page, so an entry holds no more than a
 * page's route, title and description. How the site's sitemap and search find a page is its
 * sitemap entry, with the page's other words, in the catalogue (src/content/sitemap.ts).
 */
import { paths } from '@/config/paths';
import { site } from '@/content/site';

export interface RoutedPage {
  /** The address, from `paths`. */
  readonly path: string;
  /** Shown in `<title>` followed by the brand, and in link previews. */
  readonly title: string;
  /**
   * The name of the page's route module, `routes/<module>.tsx`, loaded by the router when its page
   * is opened (route-modules.ts): a visitor downloads the code of the pages they open. Also the route's
   * id, by which the build lists the scripts the page starts with.
   */
  readonly module: string;
  /**
   * For search engines and link previews. A page the sitemap lists takes its sitemap entry's
   * description unless it has one here; a page the sitemap does not list must have one here.
   */
  readonly description?: string;
}

export const routeTable: readonly RoutedPage[] = [
  {
    path: paths.home,
    title: 'AI voice assistants, cooked to order',
    module: 'home',
    description: `Build, manage and deploy AI voice assistants with ${site.brand}: our services, today's specials, the help centre and chat with ${__ASSISTANT_COUNT__} AI assistants, also offline.`,
  },
  {
    path: paths.knowledgeBase,
    title: 'Knowledge Base',
    module: 'knowledgebase',
    description: `Answers for every question about ${site.brand}: setup, voices and personality, channels, pricing and troubleshooting. Searchable, and it works offline.`,
  },
  { path: paths.helpCentre, title: 'Help Centre', module: 'help-centre' },
  {
    path: paths.seniorConnect,
    title: 'Senior Connect',
    module: 'senior-connect',
    description: `Phone help for seniors from ${site.seniorConnect.price}: reminders, family connection, smart home, emergency alerts and 24/7 support. Call ${site.phone.display}.`,
  },
  { path: paths.providerKnowledge, title: site.guides.site, module: 'provider-knowledge' },
  { path: paths.providerNavigation, title: site.guides.map, module: 'provider-navigation' },
  {
    path: paths.bots,
    title: 'Chat with AI Assistants',
    module: 'bots',
    description: `Talk by text, voice or video with GregBot and ${__ASSISTANT_COUNT__ - 1} more ${site.brand} assistants. Conversations are saved on your device.`,
  },
];
