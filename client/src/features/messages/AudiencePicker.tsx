// Whom a message reaches: a saved people query (built on the people query page), groups, the parents of the
// children checked in today, all registered families, interns or staff. Children are never written to:
// the server turns children into their parents and guardians.
import { Anchor, MultiSelect, Radio, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { AUDIENCE_KINDS, type AudienceKind } from './message-words.ts';
import type { ComposeValues } from './compose-state.ts';

interface Props {
  values: ComposeValues;
  onChange: (change: Partial<ComposeValues>) => void;
  savedQueries: { value: string; label: string }[];
  groups: { value: string; label: string }[];
  error?: string;
}

const WORDS = defineMessages({
  whoReceives: { id: 'staff.messages.audience.whoReceives', defaultMessage: 'Who receives it' },
  savedQuery: { id: 'staff.messages.audience.savedQueryLabel', defaultMessage: 'Saved people query' },
  chooseQuery: { id: 'staff.messages.audience.chooseQuery', defaultMessage: 'Choose a query' },
  groups: { id: 'staff.messages.audience.groupsLabel', defaultMessage: 'Groups' },
  groupsHint: { id: 'staff.messages.audience.groupsHint', defaultMessage: 'The parents of every child in these groups.' },
  chooseGroups: { id: 'staff.messages.audience.chooseGroups', defaultMessage: 'Choose groups' },
});

export function AudiencePicker({ values, onChange, savedQueries, groups, error }: Props) {
  const intl = useIntl();
  return (
    <Stack gap="xs">
      <Radio.Group label={intl.formatMessage(WORDS.whoReceives)} value={values.audienceKind} onChange={(kind) => onChange({ audienceKind: kind as AudienceKind })} required>
        <Stack gap={6} mt={6}>
          {AUDIENCE_KINDS.map((k) => (
            <Radio key={k.value} value={k.value} label={intl.formatMessage(k.label)} />
          ))}
        </Stack>
      </Radio.Group>
      {values.audienceKind === 'savedQuery' && (
        <Select
          label={intl.formatMessage(WORDS.savedQuery)}
          description={
            <FormattedMessage
              id="staff.messages.audience.savedQueryHint"
              defaultMessage="Children found reach their parents. Build and save a new one on the <link>people query</link> page."
              values={{
                link: (words) => (
                  <Anchor component={Link} to="/dashboard/apq" size="xs">
                    {words}
                  </Anchor>
                ),
              }}
            />
          }
          placeholder={intl.formatMessage(WORDS.chooseQuery)}
          data={savedQueries}
          value={values.queryId}
          onChange={(queryId) => onChange({ queryId })}
          searchable
          error={error}
        />
      )}
      {values.audienceKind === 'groups' && (
        <MultiSelect
          label={intl.formatMessage(WORDS.groups)}
          description={intl.formatMessage(WORDS.groupsHint)}
          placeholder={intl.formatMessage(WORDS.chooseGroups)}
          data={groups}
          value={values.groupIds}
          onChange={(groupIds) => onChange({ groupIds })}
          searchable
          error={error}
        />
      )}
      {values.audienceKind !== 'savedQuery' && values.audienceKind !== 'groups' && error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
