import { Button, HStack, Text } from '@chakra-ui/react';
import { useWaitReason, type WaitReason } from '@/lib/offline/outbox-wait';

interface Props {
  readonly botName: string;
  readonly onCancel: () => void;
  /** Asks for the OpenAI key the waiting questions need (offered while they wait for one). */
  readonly onGiveKey?: (() => void) | undefined;
}

function waitingText(reason: WaitReason, botName: string): string {
  switch (reason) {
    case 'connection':
      return "Waiting to send until you're back online";
    case 'key':
      // Its answer from the help library said what a key is and how to stop waiting for one.
      return 'Waiting to send: it needs your OpenAI key';
    case 'assistant':
      return `Waiting to send until ${botName} can be reached`;
    case 'turn':
      return 'Waiting to send';
  }
}

/**
 * Under a visitor's question kept in the outbox: says in words what it waits for, offers to give
 * the key when that is what it waits for, and offers to take it out.
 */
export function WaitingStatus({ botName, onCancel, onGiveKey }: Props) {
  const reason = useWaitReason();
  return (
    <HStack mt="1.5" gap="2" wrap="wrap" data-outbox-status="">
      <Text fontSize="xs" color="paprika.100">
        {waitingText(reason, botName)}
      </Text>
      {reason === 'key' && onGiveKey && (
        <Button size="2xs" variant="surface" colorPalette="gray" onClick={onGiveKey}>
          Enter key
        </Button>
      )}
      <Button size="2xs" variant="surface" colorPalette="gray" aria-label="Cancel sending" onClick={onCancel}>
        Cancel
      </Button>
    </HStack>
  );
}
