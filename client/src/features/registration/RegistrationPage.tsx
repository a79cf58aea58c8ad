// /dashboard/registration: a parent registers children for this year's VBS and sees each child's
// status. The route exists only while general registration or elective selection is open; the server
// refuses submissions otherwise too.
import { Alert, Stack, Text, Title } from '@mantine/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RegistrationPageQuery } from '../../__generated__/RegistrationPageQuery.graphql';
import { RegistrationForm } from './RegistrationForm.tsx';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';

const m = defineMessages({
  title: { id: 'registration.page.title', defaultMessage: 'Registration' },
  general: { id: 'registration.page.general', defaultMessage: 'VBS {year} · {name}. Choose the children to register and answer a few questions.' },
  elective: { id: 'registration.page.elective', defaultMessage: 'VBS {year} · {name}. Choose or change afternoon clubs for registered children.' },
  noFamily: { id: 'registration.page.noFamily', defaultMessage: 'No family profile' },
  noFamilyText: { id: 'registration.page.noFamilyText', defaultMessage: 'Registration is for parents and guardians. Save your details on your profile first.' },
});

export function RegistrationPage() {
  const intl = useIntl();
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
        <Title order={1}>{intl.formatMessage(m.title)}</Title>
        <Text c="dimmed">{intl.formatMessage(form.generalRegistrationOpen ? m.general : m.elective, { year: form.year, name: form.editionName })}</Text>
      </div>
      {data.viewer.parentIdentity ? (
        <RegistrationForm form={form} parent={data.viewer.parentIdentity} query={data} />
      ) : (
        <Alert color="gray" title={intl.formatMessage(m.noFamily)}>
          {intl.formatMessage(m.noFamilyText)}
        </Alert>
      )}
    </Stack>
  );
}
