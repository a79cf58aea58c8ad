// Name tags and the guardian receipt for one check-in, as the printer gets them: one label per child
// (name, group, the parent's alert line in words — or that medical information is on file —, pickup code) and
// one receipt with the same code. The page picks the label size (@page), so a Dymo-style 2.25" × 4" or a 62 mm
// roll prints edge to edge.
// A station routed to a label printer (settings: the check-in table's printer) prints there through the server
// (printCheckInLabels renders the same labels as ZPL) once the check-in has reached it; the answer is shown, and
// when the printer fails (or the check-in cannot reach the server) the browser's print dialog is offered instead.
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './station.module.css';
import { formatDateTime } from '../../lib/dates.ts';
import type { PrintAnswer } from './station-printing.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

export interface PrintBatch {
  familyName: string;
  pickupCode: string;
  /** `alert`: the child's medical mark in words (lib/format.ts medicalMarkText), '' for none. */
  children: { childId: number; name: string; group: string; alert: string }[];
  at: Date;
}

/** The station's label printer as the station's query read it; null or BROWSER: the browser's print dialog. */
export interface StationPrinter {
  name: string;
  kind: 'ZEBRA_ZPL' | 'BROWSER' | (string & {});
}

/** `printer`: where the station prints; `printThere` prints the batch on it (station-printing.ts). */
interface Props {
  batch: PrintBatch;
  onDone: () => void;
  printer?: StationPrinter | null;
  printThere?: (childIds: number[]) => Promise<PrintAnswer>;
}

const SIZES = {
  '4x2.25in': { label: '2.25" × 4"', page: '4in 2.25in' },
  '62x100mm': { label: '62 mm × 100 mm', page: '100mm 62mm' },
} as const;

/** The medical mark before a label's alert line (a sign, not a word). */
const MEDICAL_MARK = '⚕ ';

export function NameTags({ batch, onDone, printer, printThere }: Props) {
  const intl = useIntl();
  const [size, setSize] = useState<keyof typeof SIZES>('4x2.25in');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<PrintAnswer | null>(null);
  const onLabelPrinter = !!printer && printer.kind !== 'BROWSER' && !!printThere;
  const pageRule = `@media print { @page { size: ${SIZES[size].page}; margin: 0; } }`;

  const printOnPrinter = async () => {
    if (!printThere) return;
    setSending(true);
    setAnswer(null);
    setAnswer(await printThere(batch.children.map((c) => c.childId)));
    setSending(false);
  };

  return (
    <Stack gap="sm" aria-label={intl.formatMessage({ id: 'checkIn.nameTags.region', defaultMessage: 'Name tags to print' })}>
      <style>{pageRule}</style>
      <Group justify="space-between" wrap="wrap" className={classes.noPrint}>
        <Title order={2} size="h3"><FormattedMessage id="checkIn.nameTags.title" defaultMessage="Name tags for the {familyName}" values={{ familyName: batch.familyName }} /></Title>
        <Group gap="xs">
          <SegmentedControl size="xs" value={size} onChange={(v) => setSize(v as keyof typeof SIZES)} data={Object.entries(SIZES).map(([value, s]) => ({ value, label: s.label }))} aria-label={intl.formatMessage({ id: 'checkIn.nameTags.labelSize', defaultMessage: 'Label size' })} />
          {onLabelPrinter ? (
            <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => void printOnPrinter()} loading={sending}>
              <FormattedMessage id="checkIn.nameTags.printOn" defaultMessage="Print on {name}" values={{ name: printer!.name }} />
            </Button>
          ) : (
            <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}><FormattedMessage id="checkIn.nameTags.print" defaultMessage="Print" /></Button>
          )}
          <Button variant="default" onClick={onDone}><FormattedMessage id="checkIn.nameTags.done" defaultMessage="Done" /></Button>
        </Group>
      </Group>
      {answer && (
        <Alert
          className={classes.noPrint}
          color={answer.printed ? 'green' : 'red'}
          title={answer.printed ? intl.formatMessage({ id: 'checkIn.nameTags.printed', defaultMessage: 'Printed' }) : intl.formatMessage({ id: 'checkIn.nameTags.notPrinted', defaultMessage: 'Not printed' })}
          role={answer.printed ? 'status' : 'alert'}
          data-testid="print-answer"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{answer.message}</Text>
            {!answer.printed && (
              <Button size="xs" variant="white" color="red" leftSection={<IconPrinter size={14} aria-hidden />} onClick={() => window.print()}>
                <FormattedMessage id="checkIn.nameTags.printInBrowser" defaultMessage="Print in browser instead" />
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <div className={classes.printArea} data-size={size}>
        {batch.children.map((c) => (
          <Paper key={c.childId} withBorder className={classes.label} data-testid="name-tag">
            <Text className={classes.tagName}>{c.name}</Text>
            <Text className={classes.tagGroup}>{c.group}</Text>
            {c.alert && (
              <Text className={classes.allergy} data-testid="name-tag-alert">
                <span aria-hidden>{MEDICAL_MARK}</span>
                {c.alert}
              </Text>
            )}
            <Text className={classes.tagCode} aria-label={intl.formatMessage({ id: 'checkIn.nameTags.pickupCode', defaultMessage: 'Pickup code {pickupCode}' }, { pickupCode: batch.pickupCode })} mt="auto" ta="right">{batch.pickupCode}</Text>
          </Paper>
        ))}
        <Paper withBorder className={classes.label} data-testid="guardian-receipt">
          <Text fw={700}><FormattedMessage id="checkIn.nameTags.receipt" defaultMessage="Guardian receipt — keep this for pickup" /></Text>
          <Text size="sm"><FormattedMessage id="checkIn.nameTags.receiptChildren" defaultMessage="{familyName}: {names}" values={{ familyName: batch.familyName, names: batch.children.map((c) => c.name).join(', ') }} /></Text>
          <Text size="sm"><FormattedMessage id="checkIn.nameTags.checkedInAt" defaultMessage="Checked in {at}" values={{ at: formatDateTime(batch.at) }} /></Text>
          <Text className={classes.tagCode} mt="auto">{batch.pickupCode}</Text>
        </Paper>
      </div>
    </Stack>
  );
}
