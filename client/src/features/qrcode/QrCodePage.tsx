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
        Family check-in code
      </Title>
      {family ? (
        <FamilyCode family={family} />
      ) : loading ? (
        <Loader aria-label="Loading your family check-in code" my="xl" />
      ) : null}
      <ProblemNotice problem={problem} haveCode={!!family} />
      <Text size="sm" c="dimmed" ta="center">
        <Anchor component={Link} to="/help/show-parent-qr-code">
          How to use this code
        </Anchor>
      </Text>
    </Stack>
  );
}

function FamilyCode({ family }: { family: StoredFamilyCode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" bg="white" style={{ borderWidth: 2, borderColor: '#000' }}>
      <Stack align="center" gap="sm">
        <QrCode value={family.code} label={`Check-in code for the ${family.familyName}`} />
        <Text fz={24} fw={800} c="black" ta="center">
          {family.familyName}
        </Text>
        {family.children.length > 0 ? (
          <Text size="lg" c="black" ta="center">
            {family.children.join(' · ')}
          </Text>
        ) : (
          <Text c="dark.7" ta="center">
            No children on this account yet: add them in your Profile.
          </Text>
        )}
        <Text size="sm" c="dark.7" ta="center">
          Vacation Bible School {family.year}. Turn your screen brightness up at the check-in table.
        </Text>
      </Stack>
    </Paper>
  );
}

function ProblemNotice({ problem, haveCode }: { problem: Problem; haveCode: boolean }) {
  if (!problem) return null;
  if (problem === 'offline')
    return (
      <Alert color="gray" icon={<IconCloudOff aria-hidden />} title={haveCode ? 'Saved on this phone' : 'You are offline'} w="100%">
        {haveCode
          ? 'You are offline; this is the code saved the last time you opened this page. It still works at the check-in table.'
          : 'Open this page once while connected; after that it works offline too.'}
      </Alert>
    );
  if (problem === 'not-a-parent')
    return (
      <Alert color="gray" icon={<IconInfoCircle aria-hidden />} title="No family on this account" w="100%">
        Check-in codes belong to parents and guardians. Staff and interns scan them: see{' '}
        <Anchor component={Link} to="/help/scan-parent-qr-code">
          how to scan a family check-in code
        </Anchor>
        .
      </Alert>
    );
  if (problem === 'failed')
    return (
      <Alert color="red" title="We could not load your code" w="100%" role="alert">
        Please try again in a moment{haveCode ? '; the code above, saved on this phone, still works' : ''}.
      </Alert>
    );
  const redirect = '/qrcode';
  return (
    <Alert color="indigo" icon={<IconLogin2 aria-hidden />} title={haveCode ? 'Sign in again to refresh your code' : 'Sign in to see your family’s code'} w="100%">
      <Stack gap="xs" mt={4}>
        {problem.signIn.providers.map((provider) => (
          <Button key={provider} component="a" href={signInHref(provider, redirect)} variant="default">
            Login with {provider === 'google' ? 'Google' : provider === 'facebook' ? 'Facebook' : provider}
          </Button>
        ))}
        {problem.signIn.demoAccounts.length > 0 && (
          <>
            <Text size="sm">Test site: sign in as a demo account</Text>
            {problem.signIn.demoAccounts.map((account) => (
              <Anchor key={account.email} href={demoSignInHref(account.email, redirect)} size="sm" c="dark.8">
                {account.label} ({account.email})
              </Anchor>
            ))}
          </>
        )}
      </Stack>
    </Alert>
  );
}
