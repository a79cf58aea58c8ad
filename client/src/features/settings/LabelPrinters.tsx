// The edition's label printers (MANAGE_VBS): add a Zebra printer (ZPL over the network, port 9100) or the
// browser's print dialog, with its label size; one of them is the check-in table's printer. Kiosks are
// routed to a printer in KiosksCard.
import { Badge, Button, Card, Checkbox, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { TextInput } from '../../components/typed-fields.tsx';
import { NumberInput } from '../../components/typed-number-input.tsx';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../app/toast.ts';
import { errorMessage, fieldErrors, useMutationPromise } from '../../lib/mutation.ts';
import type { LabelPrintersCreateMutation } from '../../__generated__/LabelPrintersCreateMutation.graphql';
import type { LabelPrintersDeleteMutation } from '../../__generated__/LabelPrintersDeleteMutation.graphql';
import { LABEL_SIZES, PRINTER_KIND_WORDS, PRINTER_KINDS, type PrinterKindName } from '../../../../forms/kiosk.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const m = defineMessages({
  added: { id: 'staff.settings.printers.added', defaultMessage: '{printer} added.' },
  addFailed: { id: 'staff.settings.printers.addFailed', defaultMessage: 'The printer could not be added.' },
  removeTitle: { id: 'staff.settings.printers.removeTitle', defaultMessage: 'Remove {printer}?' },
  removeMessage: { id: 'staff.settings.printers.removeMessage', defaultMessage: 'Kiosks routed to it will print in the browser until you route them to another printer.' },
  removeConfirm: { id: 'staff.settings.printers.removeConfirm', defaultMessage: 'Remove printer' },
  removed: { id: 'staff.settings.printers.removed', defaultMessage: '{printer} removed.' },
  removeFailed: { id: 'staff.settings.printers.removeFailed', defaultMessage: 'The printer could not be removed.' },
  listLabel: { id: 'staff.settings.printers.listLabel', defaultMessage: 'Label printers' },
  removeLabel: { id: 'staff.settings.printers.removeLabel', defaultMessage: 'Remove {printer}' },
  addForm: { id: 'staff.settings.printers.addForm', defaultMessage: 'Add a label printer' },
  name: { id: 'staff.settings.printers.name', defaultMessage: 'Printer name' },
  kind: { id: 'staff.settings.printers.kind', defaultMessage: 'Kind' },
  address: { id: 'staff.settings.printers.address', defaultMessage: 'Address' },
  addressExample: { id: 'staff.settings.printers.addressExample', defaultMessage: '192.168.1.50' },
  port: { id: 'staff.settings.printers.port', defaultMessage: 'Port' },
  labelSize: { id: 'staff.settings.printers.labelSize', defaultMessage: 'Label size (inches)' },
  forStations: { id: 'staff.settings.printers.forStations', defaultMessage: 'The check-in table prints here' },
});

export interface PrinterItem {
  readonly databaseId: number;
  readonly name: string;
  readonly kind: string;
  readonly host: string;
  readonly port: number;
  readonly labelSize: string;
  readonly forStations: boolean;
}

const empty = { name: '', kind: 'ZEBRA_ZPL' as PrinterKindName, host: '', port: 9100 as number | string, labelSize: '4x2', forStations: false };

export function LabelPrinters({ printers, onChanged }: { printers: readonly PrinterItem[]; onChanged: () => void }) {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirm, confirmDialog] = useConfirm();
  const intl = useIntl();
  const [create, creating] = useMutationPromise<LabelPrintersCreateMutation>(graphql`
    mutation LabelPrintersCreateMutation($input: LabelPrinterInput!) {
      createLabelPrinter(input: $input) {
        databaseId
        name
      }
    }
  `);
  const [remove] = useMutationPromise<LabelPrintersDeleteMutation>(graphql`
    mutation LabelPrintersDeleteMutation($id: Int!) {
      deleteLabelPrinter(id: $id) {
        databaseId
      }
    }
  `);
  const zebra = form.kind === 'ZEBRA_ZPL';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const input = { name: form.name, kind: form.kind, host: zebra ? form.host : null, port: zebra && form.port !== '' ? Number(form.port) : null, labelSize: form.labelSize, forStations: form.forStations };
      await create({ input });
      toast.success(intl.formatMessage(m.added, { printer: form.name }));
      setForm(empty);
      onChanged();
    } catch (e) {
      setErrors(fieldErrors(e));
      toast.error(errorMessage(e, intl.formatMessage(m.addFailed)));
    }
  };

  const removePrinter = async (p: PrinterItem) => {
    const yes = await confirm({
      title: intl.formatMessage(m.removeTitle, { printer: p.name }),
      message: intl.formatMessage(m.removeMessage),
      confirmLabel: intl.formatMessage(m.removeConfirm),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove({ id: p.databaseId });
      toast.success(intl.formatMessage(m.removed, { printer: p.name }));
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e, intl.formatMessage(m.removeFailed)));
    }
  };

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h3">
          <FormattedMessage id="staff.settings.printers.title" defaultMessage="Label printers" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="staff.settings.printers.intro"
            defaultMessage="Name tags and guardian receipts print here after a check-in. A printer that does not answer is shown at the station or kiosk, with the browser’s print dialog instead."
          />
        </Text>
        {printers.length === 0 ? (
          <Text size="sm">
            <FormattedMessage id="staff.settings.printers.none" defaultMessage="No label printers yet: the check-in table and kiosks print through the browser." />
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={intl.formatMessage(m.listLabel)}>
            {printers.map((p) => (
              <Group key={p.databaseId} component="li" justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs">
                  <Text fw={600}>{p.name}</Text>
                  <Text size="sm" c="dimmed">
                    <FormattedMessage
                      id="staff.settings.printers.printer"
                      defaultMessage="{kind, select, zebra {Zebra at {host}:{port}} other {Browser print dialog}} · {size}″"
                      values={{ kind: p.kind === 'ZEBRA_ZPL' ? 'zebra' : 'browser', host: p.host, port: String(p.port), size: p.labelSize.replace('x', '″ × ') }}
                    />
                  </Text>
                  {p.forStations && (
                    <Badge variant="light">
                      <FormattedMessage id="staff.settings.printers.checkInTable" defaultMessage="Check-in table" />
                    </Badge>
                  )}
                </Group>
                <Button size="xs" variant="subtle" color="red" onClick={() => void removePrinter(p)} aria-label={intl.formatMessage(m.removeLabel, { printer: p.name })}>
                  <FormattedMessage id="staff.settings.printers.remove" defaultMessage="Remove" />
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <form onSubmit={submit} aria-label={intl.formatMessage(m.addForm)}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput label={intl.formatMessage(m.name)} value={form.name} onChange={(e) => setForm({ ...form, name: e.currentTarget.value })} error={errors.name} w={200} />
            <NativeSelect label={intl.formatMessage(m.kind)} value={form.kind} onChange={(e) => setForm({ ...form, kind: e.currentTarget.value as PrinterKindName })} data={PRINTER_KINDS.map((k) => ({ value: k, label: PRINTER_KIND_WORDS[k] }))} error={errors.kind} />
            {zebra && <TextInput label={intl.formatMessage(m.address)} placeholder={intl.formatMessage(m.addressExample)} value={form.host} onChange={(e) => setForm({ ...form, host: e.currentTarget.value })} error={errors.host} w={180} />}
            {zebra && <NumberInput label={intl.formatMessage(m.port)} value={form.port} onChange={(v) => setForm({ ...form, port: v })} min={1} max={65535} allowDecimal={false} error={errors.port} w={100} />}
            <NativeSelect label={intl.formatMessage(m.labelSize)} value={form.labelSize} onChange={(e) => setForm({ ...form, labelSize: e.currentTarget.value })} data={LABEL_SIZES.map((s) => ({ value: s, label: s.replace('x', ' × ') }))} error={errors.labelSize} />
            <Checkbox label={intl.formatMessage(m.forStations)} checked={form.forStations} onChange={(e) => setForm({ ...form, forStations: e.currentTarget.checked })} />
            <Button type="submit" loading={creating}>
              <FormattedMessage id="staff.settings.printers.add" defaultMessage="Add printer" />
            </Button>
          </Group>
        </form>
      </Stack>
      {confirmDialog}
    </Card>
  );
}
