import { Heading, Stack, Text, type HeadingProps, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeadingProps extends Omit<StackProps, 'title'> {
  /** The page's one h1. */
  readonly title: ReactNode;
  /** A sentence under the heading saying what the page is for. */
  readonly lead?: ReactNode;
  /** Shown above the heading: a badge, a breadcrumb, an overline. */
  readonly eyebrow?: ReactNode;
  /** Heading size; pages use the default, error pages a smaller one. */
  readonly size?: HeadingProps['size'];
  /** More under the lead (a note, a line of links). */
  readonly children?: ReactNode;
}

/** The top of a page: the cookbook-style serif h1 and its lead, the same on every page. */
export function PageHeading({
  title,
  lead,
  eyebrow,
  size = { base: '3xl', md: '4xl' },
  children,
  ...stack
}: PageHeadingProps) {
  return (
    <Stack gap="3" maxW="3xl" {...stack}>
      {eyebrow}
      <Heading as="h1" fontFamily="heading" size={size} color="paprika.900">
        {title}
      </Heading>
      {lead ? (
        <Text fontSize="lg" color="fg.muted">
          {lead}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
