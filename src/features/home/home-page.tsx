import { lazy, Suspense } from 'react';
import { HelpCard } from './help-card';
import { Hero } from './hero';

const BelowTheFold = lazy(() => import('./below-the-fold'));

export function HomePage() {
  return (
    <>
      <Hero />
      <HelpCard />
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
