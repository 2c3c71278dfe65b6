import { Box, Button, Card, Container, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { RouterLink } from '@/components/router-link';
import { PageHeading } from '@/components/page-heading';
import { knowledgeTopicPath, paths } from '@/config/paths';
import { helpCategories } from '@/content/help';
import { site } from '@/content/site';
import { ArrowRightIcon, BookIcon } from '@/lib/icons/icons';

/** /knowledge-base: the help centre, the index of the help, every category with its topics. */
export function HelpCentrePage() {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <PageHeading
        title="Help Centre"
        lead="Browse help by topic: this is the index of all our help, from getting started and setup to voice integration, channels, billing and troubleshooting. Each topic opens in the knowledge base, where you can search them all, and works offline once you have visited."
      />
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" mt="6">
        <Button asChild colorPalette="paprika">
          <RouterLink to={paths.knowledgeBase}>
            <BookIcon /> Open the knowledge base
          </RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="paprika" whiteSpace="normal">
          <RouterLink to={paths.providerKnowledge}>{site.guides.site}</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="paprika" whiteSpace="normal">
          <RouterLink to={paths.providerNavigation}>{site.guides.map}</RouterLink>
        </Button>
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5" mt="10">
        {helpCategories.map((category) => (
          <li key={category.id}>
            <Card.Root
              as="section"
              aria-labelledby={`category-${category.id}`}
              h="full"
              variant="outline"
              bg="bg.panel"
            >
              <Card.Body gap="3">
                <Card.Title as="h2" id={`category-${category.id}`} fontFamily="heading" fontSize="xl">
                  {category.title}
                </Card.Title>
                <Card.Description>{category.description}</Card.Description>
                <Box as="ul" listStyleType="none">
                  {category.topics.map((topic) => (
                    <Box as="li" key={topic.id} py="1">
                      <Link asChild color="paprika.800" overflowWrap="anywhere">
                        <RouterLink to={knowledgeTopicPath(topic.id)}>
                          <ArrowRightIcon boxSize="3.5" /> {topic.title}
                        </RouterLink>
                      </Link>
                    </Box>
                  ))}
                </Box>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
