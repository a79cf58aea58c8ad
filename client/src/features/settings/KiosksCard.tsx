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
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { QrCode } from '../qrcode/QrCode.tsx';
import { LabelPrinters } from './LabelPrinters.tsx';
import type { KiosksCardQuery } from '../../__generated__/KiosksCardQuery.graphql';
import type { KiosksCardRegisterMutation } from '../../__generated__/KiosksCardRegisterMutation.graphql';
import type { KiosksCardRevokeMutation } from '../../__generated__/KiosksCardRevokeMutation.graphql';
import type { KiosksCardRouteMutation } from '../../__generated__/KiosksCardRouteMutation.graphql';

const m = defineMessages({
  browserPrint: { id: 'staff.settings.kiosks.browserPrint', defaultMessage: 'Browser print dialog' },
  setUpFailed: { id: 'staff.settings.kiosks.setUpFailed', defaultMessage: 'The kiosk could not be set up.' },
  revokeTitle: { id: 'staff.settings.kiosks.revokeTitle', defaultMessage: 'Revoke {kiosk}?' },
  revokeMessage: { id: 'staff.settings.kiosks.revokeMessage', defaultMessage: 'The device stops working as a kiosk at once. To use it again, set it up anew.' },
  revokeConfirm: { id: 'staff.settings.kiosks.revokeConfirm', defaultMessage: 'Revoke kiosk' },
  revoked: { id: 'staff.settings.kiosks.revoked', defaultMessage: '{kiosk} revoked.' },
  revokeFailed: { id: 'staff.settings.kiosks.revokeFailed', defaultMessage: 'The kiosk could not be revoked.' },
  routed: { id: 'staff.settings.kiosks.routed', defaultMessage: '{kiosk} prints {onPrinter, select, yes {on {printer}} other {in the browser}}.' },
  routeFailed: { id: 'staff.settings.kiosks.routeFailed', defaultMessage: 'The kiosk could not be routed.' },
  openOn: { id: 'staff.settings.kiosks.openOn', defaultMessage: 'Open this on {kiosk}' },
  hideLink: { id: 'staff.settings.kiosks.hideLink', defaultMessage: 'Hide the kiosk link' },
  linkFor: { id: 'staff.settings.kiosks.linkFor', defaultMessage: 'Kiosk link for {kiosk}' },
  kiosks: { id: 'staff.settings.kiosks.listLabel', defaultMessage: 'Kiosks' },
  printerFor: { id: 'staff.settings.kiosks.printerFor', defaultMessage: 'Printer for {kiosk}' },
  setUpForm: { id: 'staff.settings.kiosks.setUpForm', defaultMessage: 'Set up a kiosk' },
  name: { id: 'staff.settings.kiosks.name', defaultMessage: 'Kiosk name' },
  namePlaceholder: { id: 'staff.settings.kiosks.namePlaceholder', defaultMessage: 'Lobby iPad' },
  printsOn: { id: 'staff.settings.kiosks.printsOn', defaultMessage: 'Prints on' },
});

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
  const intl = useIntl();
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
  const printerOptions = [{ value: '', label: intl.formatMessage(m.browserPrint) }, ...data.labelPrinters.map((p) => ({ value: String(p.databaseId), label: p.name }))];

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
      toast.error(errorMessage(e, intl.formatMessage(m.setUpFailed)));
    }
  };

  const revokeKiosk = async (id: number, kioskName: string) => {
    const yes = await confirm({
      title: intl.formatMessage(m.revokeTitle, { kiosk: kioskName }),
      message: intl.formatMessage(m.revokeMessage),
      confirmLabel: intl.formatMessage(m.revokeConfirm),
      danger: true,
    });
    if (!yes) return;
    try {
      await revoke({ id });
      toast.success(intl.formatMessage(m.revoked, { kiosk: kioskName }));
      refresh();
    } catch (e) {
      toast.error(errorMessage(e, intl.formatMessage(m.revokeFailed)));
    }
  };

  const routeKiosk = async (kioskId: number, value: string, kioskName: string) => {
    try {
      await route({ input: { kioskId, printerId: value ? Number(value) : null } });
      const printer = printerOptions.find((o) => o.value === value)?.label ?? '';
      toast.success(intl.formatMessage(m.routed, { kiosk: kioskName, onPrinter: value ? 'yes' : 'no', printer }));
      refresh();
    } catch (e) {
      toast.error(errorMessage(e, intl.formatMessage(m.routeFailed)));
    }
  };

  return (
    <>
      <LabelPrinters printers={data.labelPrinters} onChanged={refresh} />
      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h3">
            <FormattedMessage id="staff.settings.kiosks.title" defaultMessage="Self check-in kiosks" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="staff.settings.kiosks.intro"
              defaultMessage="A kiosk is a tablet where families check themselves in with their family code or phone number. It holds no staff sign-in and can do nothing else."
            />
          </Text>
          {opened && (
            <Alert
              color="green"
              title={intl.formatMessage(m.openOn, { kiosk: opened.name })}
              withCloseButton
              closeButtonLabel={intl.formatMessage(m.hideLink)}
              onClose={() => setOpened(null)}
            >
              <Stack gap="xs">
                <Text size="sm">
                  <FormattedMessage
                    id="staff.settings.kiosks.linkOnce"
                    defaultMessage="This link is shown once. Open it on the kiosk device (scan the code with its camera), then close this message."
                  />
                </Text>
                <div style={{ maxWidth: 220 }}>
                  <QrCode value={opened.link} label={intl.formatMessage(m.linkFor, { kiosk: opened.name })} size={220} />
                </div>
                <Anchor href={opened.link} target="_blank" rel="noreferrer" size="sm" style={{ wordBreak: 'break-all' }} data-testid="kiosk-link">
                  {opened.link}
                </Anchor>
              </Stack>
            </Alert>
          )}
          {data.kiosks.length === 0 ? (
            <Text size="sm">
              <FormattedMessage id="staff.settings.kiosks.none" defaultMessage="No kiosks yet." />
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={intl.formatMessage(m.kiosks)}>
              {data.kiosks.map((k) => (
                <Group key={k.databaseId} component="li" justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Text fw={600}>{k.name}</Text>
                    <Text size="xs" c="dimmed">
                      <FormattedMessage
                        id="staff.settings.kiosks.setUpWhen"
                        defaultMessage="Set up {date}{hasAuthor, select, yes { by {author}} other {}}"
                        values={{ date: formatInstantDate(k.createdAt), hasAuthor: k.createdBy ? 'yes' : 'no', author: k.createdBy ?? '' }}
                      />
                    </Text>
                  </Stack>
                  {k.revokedAt ? (
                    <Badge color="gray">
                      <FormattedMessage id="staff.settings.kiosks.revokedOn" defaultMessage="Revoked {date}" values={{ date: formatInstantDate(k.revokedAt) }} />
                    </Badge>
                  ) : (
                    <Group gap="xs">
                      <NativeSelect aria-label={intl.formatMessage(m.printerFor, { kiosk: k.name })} value={k.printer ? String(k.printer.databaseId) : ''} data={printerOptions} onChange={(e) => void routeKiosk(k.databaseId, e.currentTarget.value, k.name)} />
                      <Button size="xs" variant="subtle" color="red" onClick={() => void revokeKiosk(k.databaseId, k.name)}>
                        <FormattedMessage id="staff.settings.kiosks.revoke" defaultMessage="Revoke" />
                      </Button>
                    </Group>
                  )}
                </Group>
              ))}
            </Stack>
          )}
          <form onSubmit={submit} aria-label={intl.formatMessage(m.setUpForm)}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput label={intl.formatMessage(m.name)} placeholder={intl.formatMessage(m.namePlaceholder)} value={name} onChange={(e) => setName(e.currentTarget.value)} error={nameError} w={220} />
              <NativeSelect label={intl.formatMessage(m.printsOn)} value={printerId} onChange={(e) => setPrinterId(e.currentTarget.value)} data={printerOptions} />
              <Button type="submit" loading={registering}>
                <FormattedMessage id="staff.settings.kiosks.setUp" defaultMessage="Set up kiosk" />
              </Button>
            </Group>
          </form>
        </Stack>
      </Card>
      {confirmDialog}
    </>
  );
}
