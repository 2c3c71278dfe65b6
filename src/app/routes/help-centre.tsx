import { HelpCentrePage } from '@/features/knowledge';

export function Component() {
  return <HelpCentrePage />;
}
