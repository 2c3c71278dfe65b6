import { listHelpTopics } from '@/content/help';
import { flattenSitemap } from '@/content/sitemap';

/** One searchable text of the catalogue, with the id of the result it belongs to. */
export interface CatalogueText {
  readonly id: string;
  readonly text: string;
}

/** Every searchable text of the site's pages and help topics (titles, descriptions, content). */
export function pageAndTopicTexts(): CatalogueText[] {
  return [
    ...flattenSitemap().flatMap((entry) =>
      [entry.title, entry.description, ...(entry.keywords ?? [])].map((text) => ({ id: `page-${entry.id}`, text })),
    ),
    ...listHelpTopics().flatMap((topic) =>
      [topic.title, topic.content, ...(topic.examples ?? [])].map((text) => ({ id: `knowledge-${topic.id}`, text })),
    ),
  ];
}
