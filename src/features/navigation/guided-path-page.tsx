import { Breadcrumb, Card, Container, Stack, Text } from '@chakra-ui/react';
import { ButtonRow } from '@/components/button-row';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { guidedPaths } from '@/content/guided-paths';
import type { GuidedPath } from '@/content/schema';
import { BookIcon, ChatIcon } from '@/lib/icons/icons';

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
        <PageHeading title={guided.title} lead={guided.description} />
        <Card.Root variant="subtle" bg="herb.50">
          <Card.Body gap="2">
            <Card.Title as="h2" fontFamily="heading">
              How to get there
            </Card.Title>
            <Text>{guided.voiceScript}</Text>
          </Card.Body>
        </Card.Root>
        <ButtonRow
          colorPalette="paprika"
          actions={[
            { label: 'Go to Login', to: paths.login },
            { label: 'Knowledge base', icon: BookIcon, to: paths.knowledgeBase, variant: 'outline' },
            { label: 'Ask GregBot', icon: ChatIcon, to: paths.bots, variant: 'ghost' },
          ]}
        />
      </Stack>
    </Container>
  );
}
