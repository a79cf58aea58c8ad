// One tap marks a child's memory work memorized or forgotten (any staff member). Used on the curriculum
// page and, for today's memory work, on the rosters page. The mutation returns the memory work's
// memorized children and its schedule with the tally (merged by id), so every view of them updates at once.
import { Chip } from '@mantine/core';
import { graphql } from 'react-relay';
import type { MemorizedToggleMutation } from '../../__generated__/MemorizedToggleMutation.graphql';
import { useIntl } from '../../i18n/intl.tsx';
import { useScheduleMutation } from './useScheduleMutation.ts';

// The schedule's tally as the curriculum page shows it: the toggle's answer merges into the schedule by id.
graphql`
  fragment MemorizedToggle_schedule on Schedule {
    id
    tally {
      total
      groups {
        groupId
        name
        color
        childCount
        total
      }
    }
  }
`;

const mutation = graphql`
  mutation MemorizedToggleMutation($memoryWorkId: ID!, $childId: Int!, $memorized: Boolean!) {
    setMemoryWorkMemorized(memoryWorkId: $memoryWorkId, childId: $childId, memorized: $memorized) {
      memorized
      memoryWork {
        id
        memorizedChildIds
      }
      schedule {
        ...MemorizedToggle_schedule
      }
    }
  }
`;

interface Props {
  memoryWork: { id: string; reference: string; memorizedChildIds: readonly number[] };
  childId: number;
  childName: string;
}

export function MemorizedToggle({ memoryWork, childId, childName }: Props) {
  const [commit, inFlight] = useScheduleMutation<MemorizedToggleMutation>(mutation);
  const memorized = memoryWork.memorizedChildIds.includes(childId);
  const intl = useIntl();
  return (
    <Chip
      size="xs"
      checked={memorized}
      disabled={inFlight}
      onChange={(checked) => void commit({ memoryWorkId: memoryWork.id, childId, memorized: checked })}
      aria-label={intl.formatMessage(
        { id: 'staff.schedule.memorized.label', defaultMessage: '{childName} memorized {reference}' },
        { childName, reference: memoryWork.reference },
      )}
    >
      {memoryWork.reference}
    </Chip>
  );
}
