import { Box, Button, Card, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { RouterLink } from '@/components/router-link';
import { ButtonRow } from '@/components/button-row';
import { NoScriptNote, requiresScript } from '@/components/noscript-note';
import { PageHeading } from '@/components/page-heading';
import { StaticPart } from '@/components/static-part';
import { SearchShortcutKeys, useSearchShortcut } from '@/components/search-shortcut';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { ArrowLeftIcon, ArrowRightIcon, ChatIcon, ChefHatIcon, PhoneIcon, SearchIcon } from '@/lib/icons/icons';
import { KnowledgeBrowser, type KnowledgeBrowserProps } from './knowledge-browser';
import { KnowledgeSectionsAccordion } from './knowledge-sections-accordion';

export interface KnowledgeBasePageProps extends KnowledgeBrowserProps {
  /** Opens the site-wide search dialog. */
  readonly onOpenSearch: () => void;
}

/** /knowledgebase: the help content, the four sections and the knowledge browser. */
export function KnowledgeBasePage({ onOpenSearch, ...browser }: KnowledgeBasePageProps) {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <StaticPart>
        <KnowledgeIntro />
      </StaticPart>
      <SearchOrAsk onOpenSearch={onOpenSearch} />
      <Box as="section" aria-labelledby="kb-sections-heading" mt="10">
        <Heading as="h2" id="kb-sections-heading" size="2xl" fontFamily="heading" color="paprika.900" mb="4">
          From the kitchen
        </Heading>
        <KnowledgeSectionsAccordion />
      </Box>
      <KnowledgeBrowser {...browser} />
      <StaticPart>
        <GuidesNav />
      </StaticPart>
    </Container>
  );
}

/** The way back, the heading and the first two steps. Adopted as prerendered: no handlers, state or effects. */
function KnowledgeIntro() {
  return (
    <>
      <Link asChild color="paprika.800" fontWeight="semibold" fontSize="sm">
        <RouterLink to={paths.home}>
          <ArrowLeftIcon boxSize="4" /> Back to home
        </RouterLink>
      </Link>
      <PageHeading
        mt="4"
        title="Knowledge Base"
        lead="Recipes for every question: setting up a BaseBot, voices and personality, channels, pricing and more. It works offline too."
      >
        <Text>
          Rather talk to a person? Call{' '}
          {/* Inline, not Chakra's inline-flex: a link that wraps would push the "." onto a line of its own. */}
          <Link href={site.phone.href} color="paprika.800" fontWeight="semibold" display="inline">
            {site.phone.display}
          </Link>{' '}
          or{' '}
          <Link asChild color="paprika.800" fontWeight="semibold" display="inline">
            <RouterLink to={paths.gregbotSection}>talk to GregBot on the home page</RouterLink>
          </Link>
          . Every topic is listed by category in the{' '}
          <Link asChild color="paprika.800" fontWeight="semibold" display="inline">
            <RouterLink to={paths.helpCentre}>Help Centre</RouterLink>
          </Link>
          .
        </Text>
      </PageHeading>
      <ButtonRow
        mt="6"
        actions={[
          { label: 'Set up a BaseBot', icon: ChefHatIcon, to: paths.basebotSetup, colorPalette: 'paprika' },
          {
            label: 'Call for help',
            icon: PhoneIcon,
            href: site.phone.href,
            variant: 'outline',
            colorPalette: 'herb',
          },
        ]}
      />
    </>
  );
}

/** The site search and the assistant, offered side by side; the shortcut shown is this device's. */
function SearchOrAsk({ onOpenSearch }: Pick<KnowledgeBasePageProps, 'onOpenSearch'>) {
  const shortcut = useSearchShortcut();
  return (
    <Card.Root as="section" aria-labelledby="kb-assistant-heading" variant="subtle" bg="herb.50" mt="8">
      <Card.Body gap="3">
        <Heading as="h2" id="kb-assistant-heading" size="lg" fontFamily="heading">
          Search or ask the assistant
        </Heading>
        <Text>
          Search every page, help topic and guide at once
          {shortcut !== 'touch' && (
            <>
              {' '}
              (press <SearchShortcutKeys shortcut={shortcut} />)
            </>
          )}
          , or ask GregBot in your own words.
        </Text>
        <NoScriptNote>
          Searching needs JavaScript, which is turned off in this browser. The sections below and the Help Centre list
          every topic; to ask a person, call {site.phone.display}.
        </NoScriptNote>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button colorPalette="herb" onClick={onOpenSearch} {...requiresScript}>
            <SearchIcon /> Search the site
          </Button>
          <Button asChild variant="outline" colorPalette="herb">
            <RouterLink to={paths.bots}>
              <ChatIcon /> Chat with the assistant
            </RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The wider guides. Adopted as prerendered: no handlers, state or effects. */
function GuidesNav() {
  return (
    <Box as="nav" aria-label="Guides" mt="10">
      <Heading as="h2" size="lg" fontFamily="heading" mb="3">
        Guides
      </Heading>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <GuideLink to={paths.helpCentre} label="Help Centre: every category" />
        <GuideLink to={paths.providerKnowledge} label={`${site.guides.site}`} />
        <GuideLink to={paths.providerNavigation} label={`${site.guides.map}`} />
      </Stack>
    </Box>
  );
}

function GuideLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="outline" colorPalette="paprika" justifyContent="space-between" whiteSpace="normal">
      <RouterLink to={to}>
        {label} <ArrowRightIcon />
      </RouterLink>
    </Button>
  );
}
