import { Box, Button, Card, Container, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { RouterLink } from '@/components/router-link';
import { DescribedLink } from '@/components/described-link';
import { NoScriptNote, requiresScript } from '@/components/noscript-note';
import { PageHeading } from '@/components/page-heading';
import { SearchShortcutKeys, useSearchShortcut } from '@/components/search-shortcut';
import { StaticPart } from '@/components/static-part';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { SearchIcon } from '@/lib/icons/icons';
import type { UserType } from '@/content/schema';
import { GuideTabs, type GuideTab } from './guide-tabs';
import { useUserType } from './user-type';
import { UserTypeSelect } from './user-type-select';

export interface GuideShellProps {
  readonly title: string;
  readonly lead: string;
  /** Opens the site-wide search dialog. */
  readonly onOpenSearch: () => void;
  /** The name of the guide's tab strip. */
  readonly tabsLabel: string;
  /** The guide's tabs, tailored to the user type the visitor chose. */
  readonly tabs: (userType: UserType) => readonly GuideTab[];
}

const specialPages = [
  { to: paths.seniorConnect, title: 'Senior Connect', description: 'Phone help for seniors, around the clock.' },
  { to: paths.knowledgeBase, title: 'Knowledge Base', description: 'Every help topic, searchable and offline.' },
  {
    to: paths.bots,
    title: 'Chat with AI Assistants',
    description: `Talk to one of our ${__ASSISTANT_COUNT__} assistants.`,
  },
  { to: paths.gregbotSection, title: 'GregBot', description: 'Our head chef, right on the home page.' },
] as const;

/** What both navigation guides share: heading, search hint, user-path selector, tabs, special pages. */
export function GuideShell({ title, lead, onOpenSearch, tabsLabel, tabs }: GuideShellProps) {
  const [userType, setUserType] = useUserType();
  const shortcut = useSearchShortcut();
  return (
    // The heading and the special pages need no scripts: kept as prerendered while the page starts
    // (StaticPart). The tabs follow the visitor's user type, which the device knows.
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <StaticPart>
        <PageHeading title={title} lead={lead} />
      </StaticPart>
      <Card.Root as="aside" aria-label="Site search" variant="subtle" bg="herb.50" mt="6">
        <Card.Body>
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }} justify="space-between">
            <Text>
              Looking for something?{' '}
              {shortcut === 'touch' ? (
                'Search the whole site'
              ) : (
                <>
                  Press <SearchShortcutKeys shortcut={shortcut} /> anywhere to search the whole site
                </>
              )}
              , or speak your search.
            </Text>
            <NoScriptNote>Searching needs JavaScript, which is turned off in this browser.</NoScriptNote>
            <Button colorPalette="herb" variant="outline" onClick={onOpenSearch} flexShrink={0} {...requiresScript}>
              <SearchIcon /> Search the site
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Box mt="6">
        <UserTypeSelect value={userType} onChange={setUserType} label="Show the user path for" />
      </Box>
      <Box mt="6">
        <GuideTabs label={tabsLabel} tabs={tabs(userType)} />
      </Box>
      <StaticPart>
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
                  <DescribedLink {...page} />
                </li>
              ))}
            </SimpleGrid>
            <HStack mt="4" gap="4" wrap="wrap" fontSize="sm">
              <Link asChild color="paprika.800">
                <RouterLink to={paths.providerKnowledge}>{site.guides.site}</RouterLink>
              </Link>
              <Link asChild color="paprika.800">
                <RouterLink to={paths.providerNavigation}>{site.guides.map}</RouterLink>
              </Link>
              <Link asChild color="paprika.800">
                <RouterLink to={paths.helpCentre}>Help Centre</RouterLink>
              </Link>
            </HStack>
          </Card.Body>
        </Card.Root>
      </StaticPart>
    </Container>
  );
}
