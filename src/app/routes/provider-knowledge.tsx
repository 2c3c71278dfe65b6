import { site } from '@/content/site';
import { PageIntro } from '../page-intro';

export function Component() {
  return (
    <PageIntro
      title={`${site.voiceProvider.name} Knowledge Guide`}
      lead={`How to find your way around the site, the common user flows, and how the ${site.voiceProvider.name} voice integration works.`}
    />
  );
}
