import { HomePage } from '@/features/home';
import { EmbeddedAssistant } from '../assistant/embedded-assistant';
import { routeTitles } from '../page-titles';
import { PageTitle } from '../page-title';

export function Component() {
  return (
    <>
      <PageTitle title={routeTitles.home} />
      <HomePage assistant={<EmbeddedAssistant />} />
    </>
  );
}
