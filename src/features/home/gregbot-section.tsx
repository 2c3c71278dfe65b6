import { Badge, Box, Container, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { StaticPart } from '@/components/static-part';
import { GREGBOT_SECTION_ID } from '@/config/paths';
import { DEFAULT_BOT_ID, findBot } from '@/content/bots';
import { FadeIn } from '@/lib/motion';

/**
 * The site's embedded assistant, GregBot: who it is, and the assistant itself (given by the app,
 * which wires the chat). It loads after the hero, so it scrolls itself into view when the address
 * asks for /#gregbot-section.
 */
export function GregBotSection({ assistant }: { readonly assistant?: ReactNode }) {
  const greg = findBot(DEFAULT_BOT_ID);
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${GREGBOT_SECTION_ID}`) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  if (!greg) return null;
  const { persona } = greg;
  return (
    <Box as="section" ref={sectionRef} id={GREGBOT_SECTION_ID} aria-labelledby="gregbot-heading" mt="16" tabIndex={-1}>
      <Container maxW="6xl">
        <FadeIn>
          <StaticPart>
            <Stack
              direction={{ base: 'column', md: 'row' }}
              gap="8"
              align="center"
              bg="paprika.900"
              color="cream.50"
              rounded="2xl"
              p={{ base: '6', md: '10' }}
            >
              <Image
                src={persona.avatarUrl}
                alt={`${persona.name}, ${persona.chefTitle ?? 'Assistant'}`}
                boxSize={{ base: '24', md: '32' }}
                rounded="full"
                bg="cream.100"
                flexShrink={0}
              />
              <Stack gap="3" flex="1">
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette="herb" variant="solid">
                    {persona.chefTitle ?? 'Assistant'}
                  </Badge>
                  {greg.isVerified && (
                    <Badge colorPalette="gray" variant="solid">
                      Verified
                    </Badge>
                  )}
                </HStack>
                <Heading id="gregbot-heading" as="h2" fontFamily="heading" size="2xl">
                  Meet {persona.name}
                </Heading>
                <Text fontSize="lg" color="cream.100">
                  {persona.description}
                </Text>
              </Stack>
            </Stack>
          </StaticPart>
          <Box bg="bg.panel" color="fg" rounded="2xl" p={{ base: '4', md: '6' }} mt="4" shadow="md">
            {assistant}
          </Box>
        </FadeIn>
      </Container>
    </Box>
  );
}
