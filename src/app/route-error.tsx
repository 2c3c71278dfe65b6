import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Component, Suspense, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { PageTitle } from './page-title';
import { lazyOnDemand } from '@/lib/startup/load-when-online';

// Shown only under a page that failed as it was shown, where fetching it works: off every
// page's first load.
const { Component: StoredDataRecovery } = lazyOnDemand(() =>
  import('./stored-data-recovery').then((module) => ({ default: module.StoredDataRecovery })),
);

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/**
 * The explanation and the ways on. The heading takes the focus: what had it is gone with the page.
 * A page that failed to load offers reloading; one that failed to show, also the ways out when
 * what is saved on the device is the cause, which reloading would not fix.
 */
function ErrorScreen({ error }: { readonly error: unknown }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const notLoaded = isChunkLoadError(error);
  const message = notLoaded
    ? 'This page could not be loaded. Check your internet connection and try again.'
    : 'Something went wrong while showing this page. Reloading usually fixes it.';
  return (
    <Container maxW="3xl" py="16">
      <PageTitle title="Something went wrong" />
      <Stack gap="4" role="alert">
        <Heading ref={heading} tabIndex={-1} as="h1" fontFamily="heading" size="2xl" color="paprika.900">
          Something went wrong
        </Heading>
        <Text fontSize="lg">{message}</Text>
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="paprika" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
          <Button asChild variant="outline" colorPalette="paprika">
            <a href={paths.home}>Go to the home page</a>
          </Button>
        </HStack>
      </Stack>
      {notLoaded ? null : (
        <Suspense fallback={null}>
          <StoredDataRecovery />
        </Suspense>
      )}
    </Container>
  );
}

interface RouteErrorBoundaryProps {
  readonly children: ReactNode;
  /** The screen goes, and the page is shown again, when this changes (the page's address). */
  readonly resetKey?: string;
}

interface RouteErrorBoundaryState {
  readonly failed: { readonly error: unknown } | undefined;
  /** The `resetKey` last rendered with. */
  readonly resetKey: string | undefined;
}

/**
 * What shows instead of a page that failed as it was shown, or whose code could not be loaded: a
 * plain explanation and a way on, rather than a blank screen. It is written with Chakra alone, in
 * the first-load bundle, because it must show even when the page's own chunks cannot be loaded.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(
    { resetKey }: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    // Going elsewhere shows the page there (which may fail in turn).
    return resetKey === state.resetKey ? null : { failed: undefined, resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // For whoever debugs it: what broke, and where.
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { failed } = this.state;
    return failed ? <ErrorScreen error={failed.error} /> : this.props.children;
  }
}
