import { Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { RouterLink } from '@/components/router-link';
import { PlanCard } from '@/components/plan-card';
import { paths } from '@/config/paths';
import { specials } from '@/content/services';
import { site } from '@/content/site';

/** The pricing page's plans (the same data as the home page's specials) and a way to talk to someone. */
export function PricingPlans() {
  return (
    <Stack as="section" aria-labelledby="plans-heading" gap="4" mt="8">
      <Heading id="plans-heading" as="h2" size="lg" fontFamily="heading">
        Plans
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5">
        {specials.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan}>
              <Button asChild colorPalette="paprika" width="full">
                <RouterLink to={plan.getStarted.path}>{plan.getStarted.label}</RouterLink>
              </Button>
            </PlanCard>
          </li>
        ))}
      </SimpleGrid>
      <Text>
        Not sure which plan fits?{' '}
        <Link asChild color="paprika.800" textDecoration="underline">
          <RouterLink to="/pricing/compare">Compare the plans side by side</RouterLink>
        </Link>{' '}
        or talk to someone:
      </Text>
      <HStack wrap="wrap" gap="3">
        <Button asChild colorPalette="paprika">
          <a href={site.phone.href}>Call {site.phone.display}</a>
        </Button>
        <Button asChild variant="outline" colorPalette="paprika">
          <RouterLink to={paths.bots}>Chat with an assistant</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
