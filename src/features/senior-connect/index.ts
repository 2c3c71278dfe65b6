export { SeniorConnectPage } from './senior-connect-page';
