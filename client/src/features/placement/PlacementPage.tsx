// Club placement (/dashboard/placement, ASSIGN_STUDENT_GROUPS): run the afternoon-club lottery over the
// approved registrations, review the result, then apply it. Nothing about the clubs changes until
// "Apply"; the server refuses to apply a result whose registrations or capacities changed meanwhile.
import { Badge, Button, EmptyState, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { NotForYouPage } from '../../components/NoticePage.tsx';
import { IconArrowsShuffle, IconCheck, IconUsersGroup } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PlacementPageQuery } from '../../__generated__/PlacementPageQuery.graphql';
import type { PlacementPageRunQuery } from '../../__generated__/PlacementPageRunQuery.graphql';
import { toast } from '../../app/toast.ts';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { errorMessage } from '../../lib/mutation.ts';
import { PlacementReview } from './PlacementReview.tsx';
import { useApplyElectivePlacementMutation, useRunElectivePlacementMutation } from './usePlacementMutations.ts';
import { formatDateTime } from '../../lib/dates.ts';

export const PLACEMENT_PERMISSION = 'ASSIGN_STUDENT_GROUPS';

const m = defineMessages({
  ready: { id: 'staff.placement.toast.ready', defaultMessage: 'A new placement is ready for review.' },
  runFailed: { id: 'staff.placement.toast.runFailed', defaultMessage: 'The placement could not be run. Please try again.' },
  applied: { id: 'staff.placement.toast.applied', defaultMessage: 'The placement was applied: clubs and waitlists are updated.' },
  applyFailed: { id: 'staff.placement.toast.applyFailed', defaultMessage: 'The placement could not be applied. Please try again.' },
  runAgain: { id: 'staff.placement.runAgain', defaultMessage: 'Run a new placement' },
  run: { id: 'staff.placement.run', defaultMessage: 'Run placement' },
  appliedAt: { id: 'staff.placement.appliedAt', defaultMessage: 'Applied {when}' },
  notApplied: { id: 'staff.placement.notApplied', defaultMessage: 'Not applied yet: review below' },
  emptyTitle: { id: 'staff.placement.empty.title', defaultMessage: 'No placement yet' },
  emptyDescription: {
    id: 'staff.placement.empty.description',
    defaultMessage: 'Run the placement to see which club each approved child would get. Nothing changes until you apply it.',
  },
  confirmTitle: { id: 'staff.placement.confirm.title', defaultMessage: 'Apply this placement?' },
  title: { id: 'staff.placement.title', defaultMessage: 'Club placement' },
});

function Placement() {
  const data = useLazyLoadQuery<PlacementPageRunQuery>(
    graphql`
      query PlacementPageRunQuery {
        electivePlacement {
          id
          createdAt
          appliedAt
          ...PlacementReview_run
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [run, running] = useRunElectivePlacementMutation();
  const [apply, applying] = useApplyElectivePlacementMutation();
  const [confirming, setConfirming] = useState(false);
  const placement = data.electivePlacement;
  const intl = useIntl();

  const runLottery = async () => {
    try {
      await run(null);
      toast.success(intl.formatMessage(m.ready));
    } catch (error) {
      toast.error(errorMessage(error, intl.formatMessage(m.runFailed)));
    }
  };
  const applyPlacement = async () => {
    if (!placement) return;
    setConfirming(false);
    try {
      await apply(placement.id);
      toast.success(intl.formatMessage(m.applied));
    } catch (error) {
      toast.error(errorMessage(error, intl.formatMessage(m.applyFailed)));
    }
  };

  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="wrap">
        <Button leftSection={<IconArrowsShuffle size={18} aria-hidden />} onClick={runLottery} loading={running} variant={placement && !placement.appliedAt ? 'default' : 'filled'}>
          {intl.formatMessage(placement ? m.runAgain : m.run)}
        </Button>
        {placement && !placement.appliedAt && (
          <Button color="teal.9" leftSection={<IconCheck size={18} aria-hidden />} onClick={() => setConfirming(true)} loading={applying}>
            <FormattedMessage id="staff.placement.apply" defaultMessage="Apply this placement" />
          </Button>
        )}
        {placement && (
          <Badge size="lg" variant="filled" color={placement.appliedAt ? 'teal.9' : 'indigo'} tt="none">
            {placement.appliedAt ? intl.formatMessage(m.appliedAt, { when: formatDateTime(placement.appliedAt) }) : intl.formatMessage(m.notApplied)}
          </Badge>
        )}
      </Group>
      {placement ? (
        <PlacementReview run={placement} />
      ) : (
        <EmptyState
          icon={<IconUsersGroup size={28} aria-hidden />}
          title={intl.formatMessage(m.emptyTitle)}
          description={intl.formatMessage(m.emptyDescription)}
          py="xl"
        />
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={intl.formatMessage(m.confirmTitle)} centered>
        <Stack gap="md">
          <Text size="sm">
            <FormattedMessage
              id="staff.placement.confirm.message"
              defaultMessage="Every afternoon club will have exactly the children shown, and its waitlist in the order shown. Children now in a club but placed elsewhere will move."
            />
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              <FormattedMessage id="staff.placement.confirm.cancel" defaultMessage="Cancel" />
            </Button>
            <Button color="teal.9" onClick={applyPlacement}>
              <FormattedMessage id="staff.placement.confirm.apply" defaultMessage="Apply placement" />
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

export function PlacementPage() {
  const data = useLazyLoadQuery<PlacementPageQuery>(
    graphql`
      query PlacementPageQuery {
        viewer {
          permissions
        }
        currentEdition {
          year
          name
        }
      }
    `,
    {},
  );
  const intl = useIntl();
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes(PLACEMENT_PERMISSION)) return <NotForYouPage title={intl.formatMessage(m.title)} />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{intl.formatMessage(m.title)}</Title>
        <Text c="dimmed">
          <FormattedMessage
            id="staff.placement.intro"
            defaultMessage="Afternoon clubs for {year} {name}. A lottery sets the order; each child in turn gets the highest club they ranked that still has a seat, and waits for the clubs they ranked higher."
            values={{ year: String(data.currentEdition.year), name: data.currentEdition.name }}
          />
        </Text>
      </div>
      <Suspense fallback={<PageSkeleton />}>
        <Placement />
      </Suspense>
    </Stack>
  );
}
