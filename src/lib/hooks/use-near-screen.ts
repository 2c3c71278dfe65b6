import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the screen, and from then on; false before,
 * on the server and while the page is hydrated. For work a visitor only sees by scrolling to it,
 * such as a date whose first format makes the browser build its date patterns: done as it comes
 * near, it never holds up a page's start on a slow phone.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
