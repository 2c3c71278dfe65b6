import { Badge, Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { RouterLink } from '@/components/router-link';
import { StaticPart } from '@/components/static-part';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { BookIcon, ChatIcon } from '@/lib/icons/icons';
import { SoupPot } from './soup-pot';

/** The soup-kitchen hero: a chalkboard welcome with the day's promise. */
export function Hero() {
  return (
    <StaticPart>
      <Box
        as="section"
        aria-labelledby="hero-heading"
        bgGradient="to-b"
        gradientFrom="paprika.50"
        gradientTo="cream.100"
        borderBottomWidth="1px"
        borderColor="cream.300"
      >
        <Container maxW="6xl" py={{ base: '10', md: '16' }}>
          <Stack direction={{ base: 'column', md: 'row' }} align="center" gap={{ base: '8', md: '12' }}>
            <Stack gap="5" flex="1">
              <Badge colorPalette="herb" variant="solid" size="lg" w="fit-content">
                Kitchen open · soup of the day: AI
              </Badge>
              <Heading
                id="hero-heading"
                as="h1"
                fontFamily="heading"
                size={{ base: '3xl', md: '5xl' }}
                color="paprika.900"
                lineHeight="1.1"
              >
                Welcome to the {site.brand} Soup Kitchen
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="xl">
                {site.tagline}. Pull up a chair: we cook up AI voice assistants with a voice, a personality and a
                knowledge base, and serve them on the phone, your website and social media.
              </Text>
              <HStack gap="3" wrap="wrap">
                <Button asChild colorPalette="paprika" size="lg">
                  <RouterLink to={paths.bots}>
                    <ChatIcon /> Chat with an assistant
                  </RouterLink>
                </Button>
                <Button asChild variant="outline" colorPalette="paprika" size="lg" bg="bg.panel">
                  <RouterLink to={paths.knowledgeBase}>
                    <BookIcon /> Browse the knowledge base
                  </RouterLink>
                </Button>
              </HStack>
            </Stack>
            <Box flexShrink={0} w={{ base: '56', md: '72' }} maxW="full" aria-hidden>
              <SoupPot />
            </Box>
          </Stack>
        </Container>
      </Box>
    </StaticPart>
  );
}
