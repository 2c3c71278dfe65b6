import { describe, expect, it } from 'vitest';
import { voiceCommands } from '@/content/voice-commands';
import { actOnChoice, comboboxKeyAction, describeResultCount } from '@/features/search/search-dialog-actions';
import { catalogueDocuments, defaultCatalogue } from '@/features/search/search-catalogue';

const results = catalogueDocuments(defaultCatalogue()).map((document) => document.result);

describe('comboboxKeyAction', () => {
  it('moves the highlight down and up, round at both ends', () => {
    expect(comboboxKeyAction('ArrowDown', -1, 3)).toEqual({ type: 'highlight', index: 0 });
    expect(comboboxKeyAction('ArrowDown', 2, 3)).toEqual({ type: 'highlight', index: 0 });
    expect(comboboxKeyAction('ArrowUp', 0, 3)).toEqual({ type: 'highlight', index: 2 });
    // From the text box, up goes to the last option.
    expect(comboboxKeyAction('ArrowUp', -1, 3)).toEqual({ type: 'highlight', index: 2 });
  });

  it('holds the arrows back with no results, so the page does not scroll under the dialog', () => {
    expect(comboboxKeyAction('ArrowDown', -1, 0)).toEqual({ type: 'hold' });
    expect(comboboxKeyAction('ArrowUp', -1, 0)).toEqual({ type: 'hold' });
  });

  it('leaves Home and End to the text cursor until an option is highlighted', () => {
    expect(comboboxKeyAction('Home', -1, 3)).toEqual({ type: 'pass' });
    expect(comboboxKeyAction('End', -1, 3)).toEqual({ type: 'pass' });
    expect(comboboxKeyAction('Home', 1, 3)).toEqual({ type: 'highlight', index: 0 });
    expect(comboboxKeyAction('End', 1, 3)).toEqual({ type: 'highlight', index: 2 });
  });

  it('chooses the highlighted option on Enter, or the first one when none is', () => {
    expect(comboboxKeyAction('Enter', 1, 3)).toEqual({ type: 'choose', index: 1 });
    expect(comboboxKeyAction('Enter', -1, 3)).toEqual({ type: 'choose', index: 0 });
    expect(comboboxKeyAction('Enter', -1, 0)).toEqual({ type: 'pass' });
  });

  it('passes every other key to the text box', () => {
    expect(comboboxKeyAction('a', 0, 3)).toEqual({ type: 'pass' });
    expect(comboboxKeyAction('Escape', 0, 3)).toEqual({ type: 'pass' });
  });
});

describe('actOnChoice', () => {
  it('goes to the path of a page, topic or guide', () => {
    const page = results.find((result) => result.type === 'page')!;
    expect(actOnChoice(page)).toEqual({ type: 'go', path: page.path });
  });

  it("shows a voice command's own notice, since it has no page", () => {
    const command = voiceCommands[0]!;
    const result = results.find((candidate) => candidate.id === `command-${command.id}`)!;
    expect(actOnChoice(result)).toEqual({ type: 'notify', notice: command.notice });
  });
});

describe('describeResultCount', () => {
  it('says nothing before a search, then counts the results', () => {
    expect(describeResultCount(false, 0)).toBe('');
    expect(describeResultCount(true, 0)).toBe('0 results');
    expect(describeResultCount(true, 1)).toBe('1 result');
    expect(describeResultCount(true, 12)).toBe('12 results');
  });
});
