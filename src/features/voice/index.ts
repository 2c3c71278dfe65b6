export { VoiceSearchButton, type VoiceSearchButtonProps } from './voice-search-button';
export { CallModal, type CallModalProps } from './call-modal';
export type { CallTurn } from './call-steps';
export { ReplayButton, type ReplayButtonProps } from './replay-button';
