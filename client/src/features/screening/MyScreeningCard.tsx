// A volunteer's own screening on the dashboard (staff and interns): cleared until when, or what is missing, and
// the code of conduct to sign by typing their name when it is missing. Working with children (the check-in
// station, leading a group) needs a current clearance; an administrator records background checks and training.
import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MyScreeningCardQuery } from '../../__generated__/MyScreeningCardQuery.graphql';
import type { MyScreeningCardSignMutation } from '../../__generated__/MyScreeningCardSignMutation.graphql';
import { TextInput } from '../../components/typed-fields.tsx';
import { toast } from '../../app/toast.ts';
import { errorMessage, fieldErrors, useMutationPromise } from '../../lib/mutation.ts';
import { formatDate } from '../../lib/dates.ts';
import { codeOfConductSignatureSchema } from '../../../../forms/screening.ts';
import { clearanceLine, kindWords, resultWords } from './screening-words.ts';
import { screeningStatusOf } from './screening-status.ts';

graphql`
  fragment MyScreeningCard_screening on MyScreening {
    ...screeningStatus_fields
    requiresCodeOfConduct
  }
`;

const query = graphql`
  query MyScreeningCardQuery {
    myScreening {
      ...MyScreeningCard_screening @relay(mask: false)
    }
  }
`;

const sign = graphql`
  mutation MyScreeningCardSignMutation($input: SignCodeOfConductInput!) {
    signCodeOfConduct(input: $input) {
      ...MyScreeningCard_screening @relay(mask: false)
    }
  }
`;

export function MyScreeningCard() {
  const data = useLazyLoadQuery<MyScreeningCardQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const [commit, signing] = useMutationPromise<MyScreeningCardSignMutation>(sign, (store) => {
    const fresh = store.getRootField('signCodeOfConduct');
    if (fresh) store.getRoot().setLinkedRecord(fresh, 'myScreening');
  });
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const s = { ...data.myScreening, ...screeningStatusOf(data.myScreening) };
  const hasCode = s.records.some((r) => r.kind === 'CODE_OF_CONDUCT');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const read = codeOfConductSignatureSchema.safeParse({ signedName: name });
    if (!read.success) return setProblem(read.error.issues[0].message);
    setProblem(null);
    try {
      await commit({ input: { signedName: read.data.signedName } });
      toast.success('Thank you: the code of conduct is signed.');
      setName('');
    } catch (error) {
      setProblem(fieldErrors(error).signedName ?? errorMessage(error));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="my-screening">
      <Title order={2} size="h4" id="my-screening">
        Working with children
      </Title>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {s.clearance.cleared ? <IconShieldCheck color="var(--mantine-color-green-8)" aria-hidden /> : <IconShieldX color="var(--mantine-color-red-8)" aria-hidden />}
            <div>
              <Badge color={s.clearance.cleared ? 'green' : 'red'} variant="light" data-testid="my-clearance">
                {s.clearance.cleared ? 'Cleared' : 'Not cleared'}
              </Badge>
              <Text mt={4}>{clearanceLine(s.clearance)}</Text>
              {!s.clearance.cleared && (
                <Text size="sm" c="dimmed">
                  Until then you cannot use the check-in station or lead a group. Ask the VBS director to record what is missing.
                </Text>
              )}
            </div>
          </Group>
          {s.records.length > 0 && (
            <List size="sm" spacing={4} aria-label="Your screening records">
              {s.records.map((r) => (
                <List.Item key={r.id}>
                  {kindWords(r.kind)}: {formatDate(r.completedOn)}
                  {r.result ? `, ${resultWords(r.result)}` : ''}
                  {r.title ? `, ${r.title}` : ''}
                  {r.expiresOn ? ` (counts until ${formatDate(r.expiresOn)})` : ''}
                </List.Item>
              ))}
            </List>
          )}
          {s.requiresCodeOfConduct && !hasCode && (
            <form onSubmit={submit} noValidate>
              <Stack gap="xs">
                <Alert color="blue" variant="light" title="Code of conduct">
                  I will never be alone with a child out of sight of other adults, I will release children only at the check-in table, I
                  will report any concern about a child’s safety to the director the same day, and I will keep what families tell us
                  private.
                </Alert>
                <TextInput
                  label="Type your full name to sign"
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                  error={problem}
                  autoComplete="name"
                  maxLength={120}
                />
                <Group>
                  <Button type="submit" loading={signing}>
                    Sign the code of conduct
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
