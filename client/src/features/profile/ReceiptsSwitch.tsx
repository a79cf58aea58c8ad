// A parent's own choice of check-in and check-out receipts (server: station-texts.service.ts setMyReceipts).
// They reach the parent only when the program sends receipts; the switch says so.
import { Card, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ReceiptsSwitchQuery } from '../../__generated__/ReceiptsSwitchQuery.graphql';
import type { ReceiptsSwitchMutation } from '../../__generated__/ReceiptsSwitchMutation.graphql';
import { errorMessage, useMutationPromise } from '../../lib/mutation.ts';
import { toast } from '../../app/toast.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const query = graphql`
  query ReceiptsSwitchQuery {
    myReceipts
  }
`;

const mutation = graphql`
  mutation ReceiptsSwitchMutation($receipts: Boolean!) {
    setMyReceipts(receipts: $receipts)
  }
`;

export function ReceiptsSwitch() {
  const intl = useIntl();
  const data = useLazyLoadQuery<ReceiptsSwitchQuery>(query, {});
  const [on, setOn] = useState(data.myReceipts);
  const [save, saving] = useMutationPromise<ReceiptsSwitchMutation>(mutation);

  async function change(next: boolean) {
    setOn(next);
    try {
      await save({ receipts: next });
      toast.success(
        next
          ? intl.formatMessage({ id: 'profile.receipts.on', defaultMessage: 'You will receive check-in and pickup receipts.' })
          : intl.formatMessage({ id: 'profile.receipts.off', defaultMessage: 'No more check-in and pickup receipts.' }),
      );
    } catch (error) {
      setOn(!next);
      toast.error(errorMessage(error));
    }
  }

  return (
    <Card withBorder padding="md">
      <Switch
        checked={on}
        disabled={saving}
        onChange={(e) => void change(e.currentTarget.checked)}
        label={intl.formatMessage({ id: 'profile.receipts', defaultMessage: 'Check-in and pickup receipts' })}
        description={intl.formatMessage({
          id: 'profile.receipts.text',
          defaultMessage: 'A short text or e-mail when your child is checked in (with the pickup code) or picked up, on the days VBS sends them.',
        })}
      />
      <Text size="xs" c="dimmed" mt={6}>
        <FormattedMessage id="profile.receipts.safety" defaultMessage="Messages about your child’s safety during the program always reach you." />
      </Text>
    </Card>
  );
}
