import { HomePage } from '@/features/home';
import { PageTitle } from '../page-title';

export function Component() {
  return (
    <>
      <PageTitle title="AI voice assistants, cooked to order" />
      <HomePage />
    </>
  );
}
