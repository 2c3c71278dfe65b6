import { KnowledgeBasePage } from '@/features/knowledge';
import { HELP_SEARCH_EARLY_CODE, SEARCH_LIMITS, searchHelpTopics, useSearchDialog } from '@/features/search';

export function Component() {
  const { setOpen } = useSearchDialog();
  return (
    <KnowledgeBasePage
      onOpenSearch={() => setOpen(true)}
      searchTopics={searchHelpTopics}
      searchEarlyCode={HELP_SEARCH_EARLY_CODE}
      minQueryLength={SEARCH_LIMITS.knowledgeMinQueryLength}
    />
  );
}
