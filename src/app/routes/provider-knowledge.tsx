import { ProviderKnowledgeGuide } from '@/features/navigation';
import { useSearchDialog } from '@/features/search';

export function Component() {
  const { setOpen } = useSearchDialog();
  return <ProviderKnowledgeGuide onOpenSearch={() => setOpen(true)} />;
}
