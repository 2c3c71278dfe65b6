export { ReplayButton } from './replay-button';
export { offlineCallNotice } from './voice-notices';
