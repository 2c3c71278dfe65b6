// Search quality and latency. Quality: the evaluation set's questions
// (tests/features/search/evaluation-set.ts) through the search dialog's engine (hit@1, hit@3 and
// how many get no result at all), through the chat's offline answers, and whether the chat's
// answer from the help library leads with the fact asked (tests/features/chat/library-answer-figure.ts).
// Latency: index build time and per-keystroke query time (p50/p95) for the real catalogue and for
// synthetic catalogues 10x and 100x its size, typing keywords and questions one character at a
// time. Bundles the real search module (src/features/search/search-index.ts) with Vite first, so
// what is measured is what ships. Figures only; nothing here fails a build (the unit tests hold the quality goals).
import { loadBundledModules } from './bundled-modules.mjs';

const modules = await loadBundledModules('search', {
  'search-index': 'src/features/search/search-index.ts',
  'search-catalogue': 'src/features/search/search-catalogue.ts',
  evaluate: 'tests/features/search/evaluate.ts',
  'library-answers': 'tests/features/chat/library-answer-figure.ts',
});
const search = modules['search-index'];
const { evaluate, formatFigures } = modules.evaluate;
const { defaultCatalogue } = modules['search-catalogue'];
const { measureLibraryAnswers, formatLibraryAnswers } = modules['library-answers'];
const real = defaultCatalogue();

/** Small seeded PRNG (mulberry32): the same synthetic catalogue on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(20261122);
const pick = (items) => items[Math.floor(next() * items.length)];
const syllables = ['ba', 'se', 'bot', 'vo', 'ice', 'ka', 'ri', 'lo', 'men', 'tra', 'qui', 'zen', 'dor', 'pha', 'nel'];
const catalogueWords = JSON.stringify(real)
  .toLowerCase()
  .match(/[a-z]{3,}/g);

/** A sentence in the catalogue's vocabulary, with some new words so the vocabulary grows with scale. */
function sentence(words) {
  return Array.from({ length: words }, () =>
    next() < 0.15
      ? Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(syllables)).join('')
      : pick(catalogueWords),
  ).join(' ');
}

function synthetic(scale) {
  if (scale === 1) return real;
  const copies = Array.from({ length: scale - 1 }, (_, copy) => copy + 1);
  const entry = (base, copy) => ({
    ...base,
    id: `${base.id}-s${copy}`,
    title: `${base.title} ${sentence(2)}`,
    description: sentence(18),
    path: `${base.path.replace(/#.*$/, '')}/s${copy}`,
    keywords: (base.keywords ?? []).map(() => sentence(2)),
    children: (base.children ?? []).map((child) => entry(child, copy)),
  });
  return {
    ...real,
    sitemap: [...real.sitemap, ...copies.flatMap((copy) => real.sitemap.map((base) => entry(base, copy)))],
    helpCategories: [
      ...real.helpCategories,
      ...copies.flatMap((copy) =>
        real.helpCategories.map((category) => ({
          ...category,
          id: `${category.id}-s${copy}`,
          topics: category.topics.map((topic) => ({
            ...topic,
            id: `${topic.id}-s${copy}`,
            title: `${topic.title} ${sentence(2)}`,
            content: [sentence(40), sentence(40), sentence(30)].join('\n\n'),
            examples: (topic.examples ?? []).map(() => sentence(10)),
          })),
        })),
      ),
    ],
    guidedPaths: [
      ...real.guidedPaths,
      ...copies.flatMap((copy) =>
        real.guidedPaths.map((guided) => ({ ...guided, id: `${guided.id}-s${copy}`, description: sentence(14) })),
      ),
    ],
    voiceCommands: [
      ...real.voiceCommands,
      ...copies.flatMap((copy) =>
        real.voiceCommands.map((command) => ({ ...command, id: `${command.id}-s${copy}`, description: sentence(10) })),
      ),
    ],
  };
}

const queries = [
  'connect elevenlabs',
  'pricing plans',
  'pricng',
  'microphone not working',
  'api keys',
  'senior connect',
  'website widget',
  'vip setup',
  'how do i install the app on my phone',
  'how much does it cost',
  'can i talk to a real person',
  'my micrphone isnt working',
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

for (const scale of [1, 10, 100]) {
  const catalogue = synthetic(scale);
  const started = performance.now();
  const index = search.createSearchIndex(catalogue);
  const buildMs = performance.now() - started;

  // One warm-up pass, so the figures are about steady typing, not the JIT.
  for (const query of queries) for (let end = 1; end <= query.length; end++) index.search(query.slice(0, end));
  const timings = [];
  for (let round = 0; round < 5; round++) {
    for (const query of queries) {
      for (let end = 1; end <= query.length; end++) {
        const t0 = performance.now();
        index.search(query.slice(0, end));
        timings.push(performance.now() - t0);
      }
    }
  }
  timings.sort((a, b) => a - b);
  console.log(
    `search ${scale}x build_ms=${buildMs.toFixed(1)} p50_ms=${percentile(timings, 50).toFixed(2)} p95_ms=${percentile(timings, 95).toFixed(2)}`,
  );
  console.info(`  (${index.size} documents, ${timings.length} keystrokes)`);
}

// Quality last, so the latency runs above start from a cold index.
const realIndex = search.createSearchIndex(real);
const figures = evaluate(realIndex);
for (const line of formatFigures(figures)) console.log(line);
console.info(
  `  (goals: hit@3 >= 90%, empty <= 5%, offline >= 90%; ${figures.misses.length} questions missed in the first three)`,
);
const libraryAnswers = measureLibraryAnswers(realIndex);
console.log(formatLibraryAnswers(libraryAnswers));
console.info(`  (goal >= 90%; ${libraryAnswers.misses.length} answers without their fact in the first lines)`);

if (process.env.SEARCH_MISSES) console.info(JSON.stringify([figures.misses, libraryAnswers.misses], null, 1));
