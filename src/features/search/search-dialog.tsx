import { Box, CloseButton, Dialog, HStack, IconButton, Input, Portal, Stack, Text } from '@chakra-ui/react';
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
import { MicIcon } from '@/lib/icons';
import { notify } from '@/lib/toaster';
import { groupByCategory, type ResultGroup } from './result-groups';
import { ResultIcon } from './result-icon';
import { scrollToHash } from './scroll-to-hash';
import type { VoiceSearchRenderer } from './search-dialog-context';
import { getSearchIndex, suggestedPaths, voiceCommandFor, type SearchIndex, type SearchResult } from './search-index';

export interface SearchDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
  readonly renderVoiceSearch?: VoiceSearchRenderer;
}

const SUGGESTIONS_HEADING = 'Common Navigation Paths';
const NO_RESULTS = 'No results found. Try a different search term or use voice search.';

const typeLabels: Record<SearchResult['type'], string> = {
  page: 'Page',
  knowledge: 'Help topic',
  path: 'Guide',
  'voice-command': 'Voice command',
  assistant: 'Assistant',
};

function scheduleIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 500 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/** The ranked results for a query, from an index built when the browser is idle. */
function useSearchResults(query: string): { groups: ResultGroup[]; count: number } {
  const [index, setIndex] = useState<SearchIndex | null>(null);
  useEffect(() => scheduleIdle(() => setIndex(getSearchIndex())), []);
  return useMemo(() => {
    if (!query.trim()) return { groups: [{ heading: SUGGESTIONS_HEADING, results: suggestedPaths() }], count: 0 };
    // Typed before the idle build ran: build now rather than show nothing.
    const results = (index ?? getSearchIndex()).search(query);
    return { groups: groupByCategory(results), count: results.length };
  }, [index, query]);
}

function VoiceSearchPlaceholder() {
  return (
    <IconButton
      aria-label="Search by voice"
      variant="outline"
      colorPalette="paprika"
      onClick={() =>
        notify({
          title: 'Voice search is coming soon',
          description:
            "Voice search needs the assistant's speech key (an OpenAI API key) and is coming soon. For now, type what you are looking for.",
        })
      }
    >
      <MicIcon />
    </IconButton>
  );
}

/** The global search dialog: a combobox over the site's pages, help, guides and voice commands. */
export default function SearchDialog({ open, onOpenChange, returnFocusTo, renderVoiceSearch }: SearchDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
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
              <Dialog.Title>Search BaseBots</Dialog.Title>
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
                  {renderVoiceSearch ? renderVoiceSearch({ onTranscript: setQuery }) : <VoiceSearchPlaceholder />}
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
                  ref={listRef}
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
                            <Box
                              as="li"
                              key={result.id}
                              id={optionId(result)}
                              role="option"
                              aria-selected={selected}
                              display="flex"
                              gap="3"
                              alignItems="flex-start"
                              px="2"
                              py="2"
                              rounded="md"
                              cursor="pointer"
                              bg={selected ? 'paprika.100' : undefined}
                              _hover={{ bg: selected ? 'paprika.100' : 'cream.200' }}
                              // Keeps focus (and the caret) in the input while clicking.
                              onMouseDown={(event) => event.preventDefault()}
                              onMouseMove={() => {
                                const index = options.indexOf(result);
                                if (index !== activeIndex) setActive({ for: options, index });
                              }}
                              onClick={() => select(result)}
                            >
                              <ResultIcon icon={result.icon} boxSize="4" mt="1" color="paprika.700" flexShrink={0} />
                              <Box minW="0">
                                <Text fontWeight="semibold">{result.title}</Text>
                                {result.type === 'path' && result.voicePath.length > 0 ? (
                                  <Text fontSize="sm" color="herb.800">
                                    {result.voicePath.join(' › ')}
                                  </Text>
                                ) : null}
                                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                                  {result.description}
                                </Text>
                                <Text fontSize="xs" color="fg.muted">
                                  {typeLabels[result.type]}
                                </Text>
                              </Box>
                            </Box>
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
