import { Box, Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { AccountKeyForm } from './account-key-form';
import { Section, TextLink } from './page-sections';

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
            <TextLink to={paths.bots}>{`Chat with our ${__ASSISTANT_COUNT__} assistants`}</TextLink> by text, voice or
            video; your conversations stay on this device.
          </li>
          <li>
            Read the <TextLink to={paths.knowledgeBase}>Knowledge Base</TextLink>, also offline.
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
    <>
      <Section id="login-heading" title="Sign in with a link by email">
        {signedIn ? (
          <Text role="status">
            You are signed in as {signedIn}. An OpenAI key saved to your account (below) is used in the{' '}
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
      {signedIn ? <AccountKeyForm /> : null}
    </>
  );
}
