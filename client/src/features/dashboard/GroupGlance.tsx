// One line per group the person leads: color, name, children and (for staff) how many are here now; each line
// opens the group's "my group" view (its children, points and today's schedule).
import { Anchor, Card, ColorSwatch, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FormattedMessage } from '../../i18n/intl.tsx';
import classes from './DashboardCards.module.css';

export interface GlanceGroup {
  id: string;
  databaseId: number;
  name: string;
  color: string;
  childCount: number;
  /** Staff only: children checked in right now; undefined when the roster is not the viewer's to read. */
  checkedIn?: number;
}

export function GroupGlance({ groups, emptyText, rostersLink }: { groups: readonly GlanceGroup[]; emptyText: string; rostersLink: boolean }) {
  if (groups.length === 0)
    return (
      <Card withBorder radius="md" padding="md">
        <Text>{emptyText}</Text>
      </Card>
    );
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {groups.map((group) => (
          <li key={group.id}>
            <UnstyledButton component={Link} to={`/dashboard/my-group/${group.databaseId}`} className={classes.glanceLink} data-testid="group-glance">
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <ColorSwatch color={group.color} size={18} aria-hidden />
                  <Text fw={600} truncate>
                    {group.name}
                  </Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {group.checkedIn === undefined ? (
                      <FormattedMessage id="staff.glance.children" defaultMessage="{count, plural, one {# child} other {# children}}" values={{ count: group.childCount }} />
                    ) : (
                      <FormattedMessage id="staff.glance.here" defaultMessage="{here} of {count} here" values={{ here: group.checkedIn, count: group.childCount }} />
                    )}
                  </Text>
                  <IconChevronRight size={16} aria-hidden />
                </Group>
              </Group>
            </UnstyledButton>
          </li>
        ))}
        {rostersLink && (
          <li>
            <Anchor component={Link} to="/dashboard/rosters" size="sm">
              <FormattedMessage id="staff.glance.rosters" defaultMessage="Open the rosters" />
            </Anchor>
          </li>
        )}
      </Stack>
    </Card>
  );
}
