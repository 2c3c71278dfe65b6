import { Badge, Box, Button, Card, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NoScriptNote, requiresScript } from '@/components/noscript-note';
import { findHelpTopic, helpCategories, type HelpTopicRef } from '@/content/help';
import type { HelpCategory } from '@/content/schema';
import { BookIcon, SearchIcon } from '@/lib/icons';
import { useHydrated } from '@/lib/use-hydrated';
import { KNOWLEDGE_BROWSER_ID } from './knowledge-sections';
import { TopicExamples, TopicParagraphs } from './topic-content';

export type SearchTopics = (query: string) => Promise<HelpTopicRef[]>;

export interface KnowledgeBrowserProps {
  /** Runs a knowledge search (the site's search index). */
  readonly searchTopics: SearchTopics;
  /** Queries shorter than this (trimmed) are not searched. */
  readonly minQueryLength: number;
}

export const TOPIC_PARAM = 'topic';

type SearchState =
  | { readonly status: 'idle' }
  | { readonly status: 'too-short' }
  | { readonly status: 'searching'; readonly query: string }
  | { readonly status: 'done'; readonly query: string; readonly topics: readonly HelpTopicRef[] }
  | { readonly status: 'failed'; readonly query: string };

function topicCountText(count: number, query: string): string {
  if (count === 0) return `No topics match “${query}”. Try other words, or browse the categories.`;
  return `${count} ${count === 1 ? 'topic matches' : 'topics match'} “${query}”`;
}

function CategoryList({
  category,
  topics,
  expanded,
  onToggle,
  selectedId,
  onSelect,
}: {
  category: HelpCategory;
  topics: readonly HelpTopicRef[];
  expanded: boolean;
  onToggle: () => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const listId = useId();
  return (
    <Box as="li">
      <Button
        variant="ghost"
        size="sm"
        w="full"
        justifyContent="space-between"
        whiteSpace="normal"
        textAlign="start"
        h="auto"
        py="2"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
      >
        <Text as="span" fontWeight="semibold">
          {category.title}
        </Text>
        <Text as="span" color="fg.muted" fontSize="xs" flexShrink={0}>
          {topics.length} {expanded ? '▾' : '▸'}
        </Text>
      </Button>
      <Box as="ul" id={listId} display={expanded ? 'block' : 'none'} listStyleType="none" ps="3" pb="2">
        {topics.map((topic) => {
          const current = topic.id === selectedId;
          return (
            <li key={topic.id}>
              <Button
                variant={current ? 'subtle' : 'ghost'}
                colorPalette="paprika"
                size="sm"
                w="full"
                justifyContent="flex-start"
                textAlign="start"
                whiteSpace="normal"
                h="auto"
                py="1.5"
                fontWeight={current ? 'semibold' : 'normal'}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(topic.id)}
              >
                {topic.title}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

function TopicView({
  topicId,
  onSelect,
  headingRef,
}: {
  topicId: string | null;
  onSelect: (id: string) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const examplesId = useId();
  const relatedId = useId();
  if (!topicId) {
    return (
      <Stack gap="3" align="center" textAlign="center" py="10" color="fg.muted">
        <BookIcon boxSize="10" color="paprika.700" />
        <Heading as="h3" size="lg" fontFamily="heading" color="fg" ref={headingRef} tabIndex={-1}>
          Select a Topic
        </Heading>
        <Text fontWeight="semibold" color="herb.800">
          Information Portal
        </Text>
        <Text maxW="md">
          Choose a topic on the left, or search for a word such as “voice”, “pricing” or “widget”, to read it here.
        </Text>
      </Stack>
    );
  }
  const topic = findHelpTopic(topicId);
  if (!topic) {
    return (
      <Stack gap="3" py="6" role="alert">
        <Heading as="h3" size="lg" fontFamily="heading" ref={headingRef} tabIndex={-1}>
          Topic not found
        </Heading>
        <Text overflowWrap="anywhere">
          We could not find a topic called “{topicId}”. It may have been renamed or removed. Choose a topic from the
          list, or search for it.
        </Text>
      </Stack>
    );
  }
  const category = helpCategories.find((item) => item.id === topic.categoryId);
  const related = (topic.relatedTopics ?? []).flatMap((id) => {
    const found = findHelpTopic(id);
    return found ? [found] : [];
  });
  return (
    <Stack gap="5" as="article" aria-labelledby={`${examplesId}-title`}>
      <Stack gap="2">
        {category ? (
          <Badge colorPalette="herb" variant="subtle" w="fit-content">
            {category.title}
          </Badge>
        ) : null}
        <Heading
          as="h3"
          id={`${examplesId}-title`}
          size="xl"
          fontFamily="heading"
          color="paprika.900"
          ref={headingRef}
          tabIndex={-1}
          outline="none"
        >
          {topic.title}
        </Heading>
      </Stack>
      <TopicParagraphs content={topic.content} />
      {topic.examples && topic.examples.length > 0 ? (
        <Stack gap="2">
          <Heading as="h4" size="md" id={examplesId}>
            Examples
          </Heading>
          <TopicExamples examples={topic.examples} headingId={examplesId} />
        </Stack>
      ) : null}
      {related.length > 0 ? (
        <Stack gap="2">
          <Heading as="h4" size="md" id={relatedId}>
            Related Topics
          </Heading>
          <HStack as="ul" aria-labelledby={relatedId} wrap="wrap" gap="2" listStyleType="none">
            {related.map((item) => (
              <li key={item.id}>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="paprika"
                  whiteSpace="normal"
                  h="auto"
                  py="1.5"
                  textAlign="start"
                  onClick={() => onSelect(item.id)}
                >
                  {item.title}
                </Button>
              </li>
            ))}
          </HStack>
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * The knowledge browser: search and categories on the left, the chosen topic on the right. The
 * topic lives in the URL (?topic=id) so it can be shared, bookmarked and opened offline.
 */
export function KnowledgeBrowser({ searchTopics, minQueryLength }: KnowledgeBrowserProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page has no topic chosen; the address's ?topic= applies once the page runs.
  const hydrated = useHydrated();
  const topicId = hydrated ? searchParams.get(TOPIC_PARAM) : null;
  const selectedCategoryId = topicId ? (findHelpTopic(topicId)?.categoryId ?? null) : null;
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusTopicOnChange = useRef(false);
  const inputId = useId();
  const hintId = useId();
  const searchRun = useRef(0);

  useEffect(() => {
    // A shared ?topic= link (or a search result) lands on the topic, not on the top of the page.
    if (hydrated && topicId && !window.location.hash) headingRef.current?.scrollIntoView({ block: 'center' });
    // Only on arrival; later changes are the visitor's own choices, handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  useEffect(() => {
    if (!focusTopicOnChange.current) return;
    focusTopicOnChange.current = false;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [topicId]);

  function selectTopic(id: string) {
    focusTopicOnChange.current = true;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TOPIC_PARAM, id);
        return next;
      },
      { preventScrollReset: true },
    );
  }

  async function runSearch(event: FormEvent) {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed.length < minQueryLength) {
      setSearch({ status: 'too-short' });
      return;
    }
    const run = ++searchRun.current;
    setSearch({ status: 'searching', query: trimmed });
    try {
      const topics = await searchTopics(trimmed);
      if (run === searchRun.current) setSearch({ status: 'done', query: trimmed, topics });
    } catch {
      if (run === searchRun.current) setSearch({ status: 'failed', query: trimmed });
    }
  }

  function clearSearch() {
    searchRun.current += 1;
    setQuery('');
    setSearch({ status: 'idle' });
  }

  const matches = search.status === 'done' ? new Set(search.topics.map((topic) => topic.id)) : null;
  const visibleCategories = helpCategories
    .map((category) => ({
      category,
      topics: category.topics
        .filter((topic) => !matches || matches.has(topic.id))
        .map((topic) => ({ ...topic, categoryId: category.id })),
    }))
    .filter((entry) => entry.topics.length > 0);

  function isExpanded(categoryId: string): boolean {
    const key = `${matches ? 'search' : 'browse'}:${categoryId}`;
    return toggled[key] ?? (matches !== null || categoryId === selectedCategoryId);
  }

  function toggle(categoryId: string) {
    const key = `${matches ? 'search' : 'browse'}:${categoryId}`;
    setToggled((current) => ({ ...current, [key]: !isExpanded(categoryId) }));
  }

  return (
    <Box as="section" id={KNOWLEDGE_BROWSER_ID} aria-labelledby={`${inputId}-heading`} mt="12">
      <Heading as="h2" id={`${inputId}-heading`} size="2xl" fontFamily="heading" color="paprika.900" mb="4">
        Knowledge browser
      </Heading>
      <NoScriptNote>
        The knowledge browser needs JavaScript to search and to open a topic, and it is turned off in this browser. The
        sections above answer the most common questions.
      </NoScriptNote>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
        {...requiresScript}
      >
        <Card.Root variant="outline" bg="bg.panel" minW="0">
          <Card.Body gap="4" p="4">
            <form role="search" aria-label="Knowledge base" onSubmit={(event) => void runSearch(event)}>
              <label htmlFor={inputId}>
                <Text as="span" fontWeight="semibold" fontSize="sm">
                  Search the knowledge base
                </Text>
              </label>
              <HStack gap="2" mt="1">
                <Input
                  id={inputId}
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder="e.g. voice, pricing, widget"
                  aria-describedby={hintId}
                  bg="bg"
                />
                <Button type="submit" colorPalette="paprika" aria-label="Search" flexShrink={0}>
                  <SearchIcon />
                </Button>
              </HStack>
            </form>
            <Box id={hintId} role="status" aria-live="polite" fontSize="sm">
              {search.status === 'idle' ? (
                <Text color="fg.muted">Type at least {minQueryLength} characters, then press Enter.</Text>
              ) : null}
              {search.status === 'too-short' ? (
                <Text color="paprika.800">
                  Please type at least {minQueryLength} characters to search, for example “voice”.
                </Text>
              ) : null}
              {search.status === 'searching' ? <Text color="fg.muted">Searching…</Text> : null}
              {search.status === 'failed' ? (
                <Text color="paprika.800">The search could not run. Please try again, or browse the categories.</Text>
              ) : null}
              {search.status === 'done' ? (
                <HStack justify="space-between" align="center" gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{topicCountText(search.topics.length, search.query)}</Text>
                  <Button size="xs" variant="outline" onClick={clearSearch}>
                    Clear
                  </Button>
                </HStack>
              ) : null}
            </Box>
            <nav aria-label="Help categories">
              <Box as="ul" listStyleType="none">
                {visibleCategories.map(({ category, topics }) => (
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
