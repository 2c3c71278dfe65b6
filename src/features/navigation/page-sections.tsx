import {
  Box,
  Button,
  Card,
  Field,
  Heading,
  Input,
  Link,
  SimpleGrid,
  Stack,
  chakra,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { RouterLink } from '@/components/router-link';
import { env } from '@/config/env';
import { botPath, paths } from '@/config/paths';
import { team, testimonials } from '@/content/company';
import { planComparison, specials } from '@/content/services';
import { site } from '@/content/site';

/** A link inside a sentence: underlined, so it is told apart from the text by more than colour. */
function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="paprika.800" textDecoration="underline" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4" mt="8">
      <Heading id={id} as="h2" size="lg" fontFamily="heading">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

// Plain elements with a few styles rather than Chakra's Table: its recipe would weigh on every page.
const PlainTable = chakra('table');
const PlainTh = chakra('th');
const PlainTd = chakra('td');
const cell = {
  px: '3',
  py: '2',
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottomWidth: '1px',
  borderColor: 'cream.300',
} as const;

/** /pricing/compare: the plans side by side, from the plans' own data; on a phone it scrolls in its box. */
export function PlanComparison() {
  return (
    <Section id="compare-heading" title="The plans side by side">
      <Box
        overflowX="auto"
        borderWidth="1px"
        borderColor="cream.300"
        rounded="md"
        bg="bg.panel"
        tabIndex={0}
        role="group"
        aria-label="Plans compared (scrolls sideways on a small screen)"
      >
        <PlainTable minW="36rem" w="full" fontSize="sm" borderCollapse="collapse">
          <caption>
            <Text textAlign="start" px="3" pt="2" color="fg.muted">
              Every plan is billed monthly; Enterprise is priced with you.
            </Text>
          </caption>
          <thead>
            <tr>
              <PlainTh scope="col" {...cell}>
                Feature
              </PlainTh>
              {specials.map((plan) => (
                <PlainTh key={plan.id} scope="col" {...cell} fontFamily="heading" fontSize="md">
                  {plan.name}
                </PlainTh>
              ))}
            </tr>
          </thead>
          <tbody>
            {planComparison.map((row) => (
              <tr key={row.feature}>
                <PlainTh scope="row" {...cell}>
                  {row.feature}
                </PlainTh>
                {specials.map((plan) => (
                  <PlainTd key={plan.id} {...cell}>
                    {row.values[plan.id] ?? '—'}
                  </PlainTd>
                ))}
              </tr>
            ))}
            <tr>
              <PlainTh scope="row" {...cell}>
                Next step
              </PlainTh>
              {specials.map((plan) => (
                <PlainTd key={plan.id} {...cell}>
                  <Button
                    asChild
                    size="sm"
                    colorPalette="paprika"
                    variant="outline"
                    whiteSpace="normal"
                    h="auto"
                    py="1.5"
                  >
                    <RouterLink to={plan.getStarted.path}>{plan.getStarted.label}</RouterLink>
                  </Button>
                </PlainTd>
              ))}
            </tr>
          </tbody>
        </PlainTable>
      </Box>
    </Section>
  );
}

/** /about/testimonials: what clients say. */
export function Testimonials() {
  return (
    <Section id="testimonials-heading" title="What our clients say">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
        {testimonials.map((item) => (
          <li key={item.id}>
            <Card.Root as="figure" h="full" variant="outline" bg="bg.panel">
              <Card.Body gap="3">
                <Box as="blockquote" fontFamily="heading" fontSize="lg">
                  “{item.quote}”
                </Box>
                <Text as="figcaption" fontSize="sm" color="fg.muted">
                  <Text as="span" fontWeight="semibold" color="fg">
                    {item.name}
                  </Text>
                  , {item.role}
                </Text>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** /about/team: the people in the kitchen. */
export function Team() {
  return (
    <Section id="team-heading" title="The people in the kitchen">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {team.map((member) => (
          <li key={member.id}>
            <Card.Root as="article" h="full" variant="outline" bg="bg.panel">
              <Card.Body gap="1">
                <Heading as="h3" size="md" fontFamily="heading">
                  {member.name}
                </Heading>
                <Text fontSize="sm" fontWeight="semibold" color="paprika.800">
                  {member.role}
                </Text>
                <Text>{member.bio}</Text>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** The mailto: address of a message to the team, with the subject and the text filled in. */
export function contactMailto(name: string, message: string): string {
  const subject = `Message from ${name.trim() || 'a visitor'} via ${site.brand}`;
  const params = new URLSearchParams({ subject, body: message.trim() });
  return `mailto:${site.email}?${params.toString().replaceAll('+', '%20')}`;
}

/**
 * /support/contact: a message to the team goes to its inbox through the visitor's own email app
 * (mailto:, the message filled in): it reaches people, needs no account or server, and the
 * visitor keeps a copy. The phone and GregBot are offered beside it.
 */
export function ContactForm() {
  const nameId = useId();
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [opened, setOpened] = useState(false);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    if (message.trim() === '') return;
    window.location.href = contactMailto(name, message);
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

type SignIn = { state: 'idle' | 'sending' } | { state: 'sent'; email: string } | { state: 'error'; message: string };

/**
 * /login. With a Supabase project configured: a one-time sign-in link by email (Supabase Auth),
 * and who is signed in. Without one (the site as it is served by default): what accounts are, and
 * what a visitor can do without one.
 */
export function LoginPanel() {
  if (!env.supabaseUrl) {
    return (
      <Section id="login-heading" title="Accounts come with a deployment">
        <Text>
          This copy of {site.brand} runs without an account service, so there is nothing to sign in to here. Accounts,
          with your BaseBots, keys and billing, come with a {site.brand} deployment connected to a Supabase project.
        </Text>
        <Text>Everything else works without an account:</Text>
        <Stack as="ul" gap="2" ps="5">
          <li>
            <TextLink to={paths.bots}>Chat with our 14 assistants</TextLink> by text, voice or video; your conversations
            stay on this device.
          </li>
          <li>
            Read the <TextLink to={paths.knowledgebase}>Knowledge Base</TextLink>, also offline.
          </li>
          <li>
            Compare the plans on <TextLink to="/pricing/compare">Compare Plans</TextLink>, or call{' '}
            <Link href={site.phone.href} color="paprika.800" textDecoration="underline" fontWeight="medium">
              {site.phone.display}
            </Link>{' '}
            to set up an account with us.
          </li>
        </Stack>
      </Section>
    );
  }
  return <SupabaseSignIn />;
}

function SupabaseSignIn() {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<SignIn>({ state: 'idle' });
  const [signedIn, setSignedIn] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/speech/supabase').then(({ getSignedInEmail }) =>
      getSignedInEmail().then((found) => {
        if (live) setSignedIn(found);
      }),
    );
    return () => {
      live = false;
    };
  }, []);
  const onSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setStatus({ state: 'sending' });
    try {
      const { sendSignInLink } = await import('@/lib/speech/supabase');
      await sendSignInLink(email.trim(), `${window.location.origin}${paths.login}`);
      setStatus({ state: 'sent', email: email.trim() });
    } catch (error) {
      setStatus({
        state: 'error',
        message: error instanceof Error ? error.message : 'The sign-in link could not be sent.',
      });
    }
  };
  return (
    <Section id="login-heading" title="Sign in with a link by email">
      {signedIn ? (
        <Text role="status">
          You are signed in as {signedIn}. The OpenAI key saved with your account is used in the{' '}
          <TextLink to={paths.bots}>chat</TextLink>.
        </Text>
      ) : null}
      <Text>We email you a one-time link; open it on this device to sign in. No password needed.</Text>
      <Box as="form" onSubmit={(event: FormEvent) => void onSubmit(event)} aria-labelledby="login-heading" maxW="md">
        <Stack gap="3">
          <Field.Root required>
            <Field.Label htmlFor={emailId}>Email address</Field.Label>
            <Input
              id={emailId}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              bg="white"
            />
          </Field.Root>
          <Button type="submit" colorPalette="paprika" alignSelf="flex-start" loading={status.state === 'sending'}>
            Email me a sign-in link
          </Button>
          <Text aria-live="polite" role={status.state === 'error' ? 'alert' : undefined}>
            {status.state === 'sent' ? `Check your inbox: we sent a sign-in link to ${status.email}.` : null}
            {status.state === 'error' ? `The link could not be sent: ${status.message}` : null}
          </Text>
        </Stack>
      </Box>
    </Section>
  );
}
