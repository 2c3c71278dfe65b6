export {
  SEARCH_EARLY_CODE,
  SearchDialogProvider,
  searchEarlyLoaders,
  useSearchDialog,
  type VoiceSearchRenderer,
} from './search-dialog-context';
export { findHelpTopics, searchHelpTopics } from './find-help-topics';
export { SEARCH_LIMITS } from './search-limits';
