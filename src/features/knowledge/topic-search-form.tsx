import { Box, Button, HStack, Input, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { SearchIcon } from '@/lib/icons/icons';
import { useTopicSearch, type SearchTopics, type TopicMatches } from './use-topic-search';

function topicCountText(count: number, query: string): string {
  if (count === 0) return `No topics match “${query}”. Try other words, or browse the categories.`;
  return `${count} ${count === 1 ? 'topic matches' : 'topics match'} “${query}”`;
}

/**
 * The knowledge browser's search box, and a live hint that says what the search is doing; what a
 * search finds goes to `onMatches`.
 */
export function TopicSearchForm({
  searchTopics,
  minQueryLength,
  onMatches,
  earlyCode,
}: {
  searchTopics: SearchTopics;
  minQueryLength: number;
  onMatches: (matches: TopicMatches) => void;
  /** Named to start-up (`data-early-code`) when a search is entered before the page is live. */
  earlyCode?: string;
}) {
  const inputId = useId();
  const hintId = useId();
  const search = useTopicSearch(searchTopics, minQueryLength, onMatches);
  const { state } = search;
  return (
    <>
      <form
        role="search"
        aria-label="Knowledge base"
        onSubmit={(event) => {
          event.preventDefault();
          void search.run();
        }}
      >
        <label htmlFor={inputId}>
          <Text as="span" fontWeight="semibold" fontSize="sm">
            Search the knowledge base
          </Text>
        </label>
        <HStack gap="2" mt="1">
          <Input
            id={inputId}
            type="search"
            value={search.query}
            onChange={(event) => search.setQuery(event.target.value)}
            placeholder="e.g. voice, pricing, widget"
            aria-describedby={hintId}
            data-early-code={earlyCode}
            bg="bg"
          />
          <Button type="submit" colorPalette="paprika" aria-label="Search" flexShrink={0}>
            <SearchIcon />
          </Button>
        </HStack>
      </form>
      <Box id={hintId} role="status" aria-live="polite" fontSize="sm">
        {state.status === 'idle' ? (
          <Text color="fg.muted">Type at least {minQueryLength} characters, then press Enter.</Text>
        ) : null}
        {state.status === 'too-short' ? (
          <Text color="paprika.800">
            Please type at least {minQueryLength} characters to search, for example “voice”.
          </Text>
        ) : null}
        {state.status === 'searching' ? <Text color="fg.muted">Searching…</Text> : null}
        {state.status === 'failed' ? (
          <Text color="paprika.800">The search could not run. Please try again, or browse the categories.</Text>
        ) : null}
        {state.status === 'done' ? (
          <HStack justify="space-between" align="center" gap="2" wrap="wrap">
            <Text fontWeight="semibold">{topicCountText(state.topics.length, state.query)}</Text>
            <Button size="xs" variant="outline" onClick={search.clear}>
              Clear
            </Button>
          </HStack>
        ) : null}
      </Box>
    </>
  );
}
