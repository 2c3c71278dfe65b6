/** The messages at either end of a list as last rendered, and how high it was then. */
export interface ListEdges {
  readonly first?: string;
  readonly last?: string;
  readonly height: number;
}

/**
 * Where the list's scroll goes as its messages change: to the newest (a new last message, or the
 * last one growing while nothing was added above), keep the messages being read in place (earlier
 * ones were added above), or stay.
 */
export type ScrollMove = 'to-newest' | 'keep-reading' | 'stay';

export function scrollMoveFor(
  previous: ListEdges,
  first: string | undefined,
  last: string | undefined,
  growing: boolean,
): ScrollMove {
  if (last !== previous.last || (growing && first === previous.first)) return 'to-newest';
  return first !== previous.first ? 'keep-reading' : 'stay';
}
