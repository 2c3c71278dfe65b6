import { LazyMotion, m, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

// The animation engine loads after first paint; until then `m` renders the initial state.
const loadMotionFeatures = () => import('./motion-features').then((mod) => mod.default);

/**
 * A restrained entrance: content rises a few pixels and fades in once. Visitors who ask for
 * reduced motion (reducedMotion="user") get only the fade. Motion lives here, not in the app's
 * providers, so pages without entrances do not download it.
 */
export function FadeIn({ children, delay = 0 }: { children: ReactNode; delay?: number }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          initial={{ opacity: 0, y: 12 }}
          whileInView={{ opacity: 1, y: 0 }}
          viewport={{ once: true, margin: '0px 0px -40px 0px' }}
          transition={{ duration: 0.4, ease: 'easeOut', delay }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
