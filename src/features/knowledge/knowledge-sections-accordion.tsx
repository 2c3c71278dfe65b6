import { Accordion, Box, Button, Card, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '@/components/router-link';
import { CheckList } from '@/components/check-list';
import { StaticPart } from '@/components/static-part';
import { env } from '@/config/env';
import { knowledgeTopicPath, paths } from '@/config/paths';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { findSitemapEntry } from '@/content/sitemap';
import { ExternalIcon } from '@/lib/icons/icons';
import { useClientValue } from '@/lib/startup/use-hydrated';
import { isKnowledgeSectionId, KNOWLEDGE_SECTIONS, type KnowledgeSectionId } from './knowledge-sections';

const provider = site.voiceProvider.name;

function KitchenServices() {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3">
      {services.map((service) => (
        <li key={service.id}>
          <Box borderWidth="1px" borderColor="cream.300" rounded="md" p="3" h="full" bg="bg">
            <Heading as="h4" size="sm" fontFamily="heading">
              {service.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {service.description}
            </Text>
          </Box>
        </li>
      ))}
    </SimpleGrid>
  );
}

function SetupCard({ title, path, points, label }: { title: string; path: string; points: string[]; label: string }) {
  const entry = findSitemapEntry(path);
  return (
    <Card.Root variant="outline" bg="bg" h="full">
      <Card.Body gap="3">
        <Card.Title as="h4" fontFamily="heading">
          {title}
        </Card.Title>
        {entry ? <Card.Description>{entry.description}</Card.Description> : null}
        <CheckList items={points} fontSize="sm" />
        <Button asChild size="sm" variant="outline" colorPalette="paprika" mt="auto" w="fit-content">
          <RouterLink to={path}>{label}</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function BasebotSetup() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <SetupCard
        title="Self-service"
        path="/basebot-setup/self-service"
        label="Start self-service setup"
        points={['Build at your own pace', 'Step-by-step guides and templates', `From ${site.pricing.starter}`]}
      />
      <SetupCard
        title="VIP"
        path="/basebot-setup/vip"
        label="Explore VIP setup"
        points={['A dedicated consultant', 'Designed, connected and launched with you', 'Priority support']}
      />
    </SimpleGrid>
  );
}

function VoiceIntegration() {
  return (
    <Stack gap="3">
      <Text>
        {provider} gives your BaseBot its voice: the language model writes the reply and {provider} speaks it. You use
        your own {provider} account and key.
      </Text>
      <List.Root as="ol" gap="1" ps="5">
        <List.Item>Create an API key in your {provider} account.</List.Item>
        <List.Item>
          In your dashboard, open BaseBot Details, then Service Connections, then {provider} configuration, and paste
          the key.
        </List.Item>
        <List.Item>Pick the voice your BaseBot speaks with, and listen to it on a phone speaker.</List.Item>
      </List.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Link asChild color="paprika.800" fontWeight="semibold">
          <RouterLink to={knowledgeTopicPath('connecting-voice-provider')}>Read: connecting {provider}</RouterLink>
        </Link>
        <Link asChild color="paprika.800" fontWeight="semibold">
          <RouterLink to={paths.providerKnowledge}>{site.guides.site}</RouterLink>
        </Link>
      </Stack>
    </Stack>
  );
}

function RelatedServices() {
  const items = [
    ['AI plumbing integration', 'Connect AI to the CRMs, calendars, databases and APIs your business already runs.'],
    [`${site.product.name}`, 'Our content creation engine drafts posts, scripts and newsletters in your voice.'],
    ['Business consultancy', 'Plan where an AI voice assistant helps your business most, with one of our consultants.'],
  ] as const;
  return (
    <Stack gap="3">
      <List.Root variant="plain" gap="2">
        {items.map(([title, description]) => (
          <List.Item key={title} display="block">
            <Text as="span" fontWeight="semibold">
              {title}:
            </Text>{' '}
            {description}
          </List.Item>
        ))}
      </List.Root>
      <Link href={env.servicesUrl} target="_blank" rel="noopener noreferrer" color="paprika.800" fontWeight="semibold">
        See all our services <ExternalIcon boxSize="3.5" />
        <Box as="span" srOnly>
          (opens in a new tab)
        </Box>
      </Link>
    </Stack>
  );
}

const sectionBodies: Record<KnowledgeSectionId, { lead: string; body: () => ReactNode }> = {
  'kitchen-services': { lead: 'The six services on our menu.', body: KitchenServices },
  'basebot-setup': { lead: 'Self-service or VIP: two ways to get a BaseBot into service.', body: BasebotSetup },
  'voice-integration': { lead: `How ${provider} voices your BaseBot.`, body: VoiceIntegration },
  'related-services': { lead: 'More from the kitchen.', body: RelatedServices },
};

function sectionFromHash(hash: string): KnowledgeSectionId | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return isKnowledgeSectionId(id) ? id : null;
}

/** The four sections of the knowledge base page; a #section link opens its section. */
export function KnowledgeSectionsAccordion() {
  const location = useLocation();
  // The prerendered page opens the first section; a #section in the address applies once the page runs.
  const hash = useClientValue(() => location.hash, '');
  const [open, setOpen] = useState<string[]>(() => [sectionFromHash(hash) ?? 'kitchen-services']);
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    const section = sectionFromHash(hash);
    if (section && !open.includes(section)) setOpen([...open, section]);
  }

  return (
    <Accordion.Root
      multiple
      value={open}
      onValueChange={(details) => setOpen(details.value)}
      variant="enclosed"
      bg="bg.panel"
    >
      {KNOWLEDGE_SECTIONS.map((section) => {
        const { lead, body: Body } = sectionBodies[section.id];
        return (
          <Accordion.Item key={section.id} value={section.id}>
            {/* The id sits on the heading: the accordion sets its own ids on items. */}
            <Heading as="h3" size="md" id={section.id}>
              <Accordion.ItemTrigger cursor="pointer" py="3">
                <StaticPart>
                  <Stack gap="0" flex="1" textAlign="start">
                    <Text fontFamily="heading" fontSize="lg" fontWeight="bold">
                      {section.title}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                      {lead}
                    </Text>
                  </Stack>
                </StaticPart>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <StaticPart>
                  <Body />
                </StaticPart>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
