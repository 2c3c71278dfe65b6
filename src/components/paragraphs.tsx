import { Stack, Text, type StackProps } from '@chakra-ui/react';

/** Plain text with paragraphs separated by a blank line (as help topics are written), as paragraphs. */
export function Paragraphs({ text, ...stack }: { text: string } & StackProps) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <Stack gap="3" {...stack}>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} overflowWrap="anywhere">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
