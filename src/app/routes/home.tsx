import { lazy } from 'react';
import { HomePage } from '@/features/home';
import { routeTitles } from '../page-titles';
import { PageTitle } from '../page-title';

// GregBot's section is below the fold, which loads after the hero: so does its placeholder.
const EmbeddedAssistant = lazy(() => import('../assistant/embedded-assistant'));

export function Component() {
  return (
    <>
      <PageTitle title={routeTitles.home} />
      <HomePage assistant={<EmbeddedAssistant />} />
    </>
  );
}
