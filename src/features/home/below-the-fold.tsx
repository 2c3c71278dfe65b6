import type { ReactNode } from 'react';
import { GregBotSection } from './gregbot-section';
import { ServicesGrid } from './services-grid';
import { Specials } from './specials';

/**
 * The part of the home page under the hero: the menu, the specials and GregBot. It loads just
 * after the hero has painted, together with the entrance motion it uses.
 */
export default function BelowTheFold({ assistant }: { readonly assistant?: ReactNode }) {
  return (
    <>
      <ServicesGrid />
      <Specials />
      <GregBotSection assistant={assistant} />
    </>
  );
}
