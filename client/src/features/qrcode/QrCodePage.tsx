// /qrcode: the signed-in parent's family check-in code, large and high-contrast. Once shown it is kept on
// the phone, so it opens offline in the parking lot (the page itself comes from the service worker).
import { Alert, Anchor, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconInfoCircle, IconLogin2 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { QrCodePageQuery$data } from '../../__generated__/QrCodePageQuery.graphql.ts';
import type { QrCodePageSignInQuery$data } from '../../__generated__/QrCodePageSignInQuery.graphql.ts';
import { fetchPublicQuery, graphql } from '../../app/public-graphql.ts';
import { demoSignInHref, signInHref } from '../../app/sign-in-links.ts';
import { RequestError } from '../../relay/errors.ts';
import { forgetFamilyCode, readStoredFamilyCode, storeFamilyCode, type StoredFamilyCode } from './family-code-store.ts';
import { QrCode } from './QrCode.tsx';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

/** The server names the family "<last name> family" (in English): the last name, for the page's own words. */
function lastNameOf(familyName: string): string {
  return familyName.replace(/\s+family$/i, '');
}

const QrCodePageQuery = graphql`
  query QrCodePageQuery {
    familyCheckInCode {
      code
      year
      familyName
      children
    }
  }
`;

type SignInOptions = QrCodePageSignInQuery$data['signInOptions'];
type Problem = null | 'offline' | { signIn: SignInOptions } | 'not-a-parent' | 'failed';

const SignInOptionsQuery = graphql`
  query QrCodePageSignInQuery {
    signInOptions {
      providers
      demoAccounts {
        email
        label
      }
    }
  }
`;

export function QrCodePage() {
  const [family, setFamily] = useState<StoredFamilyCode | null>(readStoredFamilyCode);
  const [problem, setProblem] = useState<Problem>(null);
  const [loading, setLoading] = useState(true);
  const intl = useIntl();

  useEffect(() => {
    if (!navigator.onLine) {
      setProblem('offline');
      setLoading(false);
      return;
    }
    let live = true;
    fetchPublicQuery<QrCodePageQuery$data>(QrCodePageQuery)
      .then((data) => live && setFamily(storeFamilyCode(data.familyCheckInCode)))
      .catch(async (error: unknown) => {
        if (!live) return;
        if (error instanceof RequestError && error.code === 'FORBIDDEN') {
          forgetFamilyCode();
          setFamily(null);
          setProblem('not-a-parent');
        } else if (error instanceof RequestError && error.code === 'UNAUTHENTICATED') {
          const options = await fetchPublicQuery<QrCodePageSignInQuery$data>(SignInOptionsQuery).catch(() => null);
          if (live) setProblem({ signIn: options?.signInOptions ?? { providers: [], demoAccounts: [] } });
        } else setProblem(error instanceof TypeError ? 'offline' : 'failed');
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Stack gap="lg" align="center" maw={520} mx="auto">
      <Title order={1} ta="center">
        <FormattedMessage id="qrcode.title" defaultMessage="Family check-in code" />
      </Title>
      {family ? (
        <FamilyCode family={family} />
      ) : loading ? (
        <Loader aria-label={intl.formatMessage({ id: 'qrcode.loading', defaultMessage: 'Loading your family check-in code' })} my="xl" />
      ) : null}
      <ProblemNotice problem={problem} haveCode={!!family} />
      <Text size="sm" c="dimmed" ta="center">
        <Anchor component={Link} to="/help/show-parent-qr-code">
          <FormattedMessage id="qrcode.howTo" defaultMessage="How to use this code" />
        </Anchor>
      </Text>
    </Stack>
  );
}

function FamilyCode({ family }: { family: StoredFamilyCode }) {
  const intl = useIntl();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" bg="white" style={{ borderWidth: 2, borderColor: '#000' }}>
      <Stack align="center" gap="sm">
        <QrCode
          value={family.code}
          label={intl.formatMessage({ id: 'qrcode.label', defaultMessage: 'Check-in code for the {lastName} family' }, { lastName: lastNameOf(family.familyName) })}
        />
        <Text fz={24} fw={800} c="black" ta="center">
          {intl.formatMessage({ id: 'qrcode.family', defaultMessage: '{lastName} family' }, { lastName: lastNameOf(family.familyName) })}
        </Text>
        {family.children.length > 0 ? (
          <Text size="lg" c="black" ta="center">
            {family.children.join(' · ')}
          </Text>
        ) : (
          <Text c="dark.7" ta="center">
            <FormattedMessage id="qrcode.noChildren" defaultMessage="No children on this account yet: add them in your Profile." />
          </Text>
        )}
        <Text size="sm" c="dark.7" ta="center">
          <FormattedMessage
            id="qrcode.brightness"
            defaultMessage="Vacation Bible School {year}. Turn your screen brightness up at the check-in table."
            values={{ year: String(family.year) }}
          />
        </Text>
      </Stack>
    </Paper>
  );
}

function ProblemNotice({ problem, haveCode }: { problem: Problem; haveCode: boolean }) {
  const intl = useIntl();
  if (!problem) return null;
  if (problem === 'offline')
    return (
      <Alert
        color="gray"
        icon={<IconCloudOff aria-hidden />}
        title={
          haveCode
            ? intl.formatMessage({ id: 'qrcode.saved', defaultMessage: 'Saved on this phone' })
            : intl.formatMessage({ id: 'qrcode.offline', defaultMessage: 'You are offline' })
        }
        w="100%"
      >
        {haveCode ? (
          <FormattedMessage
            id="qrcode.saved.text"
            defaultMessage="You are offline; this is the code saved the last time you opened this page. It still works at the check-in table."
          />
        ) : (
          <FormattedMessage id="qrcode.offline.text" defaultMessage="Open this page once while connected; after that it works offline too." />
        )}
      </Alert>
    );
  if (problem === 'not-a-parent')
    return (
      <Alert color="gray" icon={<IconInfoCircle aria-hidden />} title={intl.formatMessage({ id: 'qrcode.noFamily', defaultMessage: 'No family on this account' })} w="100%">
        <FormattedMessage
          id="qrcode.noFamily.text"
          defaultMessage="Check-in codes belong to parents and guardians. Staff and interns scan them: see <scan>how to scan a family check-in code</scan>."
          values={{
            scan: (words) => (
              <Anchor component={Link} to="/help/scan-parent-qr-code">
                {words}
              </Anchor>
            ),
          }}
        />
      </Alert>
    );
  if (problem === 'failed')
    return (
      <Alert color="red" title={intl.formatMessage({ id: 'qrcode.failed', defaultMessage: 'We could not load your code' })} w="100%" role="alert">
        {haveCode ? (
          <FormattedMessage id="qrcode.failed.kept" defaultMessage="Please try again in a moment; the code above, saved on this phone, still works." />
        ) : (
          <FormattedMessage id="qrcode.failed.text" defaultMessage="Please try again in a moment." />
        )}
      </Alert>
    );
  const redirect = '/qrcode';
  return (
    <Alert
      color="indigo"
      icon={<IconLogin2 aria-hidden />}
      title={
        haveCode
          ? intl.formatMessage({ id: 'qrcode.signInAgain', defaultMessage: 'Sign in again to refresh your code' })
          : intl.formatMessage({ id: 'qrcode.signIn', defaultMessage: 'Sign in to see your family’s code' })
      }
      w="100%"
    >
      <Stack gap="xs" mt={4}>
        {problem.signIn.providers.map((provider) => (
          <Button key={provider} component="a" href={signInHref(provider, redirect)} variant="default">
            <FormattedMessage id="signIn.provider" defaultMessage="Login with {provider}" values={{ provider: PROVIDER_NAMES[provider] ?? provider }} />
          </Button>
        ))}
        {problem.signIn.demoAccounts.length > 0 && (
          <>
            <Text size="sm">
              <FormattedMessage id="signIn.demo.divider" defaultMessage="Test site: sign in as a demo account" />
            </Text>
            {problem.signIn.demoAccounts.map((account) => (
              <Anchor key={account.email} href={demoSignInHref(account.email, redirect)} size="sm" c="dark.8">
                {intl.formatMessage({ id: 'qrcode.demoAccount', defaultMessage: '{label} ({email})' }, { label: account.label, email: account.email })}
              </Anchor>
            ))}
          </>
        )}
      </Stack>
    </Alert>
  );
}
