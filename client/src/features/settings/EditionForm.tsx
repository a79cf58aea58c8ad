// The edition's year, name, start and time zone, and how many families a message may reach before a second
// staff member reviews it. Saved together with one button; only the fields that
// changed are sent, so an admin toggling a flag elsewhere at the same moment is not undone.
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { NumberInput } from '../../components/typed-number-input.tsx';
import { useEffect, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EditionForm_edition$key } from '../../__generated__/EditionForm_edition.graphql';
import { toast } from '../../app/toast.ts';
import { RequestError } from '../../relay/errors.ts';
import { useUpdateEditionSettingsMutation, type UpdateEditionSettingsInput } from './useUpdateEditionSettingsMutation.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const m = defineMessages({
  yearTitle: { id: 'staff.settings.edition.yearConfirmTitle', defaultMessage: 'Make {year} the current edition?' },
  yearMessage: { id: 'staff.settings.edition.yearConfirmMessage', defaultMessage: '{year} and everything registered for it stay as they are.' },
  yearConfirm: { id: 'staff.settings.edition.yearConfirmLabel', defaultMessage: 'Make {year} current' },
  saved: { id: 'staff.settings.edition.saved', defaultMessage: 'Edition details saved.' },
  failed: { id: 'staff.settings.edition.saveFailed', defaultMessage: 'The edition could not be saved. Please try again.' },
  year: { id: 'staff.settings.edition.year', defaultMessage: 'Year' },
  yearHint: { id: 'staff.settings.edition.yearHint', defaultMessage: 'A new year starts a new edition; past years are kept.' },
  name: { id: 'staff.settings.edition.name', defaultMessage: 'Name' },
  nameHint: { id: 'staff.settings.edition.nameHint', defaultMessage: 'The theme, e.g. Egyptian Expedition.' },
  starts: { id: 'staff.settings.edition.starts', defaultMessage: 'Starts' },
  startsHint: { id: 'staff.settings.edition.startsHint', defaultMessage: "First day and opening time, on the program's clocks." },
  timeZone: { id: 'staff.settings.edition.timeZone', defaultMessage: 'Time zone' },
  timeZoneHint: { id: 'staff.settings.edition.timeZoneHint', defaultMessage: 'Where the program takes place.' },
  review: { id: 'staff.settings.edition.reviewAbove', defaultMessage: 'Messages reviewed above' },
  reviewHint: { id: 'staff.settings.edition.reviewAboveHint', defaultMessage: "A message to more families than this waits for a second staff member's approval." },
  families: { id: 'staff.settings.edition.familiesSuffix', defaultMessage: ' families' },
});

const TIME_ZONES: string[] = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['America/Chicago', 'America/New_York', 'America/Denver', 'America/Los_Angeles', 'UTC'];
  }
})();

interface Values {
  year: number | string;
  name: string;
  startsAtLocal: string;
  timeZone: string;
  messageReviewFamilies: number | string;
}

export function EditionForm({ edition: editionRef }: { edition: EditionForm_edition$key }) {
  const edition = useFragment(
    graphql`
      fragment EditionForm_edition on Edition {
        year
        name
        startsAtLocal
        timeZone
        messageReviewFamilies
      }
    `,
    editionRef,
  );
  const saved = useMemo<Values>(() => ({ year: edition.year, name: edition.name, startsAtLocal: edition.startsAtLocal, timeZone: edition.timeZone, messageReviewFamilies: edition.messageReviewFamilies ?? 50 }), [edition]);
  const [values, setValues] = useState<Values>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, saving] = useUpdateEditionSettingsMutation();
  const [confirm, confirmDialog] = useConfirm();
  const intl = useIntl();
  useEffect(() => setValues(saved), [saved]);

  const zones = useMemo(() => (TIME_ZONES.includes(values.timeZone) ? TIME_ZONES : [values.timeZone, ...TIME_ZONES]), [values.timeZone]);
  const changed: UpdateEditionSettingsInput = {};
  if (Number(values.year) !== saved.year) changed.year = Number(values.year);
  if (values.name !== saved.name) changed.name = values.name;
  if (values.startsAtLocal !== saved.startsAtLocal) changed.startsAtLocal = values.startsAtLocal;
  if (values.timeZone !== saved.timeZone) changed.timeZone = values.timeZone;
  if (Number(values.messageReviewFamilies) !== Number(saved.messageReviewFamilies)) changed.messageReviewFamilies = values.messageReviewFamilies === '' ? -1 : Number(values.messageReviewFamilies);
  const dirty = Object.keys(changed).length > 0;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (
      changed.year !== undefined &&
      !(await confirm({
        title: intl.formatMessage(m.yearTitle, { year: String(changed.year) }),
        message: intl.formatMessage(m.yearMessage, { year: String(saved.year) }),
        confirmLabel: intl.formatMessage(m.yearConfirm, { year: String(changed.year) }),
      }))
    )
      return;
    setErrors({});
    try {
      await update({ ...changed, ...(changed.timeZone ? { startsAtLocal: values.startsAtLocal } : {}) });
      toast.success(intl.formatMessage(m.saved));
    } catch (error) {
      if (error instanceof RequestError && error.fields) setErrors(error.fields);
      toast.error(error instanceof Error ? error.message : intl.formatMessage(m.failed));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="edition-heading">
      {confirmDialog}
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="edition-heading">
              <FormattedMessage id="staff.settings.edition.title" defaultMessage="Edition" />
            </Title>
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="staff.settings.edition.intro"
                defaultMessage="The year and theme shown across the site, and when the program starts (the footer countdown)."
              />
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={intl.formatMessage(m.year)}
              description={intl.formatMessage(m.yearHint)}
              min={2000}
              max={2100}
              allowDecimal={false}
              value={values.year}
              onChange={(year) => setValues((v) => ({ ...v, year }))}
              error={errors.year}
              required
            />
            <TextInput
              label={intl.formatMessage(m.name)}
              description={intl.formatMessage(m.nameHint)}
              maxLength={100}
              value={values.name}
              onChange={(e) => {
                const name = e.currentTarget.value;
                setValues((v) => ({ ...v, name }));
              }}
              error={errors.name}
              required
            />
            <TextInput
              type="datetime-local"
              label={intl.formatMessage(m.starts)}
              description={intl.formatMessage(m.startsHint)}
              value={values.startsAtLocal}
              onChange={(e) => {
                const startsAtLocal = e.currentTarget.value;
                setValues((v) => ({ ...v, startsAtLocal }));
              }}
              error={errors.startsAtLocal}
              required
            />
            <Select
              label={intl.formatMessage(m.timeZone)}
              description={intl.formatMessage(m.timeZoneHint)}
              data={zones}
              searchable
              allowDeselect={false}
              limit={50}
              value={values.timeZone}
              onChange={(timeZone) => timeZone && setValues((v) => ({ ...v, timeZone }))}
              error={errors.timeZone}
              required
            />
            <NumberInput
              label={intl.formatMessage(m.review)}
              description={intl.formatMessage(m.reviewHint)}
              min={0}
              max={100000}
              allowDecimal={false}
              allowNegative={false}
              suffix={intl.formatMessage(m.families)}
              value={values.messageReviewFamilies}
              onChange={(messageReviewFamilies) => setValues((v) => ({ ...v, messageReviewFamilies }))}
              error={errors.messageReviewFamilies}
              required
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" disabled={!dirty || saving} onClick={() => { setValues(saved); setErrors({}); }}>
              <FormattedMessage id="staff.settings.edition.undo" defaultMessage="Undo changes" />
            </Button>
            <Button type="submit" loading={saving} disabled={!dirty}>
              <FormattedMessage id="staff.settings.edition.save" defaultMessage="Save edition" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
