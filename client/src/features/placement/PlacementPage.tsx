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
import { errorMessage } from '../../lib/mutation.ts';
import { PlacementReview } from './PlacementReview.tsx';
import { useApplyElectivePlacementMutation, useRunElectivePlacementMutation } from './usePlacementMutations.ts';
import { formatDateTime } from '../../lib/dates.ts';

export const PLACEMENT_PERMISSION = 'ASSIGN_STUDENT_GROUPS';

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

  const runLottery = async () => {
    try {
      await run(null);
      toast.success('A new placement is ready for review.');
    } catch (error) {
      toast.error(errorMessage(error, 'The placement could not be run. Please try again.'));
    }
  };
  const applyPlacement = async () => {
    if (!placement) return;
    setConfirming(false);
    try {
      await apply(placement.id);
      toast.success('The placement was applied: clubs and waitlists are updated.');
    } catch (error) {
      toast.error(errorMessage(error, 'The placement could not be applied. Please try again.'));
    }
  };

  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="wrap">
        <Button leftSection={<IconArrowsShuffle size={18} aria-hidden />} onClick={runLottery} loading={running} variant={placement && !placement.appliedAt ? 'default' : 'filled'}>
          {placement ? 'Run a new placement' : 'Run placement'}
        </Button>
        {placement && !placement.appliedAt && (
          <Button color="teal.9" leftSection={<IconCheck size={18} aria-hidden />} onClick={() => setConfirming(true)} loading={applying}>
            Apply this placement
          </Button>
        )}
        {placement && (
          <Badge size="lg" variant="filled" color={placement.appliedAt ? 'teal.9' : 'indigo'} tt="none">
            {placement.appliedAt ? `Applied ${formatDateTime(placement.appliedAt)}` : 'Not applied yet: review below'}
          </Badge>
        )}
      </Group>
      {placement ? (
        <PlacementReview run={placement} />
      ) : (
        <EmptyState
          icon={<IconUsersGroup size={28} aria-hidden />}
          title="No placement yet"
          description="Run the placement to see which club each approved child would get. Nothing changes until you apply it."
          py="xl"
        />
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Apply this placement?" centered>
        <Stack gap="md">
          <Text size="sm">
            Every afternoon club will have exactly the children shown, and its waitlist in the order shown. Children now in a club but placed elsewhere
            will move.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="teal.9" onClick={applyPlacement}>
              Apply placement
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
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes(PLACEMENT_PERMISSION)) return <NotForYouPage title="Club placement" />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Club placement</Title>
        <Text c="dimmed">
          Afternoon clubs for {data.currentEdition.year} {data.currentEdition.name}. A lottery sets the order; each child in turn gets the highest club they
          ranked that still has a seat, and waits for the clubs they ranked higher.
        </Text>
      </div>
      <Suspense fallback={<PageSkeleton />}>
        <Placement />
      </Suspense>
    </Stack>
  );
}
