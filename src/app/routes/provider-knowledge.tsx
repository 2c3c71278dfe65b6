import { ProviderKnowledgeGuide } from '@/features/navigation';
import { useSearchDialog } from '@/features/search';
import { routeTitles } from '../page-titles';
import { PageTitle } from '../page-title';

export function Component() {
  const { setOpen } = useSearchDialog();
  return (
    <>
      <PageTitle title={routeTitles.providerKnowledge} />
      <ProviderKnowledgeGuide onOpenSearch={() => setOpen(true)} />
    </>
  );
}
