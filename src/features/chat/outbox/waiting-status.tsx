import { Button, HStack, Text } from '@chakra-ui/react';

interface Props {
  readonly onCancel: () => void;
}

/** Under a visitor's question kept in the outbox: says so in words, and offers to take it out. */
export function WaitingStatus({ onCancel }: Props) {
  return (
    <HStack mt="1.5" gap="2" data-outbox-status="">
      <Text fontSize="xs" color="paprika.100">
        Waiting to send
      </Text>
      <Button size="2xs" variant="surface" colorPalette="gray" aria-label="Cancel sending" onClick={onCancel}>
        Cancel
      </Button>
    </HStack>
  );
}
