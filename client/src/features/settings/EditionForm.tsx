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
        title: `Make ${changed.year} the current edition?`,
        message: `${saved.year} and everything registered for it stay as they are.`,
        confirmLabel: `Make ${changed.year} current`,
      }))
    )
      return;
    setErrors({});
    try {
      await update({ ...changed, ...(changed.timeZone ? { startsAtLocal: values.startsAtLocal } : {}) });
      toast.success('Edition details saved.');
    } catch (error) {
      if (error instanceof RequestError && error.fields) setErrors(error.fields);
      toast.error(error instanceof Error ? error.message : 'The edition could not be saved. Please try again.');
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="edition-heading">
      {confirmDialog}
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="edition-heading">
              Edition
            </Title>
            <Text size="sm" c="dimmed">
              The year and theme shown across the site, and when the program starts (the footer countdown).
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label="Year"
              description="A new year starts a new edition; past years are kept."
              min={2000}
              max={2100}
              allowDecimal={false}
              value={values.year}
              onChange={(year) => setValues((v) => ({ ...v, year }))}
              error={errors.year}
              required
            />
            <TextInput
              label="Name"
              description="The theme, e.g. Egyptian Expedition."
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
              label="Starts"
              description="First day and opening time, on the program's clocks."
              value={values.startsAtLocal}
              onChange={(e) => {
                const startsAtLocal = e.currentTarget.value;
                setValues((v) => ({ ...v, startsAtLocal }));
              }}
              error={errors.startsAtLocal}
              required
            />
            <Select
              label="Time zone"
              description="Where the program takes place."
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
              label="Messages reviewed above"
              description="A message to more families than this waits for a second staff member's approval."
              min={0}
              max={100000}
              allowDecimal={false}
              allowNegative={false}
              suffix=" families"
              value={values.messageReviewFamilies}
              onChange={(messageReviewFamilies) => setValues((v) => ({ ...v, messageReviewFamilies }))}
              error={errors.messageReviewFamilies}
              required
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" disabled={!dirty || saving} onClick={() => { setValues(saved); setErrors({}); }}>
              Undo changes
            </Button>
            <Button type="submit" loading={saving} disabled={!dirty}>
              Save edition
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
