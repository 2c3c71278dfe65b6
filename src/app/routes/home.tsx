import { lazyWithPreload } from '@/lib/startup/lazy-with-preload';
import { HomePage } from '@/features/home';
import { routeTitles } from '../page-titles';
import { PageTitle } from '../page-title';

// GregBot's placeholder, in the part below the fold: fetched with it, before hydration starts.
const EmbeddedAssistant = lazyWithPreload(() => import('../assistant/embedded-assistant'));

export function Component() {
  return (
    <>
      <PageTitle title={routeTitles.home} />
      <HomePage assistant={<EmbeddedAssistant />} />
    </>
  );
}
