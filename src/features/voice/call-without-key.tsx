import { Box, Button, Link, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { site } from '@/content/site';
import { siteAllowanceSpent } from '@/lib/speech/site-offer';

/**
 * Why a call ended before it began when there was no key (none given, or today's free allowance
 * of the site's key used), said in the call screen itself, with the help line to call instead.
 * Focus moves to Close, so a keyboard or screen-reader visitor lands on it.
 */
export function CallWithoutKey({ botName, onClose }: { botName: string; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const spent = siteAllowanceSpent();
  return (
    <Box role="alert" borderWidth="1px" borderRadius="md" padding="4" display="grid" gap="3">
      <Text fontWeight="semibold">
        {spent
          ? "You have used today's free conversations with our assistants."
          : `A call with ${botName} needs an OpenAI API key, and none was given.`}
      </Text>
      <Text>
        You can call our help line instead:{' '}
        <Link href={site.phone.href} fontWeight="semibold" textDecoration="underline">
          {site.phone.display}
        </Link>
        {spent ? ', or come back tomorrow.' : '.'}
      </Text>
      <Button ref={close} variant="outline" alignSelf="start" onClick={onClose}>
        Close
      </Button>
    </Box>
  );
}
