import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, type RefObject } from 'react';
import { Paragraphs } from '@/components/paragraphs';
import { findHelpTopic, helpCategories, type HelpTopicRef } from '@/content/help';
import { BookIcon } from '@/lib/icons/icons';
import { TopicExamples } from './topic-content';

type HeadingRef = RefObject<HTMLHeadingElement | null>;

function NoTopicChosen({ headingRef }: { headingRef: HeadingRef }) {
  return (
    <Stack gap="3" align="center" textAlign="center" py="10" color="fg.muted">
      <BookIcon boxSize="10" color="paprika.700" />
      <Heading as="h3" size="lg" fontFamily="heading" color="fg" ref={headingRef} tabIndex={-1}>
        Select a Topic
      </Heading>
      <Text fontWeight="semibold" color="herb.800">
        Information Portal
      </Text>
      {/* The list is above the topic on a phone and on its left from `md` on. */}
      <Text maxW="md" display={{ base: 'block', md: 'none' }}>
        Choose a topic above, or search for a word such as “voice”, “pricing” or “widget”, to read it here.
      </Text>
      <Text maxW="md" display={{ base: 'none', md: 'block' }}>
        Choose a topic on the left, or search for a word such as “voice”, “pricing” or “widget”, to read it here.
      </Text>
    </Stack>
  );
}

function TopicNotFound({ topicId, headingRef }: { topicId: string; headingRef: HeadingRef }) {
  return (
    <Stack gap="3" py="6" role="alert">
      <Heading as="h3" size="lg" fontFamily="heading" ref={headingRef} tabIndex={-1}>
        Topic not found
      </Heading>
      <Text overflowWrap="anywhere">
        We could not find a topic called “{topicId}”. It may have been renamed or removed. Choose a topic from the list,
        or search for it.
      </Text>
    </Stack>
  );
}

function RelatedTopics({ related, onSelect }: { related: readonly HelpTopicRef[]; onSelect: (id: string) => void }) {
  const relatedId = useId();
  return (
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
  );
}

function TopicArticle({
  topic,
  onSelect,
  headingRef,
}: {
  topic: HelpTopicRef;
  onSelect: (id: string) => void;
  headingRef: HeadingRef;
}) {
  const examplesId = useId();
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
      <Paragraphs text={topic.content} />
      {topic.examples && topic.examples.length > 0 ? (
        <Stack gap="2">
          <Heading as="h4" size="md" id={examplesId}>
            Examples
          </Heading>
          <TopicExamples examples={topic.examples} headingId={examplesId} />
        </Stack>
      ) : null}
      {related.length > 0 ? <RelatedTopics related={related} onSelect={onSelect} /> : null}
    </Stack>
  );
}

/**
 * The chosen help topic with its examples and related topics; a placeholder when none is chosen
 * and a plain "not found" for an unknown id. `headingRef` receives focus when the topic changes.
 */
export function TopicView({
  topicId,
  onSelect,
  headingRef,
}: {
  topicId: string | null;
  onSelect: (id: string) => void;
  headingRef: HeadingRef;
}) {
  if (!topicId) return <NoTopicChosen headingRef={headingRef} />;
  const topic = findHelpTopic(topicId);
  if (!topic) return <TopicNotFound topicId={topicId} headingRef={headingRef} />;
  return <TopicArticle topic={topic} onSelect={onSelect} headingRef={headingRef} />;
}
