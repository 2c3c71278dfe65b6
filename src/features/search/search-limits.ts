/** The search rules' numbers, in a module light enough for any page to import. */
export const SEARCH_LIMITS = {
  /** The knowledge browser searches only from this many characters (trimmed). */
  knowledgeMinQueryLength: 3,
  /** Knowledge results' descriptions are cut to this many characters. */
  knowledgeDescriptionLength: 100,
  /** Guided paths suggested while the query is empty. */
  suggestedPaths: 5,
  /** Below this many characters only the whole query is matched (no word, prefix or typo matches). */
  relevanceMinQueryLength: 3,
  /** A result found only by the query's words must score at least this share of the best result… */
  relevanceFloor: 0.3,
  /** …and be among this many best-scoring ones; results containing the whole query are always kept. */
  relevanceMaxResults: 20,
  /** The chat's answers from the help library link to this many topics… */
  answerTopics: 3,
  /**
   * …and quote the sentence of theirs that answers best, and a second: one saying more of the
   * question and scoring at least `newWordsShare` of the first, or else one scoring `closeShare`.
   */
  answerSecondSentence: { newWordsShare: 0.2, closeShare: 0.6 },
  /** A word found in a title counts this many times more than in the text; in keywords, this many. */
  fieldBoosts: { title: 3, keywords: 2 },
} as const;
