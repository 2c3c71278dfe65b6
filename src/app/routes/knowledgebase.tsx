import { KnowledgeBasePage } from '@/features/knowledge';
import { SEARCH_LIMITS, searchHelpTopics, useSearchDialog } from '@/features/search';
import { fixedPages } from '../page-titles';
import { PageTitle } from '../page-title';

export function Component() {
  const { setOpen } = useSearchDialog();
  return (
    <>
      <PageTitle title={fixedPages.knowledgebase.title} />
      <KnowledgeBasePage
        onOpenSearch={() => setOpen(true)}
        searchTopics={searchHelpTopics}
        minQueryLength={SEARCH_LIMITS.knowledgeMinQueryLength}
      />
    </>
  );
}
