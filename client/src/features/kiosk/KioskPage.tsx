// /kiosk: a parent checks their family in without staff. They scan the family code from their phone (/qrcode)
// with the camera, or type their whole phone number, see their own family (first names and last initials),
// pick who is here (the children not yet in are picked already) and are done: the labels print where the kiosk
// is routed, the screen thanks them and starts over. It starts over too after 30 s without a touch.
// The device becomes a kiosk by opening the link the settings page shows once (/kiosk#token=…): the token goes
// to the server, which keeps it in an HttpOnly cookie for the kiosk's calls, and leaves the address bar.
// Families read it in English or Spanish: a switch on the screen (the kiosk has no site header) changes the
// language for the family at the kiosk only; starting over brings back the language the kiosk started in, and
// no one's account or cookie is changed (the device may hold a staff member's session).
import { Alert, Button, Checkbox, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconDeviceMobile, IconPrinter } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CameraScanner, NameTags } from '../check-in/parts.ts';
import type { PrintBatch } from '../check-in/NameTags.tsx';
import { activateKiosk, checkInAtKiosk, findFamily, KioskError, readKiosk, type KioskCheckIn, type KioskFamily, type KioskInfo } from './kiosk-api.ts';
import { KioskKeypad } from './KioskKeypad.tsx';
import classes from './kiosk.module.css';
import { defineMessages, useIntl, type IntlShape } from '../../i18n/intl.tsx';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { LANGUAGE_NAMES } from '../../../../shared/language.ts';

const m = defineMessages({
  checkedIn: { id: 'kiosk.state.checkedIn', defaultMessage: 'Already checked in' },
  notApproved: { id: 'kiosk.state.notApproved', defaultMessage: 'Registration not approved yet — please see the check-in table' },
  medical: { id: 'kiosk.tag.medical', defaultMessage: 'Medical information on file' },
  notFound: { id: 'kiosk.notFound', defaultMessage: 'We could not find your family. Please check the number, or ask at the check-in table.' },
  tooMany: { id: 'kiosk.tooMany', defaultMessage: 'Too many tries on this kiosk. Please ask at the check-in table.' },
  starting: { id: 'kiosk.starting', defaultMessage: 'Starting the kiosk' },
  title: { id: 'kiosk.title', defaultMessage: 'Self check-in' },
  notKiosk: { id: 'kiosk.notKiosk', defaultMessage: 'This device is not a kiosk' },
  notKioskText: {
    id: 'kiosk.notKioskText',
    defaultMessage: 'Open the kiosk link from the VBS settings page on this device (a staff member with the settings permission can make one).',
  },
  label: { id: 'kiosk.label', defaultMessage: 'Self check-in kiosk {name}' },
  heading: { id: 'kiosk.heading', defaultMessage: '{edition}: check in' },
  welcome: { id: 'kiosk.welcome', defaultMessage: 'Welcome! Check your children in here.' },
  scan: { id: 'kiosk.scan', defaultMessage: 'Scan my family code' },
  phone: { id: 'kiosk.phone', defaultMessage: 'Type my phone number' },
  scanHelp: { id: 'kiosk.scanHelp', defaultMessage: 'Show the family code from your phone (the VBS site, “Family check-in code”) to the camera.' },
  finding: { id: 'kiosk.finding', defaultMessage: 'Finding your family' },
  phoneHelp: { id: 'kiosk.phoneHelp', defaultMessage: 'Type the phone number on your registration, area code first.' },
  startOver: { id: 'kiosk.startOver', defaultMessage: 'Start over' },
  hello: { id: 'kiosk.hello', defaultMessage: 'Hello, {family}! Who is here today?' },
  checkIn: { id: 'kiosk.checkIn', defaultMessage: '{count, plural, one {Check in # child} other {Check in # children}}' },
  notMine: { id: 'kiosk.notMine', defaultMessage: 'Not my family — start over' },
  thanks: { id: 'kiosk.thanks', defaultMessage: 'Thank you! You are checked in.' },
  pickupCode: { id: 'kiosk.pickupCode', defaultMessage: 'Your pickup code' },
  printed: { id: 'kiosk.printed', defaultMessage: 'Take the name tags and your guardian receipt from the printer. Keep the receipt for pickup.' },
  failed: { id: 'kiosk.printFailed', defaultMessage: 'The labels did not print' },
  print: { id: 'kiosk.print', defaultMessage: 'Print the labels' },
  browserPrint: { id: 'kiosk.browserPrint', defaultMessage: 'Print in browser instead' },
  done: { id: 'kiosk.done', defaultMessage: 'Done' },
  language: { id: 'kiosk.language', defaultMessage: 'Read this screen in {language}' },
});

/** Without a touch for this long, the kiosk starts over (a family walked away). */
export const KIOSK_IDLE_MS = 30_000;
/** The thank-you screen stays this long, unless the labels need printing in the browser. */
const THANKS_MS = 8_000;

type Screen =
  | { kind: 'start' }
  | { kind: 'scan' }
  | { kind: 'phone'; digits: string }
  | { kind: 'family'; family: KioskFamily; picked: number[] }
  | { kind: 'done'; family: KioskFamily; result: KioskCheckIn }
  | { kind: 'browser-print'; batch: PrintBatch };

const STATE_WORDS = { CHECKED_IN: m.checkedIn, NOT_APPROVED: m.notApproved } as const;

function batchOf(intl: IntlShape, result: KioskCheckIn): PrintBatch {
  return {
    familyName: result.print.receipt.familyName,
    pickupCode: result.pickupCode ?? result.print.receipt.pickupCode,
    children: result.print.tags.map((t, i) => ({
      childId: i,
      name: t.childName,
      group: t.group,
      alert: [t.alert, t.medicalOnFile ? intl.formatMessage(m.medical) : ''].filter(Boolean).join('. '),
    })),
    at: new Date(),
  };
}

/** The other language, for the family at the kiosk only (no cookie, no account: see the file's comment). */
function KioskLanguageSwitch() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const other = language === 'en' ? 'es' : 'en';
  return (
    <Button
      variant="outline"
      size="lg"
      lang={other}
      className={classes.noPrint}
      style={{ alignSelf: 'flex-end' }}
      aria-label={intl.formatMessage(m.language, { language: LANGUAGE_NAMES[other] })}
      onClick={() => void setLanguage(other)}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}

export function KioskPage() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const [startLanguage] = useState(language);
  const [kiosk, setKiosk] = useState<KioskInfo | null | 'loading'>('loading');
  const [screen, setScreen] = useState<Screen>({ kind: 'start' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lastTouch = useRef(Date.now());

  const startOver = useCallback(() => {
    setScreen({ kind: 'start' });
    setProblem(null);
    setBusy(false);
    // The next family starts in the kiosk's own language.
    void setLanguage(startLanguage);
  }, [setLanguage, startLanguage]);

  // Turn this device into the kiosk of the link's token, once, then forget the token in the page.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
      try {
        if (token) {
          window.history.replaceState(null, '', window.location.pathname);
          await activateKiosk(token);
        }
        const info = await readKiosk();
        if (!cancelled) setKiosk(info);
      } catch (e) {
        if (!cancelled) {
          setKiosk(null);
          if (!(e instanceof KioskError && e.status === 401)) setProblem((e as Error).message);
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  // Starts over after KIOSK_IDLE_MS without a touch or a key.
  useEffect(() => {
    const touched = () => {
      lastTouch.current = Date.now();
    };
    window.addEventListener('pointerdown', touched);
    window.addEventListener('keydown', touched);
    const timer = window.setInterval(() => {
      if (Date.now() - lastTouch.current >= KIOSK_IDLE_MS) {
        lastTouch.current = Date.now();
        startOver();
      }
    }, 1000);
    return () => {
      window.removeEventListener('pointerdown', touched);
      window.removeEventListener('keydown', touched);
      window.clearInterval(timer);
    };
  }, [startOver]);

  // The thank-you screen goes by itself once the labels printed.
  useEffect(() => {
    if (screen.kind !== 'done' || screen.result.print.status !== 'PRINTED') return;
    const timer = window.setTimeout(startOver, THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [screen, startOver]);

  async function lookUp(lookup: { familyCode: string } | { phone: string }) {
    setBusy(true);
    setProblem(null);
    try {
      const family = await findFamily(lookup);
      if (!family) {
        setProblem(intl.formatMessage(m.notFound));
        setScreen('phone' in lookup ? { kind: 'phone', digits: '' } : { kind: 'start' });
      } else {
        setScreen({ kind: 'family', family, picked: family.children.filter((c) => c.state === 'READY').map((c) => c.childId) });
      }
    } catch (e) {
      setProblem(e instanceof KioskError && e.status === 429 ? intl.formatMessage(m.tooMany) : (e as Error).message);
      setScreen({ kind: 'start' });
    } finally {
      setBusy(false);
    }
  }

  // The scanner is started once per scan screen; lookUp reads nothing that changes while it runs.
  const onCode = useCallback((code: string) => void lookUp({ familyCode: code }), []);

  async function checkIn(family: KioskFamily, picked: number[]) {
    setBusy(true);
    setProblem(null);
    try {
      const result = await checkInAtKiosk(family.ticket, picked, `kiosk-${crypto.randomUUID()}`);
      setScreen({ kind: 'done', family, result });
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (kiosk === 'loading') {
    return (
      <main className={classes.screen}>
        <Loader aria-label={intl.formatMessage(m.starting)} />
      </main>
    );
  }
  if (kiosk === null) {
    return (
      <main className={classes.screen}>
        <Title order={1}>{intl.formatMessage(m.title)}</Title>
        <Alert color="yellow" title={intl.formatMessage(m.notKiosk)}>
          {problem ?? intl.formatMessage(m.notKioskText)}
        </Alert>
      </main>
    );
  }

  return (
    <main className={classes.screen} aria-label={intl.formatMessage(m.label, { name: kiosk.name })}>
      {screen.kind !== 'browser-print' && <KioskLanguageSwitch />}
      <Stack gap={4} className={classes.noPrint}>
        <Title order={1}>{intl.formatMessage(m.heading, { edition: kiosk.editionName })}</Title>
        <Text c="dimmed">{kiosk.name}</Text>
      </Stack>
      {problem && (
        <Alert color="red" className={classes.noPrint} role="alert">
          {problem}
        </Alert>
      )}
      {screen.kind === 'start' && (
        <Stack gap="lg">
          <Text size="xl">{intl.formatMessage(m.welcome)}</Text>
          <Button size="xl" className={classes.choice} leftSection={<IconCamera size={40} aria-hidden />} onClick={() => setScreen({ kind: 'scan' })}>
            {intl.formatMessage(m.scan)}
          </Button>
          <Button size="xl" variant="light" className={classes.choice} leftSection={<IconDeviceMobile size={40} aria-hidden />} onClick={() => setScreen({ kind: 'phone', digits: '' })}>
            {intl.formatMessage(m.phone)}
          </Button>
        </Stack>
      )}
      {screen.kind === 'scan' && (
        <Stack gap="md">
          <Text size="xl">{intl.formatMessage(m.scanHelp)}</Text>
          {busy ? <Loader aria-label={intl.formatMessage(m.finding)} /> : <CameraScanner onCode={onCode} onClose={startOver} />}
        </Stack>
      )}
      {screen.kind === 'phone' && (
        <Stack gap="md" align="center">
          <Text size="xl">{intl.formatMessage(m.phoneHelp)}</Text>
          <KioskKeypad value={screen.digits} onChange={(digits) => setScreen({ kind: 'phone', digits })} onSubmit={() => void lookUp({ phone: screen.digits })} busy={busy} />
          <Button size="lg" variant="subtle" onClick={startOver}>
            {intl.formatMessage(m.startOver)}
          </Button>
        </Stack>
      )}
      {screen.kind === 'family' && (
        <Stack gap="md">
          <Title order={2}>{intl.formatMessage(m.hello, { family: screen.family.familyName })}</Title>
          {screen.family.children.map((c) => (
            <Paper key={c.childId} withBorder radius="md" className={classes.child}>
              {c.state === 'READY' ? (
                <Checkbox
                  size="xl"
                  label={c.name}
                  checked={screen.picked.includes(c.childId)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setScreen({ ...screen, picked: on ? [...screen.picked, c.childId] : screen.picked.filter((id) => id !== c.childId) });
                  }}
                />
              ) : (
                <Stack gap={2}>
                  <Text fz={26} fw={600}>{c.name}</Text>
                  <Text c="dimmed">{intl.formatMessage(STATE_WORDS[c.state])}</Text>
                </Stack>
              )}
            </Paper>
          ))}
          <Button size="xl" className={classes.primary} disabled={screen.picked.length === 0} loading={busy} onClick={() => void checkIn(screen.family, screen.picked)}>
            {intl.formatMessage(m.checkIn, { count: screen.picked.length })}
          </Button>
          <Button size="lg" variant="subtle" onClick={startOver}>
            {intl.formatMessage(m.notMine)}
          </Button>
        </Stack>
      )}
      {screen.kind === 'done' && (
        <Stack gap="md" align="center" ta="center">
          <Title order={2}>{intl.formatMessage(m.thanks)}</Title>
          <Text size="xl">{intl.formatMessage(m.pickupCode)}</Text>
          <Text className={classes.code} data-testid="kiosk-pickup-code">{screen.result.pickupCode}</Text>
          {screen.result.print.status === 'PRINTED' ? (
            <Text size="xl">{intl.formatMessage(m.printed)}</Text>
          ) : (
            <Alert color={screen.result.print.status === 'FAILED' ? 'red' : 'blue'} title={intl.formatMessage(screen.result.print.status === 'FAILED' ? m.failed : m.print)} ta="left">
              {screen.result.print.message}
            </Alert>
          )}
          {screen.result.print.status !== 'PRINTED' && screen.result.print.tags.length > 0 && (
            <Button size="xl" className={classes.primary} leftSection={<IconPrinter size={32} aria-hidden />} onClick={() => setScreen({ kind: 'browser-print', batch: batchOf(intl, screen.result) })}>
              {intl.formatMessage(m.browserPrint)}
            </Button>
          )}
          <Button size="xl" variant="light" className={classes.primary} onClick={startOver}>
            {intl.formatMessage(m.done)}
          </Button>
        </Stack>
      )}
      {screen.kind === 'browser-print' && <NameTags batch={screen.batch} onDone={startOver} />}
    </main>
  );
}
