export { registerServiceWorker } from './register-service-worker';
export { useOnlineStatus } from './use-online-status';
export { OfflineBanner } from './offline-banner';
