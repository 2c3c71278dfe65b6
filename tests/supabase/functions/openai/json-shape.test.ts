// @vitest-environment node
// The scan that judges a body's JSON by its bytes as they arrive, before anything is built from
// them: held to the depth and the number of values of the parsed value, for any JSON fast-check
// makes, however its bytes are cut into chunks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createShapeScanner,
  type JsonBounds,
  type ShapeBreach,
} from '../../../../supabase/functions/openai/json-shape.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

/** The scanner's answer for a whole body given in one chunk. */
function findShapeBreach(body: Uint8Array, bounds: JsonBounds): ShapeBreach | null {
  return createShapeScanner(bounds).push(body);
}

/** The scanner's answer once `body` has been pushed in pieces cut at `cuts`. */
function inChunks(body: Uint8Array, cuts: number[], bounds: JsonBounds): ShapeBreach | null {
  const scanner = createShapeScanner(bounds);
  const edges = [...new Set([0, ...cuts.map((cut) => cut % (body.length + 1)), body.length])].sort((a, b) => a - b);
  let answer: ShapeBreach | null = null;
  for (let index = 1; index < edges.length; index += 1)
    answer = scanner.push(body.subarray(edges[index - 1], edges[index]));
  return answer;
}

/** Containers open at the deepest point of `value` (a scalar is 0, `[]` is 1). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

/** The value itself and every element and member below it. */
function valuesOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 1;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + children.reduce<number>((sum, child) => sum + valuesOf(child), 0);
}

describe('findShapeBreach', () => {
  it('finds the depth and the number of values of any JSON, however it is spaced', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 1, '\t', ' \n '), (value, space) => {
        const text = JSON.stringify(value, null, space);
        const [depth, values] = [depthOf(value), valuesOf(value)];
        expect(findShapeBreach(bytes(text), { maxDepth: depth, maxValues: values })).toBeNull();
        if (depth > 0) {
          expect(findShapeBreach(bytes(text), { maxDepth: depth - 1, maxValues: values })?.bound).toBe('depth');
        }
        if (values > 1) {
          expect(findShapeBreach(bytes(text), { maxDepth: depth, maxValues: values - 1 })?.bound).toBe('values');
        }
      }),
    );
  });

  it('gives the same answer however the bytes are cut into chunks, escapes split included', () => {
    const strings = fc.stringMatching(/^[\\"[\]{},: a-z\u00e9\u{1F600}]{0,12}$/u);
    const values = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, strings, fc.integer(), tie('array'), tie('object')),
      array: fc.array(tie('value'), { maxLength: 4 }),
      object: fc.dictionary(strings, tie('value'), { maxKeys: 4 }),
    })).value;
    fc.assert(
      fc.property(
        values,
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.nat(6),
        fc.nat(20),
        (value, cuts, maxDepth, maxValues) => {
          const body = bytes(JSON.stringify(value));
          const bounds = { maxDepth, maxValues: maxValues + 1 };
          const whole = findShapeBreach(body, bounds);
          expect(inChunks(body, cuts, bounds)).toEqual(whole);
          // One byte at a time: every escape is split from what it escapes.
          expect(inChunks(body, [...body.keys()], bounds)).toEqual(whole);
        },
      ),
    );
  });

  it('skips brackets, commas and escaped quotes inside strings', () => {
    const text = JSON.stringify({ a: '[[[{{{,,,\\"]]]', b: ['"\\', '\\\\"', ']['] });
    expect(findShapeBreach(bytes(text), { maxDepth: 2, maxValues: 6 })).toBeNull();
  });

  it('stops at the first bracket past the depth: a half-million-deep body is judged by its first bytes', () => {
    const depth = 524_000;
    const text = `{"responseType":"text","prompt":"hi","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const breach = findShapeBreach(bytes(text), { maxDepth: 32, maxValues: 10_000 });
    expect(breach).toEqual({ bound: 'depth', at: text.indexOf('[') + 31 });
  });

  it('stops at the first value past the bound', () => {
    const text = `[${'0,'.repeat(500_000)}0]`;
    expect(findShapeBreach(bytes(text), { maxDepth: 32, maxValues: 10 })).toEqual({ bound: 'values', at: 18 });
  });
});
