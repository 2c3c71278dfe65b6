import { Box, Breadcrumb, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Fragment, type ComponentType } from 'react';
import { RouterLink } from '@/components/router-link';
import { LinkCard } from '@/components/link-card';
import { PageHeading } from '@/components/page-heading';
import { StaticPart } from '@/components/static-part';
import { paths } from '@/config/paths';
import type { SitemapEntry, UserType } from '@/content/schema';
import { sitemap } from '@/content/sitemap';
import { HelpTopics } from './help-topics';
import { ContactForm } from './contact-form';
import { EnterpriseQuote } from './enterprise-quote';
import { LoginPanel } from './login-panel';
import { PlanComparison, Team, Testimonials } from './page-sections';
import { PricingPlans } from './pricing-plans';
import { filterSitemap, USER_TYPE_LABELS, useUserType } from './user-type';
import { UserTypeSelect } from './user-type-select';

/** The sections some catalogue entries have of their own, by entry id: text and links only. */
const OWN_SECTIONS: Partial<Record<string, ComponentType>> = {
  pricing: PricingPlans,
  'pricing-compare': PlanComparison,
  'pricing-enterprise': EnterpriseQuote,
  'about-testimonials': Testimonials,
  'about-team': Team,
};

function parentOf(target: SitemapEntry, entries: readonly SitemapEntry[] = sitemap): SitemapEntry | undefined {
  for (const entry of entries) {
    if (entry.children?.some((child) => child.id === target.id)) return entry;
    const found = entry.children && parentOf(target, entry.children);
    if (found) return found;
  }
  return undefined;
}

/**
 * Where a catalogue page leads: its own children; else the other pages of its section (the
 * breadcrumb leads back up), which is shorter and more to the point than the whole site; else
 * the site's sections.
 */
function onwardLinks(
  entry: SitemapEntry,
  userType: UserType,
): { heading: string; items: SitemapEntry[]; filterable: boolean } {
  const parent = parentOf(entry);
  // Whether the user type changes the list: some page in it (or below it) is for some types only.
  const restricted = (entries: readonly SitemapEntry[]): boolean =>
    entries.some((item) => item.userTypes !== undefined || restricted(item.children ?? []));
  const children = filterSitemap(entry.children ?? [], userType);
  if (children.length > 0) {
    return { heading: `In ${entry.title}`, items: children, filterable: restricted(entry.children ?? []) };
  }
  if (parent && parent.path !== paths.home) {
    const others = (parent.children ?? []).filter((item) => item.id !== entry.id);
    const siblings = filterSitemap(others, userType).filter((item) => item.id !== entry.id);
    // A lone card reads as a dead end: with one other page, the section's own page comes first.
    const items = siblings.length > 1 ? siblings : [parent, ...siblings];
    if (items.length > 1) return { heading: `More in ${parent.title}`, items, filterable: restricted(others) };
  }
  const everything = sitemap.filter((item) => item.id !== entry.id);
  return {
    heading: 'Where to next',
    items: filterSitemap(everything, userType),
    filterable: restricted(everything.map((item) => ({ ...item, children: [] }))),
  };
}

/**
 * A page for any catalogue entry: what it is, and where to go next for this visitor's user type.
 * The product pages behind these entries are not part of this site, so the catalogue is the page.
 */
export function CataloguePage({ entry }: { entry: SitemapEntry }) {
  const [userType, setUserType] = useUserType();
  const parent = parentOf(entry);
  const onward = onwardLinks(entry, userType);
  const forThisType = !entry.userTypes || entry.userTypes.includes(userType);

  const OwnSection = OWN_SECTIONS[entry.id];
  // The onward links follow the user type only where it changes what they list.
  const Onward = onward.filterable ? Fragment : StaticPart;

  // What needs no scripts and is the same for every visitor is kept as prerendered while the page
  // starts (StaticPart): the heading, the entry's own section, and the onward links unless the
  // visitor's user type changes them.
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <StaticPart>
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
        <PageHeading title={entry.title} lead={entry.description} />
      </StaticPart>
      {!forThisType && (
        <Text fontSize="sm" color="fg.muted" mt="3" maxW="3xl">
          This page is mainly for {entry.userTypes?.map((type) => USER_TYPE_LABELS[type].toLowerCase()).join(', ')}.
        </Text>
      )}
      {OwnSection && (
        <StaticPart>
          <OwnSection />
        </StaticPart>
      )}
      {entry.id === 'support-contact' && <ContactForm />}
      {entry.id === 'login' && <LoginPanel />}
      {entry.topics && (
        <StaticPart>
          <HelpTopics ids={entry.topics} />
        </StaticPart>
      )}
      {/* Only where it changes what the page lists: a page whose links are for everyone has none. */}
      {onward.filterable && (
        <Box mt="8">
          <UserTypeSelect value={userType} onChange={setUserType} label="Show pages for" />
        </Box>
      )}
      <Onward>
        <Heading as="h2" size="lg" mt="8" fontFamily="heading">
          {onward.heading}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" mt="4">
          {onward.items.map((item) => (
            <li key={item.id}>
              <LinkCard to={item.path} title={item.title} description={item.description} action="Open" />
            </li>
          ))}
        </SimpleGrid>
      </Onward>
    </Container>
  );
}
