/**
 * What a navigation asks of the site's router beyond its address, passed as its history state
 * (`navigate(to, { state })`, `setSearchParams(next, { state })`). React Router's own options for
 * these (`preventScrollReset`, `flushSync`) work with its data router only, which the site does not
 * use (docs/decisions.md, "React Router's declarative routes").
 */
export interface NavigationRequest {
  /** Leave the page where it is scrolled (a topic picked beside the list). */
  readonly keepScroll?: true;
  /** Render at once, not as a transition (a switch the visitor asked for on the chat page). */
  readonly atOnce?: true;
}

/** The request a history entry's state holds; none for state that is not one. */
export function navigationRequestOf(state: unknown): NavigationRequest {
  return typeof state === 'object' && state !== null ? (state as NavigationRequest) : {};
}
