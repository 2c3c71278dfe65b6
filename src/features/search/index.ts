export { SearchDialogProvider, useSearchDialog, isSearchShortcut } from './search-dialog-context';
export { findHelpTopics } from './find-help-topics';
