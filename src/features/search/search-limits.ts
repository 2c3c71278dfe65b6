/** The search rules' numbers, in a module light enough for any page to import. */
export const SEARCH_LIMITS = {
  /** The knowledge browser searches only from this many characters (trimmed). */
  knowledgeMinQueryLength: 3,
  /** Knowledge results' descriptions are cut to this many characters. */
  knowledgeDescriptionLength: 100,
  /** Guided paths suggested while the query is empty. */
  suggestedPaths: 5,
} as const;
