// Markdown parsing time for replies: adversarial shapes (that once made the parser quadratic) and
// ordinary text, at 16k, 64k and 200k characters. Linear time means the 200k/16k ratio is close to
// 12.5 (the ratio of the input sizes). Compiles the real module (src/features/chat/markdown.ts,
// which imports nothing) with TypeScript, so what is measured is what ships. Figures only.
import { readFileSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = readFileSync(join(root, 'src/features/chat/markdown.ts'), 'utf8');
const { outputText } = ts.transpileModule(source, {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
});
const dir = mkdtempSync(join(tmpdir(), 'basebots-markdown-bench-'));
const file = join(dir, 'markdown.mjs');
writeFileSync(file, outputText);
const { parseMarkdown } = await import(pathToFileURL(file).href);
rmSync(dir, { recursive: true, force: true });

const fill = (unit, n) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
const SHAPES = {
  'link-openers': (n) => fill('[a](', n),
  'image-openers': (n) => fill('![', n),
  brackets: (n) => fill('[', n),
  'nested-emphasis': (n) => fill('**__*_a', n),
  'unclosed-code': (n) => fill('`a ', n),
  'heading-spaces': (n) => `# a${' '.repeat(n - 4)}b`,
  'long-target': (n) => fill('[a](http://x', n),
  ordinary: (n) =>
    fill(
      'Here is **how** to pair the *BaseBot* with `wifi`: see [the guide](https://example.com/guide).\n- one\n- two\n\n',
      n,
    ),
};
const SIZES = [16_000, 64_000, 200_000];

function time(input) {
  let best = Infinity;
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    parseMarkdown(input);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

for (const [name, make] of Object.entries(SHAPES)) {
  const times = SIZES.map((n) => {
    const ms = time(make(n));
    console.log(`markdown shape=${name} n=${n} ms=${ms.toFixed(2)}`);
    return ms;
  });
  const ratio = times[2] / Math.max(times[0], 0.01);
  console.log(`markdown shape=${name} ratio_200k_16k=${ratio.toFixed(1)} (linear ~12.5)`);
}
