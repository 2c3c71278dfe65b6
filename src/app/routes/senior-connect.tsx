import { SeniorConnectPage } from '@/features/senior-connect';
import { fixedPages } from '../page-titles';
import { PageTitle } from '../page-title';

export function Component() {
  return (
    <>
      <PageTitle title={fixedPages.seniorConnect.title} />
      <SeniorConnectPage />
    </>
  );
}
