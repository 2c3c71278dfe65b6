import { HelpCentrePage } from '@/features/knowledge';
import { PageTitle } from '../page-title';

export function Component() {
  return (
    <>
      <PageTitle title="Help Centre" />
      <HelpCentrePage />
    </>
  );
}
