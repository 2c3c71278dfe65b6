import { HelpCentrePage } from '@/features/knowledge';
import { fixedPages } from '../page-titles';
import { PageTitle } from '../page-title';

export function Component() {
  return (
    <>
      <PageTitle title={fixedPages.knowledgeBase.title} />
      <HelpCentrePage />
    </>
  );
}
