/**
 * Resolves in a task of its own: the browser first handles what is waiting (a tap, a scroll, a
 * frame). Long work split with it never holds a phone's main thread for long.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
