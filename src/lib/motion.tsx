import { inView } from 'framer-motion/dom';
import { animate } from 'framer-motion/dom/mini';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A restrained entrance: content rises a few pixels and fades in once, as it scrolls into view.
 * It is visible in the prerendered page, and stays visible without scripts or while they load:
 * only what is still below the screen once the page runs waits for its entrance. Visitors who
 * ask for reduced motion get only the fade; calm motion ("Easier reading") turns it off. Framer Motion's small DOM functions (`inView`, and
 * `animate` on the browser's own animation engine) keep this off every page's first load.
 */
export function FadeIn({ children, delay = 0 }: { children: ReactNode; delay?: number }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    // "Easier reading" with calm motion: no entrance at all (src/lib/reading-mode/).
    if (!element || document.documentElement.dataset.motion === 'calm') return;
    let stopInView: (() => void) | undefined;
    // Where the element is, from an observer rather than by measuring it here: measuring forces
    // the browser to lay the page out at once, and each entrance that then hides its element
    // forces it again for the next one. The observer answers for all of them together, from the
    // layout of the next frame.
    const whereItIs = new IntersectionObserver(([entry]) => {
      whereItIs.disconnect();
      if (!entry || entry.boundingClientRect.top <= (entry.rootBounds?.height ?? window.innerHeight)) return;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.style.opacity = '0';
      if (!reduceMotion) element.style.transform = 'translateY(12px)';
      stopInView = inView(
        element,
        () => {
          animate(element, { opacity: 1, transform: 'none' }, { duration: 0.4, ease: 'easeOut', delay });
        },
        { margin: '0px 0px -40px 0px' },
      );
    });
    whereItIs.observe(element);
    return () => {
      whereItIs.disconnect();
      stopInView?.();
      element.style.opacity = '';
      element.style.transform = '';
    };
  }, [delay]);

  return <div ref={ref}>{children}</div>;
}
