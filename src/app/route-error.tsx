import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NotFound } from './not-found';
import { PageTitle } from './page-title';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/** Replaces the router's bare error screen with a plain explanation and a way on. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  const message = isChunkLoadError(error)
    ? 'This page could not be loaded. Check your internet connection and try again.'
    : 'Something went wrong while showing this page. Reloading usually fixes it.';
  return (
    <Container maxW="3xl" py="16">
      <PageTitle title="Something went wrong" />
      <Stack gap="4" role="alert">
        <Heading as="h1" fontFamily="heading" size="2xl" color="paprika.900">
          Something went wrong
        </Heading>
        <Text fontSize="lg">{message}</Text>
        <HStack gap="3">
          <Button colorPalette="paprika" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
          <Button asChild variant="outline" colorPalette="paprika">
            <a href={paths.home}>Go to the home page</a>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
