/**
 * The catalogue's search documents as the index keeps them: the fields MiniSearch reads, and what
 * the substring rule and the ranking look at, worked out once when the index is built.
 */
import type { HelpTopicRef } from '@/content/help';
import { singleSpaced } from './query-terms';
import { catalogueDocuments, type SearchCatalogue, type SearchResult } from './search-catalogue';

export interface IndexedDocument {
  readonly id: string;
  readonly result: SearchResult;
  readonly title: string;
  readonly keywords: string;
  readonly text: string;
  /** Lower-cased fields the substring rule looks at, joined by a character no query contains. */
  readonly haystack: string;
  readonly titleLower: string;
  readonly categoryLower: string;
  /** The title and keywords, lower-cased: a query equal to one of them names this item. */
  readonly names: ReadonlySet<string>;
  /** Position in the alphabetical order of titles, the last tie-breaker. */
  order: number;
  /** The help topic behind a knowledge result. */
  readonly topic?: HelpTopicRef;
}

const FIELD_SEPARATOR = '\u0000';

/** Every item of the catalogue as a search document, numbered in the alphabetical order of titles. */
export function indexedDocuments(catalogue: SearchCatalogue): IndexedDocument[] {
  const topics = new Map<string, HelpTopicRef>(
    catalogue.helpCategories.flatMap((category) =>
      category.topics.map((topic) => [`knowledge-${topic.id}`, { ...topic, categoryId: category.id }] as const),
    ),
  );
  const documents = catalogueDocuments(catalogue).map(({ result, substringFields, keywords, text }) => ({
    id: result.id,
    result,
    title: result.title,
    keywords: keywords.join('\n'),
    text: text.join('\n'),
    haystack: substringFields.map(singleSpaced).join(FIELD_SEPARATOR).toLowerCase(),
    titleLower: result.title.toLowerCase(),
    categoryLower: result.category.toLowerCase(),
    names: new Set([result.title, ...keywords].map((name) => name.trim().toLowerCase())),
    order: 0,
    topic: topics.get(result.id),
  }));
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  [...documents]
    .sort((a, b) => collator.compare(a.title, b.title))
    .forEach((doc, position) => {
      doc.order = position;
    });
  return documents;
}
