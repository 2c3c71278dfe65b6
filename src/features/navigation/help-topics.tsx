import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { RouterLink } from '@/components/router-link';
import { knowledgeTopicPath } from '@/config/paths';
import { findHelpTopic, type HelpTopicRef } from '@/content/help';

const EXCERPT_LENGTH = 160;

/** The first paragraph of a topic, cut at a word near EXCERPT_LENGTH characters. */
export function excerptOf(content: string): string {
  const first = content.split(/\n\s*\n/)[0]?.trim() ?? '';
  if (first.length <= EXCERPT_LENGTH) return first;
  const cut = first.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.]+$/, '')}…`;
}

/** The help topics a catalogue entry declares, each with a short excerpt and a link into the knowledge browser. */
export function HelpTopics({ ids }: { ids: readonly string[] }) {
  const topics = ids.map(findHelpTopic).filter((topic): topic is HelpTopicRef => topic !== undefined);
  if (topics.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="help-topics-heading" gap="3" mt="8">
      <Heading id="help-topics-heading" as="h2" size="lg" fontFamily="heading">
        Help topics
      </Heading>
      <List.Root as="ul" listStyleType="none" gap="3">
        {topics.map((topic) => (
          <List.Item key={topic.id}>
            <Link asChild fontWeight="semibold" colorPalette="paprika">
              <RouterLink to={knowledgeTopicPath(topic.id)}>{topic.title}</RouterLink>
            </Link>
            <Text color="fg.muted">{excerptOf(topic.content)}</Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
