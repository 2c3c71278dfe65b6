import {
  Box,
  Breadcrumb,
  Card,
  Container,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { SitemapEntry } from '@/content/schema';
import { sitemap } from '@/content/sitemap';
import { ArrowRightIcon } from '@/lib/icons';
import { filterSitemap, USER_TYPE_LABELS, useUserType } from './user-type';
import { UserTypeSelect } from './user-type-select';

function parentOf(target: SitemapEntry, entries: readonly SitemapEntry[] = sitemap): SitemapEntry | undefined {
  for (const entry of entries) {
    if (entry.children?.some((child) => child.id === target.id)) return entry;
    const found = entry.children && parentOf(target, entry.children);
    if (found) return found;
  }
  return undefined;
}

function EntryCard({ entry }: { entry: SitemapEntry }) {
  return (
    <LinkBox as="article" h="full">
      <Card.Root h="full" variant="outline" bg="bg.panel" _hover={{ borderColor: 'paprika.400', shadow: 'sm' }}>
        <Card.Body gap="2">
          <Card.Title as="h3" fontSize="lg" fontFamily="heading">
            <LinkOverlay asChild>
              <RouterLink to={entry.path}>{entry.title}</RouterLink>
            </LinkOverlay>
          </Card.Title>
          <Card.Description>{entry.description}</Card.Description>
          <HStack color="paprika.700" fontSize="sm" fontWeight="semibold" mt="auto" pt="1">
            <Text>Open</Text>
            <ArrowRightIcon boxSize="4" />
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/**
 * A page for any catalogue entry: what it is, and where to go next for this visitor's user type.
 * The product pages behind these entries are not part of this site, so the catalogue is the page.
 */
export function CataloguePage({ entry }: { entry: SitemapEntry }) {
  const [userType, setUserType] = useUserType();
  const parent = parentOf(entry);
  const children = filterSitemap(entry.children ?? [], userType);
  const onward =
    children.length > 0 ? children : filterSitemap(sitemap, userType).filter((item) => item.id !== entry.id);
  const forThisType = !entry.userTypes || entry.userTypes.includes(userType);

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Breadcrumb.Root mb="4">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={paths.home}>Home</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          {parent && parent.path !== paths.home && (
            <>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild>
                  <RouterLink to={parent.path}>{parent.title}</RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
            </>
          )}
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{entry.title}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Stack gap="3" maxW="3xl">
        <Heading as="h1" fontFamily="heading" size={{ base: '3xl', md: '4xl' }} color="paprika.900">
          {entry.title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {entry.description}
        </Text>
        {!forThisType && (
          <Text fontSize="sm" color="fg.muted">
            This page is mainly for {entry.userTypes?.map((type) => USER_TYPE_LABELS[type].toLowerCase()).join(', ')}.
          </Text>
        )}
      </Stack>
      <Box mt="8">
        <UserTypeSelect value={userType} onChange={setUserType} label="Show pages for" />
      </Box>
      <Heading as="h2" size="lg" mt="8" fontFamily="heading">
        {children.length > 0 ? `In ${entry.title}` : 'Where to next'}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" mt="4">
        {onward.map((item) => (
          <li key={item.id}>
            <EntryCard entry={item} />
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
