import { ProviderNavigationGuide } from '@/features/navigation';
import { useSearchDialog } from '@/features/search';
import { fixedPages } from '../page-titles';
import { PageTitle } from '../page-title';

export function Component() {
  const { setOpen } = useSearchDialog();
  return (
    <>
      <PageTitle title={fixedPages.providerNavigation.title} />
      <ProviderNavigationGuide onOpenSearch={() => setOpen(true)} />
    </>
  );
}
