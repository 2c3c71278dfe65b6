import { HelpCentrePage } from '@/features/knowledge';
import { routeTitles } from '../page-titles';
import { PageTitle } from '../page-title';

export function Component() {
  return (
    <>
      <PageTitle title={routeTitles.helpCentre} />
      <HelpCentrePage />
    </>
  );
}
