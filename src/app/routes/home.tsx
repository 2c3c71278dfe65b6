import { HomePage } from '@/features/home';
import { routeTitles } from '../page-titles';
import { PageTitle } from '../page-title';

export function Component() {
  return (
    <>
      <PageTitle title={routeTitles.home} />
      <HomePage />
    </>
  );
}
