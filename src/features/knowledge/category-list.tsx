import { Box, Button, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { HelpTopicRef } from '@/content/help';
import type { HelpCategory } from '@/content/schema';

/** One help category of the browser: a toggle that shows or hides its topics, each one selectable. */
export function CategoryList({
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
      {/* A closed category's topics are not rendered at all (they would be hidden): the page has
          dozens, and each is a button the browser would otherwise take over as the page starts. */}
      <Box as="ul" id={listId} display={expanded ? 'block' : 'none'} listStyleType="none" ps="3" pb="2">
        {(expanded ? topics : []).map((topic) => {
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
