import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeTail } from '@/lib/markdown/complete';
import { parseMarkdown, parserStats } from '@/lib/markdown/parse';
import { createStreamParser } from '@/lib/markdown/stream';

const word = fc.constantFrom('plan', 'price', 'BaseBot', 'voice', 'setup', 'é', '42', 'snake_case', 'a*b');
const inline = fc.oneof(
  word,
  word.map((text) => `**${text}**`),
  word.map((text) => `*${text}*`),
  word.map((text) => `~~${text}~~`),
  word.map((text) => `\`${text}\``),
  word.map((text) => `[${text}](https://example.com/${text})`),
  word.map((text) => `[${text}](/knowledgebase)`),
  fc.constant('https://example.com/x'),
);
const line = fc.array(inline, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(' '));
const block = fc.oneof(
  line,
  fc.array(line, { minLength: 2, maxLength: 3 }).map((lines) => lines.join('\n')),
  fc.tuple(fc.integer({ min: 1, max: 4 }), line).map(([level, text]) => `${'#'.repeat(level)} ${text}`),
  fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.map((text) => `> ${text}`).join('\n')),
  fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.map((text) => `- ${text}`).join('\n')),
  fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.map((text, n) => `${n + 1}. ${text}`).join('\n')),
  fc.tuple(line, line).map(([a, b]) => `- ${a}\n  - ${b}\n- ${a}`),
  fc.tuple(line, fc.boolean()).map(([text, done]) => `- [${done ? 'x' : ' '}] ${text}\n- [ ] ${text}`),
  fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => `\`\`\`ts\n${lines.join('\n')}\n\`\`\``),
  fc
    .array(fc.tuple(word, line), { minLength: 1, maxLength: 3 })
    .map((rows) => `| Name | Notes |\n| --- | :-: |\n${rows.map(([a, b]) => `| ${a} | ${b} |`).join('\n')}`),
  fc.constant('---'),
  line.map((text) => `## ${text} ##`),
);
// At most one reference definition, under a label used nowhere else: a reference used before its
// definition resolves only once the reply is whole, by design.
const reply = fc
  .tuple(
    fc.array(block, { minLength: 1, maxLength: 10 }),
    fc.array(fc.constantFrom('\n\n', '\n'), { maxLength: 10 }),
    fc.option(fc.nat({ max: 10 })),
  )
  .map(([blocks, gaps, definition]) => {
    const all = [...blocks];
    if (definition !== null) all.splice(definition, 0, '[zz]: https://example.com/zz');
    return `${all.map((text, index) => (index === 0 ? text : `${gaps[index] ?? '\n\n'}${text}`)).join('')}\n`;
  });

/** Feeds a reply to a stream parser in the given chunk sizes; returns the last tree. */
function stream(text: string, sizes: readonly number[]) {
  const parser = createStreamParser();
  let at = 0;
  let index = 0;
  let blocks = parser.update('');
  while (at < text.length) {
    at = Math.min(text.length, at + (sizes[index % sizes.length] ?? 1));
    index += 1;
    blocks = parser.update(text.slice(0, at));
  }
  return blocks.flatMap((block) => block.nodes);
}

describe('createStreamParser', () => {
  it('gives the same tree as a one-shot parse, whatever the chunk sizes', () => {
    fc.assert(
      fc.property(reply, fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 20 }), (text, sizes) => {
        expect(stream(text, sizes)).toEqual(parseMarkdown(text));
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('parses finished blocks once: only the growing end is parsed again', () => {
    const text = Array.from({ length: 400 }, (_, n) => `Paragraph ${n} with **some** words.\n\n`).join('');
    parserStats.chars = 0;
    stream(text, [7]);
    // Re-parsing everything on each of the ~2,300 updates would be ~1,000x the text.
    expect(parserStats.chars).toBeLessThan(text.length * 12);
  });

  it('parses again when words follow what looked like a link reference definition', () => {
    const parser = createStreamParser();
    parser.update('# Plans\n\n[guide]: /knowledgebase');
    const text = '# Plans\n\n[guide]: /knowledgebase is where to look';
    expect(parser.update(text).flatMap((block) => block.nodes)).toEqual(parseMarkdown(text));
  });

  it('starts over when the text does not extend the last one', () => {
    const parser = createStreamParser();
    parser.update('# One\n\nfirst\n\nsecond');
    expect(parser.update('Other\n').flatMap((block) => block.nodes)).toEqual(parseMarkdown('Other\n'));
  });
});

describe('completeTail', () => {
  it.each([
    ['Use **bold', 'Use **bold**'],
    ['Use *it', 'Use *it*'],
    ['Use _it', 'Use _it_'],
    ['Use ~~old', 'Use ~~old~~'],
    ['Run `npm te', 'Run `npm te`'],
    ['Run ``a ` b', 'Run ``a ` b``'],
    ['See [the guide](https://exa', 'See [the guide]()'],
    ['See [the gui', 'See the gui'],
    ['See [the guide]', 'See the guide'],
    ['Use **', 'Use'],
    ['Run `', 'Run'],
    ['**bold *both', '**bold *both***'],
    ['done **bold** and *it*', 'done **bold** and *it*'],
    ['snake_case stays', 'snake_case stays'],
    ['2 * 3', '2 * 3'],
    ['text\n- ', 'text\n'],
    ['text\n1.', 'text\n'],
    ['text\n---', 'text\n'],
    ['| a | b |\n| --- | :-', '| a | b |\n'],
    ['```ts\nconst a = **b', '```ts\nconst a = **b'],
    ['```\ncode\n```\nnow **bold', '```\ncode\n```\nnow **bold**'],
  ])('completes %j as %j', (tail, completed) => {
    expect(completeTail(tail)).toBe(completed);
  });

  it('shows an unfinished link as its text, never as a link to a partial address', () => {
    const blocks = parseMarkdown(completeTail('See [the guide](https://exa'));
    expect(JSON.stringify(blocks)).not.toContain('https://exa');
    expect(JSON.stringify(blocks)).toContain('the guide');
  });
});
