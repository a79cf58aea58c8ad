// VBS settings (/dashboard/settings, MANAGE_VBS): the edition, the program flags, the form questions and
// the afternoon clubs' capacities, label printers and self check-in kiosks. The server checks the permission on every change; this page only
// explains when it is missing.
import { Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SettingsPageQuery } from '../../__generated__/SettingsPageQuery.graphql';
import { NotForYouPage } from '../../components/NoticePage.tsx';
import { EditionForm } from './EditionForm.tsx';
import { NextEditionCard } from './NextEditionCard.tsx';
import { ClubCapacities } from './ClubCapacities.tsx';
import { ProgramFlags } from './ProgramFlags.tsx';
import { QuestionsEditor } from './QuestionsEditor.tsx';
import { KiosksCard } from './KiosksCard.tsx';
import { ReceiptsCard } from './ReceiptsCard.tsx';

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
          startsAtLocal
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
  if (!mayManage) return <NotForYouPage title="VBS settings" />;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>VBS settings</Title>
        <Text c="dimmed">
          {data.currentEdition.year} {data.currentEdition.name}
        </Text>
      </div>
      <ProgramFlags edition={data.currentEdition} />
      <EditionForm edition={data.currentEdition} />
      <QuestionsEditor edition={data.currentEdition} />
      <ClubCapacities edition={data.currentEdition} />
      <Suspense fallback={<Loader aria-label="Loading the receipts" />}>
        <ReceiptsCard />
      </Suspense>
      <Suspense fallback={<Loader aria-label="Loading the printers and kiosks" />}>
        <KiosksCard />
      </Suspense>
      <NextEditionCard currentYear={data.currentEdition.year} currentStart={data.currentEdition.startsAtLocal} />
    </Stack>
  );
}
