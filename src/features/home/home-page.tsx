import { lazy, Suspense, type ReactNode } from 'react';
import { HelpCard } from './help-card';
import { Hero } from './hero';

const BelowTheFold = lazy(() => import('./below-the-fold'));

/** The home page; `assistant` is GregBot itself, shown in its section (the app wires the chat). */
export function HomePage({ assistant }: { readonly assistant?: ReactNode }) {
  return (
    <>
      <Hero />
      <HelpCard />
      <Suspense fallback={null}>
        <BelowTheFold assistant={assistant} />
      </Suspense>
    </>
  );
}
