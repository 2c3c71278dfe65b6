export { registerServiceWorker } from './register-service-worker';
export { OfflineBanner } from './offline-banner';
