// The parent view (SPEC §2): e-mails (each distinct one once), phone, the contact-consent sentence,
// referral source, address, staff notes about the family, emergency contacts in calling order
// (priority shown from 1), and the children, each one click away.
import { Anchor, List, Stack, Text } from '@mantine/core';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { ParentSheet_parent$key } from '../../__generated__/ParentSheet_parent.graphql';
import type { ParentSheetQuery } from '../../__generated__/ParentSheetQuery.graphql';
import { consentSentence, displayName, distinctEmails, formatPhone, referralText, relationshipText } from '../../lib/format.ts';
import { Empty, Field, Fields, PersonLink, SectionTitle } from './SheetParts.tsx';
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
  const notes = useUpdateParentInternalNotesMutation();
  const name = displayName(parent);
  const { street, city, state, postalCode } = parent.address;
  const cityLine = [city, [state, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const contacts = [...parent.emergencyContacts].sort((a, b) => a.priority - b.priority);

  return (
    <SheetFrame title={name} typeLabel="Parent">
      <Stack gap="md">
        <Fields>
          {distinctEmails(parent.email, parent.secondaryEmail, parent.providerEmail).map(({ label, email }) => (
            <Field key={label} label={label}>
              <Anchor href={`mailto:${email}`}>{email}</Anchor>
            </Field>
          ))}
          <Field label="Phone">{parent.phone ? <Anchor href={`tel:${parent.phone}`}>{formatPhone(parent.phone)}</Anchor> : <Empty>(No phone number provided)</Empty>}</Field>
          <Field label="Contact">{consentSentence(parent.keepInTouch, parent.otherEventMessages)}</Field>
          <Field label="Referral">{referralText(parent.referralSource)}</Field>
          <Field label="Address">
            {street || cityLine ? (
              <Text component="address" fs="normal">
                {street}
                {street && cityLine && <br />}
                {cityLine}
              </Text>
            ) : (
              <Empty>(No address provided)</Empty>
            )}
          </Field>
          <Field label="Children">
            {parent.children.length ? (
              <Stack gap={2} align="flex-start">
                {parent.children.map((child) => (
                  <PersonLink key={child.id} personType="student" person={child} />
                ))}
              </Stack>
            ) : (
              <Empty>(No children on file)</Empty>
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
        <SectionTitle>Emergency contacts</SectionTitle>
        {contacts.length ? (
          <List type="ordered" spacing="xs" listStyleType="none" p={0}>
            {contacts.map((c) => (
              <List.Item key={c.id}>
                <Text fw={600} span>
                  {c.priority + 1}. {c.name.firstName} {c.name.lastName}
                </Text>
                <Text span c="dimmed">
                  {' '}
                  · {relationshipText(c.relationship, c.relationshipOther)} ·{' '}
                </Text>
                <Anchor href={`tel:${c.phone}`}>{formatPhone(c.phone)}</Anchor>
              </List.Item>
            ))}
          </List>
        ) : (
          <Empty>(No emergency contacts)</Empty>
        )}
      </Stack>
    </SheetFrame>
  );
}
