import { Avatar, Badge, Button, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { Bot } from '@/content/schema';
import { truncateAtWord } from '@/lib/text';
import { CHAT_LIMITS } from './limits';

/**
 * The active assistant: avatar, name, verified mark, and its description cut to 50 characters at a
 * whole word, with a "More" button that shows the whole of it.
 */
export function BotHeader({ bot, headingId }: { bot: Bot; headingId: string }) {
  const { persona } = bot;
  const short = truncateAtWord(persona.description, CHAT_LIMITS.descriptionChars);
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const cut = short !== persona.description;
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
        {/* Cut to fit the header; the whole text is read aloud, and "More" shows it on screen. */}
        <Text
          id={descriptionId}
          fontSize="sm"
          color="fg.muted"
          title={persona.description}
          data-testid="bot-description"
          data-expanded={expanded ? '' : undefined}
        >
          <span aria-hidden="true">{expanded ? persona.description : short}</span>
          <VisuallyHidden>{persona.description}</VisuallyHidden>
          {cut && (
            <>
              {' '}
              <Button
                variant="plain"
                size="xs"
                h="auto"
                minW="0"
                p="0"
                verticalAlign="baseline"
                color="paprika.800"
                textDecoration="underline"
                aria-label={`${expanded ? 'Less' : 'More'} about ${persona.name}`}
                aria-expanded={expanded}
                aria-controls={descriptionId}
                onClick={() => setExpanded((open) => !open)}
              >
                {expanded ? 'Less' : 'More'}
              </Button>
            </>
          )}
        </Text>
      </Stack>
    </HStack>
  );
}
