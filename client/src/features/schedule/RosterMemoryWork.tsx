// The rosters page's memory-work control: today's memory work for one child, one tap each. It loads
// its own small query (the current day's memory work), shared by every row through Relay's store.
import { Group } from '@mantine/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RosterMemoryWorkQuery } from '../../__generated__/RosterMemoryWorkQuery.graphql';
import { MemorizedToggle } from './MemorizedToggle.tsx';

export default function RosterMemoryWork({ childId, childName }: { childId: number; childName: string }) {
  const data = useLazyLoadQuery<RosterMemoryWorkQuery>(
    graphql`
      query RosterMemoryWorkQuery {
        schedule {
          currentDayId
          days {
            databaseId
            memoryWork {
              id
              reference
              memorizedChildIds
            }
          }
        }
      }
    `,
    {},
  );
  const day = data.schedule?.days.find((d) => d.databaseId === data.schedule?.currentDayId);
  if (!day || day.memoryWork.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {day.memoryWork.map((m) => (
        <MemorizedToggle key={m.id} memoryWork={m} childId={childId} childName={childName} />
      ))}
    </Group>
  );
}
