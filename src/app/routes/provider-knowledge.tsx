import { site } from '@/content/site';
import { ProviderKnowledgeGuide } from '@/features/navigation';
import { useSearchDialog } from '@/features/search';
import { PageTitle } from '../page-title';

export function Component() {
  const { setOpen } = useSearchDialog();
  return (
    <>
      <PageTitle title={`${site.voiceProvider.name} Knowledge Guide`} />
      <ProviderKnowledgeGuide onOpenSearch={() => setOpen(true)} />
    </>
  );
}
