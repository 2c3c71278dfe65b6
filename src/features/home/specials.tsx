import { Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { PlanCard } from '@/components/plan-card';
import { StaticPart } from '@/components/static-part';
import { specials } from '@/content/services';
import { FadeIn } from '@/lib/motion';

/** Today's specials: the three plans, from a light starter to the full enterprise feast. */
export function Specials() {
  return (
    <Container as="section" aria-labelledby="specials-heading" maxW="6xl" mt="14">
      <StaticPart>
        <Heading id="specials-heading" as="h2" fontFamily="heading" size="2xl" color="paprika.900">
          Today&apos;s Specials
        </Heading>
        <Text color="fg.muted" mt="1">
          Pick the course that fits your appetite.
        </Text>
      </StaticPart>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5" mt="6">
        {specials.map((plan, index) => (
          <li key={plan.id}>
            <FadeIn delay={index * 0.05}>
              <StaticPart>
                <PlanCard plan={plan} />
              </StaticPart>
            </FadeIn>
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
