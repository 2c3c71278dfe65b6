import { site } from '@/content/site';
import { PageIntro } from '../page-intro';

export function Component() {
  return (
    <PageIntro
      title={`${site.voiceProvider.name} Navigation Guide`}
      lead="The sitemap, the user paths for each kind of visitor, and the knowledge base in one place."
    />
  );
}
