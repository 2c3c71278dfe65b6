import { List, Stack, Text } from '@chakra-ui/react';

/** A topic's content is plain text with paragraphs separated by a blank line. */
export function splitParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function TopicParagraphs({ content }: { content: string }) {
  return (
    <Stack gap="3">
      {splitParagraphs(content).map((paragraph) => (
        <Text key={paragraph} overflowWrap="anywhere">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}

export function TopicExamples({ examples, headingId }: { examples: readonly string[]; headingId: string }) {
  return (
    <List.Root aria-labelledby={headingId} gap="1" ps="5">
      {examples.map((example) => (
        <List.Item key={example} overflowWrap="anywhere">
          {example}
        </List.Item>
      ))}
    </List.Root>
  );
}
