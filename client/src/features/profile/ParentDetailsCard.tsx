// The parent's own details: shown as the info sheet words them, edited in one form. A new parent (no
// phone yet) starts in the form. The server checks every field; its per-field messages show in place.
import { Button, Card, Checkbox, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { parentProfileSchema } from '../../../../forms/family.ts';
import { focusFirstProblem, problemsWith, serverProblems } from '../../app/form-problems.ts';
import { FormErrorSummary } from '../../components/FormErrorSummary.tsx';
import { graphql, useFragment } from 'react-relay';
import type { ParentDetailsCard_parent$data, ParentDetailsCard_parent$key } from '../../__generated__/ParentDetailsCard_parent.graphql';
import { toast } from '../../app/toast.ts';
import { consentSentence, distinctEmails, formatPhone, referralText } from '../info-sheet/format.ts';
import { REFERRAL_OPTIONS } from './format.ts';
import { errorMessage, sentence } from './mutation.ts';
import { useUpdateParentProfileMutation } from './useUpdateParentProfileMutation.ts';

export function ParentDetailsCard({ parent: parentRef }: { parent: ParentDetailsCard_parent$key }) {
  const parent = useFragment(
    graphql`
      fragment ParentDetailsCard_parent on Parent {
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
        referralSources {
          code
          detail
        }
        address {
          street
          city
          state
          postalCode
        }
      }
    `,
    parentRef,
  );
  const [editing, setEditing] = useState(!parent.phone);
  const { street, city, state, postalCode } = parent.address;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="details-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" id="details-heading">
              Your details
            </Title>
            <Text size="sm" c="dimmed">
              How we reach you about your children during VBS.
            </Text>
          </div>
          {!editing && (
            <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
              Edit details
            </Button>
          )}
        </Group>
        {editing ? (
          <ParentDetailsForm parent={parent} onDone={() => setEditing(false)} canCancel={!!parent.phone} />
        ) : (
          <Stack gap={6}>
            <Text fw={600}>
              {parent.firstName} {parent.preferredName && parent.preferredName !== parent.firstName ? `(${parent.preferredName}) ` : ''}
              {parent.lastName}
            </Text>
            {distinctEmails(parent.email, parent.secondaryEmail, parent.providerEmail).map(({ label, email }) => (
              <Text key={label}>
                {email}
                {label !== 'Email' && (
                  <Text span c="dimmed" size="sm">
                    {' '}
                    ({label.toLowerCase()})
                  </Text>
                )}
              </Text>
            ))}
            <Text>{formatPhone(parent.phone)}</Text>
            <Text>{street ? `${street}, ${[city, state].filter(Boolean).join(', ')} ${postalCode ?? ''}`.trim() : '(No address given)'}</Text>
            <Text size="sm">{consentSentence(parent.keepInTouch, parent.otherEventMessages)}</Text>
            <Text size="sm">{referralText(parent.referralSource)}</Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function ParentDetailsForm({ parent, onDone, canCancel }: { parent: ParentDetailsCard_parent$data; onDone: () => void; canCancel: boolean }) {
  const [save, saving] = useUpdateParentProfileMutation();
  const [values, setValues] = useState({
    firstName: parent.firstName,
    preferredName: parent.preferredName ?? '',
    lastName: parent.lastName,
    email: parent.email,
    secondaryEmail: parent.secondaryEmail ?? '',
    phone: formatPhone(parent.phone),
    street: parent.address.street ?? '',
    city: parent.address.city ?? '',
    state: parent.address.state ?? '',
    postalCode: parent.address.postalCode ?? '',
    keepInTouch: parent.keepInTouch,
    otherEventMessages: parent.otherEventMessages,
  });
  const [referrals, setReferrals] = useState<Record<string, string | null>>(
    Object.fromEntries(parent.referralSources.map((r) => [r.code, r.detail ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    // Read the input now: React clears currentTarget before the state updater runs.
    const { type, checked, value } = event.currentTarget;
    setValues((v) => ({ ...v, [field]: type === 'checkbox' ? checked : value }));
  };
  const text = (field: keyof typeof values, label: string, props: Partial<React.ComponentProps<typeof TextInput>> = {}) => (
    <TextInput label={label} value={values[field] as string} onChange={set(field)} error={sentence(errors[field] ?? errors[`address.${field}`])} {...props} />
  );

  const formRef = useRef<HTMLFormElement>(null);
  const showProblems = (problems: Record<string, string>) => {
    setErrors(problems);
    focusFirstProblem(formRef.current);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const input = {
      firstName: values.firstName,
      preferredName: values.preferredName || null,
      lastName: values.lastName,
      email: values.email,
      secondaryEmail: values.secondaryEmail || null,
      phone: values.phone,
      keepInTouch: values.keepInTouch,
      otherEventMessages: values.otherEventMessages,
      referralSources: Object.entries(referrals).map(([code, detail]) => ({ code, detail: detail || null })),
      address: { street: values.street || null, city: values.city || null, state: values.state || null, postalCode: values.postalCode || null },
    };
    // The server's own schema (forms/family.ts) first: the same words, nothing sent until it fits.
    const problems = problemsWith(parentProfileSchema, { ...input, referralSource: input.referralSources });
    if (Object.keys(problems).length) {
      showProblems(problems);
      return;
    }
    try {
      await save({ input });
      toast.success('Your details are saved.', { key: 'profile-saved' });
      onDone();
    } catch (error) {
      const refused = serverProblems(error);
      if (Object.keys(refused).length) showProblems(refused);
      else toast.error(errorMessage(error, 'Your details could not be saved. Please try again.'), { key: 'profile-saved' });
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Your details">
      <Stack gap="md">
        <FormErrorSummary problems={errors} />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('firstName', 'First name', { required: true, autoComplete: 'given-name' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('preferredName', 'Preferred name', { autoComplete: 'nickname' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{text('lastName', 'Last name', { required: true, autoComplete: 'family-name' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('email', 'E-mail', { required: true, type: 'email', autoComplete: 'email' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('secondaryEmail', 'Second e-mail (optional)', { type: 'email' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {text('phone', 'Phone', { required: true, type: 'tel', autoComplete: 'tel', description: '7 digits, or 10 with the area code' })}
          </Grid.Col>
          <Grid.Col span={12}>{text('street', 'Street address', { autoComplete: 'street-address' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>{text('city', 'City', { autoComplete: 'address-level2' })}</Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>{text('state', 'State', { autoComplete: 'address-level1' })}</Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>{text('postalCode', 'ZIP code', { autoComplete: 'postal-code' })}</Grid.Col>
        </Grid>
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm">
            Staying in touch
          </Text>
          <Checkbox label="Keep in touch with me after VBS" checked={values.keepInTouch} onChange={set('keepInTouch')} />
          <Checkbox label="Tell me about other church events" checked={values.otherEventMessages} onChange={set('otherEventMessages')} />
        </Stack>
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm">
            How did you hear about VBS? (choose any)
          </Text>
          {REFERRAL_OPTIONS.map((option) => {
            const checked = option.code in referrals;
            return (
              <Stack key={option.code} gap={4}>
                <Checkbox
                  label={option.label}
                  checked={checked}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setReferrals(({ [option.code]: _gone, ...rest }) => (on ? { ...rest, [option.code]: '' } : rest));
                  }}
                />
                {checked && option.detailLabel && (
                  <TextInput
                    ml={32}
                    maw={360}
                    size="sm"
                    label={option.detailLabel}
                    value={referrals[option.code] ?? ''}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setReferrals((r) => ({ ...r, [option.code]: value }));
                    }}
                  />
                )}
              </Stack>
            );
          })}
          {errors.referralSource && (
            <Text c="red" size="sm" role="alert">
              {sentence(errors.referralSource)}
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
