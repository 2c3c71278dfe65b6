import { Box, Card, Grid, Heading } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import { NoScriptNote, requiresScript } from '@/components/noscript-note';
import { findHelpTopic, helpCategories } from '@/content/help';
import type { NavigationRequest } from '@/lib/navigation-request';
import { useClientValue } from '@/lib/startup/use-hydrated';
import { CategoryList } from './category-list';
import { KNOWLEDGE_BROWSER_ID } from './knowledge-sections';
import { TopicSearchForm } from './topic-search-form';
import { TopicView } from './topic-view';
import type { SearchTopics, TopicMatches } from './use-topic-search';

export interface KnowledgeBrowserProps {
  /** Runs a knowledge search (the site's search index). */
  readonly searchTopics: SearchTopics;
  /** Queries shorter than this (trimmed) are not searched. */
  readonly minQueryLength: number;
  /** The code a search needs, named to start-up when one is entered before the page is live. */
  readonly searchEarlyCode?: string;
}

const TOPIC_PARAM = 'topic';

/** Whether the grid shows the topic under the list (one column, a phone) rather than beside it. */
function isStacked(grid: HTMLElement | null): boolean {
  const [list, topic] = grid ? Array.from(grid.children) : [];
  if (!list || !topic) return false;
  return topic.getBoundingClientRect().top >= list.getBoundingClientRect().bottom;
}

/** The categories to list with their topics: all of them, or a search's matches best first. */
function rankedCategories(matches: TopicMatches) {
  // Search results come best first: topics by rank, categories by their best topic.
  const rankOf = (topicId: string) => matches?.get(topicId) ?? 0;
  return helpCategories
    .map((category) => ({
      category,
      topics: category.topics
        .filter((topic) => !matches || matches.has(topic.id))
        .map((topic) => ({ ...topic, categoryId: category.id }))
        .sort((a, b) => rankOf(a.id) - rankOf(b.id)),
    }))
    .filter((entry) => entry.topics.length > 0)
    .sort((a, b) => rankOf(a.topics[0]!.id) - rankOf(b.topics[0]!.id));
}

/**
 * Brings the topic into view (and its heading into focus) when it changes, as suits how it was
 * chosen. Returns what a choice in the list calls first, so the next change takes the focus.
 */
function useTopicArrival(
  topicId: string | null,
  headingRef: RefObject<HTMLHeadingElement | null>,
  gridRef: RefObject<HTMLDivElement | null>,
): () => void {
  const navigationType = useNavigationType();
  const focusTopicOnChange = useRef(false);
  // Whether a topic has been shown yet: the first one, from the address, is where the page opens.
  const arrived = useRef(false);
  useEffect(() => {
    if (focusTopicOnChange.current) {
      focusTopicOnChange.current = false;
      headingRef.current?.focus({ preventScroll: true });
      // Side by side, the topic is already in view beside the list: move no more than needed. On a
      // phone the topic is below the list: bring its heading to the top, the article under it.
      headingRef.current?.scrollIntoView({ block: isStacked(gridRef.current) ? 'start' : 'nearest' });
    } else if (topicId && navigationType === 'PUSH') {
      // Sent here from elsewhere while already on this page (e.g. a search result): arrive at the topic.
      headingRef.current?.focus({ preventScroll: true });
      headingRef.current?.scrollIntoView({ block: 'center' });
    } else if (topicId && !arrived.current && !window.location.hash) {
      // A shared ?topic= link lands on the topic, not on the top of the page.
      headingRef.current?.scrollIntoView({ block: 'center' });
    }
    if (topicId) arrived.current = true;
    // Only when the topic changes; how the visitor got here is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [topicId]);
  return () => {
    focusTopicOnChange.current = true;
  };
}

/** Which categories are open: as the visitor left them, kept apart for browsing and for a search. */
function useCategoryToggles(matches: TopicMatches, selectedCategoryId: string | null) {
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const keyOf = (categoryId: string) => `${matches ? 'search' : 'browse'}:${categoryId}`;
  const isExpanded = (categoryId: string): boolean =>
    toggled[keyOf(categoryId)] ?? (matches !== null || categoryId === selectedCategoryId);
  const toggle = (categoryId: string) =>
    setToggled((current) => ({ ...current, [keyOf(categoryId)]: !isExpanded(categoryId) }));
  return { isExpanded, toggle };
}

/**
 * The knowledge browser: search and categories on the left (above on a phone), the chosen topic on
 * the right (below). The topic lives in the URL (?topic=id) so it can be shared, bookmarked and
 * opened offline.
 */
export function KnowledgeBrowser({ searchTopics, minQueryLength, searchEarlyCode }: KnowledgeBrowserProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page has no topic chosen; the address's ?topic= applies once the page runs.
  const topicId = useClientValue(() => searchParams.get(TOPIC_PARAM), null);
  const selectedCategoryId = topicId ? (findHelpTopic(topicId)?.categoryId ?? null) : null;
  const [matches, setMatches] = useState<TopicMatches>(null);
  const { isExpanded, toggle } = useCategoryToggles(matches, selectedCategoryId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const focusNextTopic = useTopicArrival(topicId, headingRef, gridRef);

  function selectTopic(id: string) {
    focusNextTopic();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TOPIC_PARAM, id);
        return next;
      },
      { state: { keepScroll: true } satisfies NavigationRequest },
    );
  }

  return (
    <Box as="section" id={KNOWLEDGE_BROWSER_ID} aria-labelledby={headingId} mt="12">
      <Heading as="h2" id={headingId} size="2xl" fontFamily="heading" color="paprika.900" mb="4">
        Knowledge browser
      </Heading>
      <NoScriptNote>
        The knowledge browser needs JavaScript to search and to open a topic, and it is turned off in this browser. The
        sections above answer the most common questions.
      </NoScriptNote>
      <Grid
        ref={gridRef}
        templateColumns={{ base: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
        {...requiresScript}
      >
        <Card.Root variant="outline" bg="bg.panel" minW="0">
          <Card.Body gap="4" p="4">
            <TopicSearchForm
              searchTopics={searchTopics}
              minQueryLength={minQueryLength}
              onMatches={setMatches}
              earlyCode={searchEarlyCode}
            />
            <nav aria-label="Help categories">
              <Box as="ul" listStyleType="none">
                {rankedCategories(matches).map(({ category, topics }) => (
                  <CategoryList
                    key={category.id}
                    category={category}
                    topics={topics}
                    expanded={isExpanded(category.id)}
                    onToggle={() => toggle(category.id)}
                    selectedId={topicId}
                    onSelect={selectTopic}
                  />
                ))}
              </Box>
            </nav>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" bg="bg.panel" minW="0">
          <Card.Body p={{ base: '4', md: '6' }}>
            <TopicView topicId={topicId} onSelect={selectTopic} headingRef={headingRef} />
          </Card.Body>
        </Card.Root>
      </Grid>
    </Box>
  );
}
