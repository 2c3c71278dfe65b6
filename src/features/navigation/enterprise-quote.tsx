import { Button, HStack, Text } from '@chakra-ui/react';
import { RouterLink } from '@/components/router-link';
import { contactPath } from '@/config/paths';
import { site } from '@/content/site';
import { Section } from './page-sections';

/** What the contact form starts with when a business asks for a quote: the questions we ask back. */
const ENTERPRISE_QUOTE = {
  subject: 'Enterprise quote',
  message: [
    'We would like a quote for the Enterprise plan.',
    '',
    'Our organisation:',
    `How many ${site.brand} we need:`,
    'Channels (phone, web, apps):',
    'Anything else you should know:',
  ].join('\n'),
} as const;

/** /pricing/enterprise: the way to the quote the pricing page's button promised. */
export function EnterpriseQuote() {
  return (
    <Section id="quote-heading" title="Ask for a quote">
      <Text>
        Tell us about your organisation and we send you a quote within one working day. The message is written for you;
        add what you know and send it.
      </Text>
      <HStack wrap="wrap" gap="3">
        <Button asChild colorPalette="paprika">
          <RouterLink to={contactPath(ENTERPRISE_QUOTE)}>Ask for a quote</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="paprika">
          <a href={site.phone.href}>Call {site.phone.display}</a>
        </Button>
      </HStack>
    </Section>
  );
}
