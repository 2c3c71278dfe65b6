import { Box, Container, HStack, Text } from '@chakra-ui/react';
import { WifiOffIcon } from '@/lib/icons/icons';
import { useOnlineStatus } from '@/lib/offline/online-status';

/** Tells the visitor they are offline and what still works. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Box role="status" bg="herb.100" color="herb.900" borderBottomWidth="1px" borderColor="herb.200">
      <Container maxW="6xl" py="2">
        <HStack gap="2" fontSize="sm">
          <WifiOffIcon boxSize="4" />
          <Text>
            You are offline. Pages, help topics and saved conversations still work; assistants answer from the help
            library.
          </Text>
        </HStack>
      </Container>
    </Box>
  );
}
