import { lazy, Suspense, type ReactNode } from 'react';
import { RegionCommitted, RegionPending } from '@/lib/page-live';
import { HelpCard } from './help-card';
import { Hero } from './hero';

const BelowTheFold = lazy(() => import('./below-the-fold'));

/** The home page; `assistant` is GregBot itself, shown in its section (the app wires the chat). */
export function HomePage({ assistant }: { readonly assistant?: ReactNode }) {
  return (
    <>
      <Hero />
      <HelpCard />
      {/* Hydrated on its own once its code is in: the page is live from then on. */}
      <RegionPending name="home-below-the-fold" />
      <Suspense fallback={null}>
        <BelowTheFold assistant={assistant} />
        <RegionCommitted name="home-below-the-fold" />
      </Suspense>
    </>
  );
}
