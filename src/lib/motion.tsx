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
    if (!element || element.getBoundingClientRect().top <= window.innerHeight) return;
    // "Easier reading" with calm motion: no entrance at all (src/lib/reading-mode/).
    if (document.documentElement.dataset.motion === 'calm') return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.style.opacity = '0';
    if (!reduceMotion) element.style.transform = 'translateY(12px)';
    const stop = inView(
      element,
      () => {
        animate(element, { opacity: 1, transform: 'none' }, { duration: 0.4, ease: 'easeOut', delay });
      },
      { margin: '0px 0px -40px 0px' },
    );
    return () => {
      stop();
      element.style.opacity = '';
      element.style.transform = '';
    };
  }, [delay]);

  return <div ref={ref}>{children}</div>;
}
