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
      toast.success(`${form.name} added.`);
      setForm(empty);
      onChanged();
    } catch (e) {
      setErrors(fieldErrors(e));
      toast.error(errorMessage(e, 'The printer could not be added.'));
    }
  };

  const removePrinter = async (p: PrinterItem) => {
    const yes = await confirm({ title: `Remove ${p.name}?`, message: 'Kiosks routed to it will print in the browser until you route them to another printer.', confirmLabel: 'Remove printer', danger: true });
    if (!yes) return;
    try {
      await remove({ id: p.databaseId });
      toast.success(`${p.name} removed.`);
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e, 'The printer could not be removed.'));
    }
  };

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h3">Label printers</Title>
        <Text size="sm" c="dimmed">Name tags and guardian receipts print here after a check-in. A printer that does not answer is shown at the station or kiosk, with the browser’s print dialog instead.</Text>
        {printers.length === 0 ? (
          <Text size="sm">No label printers yet: the check-in table and kiosks print through the browser.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Label printers">
            {printers.map((p) => (
              <Group key={p.databaseId} component="li" justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs">
                  <Text fw={600}>{p.name}</Text>
                  <Text size="sm" c="dimmed">
                    {p.kind === 'ZEBRA_ZPL' ? `Zebra at ${p.host}:${p.port}` : 'Browser print dialog'} · {p.labelSize.replace('x', '″ × ')}″
                  </Text>
                  {p.forStations && <Badge variant="light">Check-in table</Badge>}
                </Group>
                <Button size="xs" variant="subtle" color="red" onClick={() => void removePrinter(p)} aria-label={`Remove ${p.name}`}>
                  Remove
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <form onSubmit={submit} aria-label="Add a label printer">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput label="Printer name" value={form.name} onChange={(e) => setForm({ ...form, name: e.currentTarget.value })} error={errors.name} w={200} />
            <NativeSelect label="Kind" value={form.kind} onChange={(e) => setForm({ ...form, kind: e.currentTarget.value as PrinterKindName })} data={PRINTER_KINDS.map((k) => ({ value: k, label: PRINTER_KIND_WORDS[k] }))} error={errors.kind} />
            {zebra && <TextInput label="Address" placeholder="192.168.1.50" value={form.host} onChange={(e) => setForm({ ...form, host: e.currentTarget.value })} error={errors.host} w={180} />}
            {zebra && <NumberInput label="Port" value={form.port} onChange={(v) => setForm({ ...form, port: v })} min={1} max={65535} allowDecimal={false} error={errors.port} w={100} />}
            <NativeSelect label="Label size (inches)" value={form.labelSize} onChange={(e) => setForm({ ...form, labelSize: e.currentTarget.value })} data={LABEL_SIZES.map((s) => ({ value: s, label: s.replace('x', ' × ') }))} error={errors.labelSize} />
            <Checkbox label="The check-in table prints here" checked={form.forStations} onChange={(e) => setForm({ ...form, forStations: e.currentTarget.checked })} />
            <Button type="submit" loading={creating}>
              Add printer
            </Button>
          </Group>
        </form>
      </Stack>
      {confirmDialog}
    </Card>
  );
}
