// Check-in and check-out receipts for the current edition (MANAGE_VBS; server: station-texts.service.ts
// setReceiptSettings). When on, each check-in (with the pickup code) or check-out at the station or a kiosk
// sends the parents a short text and/or e-mail; a parent can turn their own off on their profile.
import { Card, Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ReceiptsCardQuery } from '../../__generated__/ReceiptsCardQuery.graphql';
import type { ReceiptsCardMutation, ReceiptSettingsInput } from '../../__generated__/ReceiptsCardMutation.graphql';
import { errorMessage, useMutationPromise } from '../../lib/mutation.ts';
import { toast } from '../../app/toast.ts';

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

const WHEN: { key: 'onCheckIn' | 'onCheckOut'; label: string; description: string }[] = [
  { key: 'onCheckIn', label: 'Receipt at check-in', description: 'The child’s name, the time and the pickup code.' },
  { key: 'onCheckOut', label: 'Receipt at pickup', description: 'The child’s name and the time they were picked up.' },
];

export function ReceiptsCard() {
  const data = useLazyLoadQuery<ReceiptsCardQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  // The switches show the store's receiptSettings: set at once (optimistically), replaced by the server's answer,
  // rolled back by Relay when the save is refused.
  const settings: ReceiptSettingsInput = data.receiptSettings;
  const [save, saving] = useMutationPromise<ReceiptsCardMutation>(mutation, (store) => {
    const fresh = store.getRootField('setReceiptSettings');
    if (fresh) store.getRoot().setLinkedRecord(fresh, 'receiptSettings');
  });

  async function change(wanted: ReceiptSettingsInput) {
    const on = wanted.onCheckIn || wanted.onCheckOut;
    const noChannel = on && !wanted.byText && !wanted.byEmail;
    // Turning receipts on with no way chosen sends them by e-mail; taking away the last way while on is refused.
    if (noChannel && (settings.byText || settings.byEmail)) return toast.error('Choose text, e-mail or both for the receipts.');
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
      toast.success(on ? 'Receipts saved.' : 'Receipts are off.', { key: 'receipts' });
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
            Check-in receipts
          </Title>
          <Text size="sm" c="dimmed">
            Parents get a short message when their child is checked in or picked up. A parent can turn them off on their profile.
          </Text>
        </div>
        {WHEN.map(({ key, label, description }) => (
          <Switch key={key} size="md" label={label} description={description} checked={settings[key]} disabled={saving} onChange={(e) => void change({ ...settings, [key]: e.currentTarget.checked })} />
        ))}
        <Group gap="lg" role="group" aria-label="Send receipts by">
          <Checkbox label="By text" checked={settings.byText} disabled={saving || !on} onChange={(e) => void change({ ...settings, byText: e.currentTarget.checked })} />
          <Checkbox label="By e-mail" checked={settings.byEmail} disabled={saving || !on} onChange={(e) => void change({ ...settings, byEmail: e.currentTarget.checked })} />
        </Group>
      </Stack>
    </Card>
  );
}
