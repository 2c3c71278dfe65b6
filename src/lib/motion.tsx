import { LazyMotion, m, MotionConfig, useInView } from 'framer-motion';
import { useEffect, useRef, useState, type ReactNode } from 'react';

// The animation engine loads after first paint; until then `m` leaves the content as it is. It is
// decoration, so the service worker does not precache it: offline before it was ever fetched,
// the content simply appears without an entrance.
const loadMotionFeatures = () =>
  import('./motion-features').then(
    (mod) => mod.default,
    () => new Promise<never>(() => {}),
  );

const SHOWN = { opacity: 1, y: 0 };
const WAITING = { opacity: 0, y: 12 };

/**
 * A restrained entrance: content rises a few pixels and fades in once, as it scrolls into view.
 * The content is visible in the prerendered page and stays visible without scripts, or while they
 * load; only what is still below the screen once the page runs waits for its entrance. Visitors
 * who ask for reduced motion (reducedMotion="user") get only the fade. Motion lives here, not in
 * the app's providers, so pages without entrances do not download it.
 */
export function FadeIn({ children, delay = 0 }: { children: ReactNode; delay?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, { once: true, margin: '0px 0px -40px 0px' });
  const [belowScreen, setBelowScreen] = useState(false);

  useEffect(() => {
    // Measured a frame after the page is taken over, when layout has settled.
    const frame = requestAnimationFrame(() => {
      if (ref.current && ref.current.getBoundingClientRect().top > window.innerHeight) setBelowScreen(true);
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const visible = inView || !belowScreen;
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          ref={ref}
          initial={false}
          animate={visible ? SHOWN : WAITING}
          transition={visible ? { duration: 0.4, ease: 'easeOut', delay } : { duration: 0 }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
