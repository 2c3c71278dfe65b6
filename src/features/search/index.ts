export {
  SEARCH_EARLY_CODE,
  SearchDialogProvider,
  searchEarlyLoaders,
  useSearchDialog,
  type VoiceSearchRenderer,
} from './search-dialog-context';
export { findHelpAnswer, HELP_SEARCH_EARLY_CODE, searchHelpTopics } from './find-help-topics';
export { SEARCH_LIMITS } from './search-limits';
