// /help/login-with-google and /help/login-with-facebook: how to sign in with each provider. Words: i18n/es.json.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { Link } from 'react-router-dom';
import consent from '../../../assets/help/provider-consent.svg';
import signInWindow from '../../../assets/help/sign-in-window.svg';
import { CONTACT_EMAIL } from '../../app/site.ts';
import { HelpArticle, HelpSteps } from './HelpSteps.tsx';

const PROVIDER_WORDS = defineMessages({
  googleAccount: { id: 'help.signIn.google.account', defaultMessage: 'a Gmail or other Google account' },
  googleForgot: { id: 'help.signIn.google.forgot', defaultMessage: 'accounts.google.com (“Forgot password?”)' },
  facebookAccount: { id: 'help.signIn.facebook.account', defaultMessage: 'your Facebook account' },
  facebookForgot: { id: 'help.signIn.facebook.forgot', defaultMessage: 'facebook.com (“Forgotten password?”)' },
});

const PROVIDERS = {
  google: { name: 'Google', account: PROVIDER_WORDS.googleAccount, forgot: PROVIDER_WORDS.googleForgot },
  facebook: { name: 'Facebook', account: PROVIDER_WORDS.facebookAccount, forgot: PROVIDER_WORDS.facebookForgot },
} as const;

export function SignInHelpPage({ provider }: { provider: keyof typeof PROVIDERS }) {
  const intl = useIntl();
  const { name } = PROVIDERS[provider];
  const account = intl.formatMessage(PROVIDERS[provider].account);
  const forgot = intl.formatMessage(PROVIDERS[provider].forgot);
  return (
    <HelpArticle
      title={intl.formatMessage({ id: 'help.signIn.title', defaultMessage: 'Sign in with {name}' }, { name })}
      intro={intl.formatMessage({ id: 'help.signIn.intro', defaultMessage: 'You sign in with {account}; we never see your {name} password.' }, { account, name })}
    >
      <Stack gap="lg">
        <HelpSteps
          steps={[
            {
              title: intl.formatMessage({ id: 'help.signIn.open.title', defaultMessage: 'Open the Dashboard' }),
              body: (
                <FormattedMessage
                  id="help.signIn.open.body"
                  defaultMessage="Choose <dashboard>Dashboard</dashboard> at the top of any page (on a phone, open the menu ☰ first). A window titled “Sign in with your social account” appears."
                  values={{
                    dashboard: (words) => (
                      <Anchor component={Link} to="/dashboard">
                        {words}
                      </Anchor>
                    ),
                  }}
                />
              ),
              illustration: {
                src: signInWindow,
                alt: intl.formatMessage({ id: 'help.signIn.open.alt', defaultMessage: 'The sign-in window with the buttons Login with Google and Login with Facebook' }),
              },
            },
            {
              title: intl.formatMessage({ id: 'help.signIn.choose.title', defaultMessage: 'Choose “Login with {name}”' }, { name }),
              body: intl.formatMessage(
                { id: 'help.signIn.choose.body', defaultMessage: '{name} opens. If you are not signed in to {name} on this device, sign in there with your usual e-mail and password.' },
                { name },
              ),
            },
            {
              title: intl.formatMessage({ id: 'help.signIn.allow.title', defaultMessage: 'Allow us to see your name and e-mail address' }),
              body: intl.formatMessage(
                {
                  id: 'help.signIn.allow.body',
                  defaultMessage:
                    'The first time, {name} asks whether VBS may see your name, e-mail address and profile picture. Choose Continue. We use them only to know who you are and to write to you about your registration.',
                },
                { name },
              ),
              illustration: {
                src: consent,
                alt: intl.formatMessage(
                  { id: 'help.signIn.allow.alt', defaultMessage: '{name} asking whether VBS may see your name, e-mail address and profile picture, with Cancel and Continue buttons' },
                  { name },
                ),
              },
            },
            {
              title: intl.formatMessage({ id: 'help.signIn.back.title', defaultMessage: 'You are back, signed in' }),
              body: intl.formatMessage({
                id: 'help.signIn.back.body',
                defaultMessage: 'We bring you back to the page you wanted. Your picture appears at the top right; open it for your Profile or to log out.',
              }),
            },
          ]}
        />
        <div>
          <Title order={2} size="h3" mb="xs">
            <FormattedMessage id="help.signIn.trouble" defaultMessage="If it does not work" />
          </Title>
          <Text component="ul" pl="md" style={{ display: 'grid', gap: 6 }}>
            <li>
              <FormattedMessage id="help.signIn.trouble.same" defaultMessage="Use the same {name} account every time: another account becomes another, empty family record." values={{ name }} />
            </li>
            <li>
              <FormattedMessage id="help.signIn.trouble.other" defaultMessage="If you signed up with the other provider before, sign in with that one." />
            </li>
            <li>
              <FormattedMessage id="help.signIn.trouble.forgot" defaultMessage="Forgot your {name} password? Reset it at {forgot}; we cannot reset it for you." values={{ name, forgot }} />
            </li>
            <li>
              <FormattedMessage id="help.signIn.trouble.shared" defaultMessage="On a shared computer, log out when you are done (avatar menu → Logout)." />
            </li>
          </Text>
          <Text mt="sm">
            <FormattedMessage
              id="help.signIn.stuck"
              defaultMessage="Still stuck? Write to <mail>{email}</mail> and tell us what you see."
              values={{ email: CONTACT_EMAIL, mail: (words) => <Anchor href={`mailto:${CONTACT_EMAIL}`}>{words}</Anchor> }}
            />
          </Text>
        </div>
      </Stack>
    </HelpArticle>
  );
}
