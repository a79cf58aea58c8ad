// A placement run for review: how many children got their 1st, 2nd and 3rd choice, then per club the
// children placed and the waitlist (next in line first), and anyone who could not be placed.
import { Badge, Card, ColorSwatch, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { PlacementReview_run$data, PlacementReview_run$key } from '../../__generated__/PlacementReview_run.graphql';
import { displayName } from '../../../../shared/person-name.ts';

const ORDINAL = ['1st', '2nd', '3rd'];

type Child = PlacementReview_run$data['unplaced'][number];

const childName = (c: Child) => displayName(c);

function gradeShort(grade: number) {
  return grade === 0 ? 'K' : grade === 13 ? 'Univ.' : `Gr. ${grade}`;
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xl" fw={700}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Card>
  );
}

function ChildList({ children, label, ordered, showChoices }: { children: readonly Child[]; label: string; ordered?: boolean; showChoices?: boolean }) {
  if (children.length === 0) return <Text size="sm" c="dimmed">{`No ${label.toLowerCase()}.`}</Text>;
  return (
    <List type={ordered ? 'ordered' : 'unordered'} size="sm" spacing={4} aria-label={label} listStyleType={ordered ? 'decimal' : 'none'} withPadding={ordered}>
      {children.map((c) => (
        <List.Item key={c.childId}>
          <Group gap={6} wrap="wrap">
            <span>{childName(c)}</span>
            <Text span size="xs" c="dimmed">
              {gradeShort(c.gradeEntering)}
            </Text>
            {c.rank != null && (
              <Text span size="xs" fw={600} c="gray.7">
                {ORDINAL[c.rank - 1]} choice
              </Text>
            )}
            {showChoices && (
              <Text span size="xs" c="dimmed">
                {c.choices.length ? `chose ${c.choices.join(', ')}` : 'no clubs chosen'}
              </Text>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

export function PlacementReview({ run: ref }: { run: PlacementReview_run$key }) {
  const run = useFragment(
    graphql`
      fragment PlacementReview_run on PlacementRun {
        seed
        childCount
        placedByChoice
        clubs {
          club {
            id
            name
            color
            capacity
          }
          placed {
            ...PlacementReview_child @relay(mask: false)
          }
          waitlist {
            ...PlacementReview_child @relay(mask: false)
          }
        }
        unplaced {
          ...PlacementReview_child @relay(mask: false)
        }
        withoutChoices {
          ...PlacementReview_child @relay(mask: false)
        }
      }
    `,
    ref,
  );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
        <Stat label="children" value={run.childCount} />
        {run.placedByChoice.map((n, i) => (
          <Stat key={ORDINAL[i]} label={`got their ${ORDINAL[i]} choice`} value={n} />
        ))}
        <Stat label="not placed (clubs full)" value={run.unplaced.length} />
        <Stat label="chose no club" value={run.withoutChoices.length} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {run.clubs.map(({ club, placed, waitlist }) => (
          <Card key={club.id} withBorder radius="md" padding="lg" component="section" aria-label={club.name}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs">
                  <ColorSwatch color={club.color} size={14} aria-hidden />
                  <Title order={3} size="h4">
                    {club.name}
                  </Title>
                </Group>
                <Badge variant="filled" color={club.capacity != null && placed.length >= club.capacity ? 'red.9' : 'indigo'} tt="none">
                  {placed.length} / {club.capacity ?? '∞'} seats
                </Badge>
              </Group>
              <ChildList label="Placed children" children={placed} />
              <Text size="sm" fw={600}>
                Waitlist{waitlist.length ? ` (${waitlist.length})` : ''}
              </Text>
              <ChildList label="Waitlist" ordered children={waitlist} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {(run.unplaced.length > 0 || run.withoutChoices.length > 0) && (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="unplaced-heading">
          <Stack gap="sm">
            <Title order={3} size="h4" id="unplaced-heading">
              Not placed
            </Title>
            <ChildList label="Not placed, every chosen club full" children={run.unplaced} showChoices />
            <ChildList label="Chose no club" children={run.withoutChoices} showChoices />
          </Stack>
        </Card>
      )}
      <Text size="xs" c="dimmed">
        Lottery seed {run.seed}: running again with the same registrations and seed gives the same result.
      </Text>
    </Stack>
  );
}

graphql`
  fragment PlacementReview_child on PlacementChild {
    childId
    firstName
    preferredName
    lastName
    gradeEntering
    choices
    rank
  }
`;
