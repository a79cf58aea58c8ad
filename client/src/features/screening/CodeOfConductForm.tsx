// The code of conduct a volunteer signs by typing their name (MyScreeningCard shows it while it is missing).
// Loaded only then: its field, schema and mutation are not in the dashboard's first load.
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { CodeOfConductFormSignMutation } from '../../__generated__/CodeOfConductFormSignMutation.graphql';
import { TextInput } from '../../components/typed-fields.tsx';
import { toast } from '../../app/toast.ts';
import { errorMessage, fieldErrors, useMutationPromise } from '../../lib/mutation.ts';
import { codeOfConductSignatureSchema } from '../../../../forms/screening.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const sign = graphql`
  mutation CodeOfConductFormSignMutation($input: SignCodeOfConductInput!) {
    signCodeOfConduct(input: $input) {
      ...MyScreeningCard_screening @relay(mask: false)
    }
  }
`;

export default function CodeOfConductForm() {
  const intl = useIntl();
  const [commit, signing] = useMutationPromise<CodeOfConductFormSignMutation>(sign, (store) => {
    const fresh = store.getRootField('signCodeOfConduct');
    if (fresh) store.getRoot().setLinkedRecord(fresh, 'myScreening');
  });
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const read = codeOfConductSignatureSchema.safeParse({ signedName: name });
    if (!read.success) return setProblem(read.error.issues[0].message);
    setProblem(null);
    try {
      await commit({ input: { signedName: read.data.signedName } });
      toast.success(intl.formatMessage({ id: 'staff.screening.code.signed', defaultMessage: 'Thank you: the code of conduct is signed.' }));
      setName('');
    } catch (error) {
      setProblem(fieldErrors(error).signedName ?? errorMessage(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Alert color="blue" variant="light" title={intl.formatMessage({ id: 'staff.screening.code.title', defaultMessage: 'Code of conduct' })}>
          <FormattedMessage
            id="staff.screening.code.text"
            defaultMessage="I will never be alone with a child out of sight of other adults, I will release children only at the check-in table, I will report any concern about a child’s safety to the director the same day, and I will keep what families tell us private."
          />
        </Alert>
        <TextInput
          label={intl.formatMessage({ id: 'staff.screening.code.signLabel', defaultMessage: 'Type your full name to sign' })}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={problem}
          autoComplete="name"
          maxLength={120}
        />
        <Group>
          <Button type="submit" loading={signing}>
            <FormattedMessage id="staff.screening.code.sign" defaultMessage="Sign the code of conduct" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
