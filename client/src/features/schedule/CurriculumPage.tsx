// /dashboard/curriculum — per day, the SPEC §2 content sections (shown read-only; those who may change the
// schedule open the lazily loaded rich-text editor on one section at a time), the day's and the week's
// memory work, the tally per group, and one tap per child to mark memory work memorized or forgotten.
import { Button, Card, Group, SegmentedControl, Select, Stack, Table, Text, Title, Typography } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CurriculumPageQuery } from '../../__generated__/CurriculumPageQuery.graphql';
import type { CurriculumPageTallyQuery } from '../../__generated__/CurriculumPageTallyQuery.graphql';
import type { CurriculumPageSaveMutation } from '../../__generated__/CurriculumPageSaveMutation.graphql';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { MemorizedToggle } from './MemorizedToggle.tsx';
import { dayLabel } from './SchedulesPage.tsx';
import { useScheduleMutation } from './useScheduleMutation.ts';
import { displayName } from '../../../../shared/person-name.ts';

const m = defineMessages({
  day: { id: 'staff.curriculum.day', defaultMessage: 'Day' },
  loadingTally: { id: 'staff.curriculum.loadingTally', defaultMessage: 'Loading who memorized what…' },
  saved: { id: 'staff.curriculum.section.saved', defaultMessage: '{section} saved.' },
  edit: { id: 'staff.curriculum.section.editLabel', defaultMessage: 'Edit {section}' },
  loadingEditor: { id: 'staff.curriculum.section.loadingEditor', defaultMessage: 'Loading the editor…' },
  tallyLabel: { id: 'staff.curriculum.tally.label', defaultMessage: 'Memorized per group' },
  markIn: { id: 'staff.curriculum.tally.markIn', defaultMessage: 'Mark children in' },
});

const StaffNotesEditor = lazy(() => import('../../components/StaffNotesEditor.tsx'));

const save = graphql`
  mutation CurriculumPageSaveMutation($dayId: ID!, $sections: [CurriculumSectionInput!]!) {
    setDayCurriculum(dayId: $dayId, sections: $sections) {
      id
      curriculum {
        key
        label
        html
      }
    }
  }
`;

export function CurriculumPage() {
  const data = useLazyLoadQuery<CurriculumPageQuery>(
    graphql`
      query CurriculumPageQuery {
        viewer {
          isStaff
        }
        schedule {
          viewerCanEdit
          currentDayId
          memoryWork {
            id
            reference
            content
          }
          days {
            id
            databaseId
            date
            curriculum {
              key
              label
              html
            }
            memoryWork {
              id
              reference
              content
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const schedule = data.schedule;
  const [dayId, setDayId] = useState<string | null>(null);
  const intl = useIntl();
  if (!schedule || schedule.days.length === 0) {
    return (
      <Text>
        <FormattedMessage id="staff.curriculum.noDays" defaultMessage="There is no schedule with days yet." />
      </Text>
    );
  }
  const day = schedule.days.find((d) => d.id === dayId) ?? schedule.days.find((d) => d.databaseId === schedule.currentDayId) ?? schedule.days[0];
  const work = [...day.memoryWork, ...schedule.memoryWork];

  return (
    <Stack gap="md">
      <Title order={1}>
        <FormattedMessage id="staff.curriculum.title" defaultMessage="Curriculum" />
      </Title>
      <SegmentedControl aria-label={intl.formatMessage(m.day)} value={day.id} onChange={setDayId} data={schedule.days.map((d) => ({ value: d.id, label: dayLabel(d.date) }))} style={{ maxWidth: '100%', overflowX: 'auto' }} />
      <Stack gap="sm">
        {day.curriculum.map((section) => (
          <SectionCard key={`${day.id}-${section.key}`} dayId={day.id} section={section} canEdit={schedule.viewerCanEdit} />
        ))}
      </Stack>

      <Card withBorder component="section" aria-labelledby="memory-heading">
        <Title order={2} size="h4" id="memory-heading" mb="xs">
          <FormattedMessage id="staff.curriculum.memoryWork" defaultMessage="Memory work" />
        </Title>
        {work.map((w) => (
          <Text key={w.id} size="sm" mb={4}>
            <FormattedMessage
              id="staff.curriculum.memoryWorkItem"
              defaultMessage="<strong>{reference}</strong> {when, select, today {(today)} other {(this week)}} — {content}"
              values={{ reference: w.reference, when: day.memoryWork.includes(w) ? 'today' : 'week', content: w.content }}
            />
          </Text>
        ))}
      </Card>

      {data.viewer?.isStaff && (
        <Suspense fallback={<Text size="sm">{intl.formatMessage(m.loadingTally)}</Text>}>
          <CurriculumTally dayId={day.id} />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * One content section: its saved HTML, read-only. Those who may write open the rich-text editor for this
 * section alone ("Edit …"), so the page mounts an editor only where someone is writing, and readers never
 * load the editor's code at all.
 */
function SectionCard({ dayId, section, canEdit }: { dayId: string; section: { key: string; label: string; html: string }; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [commit, saving] = useScheduleMutation<CurriculumPageSaveMutation>(save);
  const intl = useIntl();
  const headingId = `section-${section.key.replace(/[^a-z]/gi, '-')}`;
  const name = section.label.toLowerCase();
  const close = () => {
    setEditing(false);
    setDraft(null);
  };
  const changed = draft !== null && draft !== section.html;
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb={4} wrap="wrap" gap="xs">
        <Title order={2} size="h5" id={headingId}>
          {section.label}
        </Title>
        {canEdit &&
          (editing ? (
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={close}>
                <FormattedMessage id="staff.curriculum.section.cancel" defaultMessage="Cancel" />
              </Button>
              <Button
                size="xs"
                loading={saving}
                disabled={!changed}
                onClick={() => void commit({ dayId, sections: [{ key: section.key, html: draft! }] }, { success: intl.formatMessage(m.saved, { section: section.label }) }).then((ok) => ok && close())}
              >
                <FormattedMessage id="staff.curriculum.section.save" defaultMessage="Save {section}" values={{ section: name }} />
              </Button>
            </Group>
          ) : (
            <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing(true)} aria-label={intl.formatMessage(m.edit, { section: name })}>
              <FormattedMessage id="staff.curriculum.section.edit" defaultMessage="Edit" />
            </Button>
          ))}
      </Group>
      {editing ? (
        <Suspense fallback={<Text c="dimmed">{intl.formatMessage(m.loadingEditor)}</Text>}>
          <StaffNotesEditor value={section.html} holdExternal={draft !== null} onChange={setDraft} label={section.label} />
        </Suspense>
      ) : section.html ? (
        // Sanitized by the server (only paragraphs, headings, lists, bold, italic; no attributes).
        <Typography data-testid={`section-${section.key}`}>
          <div dangerouslySetInnerHTML={{ __html: section.html }} />
        </Typography>
      ) : (
        <Text c="dimmed" size="sm" data-testid={`section-${section.key}`}>
          <FormattedMessage id="staff.curriculum.section.empty" defaultMessage="Not written yet." />
        </Text>
      )}
    </Card>
  );
}

/** Staff only: the tally per group and one tap per child (the children and who memorized what are not for families). */
function CurriculumTally({ dayId }: { dayId: string }) {
  const data = useLazyLoadQuery<CurriculumPageTallyQuery>(
    graphql`
      query CurriculumPageTallyQuery {
        schedule {
          memoryWork {
            id
            reference
            memorizedChildIds
          }
          days {
            id
            memoryWork {
              id
              reference
              memorizedChildIds
            }
          }
          tally {
            total
            groups {
              groupId
              name
              color
              childCount
              total
            }
          }
        }
        groupList {
          groups {
            id
            databaseId
            name
            roster {
              child {
                databaseId
                firstName
                preferredName
                lastName
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [groupId, setGroupId] = useState<string | null>(data.groupList.groups[0]?.id ?? null);
  const intl = useIntl();
  const schedule = data.schedule;
  if (!schedule) return null;
  const day = schedule.days.find((d) => d.id === dayId);
  const work = [...(day?.memoryWork ?? []), ...schedule.memoryWork];
  const group = data.groupList.groups.find((g) => g.id === groupId);
  return (
        <Card withBorder component="section" aria-labelledby="tally-heading">
          <Title order={2} size="h4" id="tally-heading" mb="xs">
            <FormattedMessage id="staff.curriculum.tally.title" defaultMessage="Who memorized what" />
          </Title>
          <Table.ScrollContainer minWidth={280}>
            <Table aria-label={intl.formatMessage(m.tallyLabel)} data-testid="tally">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <FormattedMessage id="staff.curriculum.tally.group" defaultMessage="Group" />
                  </Table.Th>
                  <Table.Th>
                    <FormattedMessage id="staff.curriculum.tally.children" defaultMessage="Children" />
                  </Table.Th>
                  <Table.Th>
                    <FormattedMessage id="staff.curriculum.tally.verses" defaultMessage="Verses memorized" />
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {schedule.tally.groups.map((g) => (
                  <Table.Tr key={g.groupId}>
                    <Table.Td style={{ borderLeft: `4px solid ${g.color}` }}>{g.name}</Table.Td>
                    <Table.Td>{g.childCount}</Table.Td>
                    <Table.Td data-testid={`tally-${g.name}`}>{g.total}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed" mt="xs">
            <FormattedMessage id="staff.curriculum.tally.total" defaultMessage="{total} in all." values={{ total: schedule.tally.total }} />
          </Text>
          <Select label={intl.formatMessage(m.markIn)} data={data.groupList.groups.map((g) => ({ value: g.id, label: g.name }))} value={groupId} onChange={setGroupId} maw={320} mt="sm" />
          {group && (
            <Stack gap={4} mt="xs">
              {group.roster.map(({ child }) => {
                const name = displayName(child);
                return (
                  <Group key={child.databaseId} gap="xs" wrap="wrap">
                    <Text size="sm" w={180}>
                      {name}
                    </Text>
                    {work.map((w) => (
                      <MemorizedToggle key={w.id} memoryWork={w} childId={child.databaseId} childName={name} />
                    ))}
                  </Group>
                );
              })}
            </Stack>
          )}
        </Card>
  );
}
