// Seats in each afternoon club (empty for no limit), and the way to the club placement.
import { Anchor, Button, Card, ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import { NumberInput } from '../../components/typed-number-input.tsx';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ClubCapacities_edition$data, ClubCapacities_edition$key } from '../../__generated__/ClubCapacities_edition.graphql';
import { toast } from '../../app/toast.ts';
import { RequestError } from '../../relay/errors.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { useSetClubCapacityMutation } from './useSettingsMutations.ts';

const m = defineMessages({
  saved: { id: 'staff.settings.clubs.saved', defaultMessage: '{club}: {hasLimit, select, yes {{seats} seats} other {no seat limit}}.' },
  failed: { id: 'staff.settings.clubs.saveFailed', defaultMessage: 'The capacity could not be saved.' },
  seats: { id: 'staff.settings.clubs.seats', defaultMessage: 'Seats' },
  seatsIn: { id: 'staff.settings.clubs.seatsIn', defaultMessage: 'Seats in {club}' },
  noLimit: { id: 'staff.settings.clubs.noLimit', defaultMessage: 'No limit' },
});

type Club = ClubCapacities_edition$data['clubs'][number];

function ClubRow({ club }: { club: Club }) {
  const [value, setValue] = useState<number | string>(club.capacity ?? '');
  const [error, setError] = useState<string>();
  const [save, saving] = useSetClubCapacityMutation();
  const intl = useIntl();
  const capacity = value === '' ? null : Number(value);
  const changed = capacity !== club.capacity;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await save({ clubId: club.id, capacity });
      toast.success(intl.formatMessage(m.saved, { club: club.name, hasLimit: capacity === null ? 'no' : 'yes', seats: capacity ?? 0 }));
    } catch (e) {
      setError(e instanceof RequestError ? e.fields?.capacity : undefined);
      toast.error(e instanceof Error ? e.message : intl.formatMessage(m.failed));
    }
  };

  return (
    <form onSubmit={submit}>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Group gap="xs" style={{ flex: '1 1 12rem' }}>
          <ColorSwatch color={club.color} size={14} aria-hidden />
          <Text fw={500}>{club.name}</Text>
        </Group>
        <NumberInput
          label={intl.formatMessage(m.seats)}
          aria-label={intl.formatMessage(m.seatsIn, { club: club.name })}
          placeholder={intl.formatMessage(m.noLimit)}
          min={1}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
          value={value}
          onChange={setValue}
          error={error}
          w={120}
        />
        <Button type="submit" variant="light" disabled={!changed} loading={saving}>
          <FormattedMessage id="staff.settings.clubs.save" defaultMessage="Save" />
        </Button>
      </Group>
    </form>
  );
}

export function ClubCapacities({ edition: ref }: { edition: ClubCapacities_edition$key }) {
  const edition = useFragment(
    graphql`
      fragment ClubCapacities_edition on Edition {
        clubs {
          id
          name
          color
          capacity
        }
      }
    `,
    ref,
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="clubs-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="clubs-heading">
            <FormattedMessage id="staff.settings.clubs.title" defaultMessage="Afternoon clubs" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="staff.settings.clubs.intro"
              defaultMessage="Seats per club for the placement. Leave empty for no limit. <link>Go to club placement</link>"
              values={{
                link: (words) => (
                  <Anchor component={Link} to="/dashboard/placement">
                    {words}
                  </Anchor>
                ),
              }}
            />
          </Text>
        </div>
        {edition.clubs.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="staff.settings.clubs.none" defaultMessage="No afternoon clubs yet. Create groups of type Afternoon Club to offer them." />
          </Text>
        ) : (
          edition.clubs.map((club) => <ClubRow key={club.id} club={club} />)
        )}
      </Stack>
    </Card>
  );
}
