import { Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { LinkCard } from '@/components/link-card';
import { StaticPart } from '@/components/static-part';
import { knowledgeTopicPath } from '@/config/paths';
import { services } from '@/content/services';
import { FadeIn } from '@/lib/motion';

/** "Our Services": the six dishes on the menu, each leading to its own help topic. */
export function ServicesGrid() {
  return (
    <Container as="section" aria-labelledby="services-heading" maxW="6xl" mt="14">
      <StaticPart>
        <Heading id="services-heading" as="h2" fontFamily="heading" size="2xl" color="paprika.900">
          Our Services
        </Heading>
        <Text color="fg.muted" mt="1">
          Everything on today&apos;s menu, cooked to order.
        </Text>
      </StaticPart>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" mt="6">
        {services.map((service, index) => (
          <li key={service.id}>
            <FadeIn delay={index * 0.04}>
              <StaticPart>
                <LinkCard
                  to={knowledgeTopicPath(service.topicId)}
                  title={service.name}
                  description={service.description}
                  action="Read the recipe"
                />
              </StaticPart>
            </FadeIn>
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
