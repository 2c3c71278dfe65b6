import { Badge, Card, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CheckList } from '@/components/check-list';
import type { Complexity, Special } from '@/content/services';

const complexityPalette: Record<Complexity, string> = { low: 'herb', medium: 'yellow', high: 'paprika' };

/** One plan: its tag, complexity, name, price, what it is and what it includes; `children` at its foot (e.g. its next step). */
export function PlanCard({ plan, children }: { plan: Special; children?: ReactNode }) {
  return (
    <Card.Root as="article" h="full" bg="bg.panel" borderStyle="dashed" borderWidth="2px" borderColor="cream.300">
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
      {children ? <Card.Footer>{children}</Card.Footer> : null}
    </Card.Root>
  );
}
