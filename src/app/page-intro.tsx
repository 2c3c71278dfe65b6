import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** Heading and lead paragraph shared by the simpler pages. */
export function PageIntro({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <PageTitle title={title} />
      <Stack gap="3" maxW="3xl">
        <Heading as="h1" fontFamily="heading" size={{ base: '3xl', md: '4xl' }} color="paprika.900">
          {title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {lead}
        </Text>
      </Stack>
      {children}
    </Container>
  );
}
