import { Button, Card, Container, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { BookIcon, PhoneIcon } from '@/lib/icons';

/** "How Can We Help You Today?": a phone call or the knowledge base, one tap away. */
export function HelpCard() {
  return (
    <Container maxW="6xl" mt={{ base: '-6', md: '-8' }} position="relative">
      <Card.Root
        as="section"
        aria-labelledby="help-heading"
        variant="elevated"
        bg="bg.panel"
        borderTopWidth="4px"
        borderTopColor="herb.600"
      >
        <Card.Body gap="3">
          <Card.Title id="help-heading" as="h2" fontFamily="heading" fontSize="2xl">
            How Can We Help You Today?
          </Card.Title>
          <Card.Description>
            Talk to a person on the phone, or find the answer yourself in the knowledge base: it works offline too.
          </Card.Description>
          <HStack gap="3" wrap="wrap" mt="2">
            <Button asChild colorPalette="herb">
              <a href={site.phone.href}>
                <PhoneIcon /> Call {site.phone.display}
              </a>
            </Button>
            <Button asChild variant="outline" colorPalette="herb">
              <RouterLink to={paths.knowledgebase}>
                <BookIcon /> Knowledge Base
              </RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
