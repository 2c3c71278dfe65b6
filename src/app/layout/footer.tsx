import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RouterLink } from '@/components/router-link';
import { OfflineStatus } from '@/components/offline-status';
import { StaticPart } from '@/components/static-part';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { ExternalIcon } from '@/lib/icons/icons';

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="cream.100" textDecoration="underline" textUnderlineOffset="3px">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** The cookbook-style footer: a recipe index of the site. */
export function Footer() {
  return (
    <Box as="footer" bg="paprika.900" color="cream.100" mt="16">
      <Container maxW="6xl" py="10">
        <StaticPart>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
            <Stack gap="2">
              <Heading as="h2" size="md" fontFamily="heading" color="cream.50">
                {`From the ${site.brand} cookbook`}
              </Heading>
              <Text fontSize="sm">
                Recipes for AI voice assistants: pick a voice, season with personality, serve on every channel.
              </Text>
              <Link
                href={env.servicesUrl}
                target="_blank"
                rel="noopener noreferrer"
                color="cream.50"
                fontWeight="semibold"
                textDecoration="underline"
                textUnderlineOffset="3px"
              >
                Our services <ExternalIcon boxSize="3.5" />
                <Box as="span" srOnly>
                  (opens in a new tab)
                </Box>
              </Link>
            </Stack>
            <Stack gap="2" as="nav" aria-label="Help">
              <Heading as="h2" size="sm" color="cream.50">
                Help &amp; guides
              </Heading>
              <FooterLink to={paths.knowledgebase}>Knowledge base</FooterLink>
              <FooterLink to={paths.helpCentre}>Help centre</FooterLink>
              <FooterLink to={paths.providerKnowledge}>{`${site.voiceProvider.name} knowledge guide`}</FooterLink>
              <FooterLink to={paths.providerNavigation}>{`${site.voiceProvider.name} navigation guide`}</FooterLink>
            </Stack>
            <Stack gap="2" as="nav" aria-label="Talk to us">
              <Heading as="h2" size="sm" color="cream.50">
                Talk to us
              </Heading>
              <FooterLink to={paths.bots}>Chat with AI assistants</FooterLink>
              <FooterLink to={paths.seniorConnect}>Senior Connect</FooterLink>
              <Link href={site.phone.href} color="cream.100" textDecoration="underline" textUnderlineOffset="3px">
                {`Call ${site.phone.display}`}
              </Link>
            </Stack>
          </SimpleGrid>
        </StaticPart>
        <Box mt="8" color="cream.100">
          <OfflineStatus label="Offline use" />
        </Box>
        <StaticPart>
          <Text fontSize="xs" mt="6" color="cream.200">
            {`© ${__BUILD_YEAR__} ${site.brand}. Served fresh daily.`}
          </Text>
        </StaticPart>
      </Container>
    </Box>
  );
}
