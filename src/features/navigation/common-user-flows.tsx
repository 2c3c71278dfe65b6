import { Breadcrumb, Card, SimpleGrid, Text } from '@chakra-ui/react';
import { guidedPaths } from '@/content/guided-paths';

/** The guided paths: where each common task lives, as a breadcrumb trail and in plain words. */
export function CommonUserFlows() {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" aria-label="Common user flows">
      {guidedPaths.map((guided) => (
        <li key={guided.id}>
          <Card.Root variant="outline" bg="bg" h="full">
            <Card.Body gap="2" p="4">
              <Card.Title as="h3" fontFamily="heading" fontSize="lg">
                {guided.title}
              </Card.Title>
              <Breadcrumb.Root size="sm" aria-label={`Path: ${guided.title}`}>
                <Breadcrumb.List flexWrap="wrap">
                  {guided.voicePath.flatMap((step, index) => [
                    ...(index > 0 ? [<Breadcrumb.Separator key={`sep-${step}`} />] : []),
                    <Breadcrumb.Item key={step}>{step}</Breadcrumb.Item>,
                  ])}
                </Breadcrumb.List>
              </Breadcrumb.Root>
              <Card.Description>{guided.description}</Card.Description>
              <Text fontSize="sm" fontStyle="italic" color="fg.muted">
                “{guided.voiceScript}”
              </Text>
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </SimpleGrid>
  );
}
