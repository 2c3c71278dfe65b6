import { List } from '@chakra-ui/react';

/** A help topic's examples, as a list named by the heading above it. */
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
