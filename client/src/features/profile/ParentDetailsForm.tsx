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

type Referral = { code: string; detail: string };

export function ParentDetailsForm({ parent, onDone, canCancel }: { parent: ParentDetailsCard_parent$data; onDone: () => void; canCancel: boolean }) {
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
    saved: 'Your details are saved.',
    failed: 'Your details could not be saved. Please try again.',
    toastKey: 'profile-saved',
    onSaved: onDone,
  });
  const text = (field: string, label: string, props: Partial<React.ComponentProps<typeof TextInput>> = {}) => (
    <TextInput label={label} {...form.getInputProps(field)} {...props} />
  );
  const referrals = form.values.referralSource;
  const setReferrals = (next: Referral[]) => form.setFieldValue('referralSource', next);

  return (
    <form {...formProps} aria-label="Your details">
      <Stack gap="md">
        <FormErrorSummary problems={problems} />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('firstName', 'First name', { required: true, autoComplete: 'given-name' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('preferredName', 'Preferred name', { autoComplete: 'nickname' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('lastName', 'Last name', { required: true, autoComplete: 'family-name' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('email', 'E-mail', { required: true, type: 'email', autoComplete: 'email' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('secondaryEmail', 'Second e-mail (optional)', { type: 'email' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {text('phone', 'Phone', { required: true, type: 'tel', autoComplete: 'tel', description: '7 digits, or 10 with the area code' })}
          </Grid.Col>
          <Grid.Col span={12}>{text('address.street', 'Street address', { autoComplete: 'street-address' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>{text('address.city', 'City', { autoComplete: 'address-level2' })}</Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>{text('address.state', 'State', { autoComplete: 'address-level1' })}</Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>{text('address.postalCode', 'ZIP code', { autoComplete: 'postal-code' })}</Grid.Col>
        </Grid>
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm">
            Staying in touch
          </Text>
          <Checkbox label="Keep in touch with me after VBS" {...form.getInputProps('keepInTouch', { type: 'checkbox' })} />
          <Checkbox label="Tell me about other church events" {...form.getInputProps('otherEventMessages', { type: 'checkbox' })} />
        </Stack>
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm">
            How did you hear about VBS? (choose any)
          </Text>
          {REFERRAL_OPTIONS.map((option) => {
            const chosen = referrals.find((r) => r.code === option.code);
            const checked = chosen !== undefined;
            return (
              <Stack key={option.code} gap={4}>
                <Checkbox
                  label={option.label}
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
                    label={option.detailLabel}
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
            Save details
          </Button>
          {canCancel && (
            <Button variant="default" onClick={onDone} disabled={saving}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
