import { Card, Container, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { services } from '@/content/services';
import { ArrowRightIcon } from '@/lib/icons';
import { FadeIn } from '@/lib/motion';

/** "Our Services": the six dishes on the menu, each leading to its help. */
export function ServicesGrid() {
  return (
    <Container as="section" aria-labelledby="services-heading" maxW="6xl" mt="14">
      <Heading id="services-heading" as="h2" fontFamily="heading" size="2xl" color="paprika.900">
        Our Services
      </Heading>
      <Text color="fg.muted" mt="1">
        Everything on today&apos;s menu, cooked to order.
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" mt="6">
        {services.map((service, index) => (
          <li key={service.id}>
            <FadeIn delay={index * 0.04}>
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
                        <RouterLink to={paths.knowledgebase}>{service.name}</RouterLink>
                      </LinkOverlay>
                    </Card.Title>
                    <Card.Description>{service.description}</Card.Description>
                    <Text
                      color="paprika.700"
                      fontWeight="semibold"
                      fontSize="sm"
                      display="flex"
                      alignItems="center"
                      gap="1"
                      mt="auto"
                      pt="2"
                    >
                      Read the recipe <ArrowRightIcon boxSize="4" />
                    </Text>
                  </Card.Body>
                </Card.Root>
              </LinkBox>
            </FadeIn>
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
