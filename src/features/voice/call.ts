// The call screen, as its own entry: the app loads it only when a call starts, so none of it
// (hands-free listening, streamed speech, captions) is in a page's first load.
export { CallModal } from './call-modal';
