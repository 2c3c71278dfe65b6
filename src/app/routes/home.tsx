import { lazyWithPreload } from '@/lib/startup/lazy-with-preload';
import { HomePage } from '@/features/home';

// GregBot's placeholder, in the part below the fold: fetched with it, before hydration starts.
const EmbeddedAssistant = lazyWithPreload(() => import('@/assistant/embedded-assistant'));

export function Component() {
  return <HomePage assistant={<EmbeddedAssistant />} />;
}
