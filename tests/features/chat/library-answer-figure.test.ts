import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { createSearchIndex, getSearchIndex } from '@/features/search/search-index';
import { evaluationSet } from '../search/evaluation-set';
import { formatLibraryAnswers, leadOf, measureLibraryAnswers } from './library-answer-figure';

/** The goal: the fact asked is in the first lines of the library's answer. */
const GOAL = 0.9;

// Answering every question of the set: seconds on a busy machine.
describe("the library's answers on the evaluation set", { timeout: 60_000 }, () => {
  it('has at least 30 questions that one fact of the library answers', () => {
    expect(evaluationSet.filter((item) => item.fact !== undefined).length).toBeGreaterThanOrEqual(30);
  });

  it(`gives the fact asked in its first lines for at least ${GOAL * 100} % of them`, () => {
    const figure = measureLibraryAnswers(getSearchIndex());
    const report = [formatLibraryAnswers(figure), ...figure.misses.map((miss) => `missed: ${miss.question}`)];
    expect(figure.share, report.join('\n')).toBeGreaterThanOrEqual(GOAL);
  });

  it('scores a library that finds nothing as missing every fact but the help line (the measure itself works)', () => {
    const empty = createSearchIndex({ sitemap: [], helpCategories: [], guidedPaths: [], voiceCommands: [] });
    const figure = measureLibraryAnswers(empty);
    const facts = evaluationSet.flatMap((item) => (item.fact === undefined ? [] : [item.fact]));
    // Every answer ends with the help line's number, found or not.
    expect(figure.misses.map((miss) => miss.fact)).toEqual(facts.filter((fact) => fact !== site.phone.display));
    expect(figure.share).toBeLessThan(0.1);
  });

  it('reads the answer as the visitor does, without the Markdown', () => {
    expect(leadOf('Call [(800) 555-0199](tel:+18005550199) **now**.')).toBe('Call (800) 555-0199 now.');
    expect(leadOf('x'.repeat(400))).toHaveLength(300);
  });
});
