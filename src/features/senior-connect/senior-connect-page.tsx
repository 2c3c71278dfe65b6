import { Badge, Box, Button, Card, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { CheckList } from '@/components/check-list';
import { PageHeading } from '@/components/page-heading';
import { InstallButton } from '@/components/install-button';
import { ReadingModeButton } from '@/components/reading-mode-button';
import { StaticPart } from '@/components/static-part';
import { site } from '@/content/site';
import { ClockIcon, HeartIcon, MicIcon, PhoneIcon, UsersIcon } from '@/lib/icons/icons';
import { FadeIn } from '@/lib/motion';

interface Feature {
  readonly title: string;
  readonly description: string;
  readonly icon: ComponentType<{ boxSize?: string }>;
}

const features: readonly Feature[] = [
  {
    title: 'Easy voice navigation',
    description: 'No apps, no screens: just call and say what you need. The assistant speaks slowly and clearly.',
    icon: MicIcon,
  },
  {
    title: 'Family connection',
    description: 'Calls and messages to family at the push of a button, and updates so loved ones stay in the loop.',
    icon: UsersIcon,
  },
  {
    title: 'Health and wellness',
    description: 'Medication and appointment reminders, daily check-ins, and emergency alerts when something is wrong.',
    icon: HeartIcon,
  },
  {
    title: '24/7 support',
    description: 'Someone is always there, day or night. Say "operator" at any time to reach a person.',
    icon: ClockIcon,
  },
];

const facts = [
  `From ${site.seniorConnect.price}`,
  'Toll-free number',
  'Available in all 50 states',
  'Around the clock, 24/7',
  'Smart home control by voice',
] as const;

/** Senior Connect: phone-based assistance for seniors. */
export function SeniorConnectPage() {
  return (
    // What needs no scripts is kept as prerendered while the page starts (StaticPart); the aids'
    // buttons and the cards' entrance are the app's.
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <StaticPart>
        <PageHeading
          gap="4"
          title="Senior Connect: a friendly voice, one phone call away"
          eyebrow={
            <Badge colorPalette="herb" variant="subtle" w="fit-content" size="lg">
              Senior Connect
            </Badge>
          }
        >
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            Senior Connect is a phone-based assistance service for seniors. Reminders, family connection, smart home
            control and emergency alerts, all by talking on an ordinary phone, with 24/7 support.
          </Text>
        </PageHeading>
      </StaticPart>
      <EasierSiteSection />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5" mt="10" aria-label="Features">
        {features.map((feature, index) => (
          <li key={feature.title}>
            <FadeIn delay={index * 0.05}>
              <StaticPart>
                <FeatureCard feature={feature} />
              </StaticPart>
            </FadeIn>
          </li>
        ))}
      </SimpleGrid>
      <StaticPart>
        <CallSection />
      </StaticPart>
    </Container>
  );
}

/** The site's own aids (reading mode, install) for visitors who find small screens hard. */
function EasierSiteSection() {
  return (
    <Stack as="section" aria-labelledby="senior-site" mt="8" gap="3" bg="bg.panel" borderWidth="1px" rounded="xl" p="5">
      <Heading id="senior-site" as="h2" fontFamily="heading" size="lg">
        Make this site easier to use
      </Heading>
      <Text>Bigger text, stronger colours, calmer pages and larger buttons, kept on this device.</Text>
      <HStack gap="3" wrap="wrap">
        <ReadingModeButton size="lg" colorPalette="herb" />
        <InstallButton size="lg" variant="outline" colorPalette="herb" />
      </HStack>
    </Stack>
  );
}

function FeatureCard({ feature: { title, description, icon: FeatureIcon } }: { readonly feature: Feature }) {
  return (
    <Card.Root h="full" bg="bg.panel" variant="outline">
      <Card.Body gap="3">
        <Box color="herb.700" bg="herb.50" rounded="full" p="3" w="fit-content">
          <FeatureIcon boxSize="6" />
        </Box>
        <Card.Title as="h2" fontFamily="heading" fontSize="xl">
          {title}
        </Card.Title>
        <Card.Description fontSize="md">{description}</Card.Description>
      </Card.Body>
    </Card.Root>
  );
}

function CallSection() {
  return (
    <Box
      as="section"
      aria-labelledby="senior-cta"
      mt="12"
      bg="herb.800"
      color="white"
      rounded="2xl"
      p={{ base: '6', md: '10' }}
    >
      <Stack gap="4">
        <Heading id="senior-cta" as="h2" fontFamily="heading" size="2xl">
          Call now and talk to Senior Connect
        </Heading>
        <CheckList items={facts} checkColor="herb.200" fontSize="lg" />
        <Text fontSize="lg">Prefer a person? Say &quot;operator&quot; at any time and we will put you through.</Text>
        <HStack>
          <Button asChild size="xl" bg="white" color="herb.900" _hover={{ bg: 'herb.50' }}>
            <a href={site.phone.href}>
              <PhoneIcon /> Call {site.phone.display}
            </a>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
