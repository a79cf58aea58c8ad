// The family's children with this year's registration status, and a form to add or edit a child
// (names, grade entering, date of birth, medical information, notes to staff).
import { Button, Card, Grid, Group, Modal, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { childSchema } from '../../../../forms/family.ts';
import { FormErrorSummary } from '../../components/FormErrorSummary.tsx';
import { useSchemaForm } from '../../app/use-schema-form.ts';
import { graphql, useFragment } from 'react-relay';
import type { ChildrenCard_child$data, ChildrenCard_child$key } from '../../__generated__/ChildrenCard_child.graphql';
import type { ChildrenCard_parent$key } from '../../__generated__/ChildrenCard_parent.graphql';
import { NARROW_LAYOUT } from '../../app/site.ts';
import { DeclineReason, RegistrationStatusBadge } from '../registration/RegistrationStatusBadge.tsx';
import { displayName, formatDate, gradeLabel } from '../info-sheet/format.ts';
import { GRADE_OPTIONS } from './format.ts';
import { useSaveChildMutation } from './useSaveChildMutation.ts';

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
              Children
            </Title>
            <Text size="sm" c="dimmed">
              Only you, other parents or guardians you add, and VBS staff can see them.
            </Text>
          </div>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add a child
          </Button>
        </Group>
        {children.length === 0 ? (
          <Text c="dimmed">No children yet. Add each child you want to register.</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {children.map((child) => (
              <ChildRow key={child.id} child={child} />
            ))}
          </Stack>
        )}
      </Stack>
      {adding && <ChildModal child={null} defaultLastName={lastName} onClose={() => setAdding(false)} />}
    </Card>
  );
}

function ChildRow({ child: childRef }: { child: ChildrenCard_child$key }) {
  const child = useFragment(
    graphql`
      fragment ChildrenCard_child on Child {
        id
        firstName
        preferredName
        lastName
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
  const [editing, setEditing] = useState(false);
  const name = displayName(child);
  return (
    <Card component="li" withBorder radius="sm" padding="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">
            {gradeLabel(child.gradeEntering)} this fall{child.dateOfBirth ? ` · born ${formatDate(child.dateOfBirth)}` : ''}
          </Text>
          <DeclineReason reason={child.currentRegistration?.status === 'DECLINED' ? child.currentRegistration.decisionReason : null} />
        </div>
        <Group gap="xs">
          <RegistrationStatusBadge status={child.currentRegistration?.status} />
          <Button variant="subtle" size="compact-md" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)} aria-label={`Edit ${name}`}>
            Edit
          </Button>
        </Group>
      </Group>
      {editing && <ChildModal child={child} defaultLastName={child.lastName} onClose={() => setEditing(false)} />}
    </Card>
  );
}

type ChildFormValues = {
  firstName: string;
  preferredName: string;
  lastName: string;
  gradeEntering: string | null;
  dateOfBirth: string;
  medicalAlert: string;
  medicalInformation: string;
  parentNotes: string;
};

function ChildModal({ child, defaultLastName, onClose }: { child: ChildrenCard_child$data | null; defaultLastName: string; onClose: () => void }) {
  const narrow = useMediaQuery(NARROW_LAYOUT);
  const [save, saving] = useSaveChildMutation();
  // The same schema the server checks with (forms/family.ts): the same words, before anything is sent.
  const { form, problems, formProps } = useSchemaForm<ChildFormValues>({
    schema: childSchema,
    initialValues: {
      firstName: child?.firstName ?? '',
      preferredName: child?.preferredName ?? '',
      lastName: child?.lastName ?? defaultLastName,
      gradeEntering: child ? String(child.gradeEntering) : null,
      dateOfBirth: child?.dateOfBirth ?? '',
      medicalAlert: child?.medicalAlert ?? '',
      medicalInformation: child?.medicalInformation ?? '',
      parentNotes: child?.parentNotes ?? '',
    },
    send: (values) =>
      save({
        input: {
          id: child?.id ?? null,
          firstName: values.firstName,
          preferredName: values.preferredName || null,
          lastName: values.lastName,
          gradeEntering: Number(values.gradeEntering),
          dateOfBirth: values.dateOfBirth || null,
          medicalAlert: values.medicalAlert,
          medicalInformation: values.medicalInformation,
          parentNotes: values.parentNotes,
        },
      }),
    saved: (values) => (child ? `${values.firstName}’s details are saved.` : `${values.firstName} is added to your family.`),
    failed: 'The child could not be saved. Please try again.',
    onSaved: onClose,
  });

  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Close' }} title={child ? `Edit ${child.firstName}` : 'Add a child'} fullScreen={narrow} size="lg">
      <form {...formProps}>
        <Stack gap="sm">
          <FormErrorSummary problems={problems} />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="First name" required data-autofocus {...form.getInputProps('firstName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Preferred name" description="What they like to be called" {...form.getInputProps('preferredName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Last name" required {...form.getInputProps('lastName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select label="Grade entering this fall" required data={GRADE_OPTIONS} allowDeselect={false} {...form.getInputProps('gradeEntering')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Date of birth" type="date" {...form.getInputProps('dateOfBirth')} />
            </Grid.Col>
          </Grid>
          <TextInput
            label="Alert for the leaders (optional)"
            description="One short line every leader and intern with your child will see, e.g. “Peanut allergy — EpiPen in backpack”."
            maxLength={120}
            {...form.getInputProps('medicalAlert')}
          />
          <Textarea
            label="Medical information"
            description="Allergies, medicines, conditions in full. Seen only by you and staff allowed to see medical details."
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('medicalInformation')}
          />
          <Textarea label="Notes for the staff" description="Anything that helps us care for your child." autosize minRows={2} maxLength={2000} {...form.getInputProps('parentNotes')} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {child ? 'Save child' : 'Add child'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
