// /help/login-with-google and /help/login-with-facebook: how to sign in with each provider.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import consent from '../../../assets/help/provider-consent.svg';
import signInWindow from '../../../assets/help/sign-in-window.svg';
import { CONTACT_EMAIL } from '../../app/site.ts';
import { HelpArticle, HelpSteps } from './HelpSteps.tsx';

const PROVIDERS = {
  google: { name: 'Google', account: 'a Gmail or other Google account', forgot: 'accounts.google.com (“Forgot password?”)' },
  facebook: { name: 'Facebook', account: 'your Facebook account', forgot: 'facebook.com (“Forgotten password?”)' },
} as const;

export function SignInHelpPage({ provider }: { provider: keyof typeof PROVIDERS }) {
  const { name, account, forgot } = PROVIDERS[provider];
  return (
    <HelpArticle title={`Sign in with ${name}`} intro={`You sign in with ${account}; we never see your ${name} password.`}>
      <Stack gap="lg">
        <HelpSteps
          steps={[
            {
              title: 'Open the Dashboard',
              body: (
                <>
                  Choose <Anchor component={Link} to="/dashboard">Dashboard</Anchor> at the top of any page (on a phone, open the menu ☰ first). A window titled
                  “Sign in with your social account” appears.
                </>
              ),
              illustration: { src: signInWindow, alt: 'The sign-in window with the buttons Login with Google and Login with Facebook' },
            },
            { title: `Choose “Login with ${name}”`, body: `${name} opens. If you are not signed in to ${name} on this device, sign in there with your usual e-mail and password.` },
            {
              title: 'Allow us to see your name and e-mail address',
              body: `The first time, ${name} asks whether VBS may see your name, e-mail address and profile picture. Choose Continue. We use them only to know who you are and to write to you about your registration.`,
              illustration: { src: consent, alt: `${name} asking whether VBS may see your name, e-mail address and profile picture, with Cancel and Continue buttons` },
            },
            { title: 'You are back, signed in', body: 'We bring you back to the page you wanted. Your picture appears at the top right; open it for your Profile or to log out.' },
          ]}
        />
        <div>
          <Title order={2} size="h3" mb="xs">
            If it does not work
          </Title>
          <Text component="ul" pl="md" style={{ display: 'grid', gap: 6 }}>
            <li>Use the same {name} account every time: another account becomes another, empty family record.</li>
            <li>If you signed up with the other provider before, sign in with that one.</li>
            <li>Forgot your {name} password? Reset it at {forgot}; we cannot reset it for you.</li>
            <li>On a shared computer, log out when you are done (avatar menu → Logout).</li>
          </Text>
          <Text mt="sm">
            Still stuck? Write to <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor> and tell us what you see.
          </Text>
        </div>
      </Stack>
    </HelpArticle>
  );
}
