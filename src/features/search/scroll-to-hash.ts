/**
 * Scrolls to the element a path's #fragment names once it is on the page. The page behind a
 * search result may still be loading (lazy route, content below the fold), so this waits a little.
 */
export function scrollToHash(path: string, timeoutMs = 3000): void {
  const hashAt = path.indexOf('#');
  if (hashAt === -1) return;
  const id = decodeURIComponent(path.slice(hashAt + 1));
  if (!id) return;
  const deadline = performance.now() + timeoutMs;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  function attempt() {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
      return;
    }
    if (performance.now() < deadline) requestAnimationFrame(attempt);
  }
  requestAnimationFrame(attempt);
}
