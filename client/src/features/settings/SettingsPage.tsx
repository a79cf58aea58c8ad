// VBS settings (/dashboard/settings, MANAGE_VBS): the edition, the program flags, the form questions and
// the afternoon clubs' capacities. The server checks the permission on every change; this page only
// explains when it is missing.
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SettingsPageQuery } from '../../__generated__/SettingsPageQuery.graphql';
import { EditionForm } from './EditionForm.tsx';
import { ClubCapacities } from './ClubCapacities.tsx';
import { ProgramFlags } from './ProgramFlags.tsx';
import { QuestionsEditor } from './QuestionsEditor.tsx';

export function SettingsPage() {
  const data = useLazyLoadQuery<SettingsPageQuery>(
    graphql`
      query SettingsPageQuery {
        viewer {
          permissions
        }
        currentEdition {
          year
          name
          ...EditionForm_edition
          ...ProgramFlags_edition
          ...QuestionsEditor_edition
          ...ClubCapacities_edition
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!data.viewer) return null;
  const mayManage = data.viewer.permissions.includes('MANAGE_VBS');

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>VBS settings</Title>
        <Text c="dimmed">
          {data.currentEdition.year} {data.currentEdition.name}
        </Text>
      </div>
      {mayManage ? (
        <>
          <ProgramFlags edition={data.currentEdition} />
          <EditionForm edition={data.currentEdition} />
          <QuestionsEditor edition={data.currentEdition} />
          <ClubCapacities edition={data.currentEdition} />
        </>
      ) : (
        <Alert icon={<IconLock size={20} aria-hidden />} title="Settings are for VBS managers" color="gray">
          Changing the program settings needs the MANAGE_VBS permission. Ask an administrator if you need it.
        </Alert>
      )}
    </Stack>
  );
}
