import { ProviderNavigationGuide } from '@/features/navigation';
import { useSearchDialog } from '@/features/search';

export function Component() {
  const { setOpen } = useSearchDialog();
  return <ProviderNavigationGuide onOpenSearch={() => setOpen(true)} />;
}
