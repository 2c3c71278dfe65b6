import { KnowledgeBasePage } from '@/features/knowledge';
import { SEARCH_LIMITS, searchHelpTopics, useSearchDialog } from '@/features/search';

export function Component() {
  const { setOpen } = useSearchDialog();
  return (
    <KnowledgeBasePage
      onOpenSearch={() => setOpen(true)}
      searchTopics={searchHelpTopics}
      minQueryLength={SEARCH_LIMITS.knowledgeMinQueryLength}
    />
  );
}
