export { CallModal } from './call-modal';
export type { CallTurn } from './call-steps';
export { ReplayButton } from './replay-button';
