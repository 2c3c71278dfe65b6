import { Avatar, Badge, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Bot } from '@/content/schema';
import { CHAT_LIMITS } from './limits';
import { truncateText } from '@/lib/text';

/** The active assistant: avatar, name, verified mark, and its description cut to 50 characters. */
export function BotHeader({ bot, headingId }: { bot: Bot; headingId: string }) {
  const { persona } = bot;
  const short = truncateText(persona.description, CHAT_LIMITS.descriptionChars);
  return (
    <HStack gap="3" align="center" minW="0">
      <Avatar.Root size="lg" bg="cream.200" flexShrink={0}>
        <Avatar.Fallback name={persona.name} />
        <Avatar.Image src={persona.avatarUrl} alt="" />
      </Avatar.Root>
      <Stack gap="0.5" minW="0">
        <HStack gap="2" wrap="wrap">
          <Heading as="h2" id={headingId} size="lg" fontFamily="heading" color="paprika.900">
            {persona.name}
          </Heading>
          {bot.isVerified && (
            <Badge colorPalette="herb" variant="subtle">
              Verified
            </Badge>
          )}
          <Badge colorPalette="paprika" variant="subtle">
            {persona.chefTitle ?? persona.specialization ?? 'Assistant'}
          </Badge>
        </HStack>
        {/* The visible text is cut to fit one line of the header; the whole of it is a tooltip and is read aloud. */}
        <Text fontSize="sm" color="fg.muted" title={persona.description} data-testid="bot-description">
          <span aria-hidden="true">{short}</span>
          <VisuallyHidden>{persona.description}</VisuallyHidden>
        </Text>
      </Stack>
    </HStack>
  );
}
