import { Badge, Box, Card, HStack, List, Text } from '@chakra-ui/react';
import { DescribedLink } from '@/components/described-link';
import type { UserType } from '@/content/schema';
import { findSitemapEntry } from '@/content/sitemap';
import { USER_JOURNEYS } from './user-journeys';
import { isVisibleTo, USER_TYPE_LABELS } from './user-type';

/** The suggested walk through the site for one user type, step by step. */
export function UserPaths({ userType }: { userType: UserType }) {
  const steps = USER_JOURNEYS[userType].flatMap((path) => {
    const entry = findSitemapEntry(path);
    return entry && isVisibleTo(entry, userType) ? [entry] : [];
  });
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body gap="3">
        <Text>
          Suggested path for: <Badge colorPalette="herb">{USER_TYPE_LABELS[userType]}</Badge>
        </Text>
        <List.Root
          as="ol"
          gap="3"
          ps="0"
          listStyleType="none"
          aria-label={`Suggested path for ${USER_TYPE_LABELS[userType]}`}
        >
          {steps.map((entry, index) => (
            <List.Item key={entry.id} display="block">
              <HStack align="flex-start" gap="3">
                <Box
                  aria-hidden
                  flexShrink={0}
                  w="7"
                  h="7"
                  rounded="full"
                  bg="paprika.700"
                  color="white"
                  display="grid"
                  placeItems="center"
                  fontSize="sm"
                  fontWeight="bold"
                >
                  {index + 1}
                </Box>
                <DescribedLink to={entry.path} title={entry.title} description={entry.description} />
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
