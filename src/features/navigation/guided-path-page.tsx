import { Breadcrumb, Button, Card, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { guidedPaths } from '@/content/guided-paths';
import type { GuidedPath } from '@/content/schema';
import { BookIcon, ChatIcon } from '@/lib/icons';

/** The guided path with exactly this path, if any (they are search shortcuts, not sitemap pages). */
export function findGuidedPath(path: string): GuidedPath | undefined {
  return guidedPaths.find((guided) => guided.path === path);
}

/**
 * A guided path's own page: the account pages it leads to are not part of this site, so the
 * visitor gets the directions (trail and spoken script) and a way to sign in, instead of a 404.
 */
export function GuidedPathPage({ guided }: { guided: GuidedPath }) {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="4">
        <Breadcrumb.Root aria-label="Where to find it">
          <Breadcrumb.List flexWrap="wrap">
            {guided.voicePath.flatMap((step, index) => [
              ...(index > 0 ? [<Breadcrumb.Separator key={`separator-${index}`} />] : []),
              <Breadcrumb.Item key={`${step}-${index}`}>{step}</Breadcrumb.Item>,
            ])}
          </Breadcrumb.List>
        </Breadcrumb.Root>
        <Heading as="h1" fontFamily="heading" size={{ base: '3xl', md: '4xl' }} color="paprika.900">
          {guided.title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {guided.description}
        </Text>
        <Card.Root variant="subtle" bg="herb.50">
          <Card.Body gap="2">
            <Card.Title as="h2" fontFamily="heading">
              How to get there
            </Card.Title>
            <Text>{guided.voiceScript}</Text>
          </Card.Body>
        </Card.Root>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="paprika">
            <RouterLink to={paths.login}>Sign in to continue</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="paprika">
            <RouterLink to={paths.knowledgebase}>
              <BookIcon /> Knowledge base
            </RouterLink>
          </Button>
          <Button asChild variant="ghost" colorPalette="paprika">
            <RouterLink to={paths.bots}>
              <ChatIcon /> Ask GregBot
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
