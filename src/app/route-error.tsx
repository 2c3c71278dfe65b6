import { Container, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonRow } from '@/components/button-row';
import { PageHeading } from '@/components/page-heading';
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
      <PageHeading title="Something went wrong" size="2xl" gap="4" maxW="none" role="alert">
        <Text fontSize="lg">{message}</Text>
        <ButtonRow
          colorPalette="paprika"
          actions={[
            { label: 'Reload the page', onClick: () => window.location.reload() },
            // A full load rather than a route change: the app itself may be what failed.
            { label: 'Go to the home page', href: paths.home, variant: 'outline' },
          ]}
        />
      </PageHeading>
    </Container>
  );
}
