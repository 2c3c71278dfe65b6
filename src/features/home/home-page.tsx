import type { ReactNode } from 'react';
import { lazyWithPreload } from '@/lib/startup/lazy-with-preload';
import { HelpCard } from './help-card';
import { Hero } from './hero';

// Fetched as soon as the page's code runs, before hydration starts, so it hydrates with the hero.
const BelowTheFold = lazyWithPreload(() => import('./below-the-fold'));

/** The home page; `assistant` is GregBot itself, shown in its section (the app wires the chat). */
export function HomePage({ assistant }: { readonly assistant?: ReactNode }) {
  return (
    <>
      <Hero />
      <HelpCard />
      {/* Preloaded, so no boundary of its own: it hydrates in the same pass as the hero. */}
      <BelowTheFold assistant={assistant} />
    </>
  );
}
