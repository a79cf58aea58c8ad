// One entry of the audit trail as a person reads it: the server's sentence ("Rebecca Harper gave Daniel Brooks
// permission to approve registrations"), when and through which door, and the fields it changed as labelled
// values in words. The stored record (model, key, cause, raw values) stays one tap away under "Details".
import { Badge, Box, Button, Code, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { graphql, useFragment } from 'react-relay';
import type { AuditEntry_entry$key } from '../../__generated__/AuditEntry_entry.graphql';
import { formatDateTime } from '../../lib/dates.ts';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from '../../i18n/intl.tsx';

const KIND_WORDS: Record<string, { label: MessageDescriptor; color: string }> = {
  READ: { label: { id: 'staff.audit.entryKind.read', defaultMessage: 'Read' }, color: 'blue' },
  CREATE: { label: { id: 'staff.audit.entryKind.added', defaultMessage: 'Added' }, color: 'green' },
  UPDATE: { label: { id: 'staff.audit.entryKind.changed', defaultMessage: 'Changed' }, color: 'orange' },
  DELETE: { label: { id: 'staff.audit.entryKind.removed', defaultMessage: 'Removed' }, color: 'red' },
};

/** The door as the end of "Nov 27, 2026, 4:03 PM · …". */
const DOOR_PHRASE: Record<string, MessageDescriptor> = defineMessages({
  app: { id: 'staff.audit.door.app', defaultMessage: 'in the app' },
  API: { id: 'staff.audit.door.api', defaultMessage: 'through the API' },
  'sign-in': { id: 'staff.audit.door.signIn', defaultMessage: 'at sign-in' },
  'live update': { id: 'staff.audit.door.liveUpdate', defaultMessage: 'in a live update' },
  'e-mail': { id: 'staff.audit.door.email', defaultMessage: 'by e-mail' },
  system: { id: 'staff.audit.door.system', defaultMessage: 'by the system' },
});

const wrap = { overflowWrap: 'anywhere' } as const;

export function AuditEntry({ entry: ref }: { entry: AuditEntry_entry$key }) {
  const intl = useIntl();
  const e = useFragment(
    graphql`
      fragment AuditEntry_entry on AuditEntry {
        at
        kind
        summary
        doorLabel
        changes {
          label
          before
          after
        }
        door
        entity
        entityId
        field
        before
        after
      }
    `,
    ref,
  );
  const [open, { toggle }] = useDisclosure(false);
  const detailsId = useId();
  const known = KIND_WORDS[e.kind];
  const kind = known ? { label: intl.formatMessage(known.label), color: known.color } : { label: e.kind, color: 'gray' };
  const door = DOOR_PHRASE[e.doorLabel];
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge color={kind.color} variant="light" style={{ flexShrink: 0 }} mt={2}>
            {kind.label}
          </Badge>
          <Text size="sm" fw={600} style={wrap}>
            {e.summary}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          <FormattedMessage
            id="staff.audit.whenAndDoor"
            defaultMessage="{at} · {door}"
            values={{ at: formatDateTime(e.at as string), door: door ? intl.formatMessage(door) : intl.formatMessage({ id: 'staff.audit.door.other', defaultMessage: 'through {door}' }, { door: e.doorLabel }) }}
          />
        </Text>
        {e.changes.length > 0 && (
          <Box component="ul" m={0} pl="md" aria-label={intl.formatMessage({ id: 'staff.audit.whatChanged', defaultMessage: 'What changed' })}>
            {e.changes.map((c) => (
              <Text component="li" size="sm" key={c.label} style={wrap}>
                <FormattedMessage
                  id="staff.audit.change"
                  defaultMessage="<field>{label}:</field> {values}"
                  values={{ label: c.label, values: <ChangeValues before={c.before} after={c.after} />, field: (words) => <Text span fw={500}>{words}</Text> }}
                />
              </Text>
            ))}
          </Box>
        )}
        <div>
          <Button variant="subtle" size="compact-xs" onClick={toggle} aria-expanded={open} aria-controls={open ? detailsId : undefined}>
            <FormattedMessage id="staff.audit.details" defaultMessage="{open, select, true {Hide details} other {Details}}" values={{ open: String(open) }} />
          </Button>
          {open && (
            <Stack gap={4} mt={4} id={detailsId}>
              <Text size="xs" style={wrap}>
                <FormattedMessage
                  id="staff.audit.storedAs"
                  defaultMessage="Stored as {entity}{entityId} · {kind} · door {door}{field}"
                  values={{ entity: e.entity, entityId: e.entityId ? ` ${e.entityId}` : '', kind: e.kind, door: e.door, field: e.field ? ` · ${e.field}` : '' }}
                />
              </Text>
              {e.before && <RawValues label={intl.formatMessage({ id: 'staff.audit.before', defaultMessage: 'Before' })} json={e.before} />}
              {e.after && <RawValues label={intl.formatMessage({ id: 'staff.audit.after', defaultMessage: 'After' })} json={e.after} />}
            </Stack>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

/** "2nd grade → 3rd grade"; a value added or removed alone. Screen readers hear "changed to" for the arrow. */
function ChangeValues({ before, after }: { before: string | null | undefined; after: string | null | undefined }) {
  if (before == null) return <>{after}</>;
  if (after == null) return <>{before}</>;
  return (
    <FormattedMessage
      id="staff.audit.changedFromTo"
      defaultMessage="{before} <arrow>→</arrow><hidden>changed to</hidden> {after}"
      values={{ before, after, arrow: (words) => <span aria-hidden>{words}</span>, hidden: (words) => <VisuallyHidden>{words}</VisuallyHidden> }}
    />
  );
}

function RawValues({ label, json }: { label: string; json: string }) {
  return (
    <Text size="xs" component="div">
      <FormattedMessage
        id="staff.audit.rawValues"
        defaultMessage="{label}: <code>{json}</code>"
        values={{ label, json, code: (words) => <Code block style={{ whiteSpace: 'pre-wrap', ...wrap }}>{words}</Code> }}
      />
    </Text>
  );
}
