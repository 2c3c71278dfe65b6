import { Box, Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RouterLink } from '@/components/router-link';
import { botPath } from '@/config/paths';
import { site } from '@/content/site';
import { Section } from './page-sections';

/** The mailto: address of a message to the team, with the subject and the text filled in. */
export function contactMailto(name: string, message: string, topic = ''): string {
  const from = `from ${name.trim() || 'a visitor'} via ${site.brand}`;
  const subject = topic.trim() ? `${topic.trim()}, ${from}` : `Message ${from}`;
  const params = new URLSearchParams({ subject, body: message.trim() });
  return `mailto:${site.email}?${params.toString().replaceAll('+', '%20')}`;
}

/**
 * /support/contact: a message to the team goes to its inbox through the visitor's own email app
 * (mailto:, the message filled in): it reaches people, needs no account or server, and the
 * visitor keeps a copy. The phone and GregBot are offered beside it. A link may fill in the subject
 * and the message (`?subject=…&message=…`, see contactPath), e.g. the Enterprise page's quote.
 */
export function ContactForm() {
  const nameId = useId();
  const subjectId = useId();
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [opened, setOpened] = useState(false);
  usePrefill(setSubject, setMessage);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    if (message.trim() === '') return;
    window.location.href = contactMailto(name, message, subject);
    setOpened(true);
  };
  return (
    <Section id="contact-heading" title="Send us a message">
      <Text>
        Write your message here and we open it in your email app, addressed to {site.email}, ready to send. We answer
        within one working day. For something urgent, call {site.phone.display}.
      </Text>
      <Box as="form" onSubmit={onSubmit} aria-labelledby="contact-heading" maxW="xl">
        <Stack gap="4">
          <Field.Root>
            <Field.Label htmlFor={nameId}>Your name (optional)</Field.Label>
            <Input
              id={nameId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              bg="white"
              autoComplete="name"
            />
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor={subjectId}>Subject (optional)</Field.Label>
            <Input id={subjectId} value={subject} onChange={(event) => setSubject(event.target.value)} bg="white" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>
              Your message <Field.RequiredIndicator />
            </Field.Label>
            <Textarea value={message} onChange={(event) => setMessage(event.target.value)} bg="white" rows={5} />
          </Field.Root>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button type="submit" colorPalette="paprika" disabled={message.trim() === ''}>
              Send by email
            </Button>
            <Button asChild variant="outline" colorPalette="paprika">
              <a href={site.phone.href}>Call {site.phone.display}</a>
            </Button>
            <Button asChild variant="ghost" colorPalette="paprika">
              <RouterLink to={botPath('gregbot')}>Ask GregBot now</RouterLink>
            </Button>
          </Stack>
          <Text aria-live="polite" fontSize="sm" color="herb.800">
            {opened
              ? 'Your email app should now show the message, ready to send. If nothing opened, write to us at ' +
                site.email +
                '.'
              : ''}
          </Text>
        </Stack>
      </Box>
    </Section>
  );
}

/** Fills the form from the address once the page is live (the prerendered page has it empty). */
function usePrefill(setSubject: (value: string) => void, setMessage: (value: string) => void): void {
  const [params] = useSearchParams();
  const subject = params.get('subject');
  const message = params.get('message');
  useEffect(() => {
    if (subject) setSubject(subject);
    if (message) setMessage(message);
  }, [subject, message, setSubject, setMessage]);
}
