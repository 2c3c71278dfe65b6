import { Box, CloseButton, Dialog, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { site } from '@/content/site';
import { notify } from '@/lib/toaster';
import { scrollToHash } from './scroll-to-hash';
import { actOnChoice, describeResultCount } from './search-dialog-actions';
import type { VoiceSearchRenderer } from './search-dialog-context';
import type { ResultGroup } from './result-groups';
import type { SearchResult } from './search-index';
import { SearchResultsList } from './search-results-list';
import { useSearchCombobox, type SearchCombobox, type ShownOptions } from './use-search-combobox';
import { optionsOf, SUGGESTIONS_HEADING, useSearchResults, type SearchResults } from './use-search-results';

export interface SearchDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
  readonly renderVoiceSearch: VoiceSearchRenderer;
}

interface SearchPanelProps {
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly renderVoiceSearch: VoiceSearchRenderer;
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
  /** The results for the query as last rendered (it lags behind typing); none searched yet: the suggestions. */
  readonly results: { readonly groups: readonly ResultGroup[]; readonly count: number; readonly searching: boolean };
  readonly combobox: SearchCombobox;
  readonly onChoose: (result: SearchResult) => void;
}

const NOTHING_YET: Omit<SearchResults, 'query'> & ShownOptions = { query: null, groups: [], count: 0, options: [] };

const NO_RESULTS = 'No results found. Try a different search term or use voice search.';

/** The search box (a combobox), the microphone beside it, and the results it controls. */
function SearchPanel(props: SearchPanelProps) {
  const { inputRef, renderVoiceSearch, query, onQueryChange, combobox, onChoose } = props;
  const { groups, count, searching } = props.results;
  const { activeOption, optionId } = combobox;
  // Focus in the commit that shows the box: the dialog's own focus comes a frame or two later,
  // and a key typed in between went to the Search button and was lost.
  useLayoutEffect(() => inputRef.current?.focus({ preventScroll: true }), [inputRef]);
  return (
    <Stack gap={{ base: '8px', md: '3' }} flex="1" minH="0">
      <HStack gap="2">
        <Input
          ref={inputRef}
          role="combobox"
          aria-label="Search the site"
          aria-autocomplete="list"
          aria-controls={combobox.listboxId}
          aria-expanded={groups.some((group) => group.results.length > 0)}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={combobox.onKeyDown}
          placeholder="Search pages, knowledge base, guides, or speak…"
        />
        {renderVoiceSearch({ onTranscript: onQueryChange })}
        {/* In the box's row rather than over the dialog's corner, so the row holds it at any text size. */}
        <Dialog.CloseTrigger asChild pos="static">
          <CloseButton size="sm" aria-label="Close search" />
        </Dialog.CloseTrigger>
      </HStack>
      <Box role="status" aria-live="polite" srOnly>
        {describeResultCount(searching, count)}
      </Box>
      {searching && count === 0 ? (
        <Text color="fg.muted" py="4" textAlign="center">
          {NO_RESULTS}
        </Text>
      ) : null}
      <SearchResultsList
        groups={groups}
        label={searching ? 'Search results' : SUGGESTIONS_HEADING}
        combobox={combobox}
        onChoose={onChoose}
      />
    </Stack>
  );
}

/** The global search dialog: a combobox over the site's pages, help, guides and voice commands. */
export default function SearchDialog({ open, onOpenChange, returnFocusTo, renderVoiceSearch }: SearchDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const results = useSearchResults(deferredQuery);
  const found = useMemo(() => ({ ...results, options: optionsOf(results) }), [results]);
  // The box first: an opened dialog shows it, focused, before the suggestions' render beneath.
  const shown = useDeferredValue(found, NOTHING_YET);
  const { groups, count } = shown;
  const combobox = useSearchCombobox(shown, query, choose);

  function changeOpen(next: boolean) {
    if (!next) setQuery('');
    onOpenChange(next);
  }

  function choose(result: SearchResult) {
    changeOpen(false);
    const action = actOnChoice(result);
    if (action.type === 'notify') return void notify(action.notice);
    navigate(action.path);
    scrollToHash(action.path);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => changeOpen(details.open)}
      initialFocusEl={() => inputRef.current}
      finalFocusEl={() => returnFocusTo.current}
      // Mounted each time it opens, so the box is focused as it first shows (SearchPanel).
      lazyMount
      unmountOnExit
      placement="top"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* As tall as the screen allows (less the dock's room), so large text still shows several
              results. On a phone it takes the whole screen, and its frame is in pixels: at 200 % text
              a frame in rem took half of a 740 px screen, leaving room for two results. */}
          <Dialog.Content
            mx={{ base: '0', md: '3' }}
            my={{ base: '0', md: '16' }}
            maxH={{ base: '100%', md: 'calc(100% - 8rem)' }}
            borderRadius={{ base: '0', md: 'l3' }}
          >
            {/* On a phone the title is for screen readers only (it still names the dialog): the box
                and its placeholder say what this is, and the results get the row. */}
            <Dialog.Header srOnly={{ base: true, md: false }}>
              <Dialog.Title>Search {site.brand}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body
              px={{ base: '12px', md: '6' }}
              pt={{ base: '12px', md: '2' }}
              pb={{ base: '12px', md: '6' }}
              display="flex"
              flexDirection="column"
              minH="0"
            >
              <SearchPanel
                inputRef={inputRef}
                renderVoiceSearch={renderVoiceSearch}
                query={query}
                onQueryChange={setQuery}
                results={{ groups, count, searching: Boolean(shown.query?.trim()) }}
                combobox={combobox}
                onChoose={choose}
              />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
