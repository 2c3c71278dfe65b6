import { Box, Button, Card, Heading, Link, SimpleGrid, Stack, chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RouterLink } from '@/components/router-link';
import { team, testimonials } from '@/content/company';
import { planComparison, specials } from '@/content/services';

/** A link inside a sentence: underlined, so it is told apart from the text by more than colour. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="paprika.800" textDecoration="underline" fontWeight="medium" display="inline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A section of a catalogue page, under its own heading (`id` names the heading). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4" mt="8">
      <Heading id={id} as="h2" size="lg" fontFamily="heading">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

// Plain elements with a few styles rather than Chakra's Table: its recipe would weigh on every page.
const PlainTable = chakra('table');
const PlainTh = chakra('th');
const PlainTd = chakra('td');
const cell = {
  px: '3',
  py: '2',
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottomWidth: '1px',
  borderColor: 'cream.300',
} as const;

/** /pricing/compare: the plans side by side, from the plans' own data; on a phone it scrolls in its box. */
export function PlanComparison() {
  return (
    <Section id="compare-heading" title="The plans side by side">
      <Box
        overflowX="auto"
        borderWidth="1px"
        borderColor="cream.300"
        rounded="md"
        bg="bg.panel"
        tabIndex={0}
        role="group"
        aria-label="Plans compared (scrolls sideways on a small screen)"
      >
        <PlainTable minW="36rem" w="full" fontSize="sm" borderCollapse="collapse">
          <caption>
            <Text textAlign="start" px="3" pt="2" color="fg.muted">
              Every plan is billed monthly; Enterprise is priced with you.
            </Text>
          </caption>
          <thead>
            <tr>
              <PlainTh scope="col" {...cell}>
                Feature
              </PlainTh>
              {specials.map((plan) => (
                <PlainTh key={plan.id} scope="col" {...cell} fontFamily="heading" fontSize="md">
                  {plan.name}
                </PlainTh>
              ))}
            </tr>
          </thead>
          <tbody>
            {planComparison.map((row) => (
              <tr key={row.feature}>
                <PlainTh scope="row" {...cell}>
                  {row.feature}
                </PlainTh>
                {specials.map((plan) => (
                  <PlainTd key={plan.id} {...cell}>
                    {row.values[plan.id] ?? '—'}
                  </PlainTd>
                ))}
              </tr>
            ))}
            <tr>
              <PlainTh scope="row" {...cell}>
                Next step
              </PlainTh>
              {specials.map((plan) => (
                <PlainTd key={plan.id} {...cell}>
                  <Button
                    asChild
                    size="sm"
                    colorPalette="paprika"
                    variant="outline"
                    whiteSpace="normal"
                    h="auto"
                    py="1.5"
                  >
                    <RouterLink to={plan.getStarted.path}>{plan.getStarted.label}</RouterLink>
                  </Button>
                </PlainTd>
              ))}
            </tr>
          </tbody>
        </PlainTable>
      </Box>
    </Section>
  );
}

/** /about/testimonials: what clients say. */
export function Testimonials() {
  return (
    <Section id="testimonials-heading" title="What our clients say">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
        {testimonials.map((item) => (
          <li key={item.id}>
            <Card.Root as="figure" h="full" variant="outline" bg="bg.panel">
              <Card.Body gap="3">
                <Box as="blockquote" fontFamily="heading" fontSize="lg">
                  “{item.quote}”
                </Box>
                <Text as="figcaption" fontSize="sm" color="fg.muted">
                  <Text as="span" fontWeight="semibold" color="fg">
                    {item.name}
                  </Text>
                  , {item.role}
                </Text>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** /about/team: the people in the kitchen. */
export function Team() {
  return (
    <Section id="team-heading" title="The people in the kitchen">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {team.map((member) => (
          <li key={member.id}>
            <Card.Root as="article" h="full" variant="outline" bg="bg.panel">
              <Card.Body gap="1">
                <Heading as="h3" size="md" fontFamily="heading">
                  {member.name}
                </Heading>
                <Text fontSize="sm" fontWeight="semibold" color="paprika.800">
                  {member.role}
                </Text>
                <Text>{member.bio}</Text>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}
