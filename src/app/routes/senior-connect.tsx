import { SeniorConnectPage } from '@/features/senior-connect';
import { PageTitle } from '../page-title';

export function Component() {
  return (
    <>
      <PageTitle title="Senior Connect" />
      <SeniorConnectPage />
    </>
  );
}
