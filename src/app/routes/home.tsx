import { HomePage } from '@/features/home';
import { fixedPages } from '../page-titles';
import { PageTitle } from '../page-title';

export function Component() {
  return (
    <>
      <PageTitle title={fixedPages.home.title} />
      <HomePage />
    </>
  );
}
