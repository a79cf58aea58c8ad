// The parent's details form (ParentDetailsCard.tsx opens it; its code loads when first needed). It checks with
// the server's schema before sending; problems show in place.
import { Button, Checkbox, Grid, Group, Stack, Text } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { parentProfileSchema } from '../../../../forms/family.ts';
import { useSchemaForm } from '../../app/use-schema-form.ts';
import { FormErrorSummary } from '../../components/FormErrorSummary.tsx';
import type { ParentDetailsCard_parent$data } from '../../__generated__/ParentDetailsCard_parent.graphql';
import { formatPhone } from '../../lib/format.ts';
import { REFERRAL_OPTIONS } from './format.ts';
import { useUpdateParentProfileMutation } from './useUpdateParentProfileMutation.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const LABELS = defineMessages({
  firstName: { id: 'person.firstName', defaultMessage: 'First name' },
  preferredName: { id: 'person.preferredName', defaultMessage: 'Preferred name' },
  lastName: { id: 'person.lastName', defaultMessage: 'Last name' },
  email: { id: 'profile.field.email', defaultMessage: 'E-mail' },
  secondaryEmail: { id: 'profile.field.secondaryEmail', defaultMessage: 'Second e-mail (optional)' },
  phone: { id: 'person.phone', defaultMessage: 'Phone' },
  phoneHint: { id: 'person.phone.hint', defaultMessage: '7 digits, or 10 with the area code' },
  street: { id: 'profile.field.street', defaultMessage: 'Street address' },
  city: { id: 'profile.field.city', defaultMessage: 'City' },
  state: { id: 'profile.field.state', defaultMessage: 'State' },
  postalCode: { id: 'profile.field.postalCode', defaultMessage: 'ZIP code' },
});

type Referral = { code: string; detail: string };

export function ParentDetailsForm({ parent, onDone, canCancel }: { parent: ParentDetailsCard_parent$data; onDone: () => void; canCancel: boolean }) {
  const intl = useIntl();
  const [save, saving] = useUpdateParentProfileMutation();
  // The server's own schema (forms/family.ts) checks these values: the same words, nothing sent until it fits.
  const { form, problems, formProps } = useSchemaForm({
    schema: parentProfileSchema,
    initialValues: {
      firstName: parent.firstName,
      preferredName: parent.preferredName ?? '',
      lastName: parent.lastName,
      email: parent.email,
      secondaryEmail: parent.secondaryEmail ?? '',
      phone: formatPhone(parent.phone),
      address: { street: parent.address.street ?? '', city: parent.address.city ?? '', state: parent.address.state ?? '', postalCode: parent.address.postalCode ?? '' },
      keepInTouch: parent.keepInTouch,
      otherEventMessages: parent.otherEventMessages,
      referralSource: parent.referralSources.map((r): Referral => ({ code: r.code, detail: r.detail ?? '' })),
    },
    send: ({ address, referralSource, ...values }) =>
      save({
        input: {
          ...values,
          preferredName: values.preferredName || null,
          secondaryEmail: values.secondaryEmail || null,
          referralSources: referralSource.map(({ code, detail }) => ({ code, detail: detail || null })),
          address: { street: address.street || null, city: address.city || null, state: address.state || null, postalCode: address.postalCode || null },
        },
      }),
    saved: intl.formatMessage({ id: 'profile.details.saved', defaultMessage: 'Your details are saved.' }),
    failed: intl.formatMessage({ id: 'profile.details.failed', defaultMessage: 'Your details could not be saved. Please try again.' }),
    toastKey: 'profile-saved',
    onSaved: onDone,
  });
  const text = (field: string, label: string, props: Partial<React.ComponentProps<typeof TextInput>> = {}) => (
    <TextInput label={label} {...form.getInputProps(field)} {...props} />
  );
  const referrals = form.values.referralSource;
  const setReferrals = (next: Referral[]) => form.setFieldValue('referralSource', next);

  return (
    <form {...formProps} aria-label={intl.formatMessage({ id: 'profile.details', defaultMessage: 'Your details' })}>
      <Stack gap="md">
        <FormErrorSummary problems={problems} />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('firstName', intl.formatMessage(LABELS.firstName), { required: true, autoComplete: 'given-name' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('preferredName', intl.formatMessage(LABELS.preferredName), { autoComplete: 'nickname' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('lastName', intl.formatMessage(LABELS.lastName), { required: true, autoComplete: 'family-name' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('email', intl.formatMessage(LABELS.email), { required: true, type: 'email', autoComplete: 'email' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('secondaryEmail', intl.formatMessage(LABELS.secondaryEmail), { type: 'email' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {text('phone', intl.formatMessage(LABELS.phone), { required: true, type: 'tel', autoComplete: 'tel', description: intl.formatMessage(LABELS.phoneHint) })}
          </Grid.Col>
          <Grid.Col span={12}>{text('address.street', intl.formatMessage(LABELS.street), { autoComplete: 'street-address' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>{text('address.city', intl.formatMessage(LABELS.city), { autoComplete: 'address-level2' })}</Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>{text('address.state', intl.formatMessage(LABELS.state), { autoComplete: 'address-level1' })}</Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>{text('address.postalCode', intl.formatMessage(LABELS.postalCode), { autoComplete: 'postal-code' })}</Grid.Col>
        </Grid>
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm">
            <FormattedMessage id="profile.touch" defaultMessage="Staying in touch" />
          </Text>
          <Checkbox
            label={intl.formatMessage({ id: 'profile.touch.after', defaultMessage: 'Keep in touch with me after VBS' })}
            {...form.getInputProps('keepInTouch', { type: 'checkbox' })}
          />
          <Checkbox
            label={intl.formatMessage({ id: 'profile.touch.events', defaultMessage: 'Tell me about other church events' })}
            {...form.getInputProps('otherEventMessages', { type: 'checkbox' })}
          />
        </Stack>
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm">
            <FormattedMessage id="profile.referral" defaultMessage="How did you hear about VBS? (choose any)" />
          </Text>
          {REFERRAL_OPTIONS.map((option) => {
            const chosen = referrals.find((r) => r.code === option.code);
            const checked = chosen !== undefined;
            return (
              <Stack key={option.code} gap={4}>
                <Checkbox
                  label={intl.formatMessage(option.label)}
                  checked={checked}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    const rest = referrals.filter((r) => r.code !== option.code);
                    setReferrals(on ? [...rest, { code: option.code, detail: '' }] : rest);
                  }}
                />
                {checked && option.detailLabel && (
                  <TextInput
                    ml={32}
                    maw={360}
                    size="sm"
                    label={intl.formatMessage(option.detailLabel)}
                    value={chosen.detail}
                    onChange={(e) => {
                      const detail = e.currentTarget.value;
                      setReferrals(referrals.map((r) => (r.code === option.code ? { ...r, detail } : r)));
                    }}
                  />
                )}
              </Stack>
            );
          })}
          {form.errors.referralSource && (
            <Text c="red" size="sm" data-problem="true" tabIndex={-1}>
              {form.errors.referralSource}
            </Text>
          )}
        </Stack>
        <Group>
          <Button type="submit" loading={saving}>
            <FormattedMessage id="profile.details.save" defaultMessage="Save details" />
          </Button>
          {canCancel && (
            <Button variant="default" onClick={onDone} disabled={saving}>
              <FormattedMessage id="confirm.cancel" defaultMessage="Cancel" />
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
