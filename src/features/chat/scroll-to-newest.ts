/** The messages at either end of a list as last rendered, how high it was, and whether it was at its end. */
export interface ListEdges {
  readonly first?: string;
  readonly last?: string;
  readonly height: number;
  /** Scrolled to its end, by the list or by the reader: the list follows what comes there. */
  readonly atEnd?: boolean;
}

/**
 * Where the list's scroll goes as its messages change: to the newest (a new last message, the
 * last one growing while nothing was added above, or anything while the reader is at the end: a
 * reply that arrives whole, or completes in one step, is taller than the words shown so far),
 * keep the messages being read in place (earlier ones were added above), or stay.
 */
export type ScrollMove = 'to-newest' | 'keep-reading' | 'stay';

export function scrollMoveFor(
  previous: ListEdges,
  first: string | undefined,
  last: string | undefined,
  growing: boolean,
): ScrollMove {
  if (last !== previous.last || (growing && first === previous.first)) return 'to-newest';
  if (first !== previous.first) return 'keep-reading';
  return previous.atEnd ? 'to-newest' : 'stay';
}
