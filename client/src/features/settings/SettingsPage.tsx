// VBS settings (/dashboard/settings, MANAGE_VBS): the edition, the program flags, the form questions and
// the afternoon clubs' capacities, label printers and self check-in kiosks. The server checks the permission on every change; this page only
// explains when it is missing.
import { Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SettingsPageQuery } from '../../__generated__/SettingsPageQuery.graphql';
import { NotForYouPage } from '../../components/NoticePage.tsx';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { EditionForm } from './EditionForm.tsx';
import { NextEditionCard } from './NextEditionCard.tsx';
import { ClubCapacities } from './ClubCapacities.tsx';
import { ProgramFlags } from './ProgramFlags.tsx';
import { QuestionsEditor } from './QuestionsEditor.tsx';
import { KiosksCard } from './KiosksCard.tsx';
import { ReceiptsCard } from './ReceiptsCard.tsx';

const m = defineMessages({
  title: { id: 'staff.settings.title', defaultMessage: 'VBS settings' },
  loadingReceipts: { id: 'staff.settings.loadingReceipts', defaultMessage: 'Loading the receipts' },
  loadingKiosks: { id: 'staff.settings.loadingKiosks', defaultMessage: 'Loading the printers and kiosks' },
});

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
  const intl = useIntl();
  if (!data.viewer) return null;
  const mayManage = data.viewer.permissions.includes('MANAGE_VBS');
  if (!mayManage) return <NotForYouPage title={intl.formatMessage(m.title)} />;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{intl.formatMessage(m.title)}</Title>
        <Text c="dimmed">
          <FormattedMessage id="staff.settings.edition" defaultMessage="{year} {name}" values={{ year: String(data.currentEdition.year), name: data.currentEdition.name }} />
        </Text>
      </div>
      <ProgramFlags edition={data.currentEdition} />
      <EditionForm edition={data.currentEdition} />
      <QuestionsEditor edition={data.currentEdition} />
      <ClubCapacities edition={data.currentEdition} />
      <Suspense fallback={<Loader aria-label={intl.formatMessage(m.loadingReceipts)} />}>
        <ReceiptsCard />
      </Suspense>
      <Suspense fallback={<Loader aria-label={intl.formatMessage(m.loadingKiosks)} />}>
        <KiosksCard />
      </Suspense>
      <NextEditionCard currentYear={data.currentEdition.year} currentStart={data.currentEdition.startsAtLocal} />
    </Stack>
  );
}
