// One entry of the audit trail as a person reads it: the server's sentence ("Rebecca Harper gave Daniel Brooks
// permission to approve registrations"), when and through which door, and the fields it changed as labelled
// values in words. The stored record (model, key, cause, raw values) stays one tap away under "Details".
import { Badge, Box, Button, Code, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { graphql, useFragment } from 'react-relay';
import type { AuditEntry_entry$key } from '../../__generated__/AuditEntry_entry.graphql';
import { formatDateTime } from '../../lib/dates.ts';

const KIND_WORDS: Record<string, { label: string; color: string }> = {
  READ: { label: 'Read', color: 'blue' },
  CREATE: { label: 'Added', color: 'green' },
  UPDATE: { label: 'Changed', color: 'orange' },
  DELETE: { label: 'Removed', color: 'red' },
};

/** The door as the end of "Nov 27, 2026, 4:03 PM · …". */
const DOOR_PHRASE: Record<string, string> = {
  app: 'in the app',
  API: 'through the API',
  'sign-in': 'at sign-in',
  'live update': 'in a live update',
  'e-mail': 'by e-mail',
  system: 'by the system',
};

const wrap = { overflowWrap: 'anywhere' } as const;

export function AuditEntry({ entry: ref }: { entry: AuditEntry_entry$key }) {
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
  const kind = KIND_WORDS[e.kind] ?? { label: e.kind, color: 'gray' };
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
          {formatDateTime(e.at as string)} · {DOOR_PHRASE[e.doorLabel] ?? `through ${e.doorLabel}`}
        </Text>
        {e.changes.length > 0 && (
          <Box component="ul" m={0} pl="md" aria-label="What changed">
            {e.changes.map((c) => (
              <Text component="li" size="sm" key={c.label} style={wrap}>
                <Text span fw={500}>
                  {c.label}:
                </Text>{' '}
                <ChangeValues before={c.before} after={c.after} />
              </Text>
            ))}
          </Box>
        )}
        <div>
          <Button variant="subtle" size="compact-xs" onClick={toggle} aria-expanded={open} aria-controls={open ? detailsId : undefined}>
            {open ? 'Hide details' : 'Details'}
          </Button>
          {open && (
            <Stack gap={4} mt={4} id={detailsId}>
              <Text size="xs" style={wrap}>
                Stored as {e.entity}
                {e.entityId ? ` ${e.entityId}` : ''} · {e.kind} · door {e.door}
                {e.field ? ` · ${e.field}` : ''}
              </Text>
              {e.before && <RawValues label="Before" json={e.before} />}
              {e.after && <RawValues label="After" json={e.after} />}
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
    <>
      {before} <span aria-hidden>→</span>
      <VisuallyHidden>changed to</VisuallyHidden> {after}
    </>
  );
}

function RawValues({ label, json }: { label: string; json: string }) {
  return (
    <Text size="xs" component="div">
      {label}:{' '}
      <Code block style={{ whiteSpace: 'pre-wrap', ...wrap }}>
        {json}
      </Code>
    </Text>
  );
}
