import { Box, Link, Text } from '@chakra-ui/react';
import { RouterLink } from '@/components/router-link';

/** A link to a page on the site with a short line under it saying what is there. */
export function DescribedLink({ to, title, description }: { to: string; title: string; description: string }) {
  return (
    <Box minW="0">
      <Link asChild color="paprika.800" fontWeight="semibold">
        <RouterLink to={to}>{title}</RouterLink>
      </Link>
      <Text fontSize="sm" color="fg.muted">
        {description}
      </Text>
    </Box>
  );
}
