// A placement run for review: how many children got their 1st, 2nd and 3rd choice, then per club the
// children placed and the waitlist (next in line first), and anyone who could not be placed.
import { Badge, Card, ColorSwatch, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { PlacementReview_run$data, PlacementReview_run$key } from '../../__generated__/PlacementReview_run.graphql';
import { displayName } from '../../../../shared/person-name.ts';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from '../../i18n/intl.tsx';

const m = defineMessages({
  grade: { id: 'staff.placement.gradeShort', defaultMessage: '{grade, select, 0 {K} 13 {Univ.} other {Gr. {grade}}}' },
  choice: { id: 'staff.placement.child.choice', defaultMessage: '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} choice' },
  chose: { id: 'staff.placement.child.chose', defaultMessage: 'chose {clubs}' },
  choseNothing: { id: 'staff.placement.child.choseNothing', defaultMessage: 'no clubs chosen' },
  statChildren: { id: 'staff.placement.stat.children', defaultMessage: 'children' },
  statChoice: { id: 'staff.placement.stat.choice', defaultMessage: 'got their {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} choice' },
  statUnplaced: { id: 'staff.placement.stat.unplaced', defaultMessage: 'not placed (clubs full)' },
  statNoChoice: { id: 'staff.placement.stat.noChoice', defaultMessage: 'chose no club' },
  placed: { id: 'staff.placement.list.placed', defaultMessage: 'Placed children' },
  placedNone: { id: 'staff.placement.list.placedNone', defaultMessage: 'No placed children.' },
  waitlist: { id: 'staff.placement.list.waitlist', defaultMessage: 'Waitlist' },
  waitlistNone: { id: 'staff.placement.list.waitlistNone', defaultMessage: 'No waitlist.' },
  unplaced: { id: 'staff.placement.list.unplaced', defaultMessage: 'Not placed, every chosen club full' },
  unplacedNone: { id: 'staff.placement.list.unplacedNone', defaultMessage: 'No not placed, every chosen club full.' },
  noChoice: { id: 'staff.placement.list.noChoice', defaultMessage: 'Chose no club' },
  noChoiceNone: { id: 'staff.placement.list.noChoiceNone', defaultMessage: 'No chose no club.' },
});

type Child = PlacementReview_run$data['unplaced'][number];

const childName = (c: Child) => displayName(c);

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

interface ChildListProps {
  children: readonly Child[];
  label: MessageDescriptor;
  /** What the list says when it has no child. */
  empty: MessageDescriptor;
  ordered?: boolean;
  showChoices?: boolean;
}

function ChildList({ children, label, empty, ordered, showChoices }: ChildListProps) {
  const intl = useIntl();
  if (children.length === 0) return <Text size="sm" c="dimmed">{intl.formatMessage(empty)}</Text>;
  return (
    <List
      type={ordered ? 'ordered' : 'unordered'}
      size="sm"
      spacing={4}
      aria-label={intl.formatMessage(label)}
      listStyleType={ordered ? 'decimal' : 'none'}
      withPadding={ordered}
    >
      {children.map((c) => (
        <List.Item key={c.childId}>
          <Group gap={6} wrap="wrap">
            <span>{childName(c)}</span>
            <Text span size="xs" c="dimmed">
              {intl.formatMessage(m.grade, { grade: c.gradeEntering })}
            </Text>
            {c.rank != null && (
              <Text span size="xs" fw={600} c="gray.7">
                {intl.formatMessage(m.choice, { rank: c.rank })}
              </Text>
            )}
            {showChoices && (
              <Text span size="xs" c="dimmed">
                {c.choices.length ? intl.formatMessage(m.chose, { clubs: c.choices.join(', ') }) : intl.formatMessage(m.choseNothing)}
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
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
        <Stat label={intl.formatMessage(m.statChildren)} value={run.childCount} />
        {run.placedByChoice.map((n, i) => (
          <Stat key={i} label={intl.formatMessage(m.statChoice, { rank: i + 1 })} value={n} />
        ))}
        <Stat label={intl.formatMessage(m.statUnplaced)} value={run.unplaced.length} />
        <Stat label={intl.formatMessage(m.statNoChoice)} value={run.withoutChoices.length} />
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
                  <FormattedMessage
                    id="staff.placement.club.seats"
                    defaultMessage="{placed} / {capacity} seats"
                    values={{ placed: placed.length, capacity: club.capacity ?? '∞' }}
                  />
                </Badge>
              </Group>
              <ChildList label={m.placed} empty={m.placedNone} children={placed} />
              <Text size="sm" fw={600}>
                <FormattedMessage id="staff.placement.club.waitlist" defaultMessage="{count, plural, =0 {Waitlist} other {Waitlist (#)}}" values={{ count: waitlist.length }} />
              </Text>
              <ChildList label={m.waitlist} empty={m.waitlistNone} ordered children={waitlist} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {(run.unplaced.length > 0 || run.withoutChoices.length > 0) && (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="unplaced-heading">
          <Stack gap="sm">
            <Title order={3} size="h4" id="unplaced-heading">
              <FormattedMessage id="staff.placement.unplaced.title" defaultMessage="Not placed" />
            </Title>
            <ChildList label={m.unplaced} empty={m.unplacedNone} children={run.unplaced} showChoices />
            <ChildList label={m.noChoice} empty={m.noChoiceNone} children={run.withoutChoices} showChoices />
          </Stack>
        </Card>
      )}
      <Text size="xs" c="dimmed">
        <FormattedMessage
          id="staff.placement.seed"
          defaultMessage="Lottery seed {seed}: running again with the same registrations and seed gives the same result."
          values={{ seed: run.seed }}
        />
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
