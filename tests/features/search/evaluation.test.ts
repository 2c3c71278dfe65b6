import { describe, expect, it } from 'vitest';
import { catalogueDocuments, defaultCatalogue } from '@/features/search/search-catalogue';
import { createSearchIndex, getSearchIndex } from '@/features/search/search-index';
import { evaluate, formatFigures } from './evaluate';
import { evaluationSet } from './evaluation-set';

/** The goals the search must keep: a right result in the first three, almost never nothing at all. */
const GOALS = { hitAt3: 0.9, empty: 0.05, offlineHit: 0.9 } as const;

describe('the evaluation set', () => {
  it('has at least 80 questions, typed and spoken, each answered by results the index has', () => {
    expect(evaluationSet.length).toBeGreaterThanOrEqual(80);
    expect(evaluationSet.some((item) => item.style === 'typed')).toBe(true);
    expect(evaluationSet.some((item) => item.style === 'spoken')).toBe(true);
    const known = new Set(catalogueDocuments(defaultCatalogue()).map((doc) => doc.result.id));
    for (const item of evaluationSet) {
      expect(item.answers.length, item.question).toBeGreaterThan(0);
      for (const id of item.answers) expect(known.has(id), `${item.question}: ${id}`).toBe(true);
    }
    expect(new Set(evaluationSet.map((item) => item.question.toLowerCase())).size).toBe(evaluationSet.length);
  });
});

describe('search on the evaluation set', () => {
  const figures = evaluate(getSearchIndex());
  const report = [...formatFigures(figures), ...figures.misses.map((miss) => `missed: ${miss.question}`)].join('\n');

  it(`puts a right result in the first three for at least ${GOALS.hitAt3 * 100} % of the questions`, () => {
    expect(figures.hitAt3, report).toBeGreaterThanOrEqual(GOALS.hitAt3);
  });

  it(`shows nothing at all for at most ${GOALS.empty * 100} % of the questions`, () => {
    expect(figures.empty, report).toBeLessThanOrEqual(GOALS.empty);
  });

  it(`answers offline with a right help topic for at least ${GOALS.offlineHit * 100} % of the questions`, () => {
    expect(figures.offlineHit, report).toBeGreaterThanOrEqual(GOALS.offlineHit);
  });

  it('scores an engine that finds nothing as failing every goal (the measure itself works)', () => {
    const empty = evaluate(createSearchIndex({ sitemap: [], helpCategories: [], guidedPaths: [], voiceCommands: [] }));
    expect(empty.hitAt3).toBe(0);
    expect(empty.empty).toBe(1);
    expect(empty.offlineHit).toBe(0);
  });
});
