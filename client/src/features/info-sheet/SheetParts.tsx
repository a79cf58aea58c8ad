// Small building blocks the sheet views share: a definition list of fields, a section heading, a link
// that opens another person in the sheet, and group badges colored per group type (SPEC §3).
import { Anchor, Badge, CloseButton, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { displayName, groupType, type NameParts } from '../../lib/format.ts';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';
import { openInfoSheet, type PersonType } from './info-sheet-store.ts';
import classes from './InfoSheet.module.css';

/** The words more than one sheet view uses: field labels and the empty texts of SPEC §2. */
export const SHEET_WORDS = defineMessages({
  gradeEntering: { id: 'staff.infoSheet.field.gradeEntering', defaultMessage: 'Grade entering' },
  dateOfBirth: { id: 'staff.infoSheet.field.dateOfBirth', defaultMessage: 'Date of birth' },
  phone: { id: 'staff.infoSheet.field.phone', defaultMessage: 'Phone' },
  email: { id: 'staff.infoSheet.field.email', defaultMessage: 'Email' },
  groups: { id: 'staff.infoSheet.field.groups', defaultMessage: 'Groups' },
  noPhone: { id: 'staff.infoSheet.empty.phone', defaultMessage: '(No phone number provided)' },
  noEmail: { id: 'staff.infoSheet.empty.email', defaultMessage: '(No email provided)' },
  noGroups: { id: 'staff.infoSheet.empty.groups', defaultMessage: '(No assigned groups)' },
});

/** Label/value pairs side by side; `stacked` puts each value under its label (long question prompts). */
export function Fields({ children, stacked = false }: { children: ReactNode; stacked?: boolean }) {
  return <dl className={stacked ? `${classes.fields} ${classes.stacked}` : classes.fields}>{children}</dl>;
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={classes.term}>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The empty texts of SPEC §2 ("(No … provided)") read as placeholders, not data. */
export function Empty({ children }: { children: string }) {
  return (
    <Text span c="dimmed" fs="italic">
      {children}
    </Text>
  );
}

export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={3} size="h5" mt="xs">
      {children}
    </Title>
  );
}

export function PersonLink({ personType, person }: { personType: PersonType; person: NameParts & { id: string } }) {
  return (
    <Anchor component="button" type="button" onClick={() => openInfoSheet({ personType, personId: person.id })}>
      {displayName(person)}
    </Anchor>
  );
}

export interface BadgeGroup {
  id: string;
  name: string;
  color: string;
  groupType: string;
}

const WORDS = defineMessages({
  remove: { id: 'staff.infoSheet.groups.remove', defaultMessage: 'Remove from {group}' },
  groupType: { id: 'staff.infoSheet.groups.type', defaultMessage: '· {type}' },
});

export function GroupBadges({ groups, onRemove }: { groups: readonly BadgeGroup[]; onRemove?: (group: BadgeGroup) => void }) {
  const intl = useIntl();
  return (
    <Group gap={6}>
      {groups.map((group) => {
        const type = groupType(group.groupType);
        return (
          <Badge
            key={group.id}
            color={type.color}
            variant="light"
            tt="none"
            size="lg"
            title={type.label}
            leftSection={<span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: group.color }} />}
            rightSection={
              onRemove ? <CloseButton size="xs" variant="transparent" aria-label={intl.formatMessage(WORDS.remove, { group: group.name })} onClick={() => onRemove(group)} /> : undefined
            }
          >
            {group.name}
            <Text span size="xs" fw={400} ml={4} tt="none">
              {intl.formatMessage(WORDS.groupType, { type: type.label })}
            </Text>
          </Badge>
        );
      })}
    </Group>
  );
}
