export { VoiceSearchButton, type VoiceSearchButtonProps } from './voice-search-button';
export { CallModal, type CallModalProps } from './call-modal';
export type { CallTurn } from './use-call';
export type { CallMode } from './call-machine';
export type { ChatTurn, KeyPurpose, VoiceServices } from './voice-services';
export { ReplayButton, type ReplayButtonProps } from './replay-button';
