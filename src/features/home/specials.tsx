import { Badge, Card, Container, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { CheckList } from '@/components/check-list';
import { specials, type Complexity } from '@/content/services';
import { FadeIn } from '@/lib/motion';

const complexityPalette: Record<Complexity, string> = { low: 'herb', medium: 'yellow', high: 'paprika' };

/** Today's specials: the three plans, from a light starter to the full enterprise feast. */
export function Specials() {
  return (
    <Container as="section" aria-labelledby="specials-heading" maxW="6xl" mt="14">
      <Heading id="specials-heading" as="h2" fontFamily="heading" size="2xl" color="paprika.900">
        Today&apos;s Specials
      </Heading>
      <Text color="fg.muted" mt="1">
        Pick the course that fits your appetite.
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5" mt="6">
        {specials.map((plan, index) => (
          <li key={plan.id}>
            <FadeIn delay={index * 0.05}>
              <Card.Root
                as="article"
                h="full"
                bg="bg.panel"
                borderStyle="dashed"
                borderWidth="2px"
                borderColor="cream.300"
              >
                <Card.Header>
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Badge colorPalette="paprika" variant="solid" letterSpacing="wider">
                      {plan.tag}
                    </Badge>
                    <Badge colorPalette={complexityPalette[plan.complexity]} variant="subtle">
                      {plan.complexity} complexity
                    </Badge>
                  </HStack>
                  <Card.Title as="h3" fontFamily="heading" fontSize="xl" mt="3">
                    {plan.name}
                  </Card.Title>
                  <Text fontSize="2xl" fontWeight="bold" color="paprika.800">
                    {plan.price}
                  </Text>
                </Card.Header>
                <Card.Body gap="3">
                  <Card.Description>{plan.description}</Card.Description>
                  <CheckList items={plan.includes} />
                </Card.Body>
              </Card.Root>
            </FadeIn>
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
