import { Card, HStack, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { RouterLink } from '@/components/router-link';
import { ArrowRightIcon } from '@/lib/icons/icons';

export interface LinkCardProps {
  readonly to: string;
  readonly title: string;
  readonly description: string;
  /** The call to action at the foot of the card, e.g. "Open". */
  readonly action: string;
}

/**
 * A card that is one link as a whole (its title is the link, stretched over the card), for grids
 * of places to go. Put it in an `li` of a list.
 */
export function LinkCard({ to, title, description, action }: LinkCardProps) {
  return (
    <LinkBox as="article" h="full">
      <Card.Root
        h="full"
        variant="outline"
        bg="bg.panel"
        _hover={{ borderColor: 'paprika.400', shadow: 'md' }}
        transition="box-shadow 0.2s, border-color 0.2s"
      >
        <Card.Body gap="2">
          <Card.Title as="h3" fontFamily="heading" fontSize="lg">
            <LinkOverlay asChild>
              <RouterLink to={to}>{title}</RouterLink>
            </LinkOverlay>
          </Card.Title>
          <Card.Description>{description}</Card.Description>
          <HStack color="paprika.700" fontSize="sm" fontWeight="semibold" gap="1" mt="auto" pt="2">
            <Text>{action}</Text>
            <ArrowRightIcon boxSize="4" />
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
