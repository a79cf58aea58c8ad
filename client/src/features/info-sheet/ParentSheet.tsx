// The parent view (SPEC §2): e-mails (each distinct one once), phone, the contact-consent sentence,
// referral source, address, staff notes about the family, emergency contacts in calling order
// (priority shown from 1), and the children, each one click away.
import { Anchor, List, Stack, Text } from '@mantine/core';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { ParentSheet_parent$key } from '../../__generated__/ParentSheet_parent.graphql';
import type { ParentSheetQuery } from '../../__generated__/ParentSheetQuery.graphql';
import { consentSentence, displayName, distinctEmails, formatPhone, referralText, relationshipText } from '../../lib/format.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { PERSON_TYPE_LABEL } from './person-type-words.ts';
import { Empty, Field, Fields, PersonLink, SectionTitle, SHEET_WORDS } from './SheetParts.tsx';
import { SheetFrame } from './SheetFrame.tsx';
import { StaffNotesSection } from './StaffNotesSection.tsx';
import { useUpdateParentInternalNotesMutation } from './useUpdateParentInternalNotesMutation.ts';

const query = graphql`
  query ParentSheetQuery($id: ID!) {
    node(id: $id) {
      ...ParentSheet_parent @alias(as: "parent")
    }
  }
`;

const WORDS = defineMessages({
  contact: { id: 'staff.infoSheet.parent.contact', defaultMessage: 'Contact' },
  referral: { id: 'staff.infoSheet.parent.referral', defaultMessage: 'Referral' },
  address: { id: 'staff.infoSheet.parent.address', defaultMessage: 'Address' },
  noAddress: { id: 'staff.infoSheet.parent.noAddress', defaultMessage: '(No address provided)' },
  children: { id: 'staff.infoSheet.parent.children', defaultMessage: 'Children' },
  noChildren: { id: 'staff.infoSheet.parent.noChildren', defaultMessage: '(No children on file)' },
  noContacts: { id: 'staff.infoSheet.parent.noContacts', defaultMessage: '(No emergency contacts)' },
});

export function ParentSheetEntry({ personId }: { personId: string }) {
  const data = useLazyLoadQuery<ParentSheetQuery>(query, { id: personId }, { fetchPolicy: 'store-and-network' });
  const parentKey = data.node?.parent;
  if (!parentKey) throw new Error('This parent could not be found.');
  return <ParentSheet parent={parentKey} />;
}

export function ParentSheet({ parent: parentKey }: { parent: ParentSheet_parent$key }) {
  const parent = useFragment(
    graphql`
      fragment ParentSheet_parent on Parent {
        id
        firstName
        preferredName
        lastName
        email
        secondaryEmail
        providerEmail
        phone
        keepInTouch
        otherEventMessages
        referralSource
        address {
          street
          city
          state
          postalCode
        }
        internalNotes
        internalNotesVersion
        lastSavedNotes: internalNotesVersions(last: 1) {
          savedBy
          savedAt
        }
        viewerCanEditStaffNotes
        emergencyContacts {
          id
          name {
            firstName
            lastName
          }
          priority
          relationship
          relationshipOther
          phone
        }
        children {
          id
          firstName
          preferredName
          lastName
        }
      }
    `,
    parentKey,
  );
  const intl = useIntl();
  const notes = useUpdateParentInternalNotesMutation();
  const name = displayName(parent);
  const { street, city, state, postalCode } = parent.address;
  const cityLine = [city, [state, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const contacts = [...parent.emergencyContacts].sort((a, b) => a.priority - b.priority);

  return (
    <SheetFrame title={name} typeLabel={intl.formatMessage(PERSON_TYPE_LABEL.parent)}>
      <Stack gap="md">
        <Fields>
          {distinctEmails(parent.email, parent.secondaryEmail, parent.providerEmail).map(({ label, email }) => (
            <Field key={label} label={label}>
              <Anchor href={`mailto:${email}`}>{email}</Anchor>
            </Field>
          ))}
          <Field label={intl.formatMessage(SHEET_WORDS.phone)}>
            {parent.phone ? <Anchor href={`tel:${parent.phone}`}>{formatPhone(parent.phone)}</Anchor> : <Empty>{intl.formatMessage(SHEET_WORDS.noPhone)}</Empty>}
          </Field>
          <Field label={intl.formatMessage(WORDS.contact)}>{consentSentence(parent.keepInTouch, parent.otherEventMessages)}</Field>
          <Field label={intl.formatMessage(WORDS.referral)}>{referralText(parent.referralSource)}</Field>
          <Field label={intl.formatMessage(WORDS.address)}>
            {street || cityLine ? (
              <Text component="address" fs="normal">
                {street}
                {street && cityLine && <br />}
                {cityLine}
              </Text>
            ) : (
              <Empty>{intl.formatMessage(WORDS.noAddress)}</Empty>
            )}
          </Field>
          <Field label={intl.formatMessage(WORDS.children)}>
            {parent.children.length ? (
              <Stack gap={2} align="flex-start">
                {parent.children.map((child) => (
                  <PersonLink key={child.id} personType="student" person={child} />
                ))}
              </Stack>
            ) : (
              <Empty>{intl.formatMessage(WORDS.noChildren)}</Empty>
            )}
          </Field>
        </Fields>
        {parent.viewerCanEditStaffNotes && (
          <StaffNotesSection
            personId={parent.id}
            value={parent.internalNotes ?? ''}
            version={parent.internalNotesVersion ?? 0}
            lastSaved={parent.lastSavedNotes?.[0] ?? null}
            about={name}
            save={(html, baseVersion) => notes.save(parent.id, html, baseVersion)}
            refresh={() => notes.refresh(parent.id)}
          />
        )}
        <SectionTitle>
          <FormattedMessage id="staff.infoSheet.parent.emergencyContacts" defaultMessage="Emergency contacts" />
        </SectionTitle>
        {contacts.length ? (
          <List type="ordered" spacing="xs" listStyleType="none" p={0}>
            {contacts.map((c) => (
              <List.Item key={c.id}>
                <FormattedMessage
                  id="staff.infoSheet.parent.emergencyContact"
                  defaultMessage="<name>{position}. {firstName} {lastName}</name><how> · {relationship} · </how><call>{phone}</call>"
                  values={{
                    position: c.priority + 1,
                    firstName: c.name.firstName,
                    lastName: c.name.lastName,
                    relationship: relationshipText(c.relationship, c.relationshipOther),
                    phone: formatPhone(c.phone),
                    name: (words) => (
                      <Text fw={600} span>
                        {words}
                      </Text>
                    ),
                    how: (words) => (
                      <Text span c="dimmed">
                        {words}
                      </Text>
                    ),
                    call: (words) => <Anchor href={`tel:${c.phone}`}>{words}</Anchor>,
                  }}
                />
              </List.Item>
            ))}
          </List>
        ) : (
          <Empty>{intl.formatMessage(WORDS.noContacts)}</Empty>
        )}
      </Stack>
    </SheetFrame>
  );
}
