import { Badge, Box, Heading, Link, List, Stack, Tabs, Text } from '@chakra-ui/react';
import { Paragraphs } from '@/components/paragraphs';
import { knowledgeTopicPath } from '@/config/paths';
import { helpCategories } from '@/content/help';
import { RouterLink } from '@/components/router-link';

/** Help categories on the left; the chosen category's topics, with content and examples, on the right. */
export function GuideKnowledgeTab() {
  const first = helpCategories[0]?.id;
  return (
    <Tabs.Root
      defaultValue={first}
      orientation="vertical"
      variant="subtle"
      colorPalette="paprika"
      display="flex"
      flexDirection={{ base: 'column', md: 'row' }}
      gap="6"
    >
      <Tabs.List aria-label="Help categories" minW={{ md: '240px' }} maxW={{ md: '260px' }} flexShrink={0}>
        {helpCategories.map((category) => (
          <Tabs.Trigger
            key={category.id}
            value={category.id}
            justifyContent="flex-start"
            textAlign="start"
            h="auto"
            py="2"
            whiteSpace="normal"
          >
            {category.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {helpCategories.map((category) => (
        <Tabs.Content key={category.id} value={category.id} flex="1" minW="0" pt="0">
          <Stack gap="6">
            <Text color="fg.muted">{category.description}</Text>
            {category.topics.map((topic) => (
              <Box as="article" key={topic.id} aria-labelledby={`guide-topic-${topic.id}`}>
                <Heading as="h3" id={`guide-topic-${topic.id}`} size="md" fontFamily="heading" mb="2">
                  <Link asChild color="paprika.800">
                    <RouterLink to={knowledgeTopicPath(topic.id)}>{topic.title}</RouterLink>
                  </Link>
                </Heading>
                <Paragraphs text={topic.content} gap="2" />
                {topic.examples && topic.examples.length > 0 ? (
                  <Box mt="2">
                    <Badge colorPalette="herb" variant="subtle">
                      Examples
                    </Badge>
                    <List.Root gap="1" ps="5" mt="1" aria-label={`Examples: ${topic.title}`}>
                      {topic.examples.map((example) => (
                        <List.Item key={example} overflowWrap="anywhere">
                          {example}
                        </List.Item>
                      ))}
                    </List.Root>
                  </Box>
                ) : null}
              </Box>
            ))}
          </Stack>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
