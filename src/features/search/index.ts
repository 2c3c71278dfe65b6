export { SearchDialogProvider, useSearchDialog, isSearchShortcut } from './search-dialog-context';
export type { VoiceSearchRenderer } from './search-dialog-context';
export { findHelpTopics, searchHelpTopics } from './find-help-topics';
export { SEARCH_LIMITS } from './search-limits';
