import { Box, CloseButton, Dialog, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import {
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { site } from '@/content/site';
import { notify } from '@/lib/toaster';
import { scrollToHash } from './scroll-to-hash';
import type { VoiceSearchRenderer } from './search-dialog-context';
import { voiceCommandFor, type SearchResult } from './search-index';
import { SearchResultOption } from './search-result-option';
import { SUGGESTIONS_HEADING, useSearchResults } from './use-search-results';

export interface SearchDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
  readonly renderVoiceSearch: VoiceSearchRenderer;
}

const NO_RESULTS = 'No results found. Try a different search term or use voice search.';

/** The global search dialog: a combobox over the site's pages, help, guides and voice commands. */
export default function SearchDialog({ open, onOpenChange, returnFocusTo, renderVoiceSearch }: SearchDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const { groups, count } = useSearchResults(deferredQuery);
  const options = useMemo(() => groups.flatMap((group) => group.results), [groups]);
  // The highlighted option belongs to the results it was chosen in; new results start unhighlighted.
  const [active, setActive] = useState<{ readonly for: typeof options; readonly index: number }>({
    for: options,
    index: -1,
  });
  const activeIndex = active.for === options ? active.index : -1;
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (result: SearchResult) => `${baseId}-${result.id}`;
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;
  const isSearching = deferredQuery.trim().length > 0;

  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(optionId(activeOption))?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeOption]);

  function changeOpen(next: boolean) {
    if (!next) setQuery('');
    onOpenChange(next);
  }

  function select(result: SearchResult) {
    changeOpen(false);
    const command = voiceCommandFor(result);
    if (command) {
      notify({ title: command.notice.title, description: command.notice.description });
      return;
    }
    navigate(result.path);
    scrollToHash(result.path);
  }

  function moveTo(index: number) {
    if (options.length === 0) return;
    const wrapped = ((index % options.length) + options.length) % options.length;
    setActive({ for: options, index: wrapped });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveTo(activeIndex < 0 ? -1 : activeIndex - 1);
        break;
      case 'Home':
      case 'End':
        // Only once the visitor is in the list; before that the keys move the text cursor.
        if (activeIndex < 0) return;
        event.preventDefault();
        moveTo(event.key === 'Home' ? 0 : options.length - 1);
        break;
      case 'Enter': {
        const target = activeOption ?? options[0];
        if (!target) return;
        event.preventDefault();
        select(target);
        break;
      }
      default:
    }
  }

  const announcement = isSearching ? (count === 1 ? '1 result' : `${count} results`) : '';
  const expanded = options.length > 0;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => changeOpen(details.open)}
      initialFocusEl={() => inputRef.current}
      finalFocusEl={() => returnFocusTo.current}
      placement="top"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>Search {site.brand}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <HStack gap="2">
                  <Input
                    ref={inputRef}
                    role="combobox"
                    aria-label="Search the site"
                    aria-autocomplete="list"
                    aria-controls={listboxId}
                    aria-expanded={expanded}
                    aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
                    autoComplete="off"
                    spellCheck={false}
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                    onKeyDown={onKeyDown}
                    placeholder="Search pages, knowledge base, guides, or speak…"
                  />
                  {renderVoiceSearch({ onTranscript: setQuery })}
                </HStack>
                <Box role="status" aria-live="polite" srOnly>
                  {announcement}
                </Box>
                {isSearching && count === 0 ? (
                  <Text color="fg.muted" py="4" textAlign="center">
                    {NO_RESULTS}
                  </Text>
                ) : null}
                <Box
                  id={listboxId}
                  role="listbox"
                  aria-label={isSearching ? 'Search results' : SUGGESTIONS_HEADING}
                  maxH="300px"
                  overflowY="auto"
                  overscrollBehavior="contain"
                  display={expanded ? 'block' : 'none'}
                >
                  {groups.map((group) => {
                    const headingId = `${baseId}-group-${group.heading.replace(/\W+/g, '-')}`;
                    return (
                      <Box as="ul" key={group.heading} role="group" aria-labelledby={headingId} listStyleType="none">
                        <Box
                          as="li"
                          role="presentation"
                          id={headingId}
                          fontSize="xs"
                          fontWeight="bold"
                          textTransform="uppercase"
                          letterSpacing="wider"
                          color="paprika.800"
                          px="2"
                          pt="3"
                          pb="1"
                        >
                          {group.heading}
                        </Box>
                        {group.results.map((result) => {
                          const selected = activeOption?.id === result.id;
                          return (
                            <SearchResultOption
                              key={result.id}
                              id={optionId(result)}
                              result={result}
                              selected={selected}
                              onHover={() => {
                                const index = options.indexOf(result);
                                if (index !== activeIndex) setActive({ for: options, index });
                              }}
                              onChoose={() => select(result)}
                            />
                          );
                        })}
                      </Box>
                    );
                  })}
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close search" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
