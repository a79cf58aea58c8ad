// Adding or editing a child (names, grade entering, date of birth, medical information, notes to staff);
// ChildrenCard.tsx opens it, and its code loads when first needed.
import { Button, Grid, Group, Modal, Select, Stack } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { Textarea } from '../../components/typed-textarea.tsx';
import { useMediaQuery } from '@mantine/hooks';
import { childSchema } from '../../../../forms/family.ts';
import { FormErrorSummary } from '../../components/FormErrorSummary.tsx';
import { useSchemaForm } from '../../app/use-schema-form.ts';
import type { ChildrenCard_child$data } from '../../__generated__/ChildrenCard_child.graphql';
import { NARROW_LAYOUT } from '../../app/site.ts';
import { GRADE_OPTIONS } from './format.ts';
import { useSaveChildMutation } from './useSaveChildMutation.ts';

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

export function ChildModal({ child, defaultLastName, onClose }: { child: ChildrenCard_child$data | null; defaultLastName: string; onClose: () => void }) {
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
