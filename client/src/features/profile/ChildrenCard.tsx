// The family's children with this year's registration status, and a form to add or edit a child
// (names, grade entering, date of birth, medical information, notes to staff).
import { Button, Card, Grid, Group, Modal, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ChildrenCard_child$data, ChildrenCard_child$key } from '../../__generated__/ChildrenCard_child.graphql';
import type { ChildrenCard_parent$key } from '../../__generated__/ChildrenCard_parent.graphql';
import { NARROW_LAYOUT } from '../../app/site.ts';
import { toast } from '../../app/toast.ts';
import { DeclineReason, RegistrationStatusBadge } from '../registration/RegistrationStatusBadge.tsx';
import { displayName, formatDate, gradeLabel } from '../info-sheet/format.ts';
import { GRADE_OPTIONS } from './format.ts';
import { errorMessage, fieldErrors, sentence } from './mutation.ts';
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

function ChildModal({ child, defaultLastName, onClose }: { child: ChildrenCard_child$data | null; defaultLastName: string; onClose: () => void }) {
  const narrow = useMediaQuery(NARROW_LAYOUT);
  const [save, saving] = useSaveChildMutation();
  const [values, setValues] = useState({
    firstName: child?.firstName ?? '',
    preferredName: child?.preferredName ?? '',
    lastName: child?.lastName ?? defaultLastName,
    gradeEntering: child ? String(child.gradeEntering) : null,
    dateOfBirth: child?.dateOfBirth ?? '',
    medicalInformation: child?.medicalInformation ?? '',
    parentNotes: child?.parentNotes ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bind = (field: Exclude<keyof typeof values, 'gradeEntering'>) => ({
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
    },
    error: sentence(errors[field]),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (values.gradeEntering === null) {
      setErrors({ gradeEntering: 'choose the grade your child enters this fall' });
      return;
    }
    try {
      await save({
        input: {
          id: child?.id ?? null,
          firstName: values.firstName,
          preferredName: values.preferredName || null,
          lastName: values.lastName,
          gradeEntering: Number(values.gradeEntering),
          dateOfBirth: values.dateOfBirth || null,
          medicalInformation: values.medicalInformation,
          parentNotes: values.parentNotes,
        },
      });
      toast.success(child ? `${values.firstName}’s details are saved.` : `${values.firstName} is added to your family.`);
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(errorMessage(error, 'The child could not be saved. Please try again.'));
    }
  };

  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Close' }} title={child ? `Edit ${child.firstName}` : 'Add a child'} fullScreen={narrow} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="First name" required data-autofocus {...bind('firstName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Preferred name" description="What they like to be called" {...bind('preferredName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Last name" required {...bind('lastName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label="Grade entering this fall"
                required
                data={GRADE_OPTIONS}
                value={values.gradeEntering}
                onChange={(value) => setValues((v) => ({ ...v, gradeEntering: value }))}
                error={sentence(errors.gradeEntering)}
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Date of birth" type="date" {...bind('dateOfBirth')} />
            </Grid.Col>
          </Grid>
          <Textarea
            label="Medical information"
            description="Allergies, medicines, conditions. Seen only by you and staff allowed to see medical details."
            autosize
            minRows={2}
            maxLength={2000}
            {...bind('medicalInformation')}
          />
          <Textarea label="Notes for the staff" description="Anything that helps us care for your child." autosize minRows={2} maxLength={2000} {...bind('parentNotes')} />
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
