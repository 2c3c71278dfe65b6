// Every recipe in docs/how-to.md names the test that follows it, and every such test has its recipe.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const doc = readFileSync(new URL('../../docs/how-to.md', import.meta.url), 'utf8');
const recipes = doc.split(/^## /m).slice(1);

describe('docs/how-to.md', () => {
  it.each(recipes.map((recipe) => [recipe.split('\n')[0], recipe]))('names the test that follows "%s"', (_, text) => {
    const [named] = text.match(/tests\/how-to\/[\w-]+\.test\.tsx?/) ?? [];
    expect(named).toBeDefined();
    expect(existsSync(new URL(`../../${named}`, import.meta.url))).toBe(true);
  });

  it('has a recipe for every test in tests/how-to', () => {
    const tests = readdirSync(new URL('.', import.meta.url)).filter((file) => file !== 'recipes.test.ts');
    for (const file of tests) expect(doc, file).toContain(`tests/how-to/${file}`);
  });
});
