// Who may pick the children up (shown to staff at check-out), and who must NOT (shown there as a
// warning). The parent adds, edits and removes them here.
import { ActionIcon, Alert, Badge, Button, Card, Checkbox, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PickupPeopleCardQuery, PickupPeopleCardQuery$data } from '../../__generated__/PickupPeopleCardQuery.graphql';
import { toast } from '../../app/toast.ts';
import { formatPhone } from '../info-sheet/format.ts';
import { RequestError } from '../../relay/errors.ts';
import { useDeletePickupPersonMutation, useSavePickupPersonMutation } from './usePickupPeopleMutations.ts';

type Person = PickupPeopleCardQuery$data['myPickupPeople'][number];
interface Draft { id: number | null; name: string; relationship: string; phone: string; mayPickUp: boolean; note: string }

export function PickupPeopleCard() {
  const [fetchKey, setFetchKey] = useState(0);
  const { myPickupPeople: people } = useLazyLoadQuery<PickupPeopleCardQuery>(
    graphql`
      query PickupPeopleCardQuery {
        myPickupPeople {
          databaseId
          name
          relationship
          phone
          mayPickUp
          note
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const [save, saving] = useSavePickupPersonMutation();
  const [remove] = useDeletePickupPersonMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = (p?: Person) => {
    setErrors({});
    setDraft(p ? { id: p.databaseId, name: p.name, relationship: p.relationship, phone: p.phone, mayPickUp: p.mayPickUp, note: p.note } : { id: null, name: '', relationship: '', phone: '', mayPickUp: true, note: '' });
  };
  const submit = () => {
    if (!draft) return;
    save({
      variables: { input: { ...(draft.id ? { id: draft.id } : {}), name: draft.name, relationship: draft.relationship, phone: draft.phone, mayPickUp: draft.mayPickUp, note: draft.note } },
      onCompleted: () => {
        setDraft(null);
        setFetchKey((k) => k + 1);
        toast.success('Pickup list saved.');
      },
      onError: (error) => {
        if (error instanceof RequestError && error.fields) setErrors(error.fields);
        else toast.error(error.message);
      },
    });
  };
  const allowed = people.filter((p) => p.mayPickUp);
  const forbidden = people.filter((p) => !p.mayPickUp);
  const row = (p: Person) => (
    <Group key={p.databaseId} justify="space-between" wrap="nowrap">
      <div>
        <Text fw={600}>{p.name} <Text span size="sm" c="dimmed">({p.relationship})</Text></Text>
        <Text size="sm" c="dimmed">{[p.phone && formatPhone(p.phone), p.note].filter(Boolean).join(' · ')}</Text>
      </div>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" aria-label={`Edit ${p.name}`} onClick={() => edit(p)}><IconPencil size={18} /></ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={`Remove ${p.name}`} onClick={() => remove({ variables: { id: p.databaseId }, onCompleted: () => setFetchKey((k) => k + 1), onError: (e) => void toast.error(e.message) })}>
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
  return (
    <Card withBorder padding="lg" aria-labelledby="pickup-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="pickup-heading">Pickup people</Title>
          <Button size="compact-md" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => edit()}>Add a person</Button>
        </Group>
        <Text size="sm" c="dimmed">Besides you, who may take your children home. Staff see this list at check-out.</Text>
        {allowed.length === 0 && <Text size="sm">Only you (and other parents on your profile) may pick up.</Text>}
        {allowed.map(row)}
        {forbidden.length > 0 && (
          <Alert color="red" title="Must NOT pick up">
            <Stack gap="xs">{forbidden.map(row)}</Stack>
          </Alert>
        )}
      </Stack>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? 'Edit pickup person' : 'Add a pickup person'}>
        {draft && (
          <Stack gap="sm" component="form" onSubmit={(e) => { e.preventDefault(); submit(); }}>
            <TextInput label="Name" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} error={errors.name} required data-autofocus />
            <TextInput label="Relationship to the children" placeholder="Grandmother" value={draft.relationship} onChange={(e) => setDraft({ ...draft, relationship: e.currentTarget.value })} error={errors.relationship} required />
            <TextInput label="Phone" type="tel" value={draft.phone} onChange={(e) => setDraft({ ...draft, phone: e.currentTarget.value })} error={errors.phone} />
            <Checkbox label="This person must NOT pick up my children" checked={!draft.mayPickUp} onChange={(e) => setDraft({ ...draft, mayPickUp: !e.currentTarget.checked })} />
            <TextInput label="Note for staff" value={draft.note} onChange={(e) => setDraft({ ...draft, note: e.currentTarget.value })} error={errors.note} />
            {!draft.mayPickUp && <Badge color="red" variant="light">Staff will see a warning at check-out</Badge>}
            <Group justify="end">
              <Button variant="default" onClick={() => setDraft(null)}>Cancel</Button>
              <Button type="submit" loading={saving}>Save</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
