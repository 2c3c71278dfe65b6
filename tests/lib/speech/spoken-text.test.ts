import { describe, expect, it } from 'vitest';
import { toSpokenText } from '@/lib/speech/spoken-text';

const REPLY = [
  '## Plans compared',
  'Here is **how** the *plans* differ, with ~~old~~ prices and `code`:',
  '| Plan | Price |\n| --- | ---: |\n| Basic | $10 |\n| Pro | $30 |',
  '1. Pick a plan\n   - see [the guide](/knowledgebase)\n2. Pay',
  '> Quoted __advice__',
  '- [x] signed up\n- [ ] paid',
  '```bash\nnpm install **not-bold**\n```',
  '***',
  'Mail <help@example.com> or visit https://example.com. ![logo](https://example.com/l.png)',
].join('\n\n');

describe('toSpokenText', () => {
  it('reads a reply without its Markdown symbols', () => {
    const spoken = toSpokenText(REPLY);
    expect(spoken).not.toMatch(/[*_`#|>~[\]]|\(\/|---/);
    expect(spoken).toContain('Plans compared.');
    expect(spoken).toContain('Here is how the plans differ, with old prices and code:');
    expect(spoken).toContain('Plan: Basic, Price: $10.');
    expect(spoken).toContain('Pick a plan see the guide.');
    expect(spoken).toContain('Quoted advice');
    expect(spoken).toContain('Done: signed up.');
    expect(spoken).toContain('To do: paid.');
    expect(spoken).toContain('The code is shown on screen.');
    expect(spoken).not.toContain('npm install');
    expect(spoken).toContain('logo');
  });

  it('keeps plain text as it is', () => {
    expect(toSpokenText('Hello there. How can I help?')).toBe('Hello there. How can I help?');
  });
});
