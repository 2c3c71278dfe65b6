import { describe, expect, it } from 'vitest';
import { indexTerm, meaningfulWords, queryTerms, substringQuery, type Vocabulary } from '@/features/search/query-terms';

/** A catalogue vocabulary of a few words, for the typo rules (the real one is built by the index). */
function vocabularyOf(...known: string[]): Vocabulary {
  const distance = (a: string, b: string): number => {
    const row = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i++) {
      let diagonal = row[0]!;
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const above = row[j]!;
        row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
        diagonal = above;
      }
    }
    return row[b.length]!;
  };
  return {
    has: (word) => known.includes(word),
    near: (word, max) =>
      new Map(known.map((candidate) => [candidate, distance(word, candidate)] as const).filter(([, d]) => d <= max)),
  };
}

const none = vocabularyOf();
const termsOf = (query: string, vocabulary = none) => queryTerms(query, vocabulary).map((term) => term.term);
const weightOf = (query: string, term: string, vocabulary = none) =>
  queryTerms(query, vocabulary).find((item) => item.term === term)?.weight;

describe('meaningfulWords', () => {
  it('drops stop words and question words, keeps what the question is about', () => {
    expect(meaningfulWords('How do I install the app on my phone?')).toEqual(['install', 'app', 'phone']);
    expect(meaningfulWords("What's the cheapest plan, and can I cancel?")).toEqual(['cheapest', 'plan', 'cancel']);
    expect(meaningfulWords('how do I')).toEqual([]);
  });
});

describe('substringQuery', () => {
  it('lower-cases, trims and drops the punctuation a sentence ends with', () => {
    expect(substringQuery('  Pricing.  ')).toBe('pricing');
    expect(substringQuery('How much does it cost?')).toBe('how much does it cost');
    expect(substringQuery('e.g.')).toBe('e.g');
  });

  it('reads any run of white space as one space', () => {
    expect(substringQuery('been  talking.\n\nTo')).toBe('been talking. to');
  });

  it('keeps a query that is punctuation only', () => {
    expect(substringQuery(' ? ')).toBe('?');
  });
});

describe('indexTerm', () => {
  it('indexes stems and leaves stop words out', () => {
    expect(indexTerm('Installing')).toBe('instal');
    expect(indexTerm('install')).toBe('instal');
    expect(indexTerm('the')).toBeNull();
  });
});

describe('queryTerms', () => {
  it('searches stems, so every form of a word meets every other', () => {
    expect(termsOf('installing')).toEqual(termsOf('installed'));
    expect(termsOf('prices')).toEqual(termsOf('pricing'));
    expect(queryTerms('pricing', none)[0]).toEqual({ term: 'price', weight: 1, prefix: true });
  });

  it('is empty for a question of small words only', () => {
    expect(queryTerms('how do I', none)).toEqual([]);
    expect(queryTerms('   ', none)).toEqual([]);
  });

  it('treats only the word still being typed as a prefix', () => {
    const typing = queryTerms('install the ap', none);
    expect(typing.find((term) => term.term === 'ap')?.prefix).toBe(false);
    expect(queryTerms('install the app', none).find((term) => term.term === 'app')?.prefix).toBe(true);
    expect(queryTerms('install the app ', none).find((term) => term.term === 'app')?.prefix).toBe(false);
    expect(typing.find((term) => term.term === 'instal')?.prefix).toBe(false);
  });

  it('adds synonyms from the content catalogue, weighted below the words typed', () => {
    expect(termsOf('how much does it cost')).toEqual(expect.arrayContaining(['cost', 'price']));
    expect(weightOf('how much does it cost', 'price')!).toBeLessThan(weightOf('how much does it cost', 'cost')!);
    // Phrases match as phrases, in both directions.
    expect(termsOf('sign in')).toEqual(expect.arrayContaining(['login']));
    expect(termsOf('login')).toEqual(expect.arrayContaining(['sign']));
    expect(termsOf('my grandma')).toEqual(expect.arrayContaining(['senior']));
    expect(termsOf('remove it')).toEqual(expect.arrayContaining(['delet']));
  });

  it('reads an unknown word as a typo of the nearest catalogue words, never a short or known one', () => {
    const vocabulary = vocabularyOf('microphone', 'pricing', 'mic', 'voices', 'choices', 'mice');
    expect(termsOf('micrphone', vocabulary)).toEqual(expect.arrayContaining(['microphon']));
    expect(weightOf('micrphone', 'microphon', vocabulary)!).toBeLessThan(1);
    expect(termsOf('pricng', vocabulary)).toEqual(expect.arrayContaining(['price']));
    // Too short to guess at, or a word the catalogue has: taken as written.
    expect(termsOf('mive', vocabulary)).toEqual(['mive']);
    expect(termsOf('voices', vocabulary)).toEqual(['voic']);
  });

  it('also looks for two neighbouring words written as one', () => {
    expect(termsOf('eleven labs api key')).toEqual(expect.arrayContaining(['elevenlab']));
    expect(termsOf('how to set up')).toEqual(expect.arrayContaining(['setup']));
  });
});
