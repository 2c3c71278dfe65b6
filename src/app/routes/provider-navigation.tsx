import { site } from '@/content/site';
import { ProviderNavigationGuide } from '@/features/navigation';
import { useSearchDialog } from '@/features/search';
import { PageTitle } from '../page-title';

export function Component() {
  const { setOpen } = useSearchDialog();
  return (
    <>
      <PageTitle title={`${site.voiceProvider.name} Navigation Guide`} />
      <ProviderNavigationGuide onOpenSearch={() => setOpen(true)} />
    </>
  );
}
