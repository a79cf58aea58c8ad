// Finding a child in any group: the server searches the rosters the viewer may read by name and answers
// a bounded number of matches, each with its group (a link that opens that group's roster), today's
// check-in state (live) and the medical mark. Nothing here depends on the size of the program.
import { Badge, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Component, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RosterSearchQuery } from '../../__generated__/RosterSearchQuery.graphql';
import { useAttendanceChanges } from '../check-in/useAttendanceChanges.ts';
import { GROUP_TYPE_WORDS, type GroupTypeName } from './group-type.ts';
import { displayName } from '../../../../shared/person-name.ts';
import classes from './groups.module.css';
import { CHECK_IN_WORDS } from './roster-filter.ts';
import { CHECK_IN_BADGE, MedicalMark } from './RosterGroupCard.tsx';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

/** Matches shown at once; a longer name narrows them. */
export const SEARCH_LIMIT = 20;

const query = graphql`
  query RosterSearchQuery($text: String!, $first: Int!) {
    groupList {
      id
      year
      rosterSearch(text: $text, first: $first) {
        checkInState
        group {
          id
          databaseId
          name
          color
          groupType
        }
        child {
          id
          firstName
          preferredName
          lastName
          gradeEntering
          hasMedicalInformation
          medicalAlert
        }
      }
    }
  }
`;

function Matches({ text, onOpenChild }: { text: string; onOpenChild: (childId: string) => void }) {
  const intl = useIntl();
  // One more than shown tells whether there are more.
  const variables = { text, first: SEARCH_LIMIT + 1 };
  const data = useLazyLoadQuery<RosterSearchQuery>(query, variables);
  // A match's check-in state follows the stations, as the roster's does.
  useAttendanceChanges<RosterSearchQuery>(data.groupList.year, { rosters: true }, query, variables);
  const matches = data.groupList.rosterSearch;
  const shown = matches.slice(0, SEARCH_LIMIT);
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" role="status">
        {matches.length > SEARCH_LIMIT ? (
          <FormattedMessage id="staff.groups.search.tooMany" defaultMessage="The first {limit} matches; type more of the name to narrow them." values={{ limit: SEARCH_LIMIT }} />
        ) : (
          <FormattedMessage
            id="staff.groups.search.count"
            defaultMessage="{count, plural, =0 {No child’s name starts with “{text}”.} one {# match.} other {# matches.}}"
            values={{ count: matches.length, text }}
          />
        )}
      </Text>
      {shown.length > 0 && (
        <ul className={classes.searchResults} aria-label={intl.formatMessage({ id: 'staff.groups.childrenFound', defaultMessage: 'Children found' })}>
          {shown.map((m) => (
            <li key={`${m.child.id}-${m.group.id}`} className={classes.searchResult}>
              <div style={{ minWidth: 0 }}>
                <UnstyledButton className={classes.personLink} onClick={() => onOpenChild(m.child.id)}>
                  {displayName(m.child)}
                </UnstyledButton>
                <MedicalMark row={m} />
                <Group gap={6} wrap="nowrap">
                  <span className={classes.swatch} style={{ background: m.group.color }} aria-hidden />
                  <Text size="sm" component={Link} to={`?group=${m.group.databaseId}`} className={classes.groupLink}>
                    {m.group.name}
                    <span className={classes.visuallyHidden}>
                      <FormattedMessage
                        id="staff.groups.search.openRoster"
                        defaultMessage=" ({type}): open its roster"
                        values={{ type: GROUP_TYPE_WORDS[m.group.groupType as GroupTypeName] ? intl.formatMessage(GROUP_TYPE_WORDS[m.group.groupType as GroupTypeName]) : m.group.groupType }}
                      />
                    </span>
                  </Text>
                </Group>
              </div>
              <Badge size="sm" radius="sm" className={classes.stateBadge} {...CHECK_IN_BADGE[m.checkInState]}>
                {CHECK_IN_WORDS[m.checkInState] ? <FormattedMessage {...CHECK_IN_WORDS[m.checkInState]} /> : m.checkInState}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** A failed search says so in place; the next text tries again. */
class SearchError extends Component<{ children: ReactNode; text: string }, { failed: string | null }> {
  state = { failed: null as string | null };
  static getDerivedStateFromError() {
    return { failed: 'fail' };
  }
  componentDidUpdate(prev: { text: string }) {
    if (prev.text !== this.props.text && this.state.failed) this.setState({ failed: null });
  }
  render() {
    return this.state.failed ? (
      <Text size="sm" c="red.8" role="alert">
        <FormattedMessage id="staff.groups.search.failed" defaultMessage="The search did not answer. Please try again." />
      </Text>
    ) : (
      this.props.children
    );
  }
}

export function RosterSearch({ onOpenChild }: { onOpenChild: (childId: string) => void }) {
  const intl = useIntl();
  const [input, setInput] = useState('');
  const [debounced] = useDebouncedValue(input.trim(), 250);
  // The previous matches stay on screen while the next ones load.
  const text = useDeferredValue(debounced);
  const loading = text !== input.trim();
  return (
    <Paper withBorder p="sm" className="no-print">
      <Stack gap="xs">
        <TextInput
          label={intl.formatMessage({ id: 'staff.groups.search.label', defaultMessage: 'Find a child in any group' })}
          placeholder={intl.formatMessage({ id: 'staff.groups.search.placeholder', defaultMessage: 'First or last name' })}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={loading && input.trim() !== '' ? <Loader size={16} aria-label={intl.formatMessage({ id: 'staff.groups.searching', defaultMessage: 'Searching' })} /> : null}
          value={input}
          onChange={(e) => setInput(e.currentTarget.value)}
          maxLength={60}
        />
        {text !== '' && (
          <SearchError text={text}>
            <Suspense fallback={<Loader size="sm" aria-label={intl.formatMessage({ id: 'staff.groups.searching', defaultMessage: 'Searching' })} />}>
              <Matches text={text} onOpenChild={onOpenChild} />
            </Suspense>
          </SearchError>
        )}
      </Stack>
    </Paper>
  );
}
