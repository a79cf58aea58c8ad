// Who may pick the children up (shown to staff at check-out), and who must NOT (shown there as a
// warning). The parent adds, edits and removes them here.
import { ActionIcon, Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PickupPeopleCardQuery } from '../../__generated__/PickupPeopleCardQuery.graphql';
import type { Person } from './people-records.ts';
import { preloadOn } from '../../app/lazy-page.ts';
import { toast } from '../../app/toast.ts';
import { LazyDialog } from '../../components/LazyPart.tsx';
import { formatPhone } from '../../lib/format.ts';
import { errorMessage } from '../../lib/mutation.ts';
import { PickupPersonModal } from './parts.ts';
import { useDeletePickupPersonMutation } from './usePickupPeopleMutations.ts';
import { PhotoField } from '../photos/PhotoField.tsx';
import { useRemovePhotoMutation } from '../photos/useRemovePhotoMutation.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

export function PickupPeopleCard() {
  const intl = useIntl();
  const [fetchKey, setFetchKey] = useState(0);
  const { myPickupPeople: people, myPhoto, viewer } = useLazyLoadQuery<PickupPeopleCardQuery>(
    graphql`
      query PickupPeopleCardQuery {
        myPickupPeople {
          databaseId
          name
          relationship
          phone
          mayPickUp
          note
          photoUrl
        }
        myPhoto {
          url
        }
        viewer {
          parentIdentity {
            databaseId
            firstName
          }
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const [remove] = useDeletePickupPersonMutation();
  const [removePhoto] = useRemovePhotoMutation();
  const refetch = () => setFetchKey((k) => k + 1);
  const me = viewer?.parentIdentity;
  const [editing, setEditing] = useState<Person | 'new' | null>(null);
  const edit = (p?: Person) => setEditing(p ?? 'new');
  const allowed = people.filter((p) => p.mayPickUp);
  const forbidden = people.filter((p) => !p.mayPickUp);
  const row = (p: Person) => (
    <Group key={p.databaseId} justify="space-between" wrap="nowrap" align="flex-start">
      <Stack gap={6}>
        <div>
          <Text fw={600}>
            {p.name}
            <Text span size="sm" c="dimmed" ml={4}>
              {intl.formatMessage({ id: 'profile.pickup.relationship', defaultMessage: '({relationship})' }, { relationship: p.relationship })}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">{[p.phone && formatPhone(p.phone), p.note].filter(Boolean).join(' · ')}</Text>
        </div>
        <PhotoField
          kind="pickup-person"
          id={p.databaseId}
          name={p.name}
          photoUrl={p.photoUrl ?? null}
          onChanged={refetch}
          onRemove={() => removePhoto({ input: { kind: 'PICKUP_PERSON', id: p.databaseId } })}
        />
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" aria-label={intl.formatMessage({ id: 'profile.editNamed', defaultMessage: 'Edit {name}' }, { name: p.name })} onClick={() => edit(p)} {...preloadOn(PickupPersonModal)}><IconPencil size={18} /></ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={intl.formatMessage({ id: 'profile.removeNamed', defaultMessage: 'Remove {name}' }, { name: p.name })} onClick={() => remove({ id: p.databaseId }).then(refetch, (error: unknown) => void toast.error(errorMessage(error)))}>
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
  return (
    <Card withBorder padding="lg" aria-labelledby="pickup-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="pickup-heading">
            <FormattedMessage id="profile.pickup" defaultMessage="Pickup people" />
          </Title>
          <Button size="compact-md" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => edit()} {...preloadOn(PickupPersonModal)}>
            <FormattedMessage id="profile.pickup.add" defaultMessage="Add a person" />
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="profile.pickup.intro"
            defaultMessage="Besides you, who may take your children home. Staff see this list, with the photos you add, at check-out."
          />
        </Text>
        {me && (
          <Stack gap={6}>
            <Text fw={600} size="sm">
              <FormattedMessage id="profile.pickup.yourPhoto" defaultMessage="Your photo (you pick up too)" />
            </Text>
            <PhotoField
              kind="parent"
              id={me.databaseId}
              name={me.firstName} faceName={me.firstName} photoUrl={myPhoto?.url ?? null} onChanged={refetch} onRemove={() => removePhoto({ input: { kind: 'PARENT', id: me.databaseId } })} />
          </Stack>
        )}
        {allowed.length === 0 && (
          <Text size="sm">
            <FormattedMessage id="profile.pickup.onlyYou" defaultMessage="Only you (and other parents on your profile) may pick up." />
          </Text>
        )}
        {allowed.map(row)}
        {forbidden.length > 0 && (
          <Alert color="red" title={intl.formatMessage({ id: 'profile.pickup.forbidden', defaultMessage: 'Must NOT pick up' })}>
            <Stack gap="xs">{forbidden.map(row)}</Stack>
          </Alert>
        )}
      </Stack>
      {editing && (
        <LazyDialog onClose={() => setEditing(null)}>
          <PickupPersonModal
            person={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              refetch();
            }}
          />
        </LazyDialog>
      )}
    </Card>
  );
}
