import { SeniorConnectPage } from '@/features/senior-connect';
import { routeTitles } from '../page-titles';
import { PageTitle } from '../page-title';

export function Component() {
  return (
    <>
      <PageTitle title={routeTitles.seniorConnect} />
      <SeniorConnectPage />
    </>
  );
}
