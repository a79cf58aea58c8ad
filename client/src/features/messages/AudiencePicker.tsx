// Whom a message reaches: a saved people query (built on the people query page), groups, the parents of the
// children checked in today, all registered families, interns or staff. Children are never written to:
// the server turns children into their parents and guardians.
import { Anchor, MultiSelect, Radio, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AUDIENCE_KINDS, type AudienceKind } from './message-words.ts';
import type { ComposeValues } from './compose-state.ts';

interface Props {
  values: ComposeValues;
  onChange: (change: Partial<ComposeValues>) => void;
  savedQueries: { value: string; label: string }[];
  groups: { value: string; label: string }[];
  error?: string;
}

export function AudiencePicker({ values, onChange, savedQueries, groups, error }: Props) {
  return (
    <Stack gap="xs">
      <Radio.Group label="Who receives it" value={values.audienceKind} onChange={(kind) => onChange({ audienceKind: kind as AudienceKind })} required>
        <Stack gap={6} mt={6}>
          {AUDIENCE_KINDS.map((k) => (
            <Radio key={k.value} value={k.value} label={k.label} />
          ))}
        </Stack>
      </Radio.Group>
      {values.audienceKind === 'savedQuery' && (
        <Select
          label="Saved people query"
          description={
            <>
              Children found reach their parents. Build and save a new one on the <Anchor component={Link} to="/dashboard/apq" size="xs">people query</Anchor> page.
            </>
          }
          placeholder="Choose a query"
          data={savedQueries}
          value={values.queryId}
          onChange={(queryId) => onChange({ queryId })}
          searchable
          error={error}
        />
      )}
      {values.audienceKind === 'groups' && (
        <MultiSelect label="Groups" description="The parents of every child in these groups." placeholder="Choose groups" data={groups} value={values.groupIds} onChange={(groupIds) => onChange({ groupIds })} searchable error={error} />
      )}
      {values.audienceKind !== 'savedQuery' && values.audienceKind !== 'groups' && error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
