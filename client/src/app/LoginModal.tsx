// The login modal (SPEC §2): social sign-in links, and on test sites a demo-account picker. It cannot
// be dismissed (no Escape, no close button, no outside click): the page behind it needs a signed-in
// person. "Back to the home page" is the deliberate way out.
import { Anchor, Button, Divider, Modal, NavLink, Stack, Text } from '@mantine/core';
import { TextInput } from '../components/typed-fields.tsx';
import { IconBrandFacebook, IconBrandGoogle, IconLogin2, IconUserCircle } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { Link } from 'react-router-dom';
import type { LoginModal_signInOptions$key } from '../__generated__/LoginModal_signInOptions.graphql';
import { demoSignInHref, signInHref } from './sign-in-links.ts';
import { CONTACT_EMAIL, NARROW_LAYOUT } from './site.ts';

/** An address, not words: the same in every language. */
const EXAMPLE_ADDRESS = 'someone@example.org';

export const LOGIN_MODAL_TITLE = 'Sign in with your social account';

const PROVIDERS: Record<string, { name: string; icon: React.ReactNode }> = {
  google: { name: 'Google', icon: <IconBrandGoogle size={20} color="#4285F4" aria-hidden /> },
  facebook: { name: 'Facebook', icon: <IconBrandFacebook size={20} color="#1877F2" aria-hidden /> },
};

export { demoSignInHref, signInHref };

interface Props {
  opened: boolean;
  /** Where the server sends the person back to after signing in. */
  redirectTo: string;
  signInOptions: LoginModal_signInOptions$key;
  /** "Back to the home page" (also what Mantine would call on a dismissal, which this modal never allows). */
  onLeave: () => void;
}

export function LoginModal({ opened, redirectTo, signInOptions: optionsRef, onLeave }: Props) {
  const options = useFragment(
    graphql`
      fragment LoginModal_signInOptions on SignInOptions {
        providers
        demoAccounts {
          email
          label
        }
      }
    `,
    optionsRef,
  );
  const intl = useIntl();
  const emailId = useId();
  const narrow = useMediaQuery(NARROW_LAYOUT);
  const providers = options.providers;
  const nothingToOffer = providers.length === 0 && options.demoAccounts.length === 0;

  return (
    <Modal
      opened={opened}
      onClose={onLeave}
      title={intl.formatMessage({ id: 'signIn.title', defaultMessage: 'Sign in with your social account' })}
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
      fullScreen={narrow}
      size="md"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm">
          <FormattedMessage id="signIn.intro" defaultMessage="Use the account you signed up with. Afterwards we bring you right back to this page." />
        </Text>

        {providers.length > 0 && (
          <Stack gap="xs">
            {providers.map((provider) => {
              const known = PROVIDERS[provider];
              return (
                <Button
                  key={provider}
                  component="a"
                  href={signInHref(provider, redirectTo)}
                  variant="default"
                  size="md"
                  fullWidth
                  leftSection={known?.icon ?? <IconLogin2 size={20} aria-hidden />}
                >
                  <FormattedMessage id="signIn.provider" defaultMessage="Login with {provider}" values={{ provider: known?.name ?? provider }} />
                </Button>
              );
            })}
          </Stack>
        )}

        {nothingToOffer && (
          <Text size="sm" role="alert">
            <FormattedMessage
              id="signIn.unavailable"
              defaultMessage="Sign-in is not available right now. Please write to <mail>{email}</mail>."
              values={{ email: CONTACT_EMAIL, mail: (words) => <Anchor href={`mailto:${CONTACT_EMAIL}`}>{words}</Anchor> }}
            />
          </Text>
        )}

        {options.demoAccounts.length > 0 && (
          <>
            <Divider label={intl.formatMessage({ id: 'signIn.demo.divider', defaultMessage: 'Test site: sign in as a demo account' })} labelPosition="center" />
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={intl.formatMessage({ id: 'signIn.demo.list', defaultMessage: 'Demo accounts' })}>
              {options.demoAccounts.map((account) => (
                <li key={account.email}>
                  <NavLink
                    component="a"
                    href={demoSignInHref(account.email, redirectTo)}
                    label={account.label}
                    description={account.email}
                    leftSection={<IconUserCircle size={22} aria-hidden />}
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  />
                </li>
              ))}
            </Stack>
            <form method="get" action="/oauth2/authorization/dev">
              <input type="hidden" name="redirect" value={redirectTo} />
              <Stack gap="xs">
                <TextInput
                  id={emailId}
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  label={intl.formatMessage({ id: 'signIn.demo.email', defaultMessage: 'Or any e-mail address' })}
                  description={intl.formatMessage({ id: 'signIn.demo.emailHint', defaultMessage: 'A new address becomes a new parent account.' })}
                  placeholder={EXAMPLE_ADDRESS}
                />
                <Button type="submit" variant="light">
                  <FormattedMessage id="signIn.demo.submit" defaultMessage="Sign in with this address" />
                </Button>
              </Stack>
            </form>
          </>
        )}

        <Divider />
        <Text size="xs" c="dimmed">
          <FormattedMessage
            id="signIn.privacy"
            defaultMessage="We use your account only to know who you are. See our <privacy>Privacy Policy</privacy>."
            values={{
              privacy: (words) => (
                <Anchor component={Link} to="/privacy" size="xs">
                  {words}
                </Anchor>
              ),
            }}
          />
        </Text>
        <Button variant="subtle" onClick={onLeave}>
          <FormattedMessage id="signIn.leave" defaultMessage="Back to the home page" />
        </Button>
      </Stack>
    </Modal>
  );
}
