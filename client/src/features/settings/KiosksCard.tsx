// Self check-in kiosks and label printers (MANAGE_VBS; docs/security.md): set a device up as a kiosk (its link,
// with the device token, is shown once, as a QR code to open on the tablet), route it to a printer, revoke it.
import { Alert, Anchor, Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { TextInput } from '../../components/typed-fields.tsx';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../app/toast.ts';
import { errorMessage, fieldErrors, useMutationPromise } from '../../lib/mutation.ts';
import { formatInstantDate } from '../../lib/dates.ts';
import { QrCode } from '../qrcode/QrCode.tsx';
import { LabelPrinters } from './LabelPrinters.tsx';
import type { KiosksCardQuery } from '../../__generated__/KiosksCardQuery.graphql';
import type { KiosksCardRegisterMutation } from '../../__generated__/KiosksCardRegisterMutation.graphql';
import type { KiosksCardRevokeMutation } from '../../__generated__/KiosksCardRevokeMutation.graphql';
import type { KiosksCardRouteMutation } from '../../__generated__/KiosksCardRouteMutation.graphql';

export function KiosksCard() {
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = () => setFetchKey((k) => k + 1);
  const data = useLazyLoadQuery<KiosksCardQuery>(
    graphql`
      query KiosksCardQuery {
        labelPrinters {
          databaseId
          name
          kind
          host
          port
          labelSize
          forStations
        }
        kiosks {
          databaseId
          name
          printerName
          printer {
            databaseId
          }
          createdAt
          createdBy
          revokedAt
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const [name, setName] = useState('');
  const [printerId, setPrinterId] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [opened, setOpened] = useState<{ name: string; link: string } | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const [register, registering] = useMutationPromise<KiosksCardRegisterMutation>(graphql`
    mutation KiosksCardRegisterMutation($input: RegisterKioskInput!) {
      registerKiosk(input: $input) {
        token
        kiosk {
          databaseId
          name
        }
      }
    }
  `);
  const [revoke] = useMutationPromise<KiosksCardRevokeMutation>(graphql`
    mutation KiosksCardRevokeMutation($id: Int!) {
      revokeKiosk(id: $id) {
        databaseId
        revokedAt
      }
    }
  `);
  const [route] = useMutationPromise<KiosksCardRouteMutation>(graphql`
    mutation KiosksCardRouteMutation($input: RouteKioskInput!) {
      routeKiosk(input: $input) {
        databaseId
        printerName
      }
    }
  `);
  const printerOptions = [{ value: '', label: 'Browser print dialog' }, ...data.labelPrinters.map((p) => ({ value: String(p.databaseId), label: p.name }))];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setNameError(undefined);
    try {
      const { registerKiosk } = await register({ input: { name, printerId: printerId ? Number(printerId) : null } });
      setOpened({ name: registerKiosk.kiosk.name, link: `${window.location.origin}/kiosk#token=${registerKiosk.token}` });
      setName('');
      refresh();
    } catch (e) {
      setNameError(fieldErrors(e).name);
      toast.error(errorMessage(e, 'The kiosk could not be set up.'));
    }
  };

  const revokeKiosk = async (id: number, kioskName: string) => {
    const yes = await confirm({ title: `Revoke ${kioskName}?`, message: 'The device stops working as a kiosk at once. To use it again, set it up anew.', confirmLabel: 'Revoke kiosk', danger: true });
    if (!yes) return;
    try {
      await revoke({ id });
      toast.success(`${kioskName} revoked.`);
      refresh();
    } catch (e) {
      toast.error(errorMessage(e, 'The kiosk could not be revoked.'));
    }
  };

  const routeKiosk = async (kioskId: number, value: string, kioskName: string) => {
    try {
      await route({ input: { kioskId, printerId: value ? Number(value) : null } });
      toast.success(`${kioskName} prints ${value ? `on ${printerOptions.find((o) => o.value === value)?.label}` : 'in the browser'}.`);
      refresh();
    } catch (e) {
      toast.error(errorMessage(e, 'The kiosk could not be routed.'));
    }
  };

  return (
    <>
      <LabelPrinters printers={data.labelPrinters} onChanged={refresh} />
      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h3">Self check-in kiosks</Title>
          <Text size="sm" c="dimmed">
            A kiosk is a tablet where families check themselves in with their family code or phone number. It holds no staff sign-in and can do nothing else.
          </Text>
          {opened && (
            <Alert color="green" title={`Open this on ${opened.name}`} withCloseButton closeButtonLabel="Hide the kiosk link" onClose={() => setOpened(null)}>
              <Stack gap="xs">
                <Text size="sm">This link is shown once. Open it on the kiosk device (scan the code with its camera), then close this message.</Text>
                <div style={{ maxWidth: 220 }}>
                  <QrCode value={opened.link} label={`Kiosk link for ${opened.name}`} size={220} />
                </div>
                <Anchor href={opened.link} target="_blank" rel="noreferrer" size="sm" style={{ wordBreak: 'break-all' }} data-testid="kiosk-link">
                  {opened.link}
                </Anchor>
              </Stack>
            </Alert>
          )}
          {data.kiosks.length === 0 ? (
            <Text size="sm">No kiosks yet.</Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Kiosks">
              {data.kiosks.map((k) => (
                <Group key={k.databaseId} component="li" justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Text fw={600}>{k.name}</Text>
                    <Text size="xs" c="dimmed">
                      Set up {formatInstantDate(k.createdAt)}
                      {k.createdBy ? ` by ${k.createdBy}` : ''}
                    </Text>
                  </Stack>
                  {k.revokedAt ? (
                    <Badge color="gray">Revoked {formatInstantDate(k.revokedAt)}</Badge>
                  ) : (
                    <Group gap="xs">
                      <NativeSelect aria-label={`Printer for ${k.name}`} value={k.printer ? String(k.printer.databaseId) : ''} data={printerOptions} onChange={(e) => void routeKiosk(k.databaseId, e.currentTarget.value, k.name)} />
                      <Button size="xs" variant="subtle" color="red" onClick={() => void revokeKiosk(k.databaseId, k.name)}>
                        Revoke
                      </Button>
                    </Group>
                  )}
                </Group>
              ))}
            </Stack>
          )}
          <form onSubmit={submit} aria-label="Set up a kiosk">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput label="Kiosk name" placeholder="Lobby iPad" value={name} onChange={(e) => setName(e.currentTarget.value)} error={nameError} w={220} />
              <NativeSelect label="Prints on" value={printerId} onChange={(e) => setPrinterId(e.currentTarget.value)} data={printerOptions} />
              <Button type="submit" loading={registering}>
                Set up kiosk
              </Button>
            </Group>
          </form>
        </Stack>
      </Card>
      {confirmDialog}
    </>
  );
}
