import { describe, expect, it } from 'vitest';
import { splitStyles } from '@/build/page-styles';
import type { StyleRule } from '@/build/render-page';

const rule = (id: string, global = false): StyleRule => ({ id, global, css: `.bb-${id}{color:red}` });

describe('splitStyles', () => {
  const layers = { id: 'layers', global: true, css: '@layer reset,base;' };
  const tokens = { id: 'tokens', global: true, css: ':root{--x:1}' };
  const home = [layers, tokens, rule('header'), rule('hero')];
  const pricing = [layers, tokens, rule('header'), rule('cards')];
  const bots = [layers, tokens, rule('header'), rule('cards'), rule('chat')];
  const split = splitStyles([home, pricing, bots]);

  it('shares the global CSS, globals first, then every rule more than one page uses', () => {
    expect(split.sharedCss).toBe(
      ['@layer reset,base;', ':root{--x:1}', rule('header').css, rule('cards').css].join(''),
    );
    expect(split.globalIds).toEqual(['layers', 'tokens']);
  });

  it('leaves each page only the rules no other page uses', () => {
    expect(split.ownRules).toEqual([[rule('hero')], [], [rule('chat')]]);
  });

  it('shares globals even when one page alone has them', () => {
    const alone = splitStyles([[rule('a'), { id: 'g', global: true, css: 'html{}' }], [rule('b')]]);
    expect(alone.sharedCss).toBe('html{}');
    expect(alone.ownRules).toEqual([[rule('a')], [rule('b')]]);
  });
});
