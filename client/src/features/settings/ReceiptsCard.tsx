// Check-in and check-out receipts for the current edition (MANAGE_VBS; server: station-texts.service.ts
// setReceiptSettings). When on, each check-in (with the pickup code) or check-out at the station or a kiosk
// sends the parents a short text and/or e-mail; a parent can turn their own off on their profile.
import { Card, Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ReceiptsCardQuery } from '../../__generated__/ReceiptsCardQuery.graphql';
import type { ReceiptsCardMutation, ReceiptSettingsInput } from '../../__generated__/ReceiptsCardMutation.graphql';
import { errorMessage, useMutationPromise } from '../../lib/mutation.ts';
import { toast } from '../../app/toast.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const query = graphql`
  query ReceiptsCardQuery {
    receiptSettings {
      onCheckIn
      onCheckOut
      byText
      byEmail
    }
  }
`;

const mutation = graphql`
  mutation ReceiptsCardMutation($input: ReceiptSettingsInput!) {
    setReceiptSettings(input: $input) {
      onCheckIn
      onCheckOut
      byText
      byEmail
    }
  }
`;

const m = defineMessages({
  checkInLabel: { id: 'staff.settings.receipts.checkInLabel', defaultMessage: 'Receipt at check-in' },
  checkInDescription: { id: 'staff.settings.receipts.checkInDescription', defaultMessage: 'The child’s name, the time and the pickup code.' },
  pickupLabel: { id: 'staff.settings.receipts.pickupLabel', defaultMessage: 'Receipt at pickup' },
  pickupDescription: { id: 'staff.settings.receipts.pickupDescription', defaultMessage: 'The child’s name and the time they were picked up.' },
  noWay: { id: 'staff.settings.receipts.noWay', defaultMessage: 'Choose text, e-mail or both for the receipts.' },
  saved: { id: 'staff.settings.receipts.saved', defaultMessage: 'Receipts saved.' },
  off: { id: 'staff.settings.receipts.off', defaultMessage: 'Receipts are off.' },
  sendBy: { id: 'staff.settings.receipts.sendBy', defaultMessage: 'Send receipts by' },
  byText: { id: 'staff.settings.receipts.byText', defaultMessage: 'By text' },
  byEmail: { id: 'staff.settings.receipts.byEmail', defaultMessage: 'By e-mail' },
});

const WHEN = [
  { key: 'onCheckIn', label: m.checkInLabel, description: m.checkInDescription },
  { key: 'onCheckOut', label: m.pickupLabel, description: m.pickupDescription },
] as const;

export function ReceiptsCard() {
  const data = useLazyLoadQuery<ReceiptsCardQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  // The switches show the store's receiptSettings: set at once (optimistically), replaced by the server's answer,
  // rolled back by Relay when the save is refused.
  const settings: ReceiptSettingsInput = data.receiptSettings;
  const intl = useIntl();
  const [save, saving] = useMutationPromise<ReceiptsCardMutation>(mutation, (store) => {
    const fresh = store.getRootField('setReceiptSettings');
    if (fresh) store.getRoot().setLinkedRecord(fresh, 'receiptSettings');
  });

  async function change(wanted: ReceiptSettingsInput) {
    const on = wanted.onCheckIn || wanted.onCheckOut;
    const noChannel = on && !wanted.byText && !wanted.byEmail;
    // Turning receipts on with no way chosen sends them by e-mail; taking away the last way while on is refused.
    if (noChannel && (settings.byText || settings.byEmail)) return toast.error(intl.formatMessage(m.noWay));
    const next = noChannel ? { ...wanted, byEmail: true } : wanted;
    try {
      await save(
        { input: next },
        {
          optimisticUpdater: (store) => {
            const shown = store.getRoot().getLinkedRecord('receiptSettings');
            if (shown) for (const [key, value] of Object.entries(next)) shown.setValue(value, key);
          },
        },
      );
      toast.success(intl.formatMessage(on ? m.saved : m.off), { key: 'receipts' });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const on = settings.onCheckIn || settings.onCheckOut;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="receipts-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="receipts-heading">
            <FormattedMessage id="staff.settings.receipts.title" defaultMessage="Check-in receipts" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="staff.settings.receipts.intro"
              defaultMessage="Parents get a short message when their child is checked in or picked up. A parent can turn them off on their profile."
            />
          </Text>
        </div>
        {WHEN.map(({ key, label, description }) => (
          <Switch
            key={key}
            size="md"
            label={intl.formatMessage(label)}
            description={intl.formatMessage(description)}
            checked={settings[key]} disabled={saving} onChange={(e) => void change({ ...settings, [key]: e.currentTarget.checked })} />
        ))}
        <Group gap="lg" role="group" aria-label={intl.formatMessage(m.sendBy)}>
          <Checkbox label={intl.formatMessage(m.byText)} checked={settings.byText} disabled={saving || !on} onChange={(e) => void change({ ...settings, byText: e.currentTarget.checked })} />
          <Checkbox label={intl.formatMessage(m.byEmail)} checked={settings.byEmail} disabled={saving || !on} onChange={(e) => void change({ ...settings, byEmail: e.currentTarget.checked })} />
        </Group>
      </Stack>
    </Card>
  );
}
