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
import { gradeOptions } from './format.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
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
  const intl = useIntl();
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
    saved: (values) =>
      child
        ? intl.formatMessage({ id: 'profile.child.saved', defaultMessage: '{name}’s details are saved.' }, { name: values.firstName })
        : intl.formatMessage({ id: 'profile.child.added', defaultMessage: '{name} is added to your family.' }, { name: values.firstName }),
    failed: intl.formatMessage({ id: 'profile.child.failed', defaultMessage: 'The child could not be saved. Please try again.' }),
    onSaved: onClose,
  });

  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'dialog.close', defaultMessage: 'Close' }) }}
      title={
        child
          ? intl.formatMessage({ id: 'profile.editNamed', defaultMessage: 'Edit {name}' }, { name: child.firstName })
          : intl.formatMessage({ id: 'profile.children.add', defaultMessage: 'Add a child' })
      } fullScreen={narrow} size="lg">
      <form {...formProps}>
        <Stack gap="sm">
          <FormErrorSummary problems={problems} />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label={intl.formatMessage({ id: 'person.firstName', defaultMessage: 'First name' })} required data-autofocus {...form.getInputProps('firstName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={intl.formatMessage({ id: 'person.preferredName', defaultMessage: 'Preferred name' })}
                description={intl.formatMessage({ id: 'profile.child.preferredName.hint', defaultMessage: 'What they like to be called' })} {...form.getInputProps('preferredName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label={intl.formatMessage({ id: 'person.lastName', defaultMessage: 'Last name' })} required {...form.getInputProps('lastName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={intl.formatMessage({ id: 'profile.child.grade.label', defaultMessage: 'Grade entering this fall' })}
                required
                data={gradeOptions(intl)} allowDeselect={false} {...form.getInputProps('gradeEntering')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={intl.formatMessage({ id: 'profile.child.birthday', defaultMessage: 'Date of birth' })} type="date" {...form.getInputProps('dateOfBirth')} />
            </Grid.Col>
          </Grid>
          <TextInput
            label={intl.formatMessage({ id: 'profile.child.alert', defaultMessage: 'Alert for the leaders (optional)' })}
            description={intl.formatMessage({
              id: 'profile.child.alert.hint',
              defaultMessage: 'One short line every leader and intern with your child will see, e.g. “Peanut allergy — EpiPen in backpack”.',
            })}
            maxLength={120}
            {...form.getInputProps('medicalAlert')}
          />
          <Textarea
            label={intl.formatMessage({ id: 'profile.child.medical', defaultMessage: 'Medical information' })}
            description={intl.formatMessage({
              id: 'profile.child.medical.hint',
              defaultMessage: 'Allergies, medicines, conditions in full. Seen only by you and staff allowed to see medical details.',
            })}
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('medicalInformation')}
          />
          <Textarea
            label={intl.formatMessage({ id: 'profile.child.notes', defaultMessage: 'Notes for the staff' })}
            description={intl.formatMessage({ id: 'profile.child.notes.hint', defaultMessage: 'Anything that helps us care for your child.' })}
            autosize minRows={2} maxLength={2000} {...form.getInputProps('parentNotes')} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              <FormattedMessage id="confirm.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" loading={saving}>
              {child ? (
                <FormattedMessage id="profile.child.save" defaultMessage="Save child" />
              ) : (
                <FormattedMessage id="profile.child.add" defaultMessage="Add child" />
              )}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
