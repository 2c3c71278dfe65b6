import { Box, Card, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { RouterLink } from '@/components/router-link';
import type { SitemapEntry, UserType } from '@/content/schema';
import { sitemap } from '@/content/sitemap';
import { filterSitemap } from './user-type';

function EntryLink({ entry, strong = false }: { entry: SitemapEntry; strong?: boolean }) {
  return (
    <Link asChild color="paprika.800" fontWeight={strong ? 'bold' : 'normal'} overflowWrap="anywhere">
      <RouterLink to={entry.path}>{entry.title}</RouterLink>
    </Link>
  );
}

/** The site catalogue as the chosen user type sees it: each section with its children. */
export function SitemapTree({ userType, headingLevel = 'h3' }: { userType: UserType; headingLevel?: 'h3' | 'h4' }) {
  const entries = filterSitemap(sitemap, userType);
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-label="Sitemap">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Card.Root variant="outline" bg="bg" h="full">
            <Card.Body gap="2" p="4">
              <Box as={headingLevel} fontFamily="heading" fontSize="lg">
                <EntryLink entry={entry} strong />
              </Box>
              <Text fontSize="sm" color="fg.muted">
                {entry.description}
              </Text>
              {entry.children && entry.children.length > 0 ? (
                <Box as="ul" listStyleType="disc" ps="5" aria-label={`In ${entry.title}`}>
                  {entry.children.map((child) => (
                    <Box as="li" key={child.id} py="0.5">
                      <EntryLink entry={child} />
                    </Box>
                  ))}
                </Box>
              ) : null}
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </SimpleGrid>
  );
}
