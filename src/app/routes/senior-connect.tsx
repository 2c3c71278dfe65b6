import { SeniorConnectPage } from '@/features/senior-connect';

export function Component() {
  return <SeniorConnectPage />;
}
