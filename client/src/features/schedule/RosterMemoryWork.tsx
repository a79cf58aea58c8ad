// The rosters page's memory-work control: today's memory work for one child, one tap each. The day's memory
// work is read once for the whole roster (useTodaysMemoryWork, one query the page's HTML carries) and handed
// to every row, so a row is only its chips: no query, no loading boundary of its own (fourteen of them made the
// roster's hydration one long task on a phone).
import { Group } from '@mantine/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RosterMemoryWorkQuery } from '../../__generated__/RosterMemoryWorkQuery.graphql';
import { MemorizedToggle } from './MemorizedToggle.tsx';

type Schedule = NonNullable<RosterMemoryWorkQuery['response']['schedule']>;
export type TodaysMemoryWork = Schedule['days'][number]['memoryWork'];

const NONE: TodaysMemoryWork = [];

/** Today's memory work (none when today is not a program day), live through Relay's store. */
export function useTodaysMemoryWork(): TodaysMemoryWork {
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
  return data.schedule?.days.find((d) => d.databaseId === data.schedule?.currentDayId)?.memoryWork ?? NONE;
}

export function RosterMemoryWork({ memoryWork, childId, childName }: { memoryWork: TodaysMemoryWork; childId: number; childName: string }) {
  if (memoryWork.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {memoryWork.map((m) => (
        <MemorizedToggle key={m.id} memoryWork={m} childId={childId} childName={childName} />
      ))}
    </Group>
  );
}
