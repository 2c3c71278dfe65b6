import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { RouterLink } from '@/components/router-link';
import { OfflineStatus } from '@/components/offline-status';
import { StaticPart } from '@/components/static-part';
import { env } from '@/config/env';
import { site } from '@/content/site';
import { ExternalIcon } from '@/lib/icons/icons';
import { chat, knowledgeBase, mainSections, otherPages, seniorConnect, type SiteLink } from './site-sections';

const footerLink = { color: 'cream.100', textDecoration: 'underline', textUnderlineOffset: '3px' } as const;

/** One column of the index: a heading, and the links as a list named after it. */
function FooterNav({ title, links, children }: { title: string; links: readonly SiteLink[]; children?: ReactNode }) {
  return (
    <Stack gap="2" as="nav" aria-label={title}>
      <Heading as="h2" size="sm" color="cream.50">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {links.map((link) => (
          <li key={link.path}>
            <Link asChild {...footerLink}>
              <RouterLink to={link.path}>{link.title}</RouterLink>
            </Link>
          </li>
        ))}
        {children}
      </Stack>
    </Stack>
  );
}

/** The cookbook-style footer: a recipe index of the site, its sections and every other page. */
export const Footer = memo(function Footer() {
  return (
    // Its colour runs under the dock (src/app/layout/dock.tsx), whose room the page keeps here.
    <Box as="footer" bg="paprika.900" color="cream.100" mt="16" pb="var(--dock-height, 0px)">
      <Container maxW="6xl" py="10">
        <StaticPart>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
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
            <FooterNav title="Sections" links={mainSections} />
            <FooterNav title="More pages" links={[knowledgeBase, ...otherPages]} />
            <FooterNav title="Talk to us" links={[chat, seniorConnect]}>
              <li>
                <Link href={site.phone.href} {...footerLink}>{`Call ${site.phone.display}`}</Link>
              </li>
            </FooterNav>
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
});
