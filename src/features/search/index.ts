export { SearchDialogProvider, useSearchDialog, isSearchShortcut } from './search-dialog-context';
