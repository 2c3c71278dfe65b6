import { Box, Button, Card, Container, Heading, HStack, Kbd, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { NoScriptNote, requiresScript } from '@/components/noscript-note';
import { paths } from '@/config/paths';
import { SearchIcon } from '@/lib/icons';
import type { UserType } from '@/content/schema';
import { UserTypeSelect } from './user-type-select';

export interface GuideShellProps {
  readonly title: string;
  readonly lead: string;
  readonly userType: UserType;
  readonly onUserTypeChange: (next: UserType) => void;
  /** Opens the site-wide search dialog. */
  readonly onOpenSearch: () => void;
  readonly children: ReactNode;
}

const specialPages = [
  { to: paths.seniorConnect, title: 'Senior Connect', description: 'Phone help for seniors, around the clock.' },
  { to: paths.knowledgebase, title: 'Knowledge Base', description: 'Every help topic, searchable and offline.' },
  { to: paths.bots, title: 'Chat with AI Assistants', description: 'Talk to one of our 14 assistants.' },
  { to: paths.gregbotSection, title: 'GregBot', description: 'Our head chef, right on the home page.' },
] as const;

/** What both navigation guides share: heading, search hint, user-path selector, special pages. */
export function GuideShell({ title, lead, userType, onUserTypeChange, onOpenSearch, children }: GuideShellProps) {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="3" maxW="3xl">
        <Heading as="h1" fontFamily="heading" size={{ base: '3xl', md: '4xl' }} color="paprika.900">
          {title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {lead}
        </Text>
      </Stack>
      <Card.Root as="aside" aria-label="Site search" variant="subtle" bg="herb.50" mt="6">
        <Card.Body>
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }} justify="space-between">
            <Text>
              Looking for something? Press <Kbd size="sm">⌘</Kbd> <Kbd size="sm">K</Kbd> or <Kbd size="sm">Ctrl</Kbd>{' '}
              <Kbd size="sm">K</Kbd> anywhere to search the whole site, or speak your search.
            </Text>
            <NoScriptNote>Searching needs JavaScript, which is turned off in this browser.</NoScriptNote>
            <Button colorPalette="herb" variant="outline" onClick={onOpenSearch} flexShrink={0} {...requiresScript}>
              <SearchIcon /> Search the site
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Box mt="6">
        <UserTypeSelect value={userType} onChange={onUserTypeChange} label="Show the user path for" />
      </Box>
      <Box mt="6">{children}</Box>
      <Card.Root as="section" aria-labelledby="special-pages-heading" variant="outline" bg="bg.panel" mt="10">
        <Card.Header>
          <Card.Title as="h2" id="special-pages-heading" fontFamily="heading" fontSize="xl">
            Special Pages
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            {specialPages.map((page) => (
              <li key={page.to}>
                <Stack gap="1">
                  <Link asChild color="paprika.800" fontWeight="semibold">
                    <RouterLink to={page.to}>{page.title}</RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {page.description}
                  </Text>
                </Stack>
              </li>
            ))}
          </SimpleGrid>
          <HStack mt="4" gap="4" wrap="wrap" fontSize="sm">
            <Link asChild color="paprika.800">
              <RouterLink to={paths.providerKnowledge}>Knowledge guide</RouterLink>
            </Link>
            <Link asChild color="paprika.800">
              <RouterLink to={paths.providerNavigation}>Navigation guide</RouterLink>
            </Link>
            <Link asChild color="paprika.800">
              <RouterLink to={paths.knowledgeBase}>Help Centre</RouterLink>
            </Link>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
