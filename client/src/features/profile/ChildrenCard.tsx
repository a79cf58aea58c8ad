// The family's children with this year's registration status, and a dialog to add or edit a child
// (ChildModal.tsx, loaded when first opened).
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ChildrenCard_child$key } from '../../__generated__/ChildrenCard_child.graphql';
import type { ChildrenCard_parent$key } from '../../__generated__/ChildrenCard_parent.graphql';
import { preloadOn } from '../../app/lazy-page.ts';
import { LazyDialog } from '../../components/LazyPart.tsx';
import { DeclineReason, RegistrationStatusBadge } from '../registration/RegistrationStatusBadge.tsx';
import { displayName, formatDate } from '../../lib/format.ts';
import { gradeText } from '../../lib/family-words.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { ChildModal } from './parts.ts';
import { PhotoField } from '../photos/PhotoField.tsx';
import { useRemovePhotoMutation, useSetPhotoUrl } from '../photos/useRemovePhotoMutation.ts';

export function ChildrenCard({ parent: parentRef, lastName }: { parent: ChildrenCard_parent$key; lastName: string }) {
  const { children } = useFragment(
    graphql`
      fragment ChildrenCard_parent on Parent {
        children {
          id
          ...ChildrenCard_child
        }
      }
    `,
    parentRef,
  );
  const [adding, setAdding] = useState(false);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="children-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" id="children-heading">
              <FormattedMessage id="profile.children" defaultMessage="Children" />
            </Title>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="profile.children.intro" defaultMessage="Only you, other parents or guardians you add, and VBS staff can see them." />
            </Text>
          </div>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)} {...preloadOn(ChildModal)}>
            <FormattedMessage id="profile.children.add" defaultMessage="Add a child" />
          </Button>
        </Group>
        {children.length === 0 ? (
          <Text c="dimmed">
            <FormattedMessage id="profile.children.none" defaultMessage="No children yet. Add each child you want to register." />
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {children.map((child) => (
              <ChildRow key={child.id} child={child} />
            ))}
          </Stack>
        )}
      </Stack>
      {adding && (
        <LazyDialog onClose={() => setAdding(false)}>
          <ChildModal child={null} defaultLastName={lastName} onClose={() => setAdding(false)} />
        </LazyDialog>
      )}
    </Card>
  );
}

function ChildRow({ child: childRef }: { child: ChildrenCard_child$key }) {
  const child = useFragment(
    graphql`
      fragment ChildrenCard_child on Child {
        id
        databaseId
        firstName
        preferredName
        lastName
        photoUrl
        gradeEntering
        dateOfBirth
        medicalInformation
        medicalAlert
        parentNotes
        currentRegistration {
          status
          decisionReason
        }
      }
    `,
    childRef,
  );
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const name = displayName(child);
  const [removePhoto] = useRemovePhotoMutation();
  const setPhotoUrl = useSetPhotoUrl();
  return (
    <Card component="li" withBorder radius="sm" padding="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">
            {child.dateOfBirth ? (
              <FormattedMessage
                id="profile.child.gradeBorn"
                defaultMessage="{grade} this fall · born {birthday}"
                values={{ grade: gradeText(intl, child.gradeEntering), birthday: formatDate(child.dateOfBirth) }}
              />
            ) : (
              <FormattedMessage id="profile.child.grade" defaultMessage="{grade} this fall" values={{ grade: gradeText(intl, child.gradeEntering) }} />
            )}
          </Text>
          <DeclineReason reason={child.currentRegistration?.status === 'DECLINED' ? child.currentRegistration.decisionReason : null} />
        </div>
        <Group gap="xs">
          <RegistrationStatusBadge status={child.currentRegistration?.status} />
          <Button variant="subtle" size="compact-md" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)} aria-label={intl.formatMessage({ id: 'profile.editNamed', defaultMessage: 'Edit {name}' }, { name })}
            {...preloadOn(ChildModal)}
          >
            <FormattedMessage id="profile.edit" defaultMessage="Edit" />
          </Button>
        </Group>
      </Group>
      <Stack mt="xs" gap={4}>
        <PhotoField
          kind="child"
          id={child.databaseId}
          name={child.preferredName || child.firstName}
          photoUrl={child.photoUrl ?? null}
          onChanged={(url) => setPhotoUrl(child.id, url)}
          onRemove={() => removePhoto({ input: { kind: 'CHILD', id: child.databaseId } })}
        />
      </Stack>
      {editing && (
        <LazyDialog onClose={() => setEditing(false)}>
          <ChildModal child={child} defaultLastName={child.lastName} onClose={() => setEditing(false)} />
        </LazyDialog>
      )}
    </Card>
  );
}
