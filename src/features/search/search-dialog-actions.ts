/**
 * What the search dialog does with the visitor's keys and choices, as pure decisions: the keys of
 * a combobox over the results, and where a chosen result leads. The dialog runs them.
 */
import type { Notice } from '@/lib/toaster';
import { voiceCommandFor, type SearchResult } from './search-index';

export type ComboboxKeyAction =
  /** Not a key of the list: the text box keeps its usual behaviour (moving the cursor, typing). */
  | { readonly type: 'pass' }
  /** A key of the list with nothing to move to yet: its default is still held back. */
  | { readonly type: 'hold' }
  | { readonly type: 'highlight'; readonly index: number }
  | { readonly type: 'choose'; readonly index: number };

const PASS: ComboboxKeyAction = { type: 'pass' };

/** The highlight moves round: past the last option to the first, and before the first to the last. */
function moveTo(index: number, count: number): ComboboxKeyAction {
  if (count === 0) return { type: 'hold' };
  return { type: 'highlight', index: ((index % count) + count) % count };
}

/** What `key` does, given the highlighted option (`active`, -1 for none) among `count` options. */
export function comboboxKeyAction(key: string, active: number, count: number): ComboboxKeyAction {
  switch (key) {
    case 'ArrowDown':
      return moveTo(active + 1, count);
    case 'ArrowUp':
      return moveTo(active < 0 ? -1 : active - 1, count);
    case 'Home':
    case 'End':
      // Only once the visitor is in the list; before that the keys move the text cursor.
      if (active < 0) return PASS;
      return moveTo(key === 'Home' ? 0 : count - 1, count);
    case 'Enter':
      // With nothing highlighted, Enter takes the best result.
      return count === 0 ? PASS : { type: 'choose', index: Math.max(active, 0) };
    default:
      return PASS;
  }
}

export type ChoiceAction =
  | { readonly type: 'go'; readonly path: string }
  /** A voice command has no page: its notice says where to go instead. */
  | { readonly type: 'notify'; readonly notice: Notice };

export function actOnChoice(result: SearchResult): ChoiceAction {
  const command = voiceCommandFor(result);
  if (!command) return { type: 'go', path: result.path };
  return { type: 'notify', notice: { title: command.notice.title, description: command.notice.description } };
}

/** What the live region says about the results: nothing until the visitor searches. */
export function describeResultCount(searching: boolean, count: number): string {
  if (!searching) return '';
  return count === 1 ? '1 result' : `${count} results`;
}
