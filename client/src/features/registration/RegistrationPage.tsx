// /dashboard/registration: a parent registers children for this year's VBS and sees each child's
// status. The route exists only while general registration or elective selection is open; the server
// refuses submissions otherwise too.
import { Alert, Stack, Text, Title } from '@mantine/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RegistrationPageQuery } from '../../__generated__/RegistrationPageQuery.graphql';
import { RegistrationForm } from './RegistrationForm.tsx';

export function RegistrationPage() {
  const data = useLazyLoadQuery<RegistrationPageQuery>(
    graphql`
      query RegistrationPageQuery {
        registrationForm {
          year
          editionName
          generalRegistrationOpen
          ...RegistrationForm_form
        }
        viewer {
          parentIdentity {
            ...RegistrationForm_parent
          }
        }
        ...ReturningFamilyCard_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!data.viewer) return null;
  const form = data.registrationForm;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Registration</Title>
        <Text c="dimmed">
          VBS {form.year} · {form.editionName}.{' '}
          {form.generalRegistrationOpen ? 'Choose the children to register and answer a few questions.' : 'Choose or change afternoon clubs for registered children.'}
        </Text>
      </div>
      {data.viewer.parentIdentity ? (
        <RegistrationForm form={form} parent={data.viewer.parentIdentity} query={data} />
      ) : (
        <Alert color="gray" title="No family profile">
          Registration is for parents and guardians. Save your details on your profile first.
        </Alert>
      )}
    </Stack>
  );
}
