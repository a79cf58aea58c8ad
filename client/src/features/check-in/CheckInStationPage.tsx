// /dashboard/check-in: the check-in table. Find a family by scanning the parent's /qrcode, by name, or by the
// pickup code of a guardian receipt (FamilySearch.tsx); check in all or some of their children with one action
// (name tags and a guardian receipt print with one pickup code); check out all or some of them with one action,
// against that code, the family code, or a staff override. Each action is one
// Relay mutation (station-mutations.ts) whose answer updates the children in the station's store by id:
// the families are never reloaded for it. Works offline once loaded: actions wait in IndexedDB
// (station-queue.ts) as those same mutations and are sent exactly once when back online.
// An intern's list carries names only: a family's details are read (through Relay) when it is opened, and
// outside the program's days the page says calmly when the table opens. What the station keeps on the device
// belongs to the signed-in account and leaves with it (station-device.ts).
import { Link } from 'react-router-dom';
import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconQrcode } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useDashboardAccountId } from '../../app/dashboard-account.ts';
import { loginNeeded } from '../../app/login-needed.ts';
import { RequestError } from '../../relay/errors.ts';
import { preloadOn, usePreloadWhenIdle } from '../../app/lazy-page.ts';
import { toast } from '../../app/toast.ts';
import { LazyDialog, LazyForm } from '../../components/LazyPart.tsx';
import type { CheckOutDecision } from './CheckOutModal.tsx';
import type { PrintBatch } from './NameTags.tsx';
import { CameraScanner, CheckOutModal, FamilyPanel, NameTags, StationTexts } from './parts.ts';
import { FamilySearch } from './FamilySearch.tsx';
import { medicalMarkText } from '../../lib/format.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { newPickupCode, parseFamilyCode } from '../../../../shared/codes.ts';
import {
  hasDetails, holdStation, keepForOffline, loadFamilyDetails, loadStation, STATION_QUERY_ID, stationFromPageShown, stationInPage, stationInStore, withWaiting,
  type StationChild, type StationData, type StationFamily,
} from './station-data.ts';
import { unsentSentence } from './station-device.ts';
import { usePageCarries } from '../../app/server-render.ts';
import { dismiss, enqueue, forgetSnapshots, listActions, SignedOut, syncNow, type StationAction } from './station-queue.ts';
import { KeptPhotos, useKeptPhotos } from './station-photos.ts';
import { useStationPrinting } from './station-printing.ts';
import classes from './station.module.css';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const SYNC_EVERY_MS = 4000;

function useOnline() {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

export function CheckInStationPage() {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const online = useOnline();
  // A page that came with today's families (rendered on the server for this staff member) starts from them, on
  // the server and while hydrating alike; otherwise the station loads them, or its offline copy, once mounted.
  const carries = usePageCarries();
  const [fromPage] = useState(() => stationInPage(environment, carries(STATION_QUERY_ID, {})));
  const [station, setStation] = useState<{ data: StationData; savedAt: number | null } | null>(() => (fromPage ? { data: fromPage, savedAt: null } : null));
  const [loadFailed, setLoadFailed] = useState(false);
  /**
   * Why the table is closed to this viewer now, in the server's words: an intern outside the program's days, or a
   * volunteer not cleared to work with children (screening: what is missing).
   */
  const [closed, setClosed] = useState<{ message: string; notCleared: boolean } | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const dashboardAccountId = useDashboardAccountId();
  const accountId = station?.data.viewer?.account.databaseId ?? dashboardAccountId;
  /** The opened family's details when the list does not carry them: loading, failed (offline), or here. */
  const [details, setDetails] = useState<{ parentId: number; family: StationFamily | 'loading' | 'failed' } | null>(null);
  const [actions, setActions] = useState<StationAction[]>([]);
  const [scanning, setScanning] = useState(false);
  const searchBox = useRef<HTMLInputElement>(null);
  const [familyId, setFamilyId] = useState<number | null>(null);
  const [scannedCode, setScannedCode] = useState<string | null>(null);
  const [printBatch, setPrintBatch] = useState<PrintBatch | null>(null);
  /** The family's check-out dialog, while open: with the pickup code the family was found by, if it was. */
  const [checkingOut, setCheckingOut] = useState<{ code: string | null } | null>(null);
  /** The faces the device keeps for check-out offline (staff's station). */
  const keptPhotos = useKeptPhotos(accountId);
  // The parts shown after an action are loaded on demand (parts.ts), but the station must keep working when the
  // network drops after it opened (its actions wait in IndexedDB): so once the page is up and the browser idle,
  // all of them are downloaded, before anyone needs them. (The service worker precaches every built script too,
  // but only once it is installed, and a first visit's page is not controlled by it.)
  usePreloadWhenIdle(FamilyPanel, CheckOutModal, NameTags, CameraScanner);

  /** The server says the session is over: the families leave the device now, the actions wait for this account. */
  const sessionOver = useCallback(async () => {
    setSignedOut(true);
    setStation(null);
    await forgetSnapshots();
    loginNeeded.raise();
  }, []);

  const reload = useCallback(async () => {
    try {
      setStation(await loadStation(environment, accountId));
    } catch (error) {
      if (error instanceof RequestError && (error.code === 'FORBIDDEN' || error.code === 'NOT_CLEARED')) setClosed({ message: error.message, notCleared: error.code === 'NOT_CLEARED' });
      else if (error instanceof RequestError && error.code === 'UNAUTHENTICATED') setSignedOut(true);
      else setLoadFailed(true);
    }
  }, [environment, accountId]);

  const refreshActions = useCallback(async () => setActions(accountId === null ? [] : await listActions(accountId)), [accountId]);

  /** The families as the store holds them after the answers of this station's writes (and kept for offline use). */
  const showStore = useCallback(async () => {
    const data = stationInStore(environment);
    if (!data) return reload();
    setStation({ data, savedAt: null });
    await keepForOffline(data).catch(() => undefined);
  }, [environment, reload]);

  const sync = useCallback(async () => {
    if (accountId === null || signedOut) return;
    try {
      const sent = await syncNow(environment, accountId);
      if (sent > 0) await showStore();
    } catch (error) {
      if (error instanceof SignedOut) await sessionOver();
      else throw error;
    }
    await refreshActions();
  }, [environment, accountId, signedOut, showStore, refreshActions, sessionOver]);

  useEffect(() => {
    // Families the page came with are as fresh as a request now would be: keep them for offline use instead.
    if (fromPage) stationFromPageShown(environment);
    void (fromPage ? keepForOffline(fromPage).catch(() => undefined) : reload()).then(refreshActions).then(sync);
  }, [environment, fromPage, reload, refreshActions, sync]);

  // The families stay in the store while the station is open, so that the answers to its writes land on them.
  const shown = station?.data;
  useEffect(() => {
    if (!shown) return;
    const held = holdStation(environment, shown);
    return () => held.dispose();
  }, [environment, shown]);

  useEffect(() => {
    if (!online) return;
    void sync();
    const timer = window.setInterval(() => void sync(), SYNC_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [online, sync]);

  const waiting = actions.filter((a) => !a.conflict);
  /** Children whose check-in or check-out waits (a family's check-in is one action for several). */
  const waitingChildren = waiting.reduce((n, a) => n + a.children.length, 0);
  const conflicts = actions.filter((a) => a.conflict);
  const families = station?.data.checkInStation.families ?? [];
  const listed = families.find((f) => f.parentId === familyId) ?? null;
  const year = station?.data.checkInStation.year;
  // Staff's list carries every family's details; an intern's station reads the opened family's own.
  useEffect(() => {
    if (!listed || hasDetails(listed) || year === undefined) return;
    const parentId = listed.parentId;
    let live = true;
    // Read again whenever the list is (after the station's actions were sent); what was read stays meanwhile,
    // and stays when the network is gone.
    setDetails((had) => (had?.parentId === parentId ? had : { parentId, family: 'loading' }));
    loadFamilyDetails(environment, parentId, year).then(
      (family) => live && setDetails({ parentId, family }),
      () => live && setDetails((had) => (had?.parentId === parentId && typeof had.family === 'object' ? had : { parentId, family: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [environment, listed, year]);
  const loaded = details?.parentId === listed?.parentId && typeof details?.family === 'object' ? details.family : null;
  const family: StationFamily | null = listed && hasDetails(listed) ? listed : loaded;
  const detailsState = listed && !family ? (details?.parentId === listed.parentId && details.family === 'failed' ? 'failed' : 'loading') : null;
  const now = useCallback((child: StationChild) => withWaiting(child, actions), [actions]);

  const openFamily = useCallback((parentId: number, code: string | null) => {
    setFamilyId(parentId);
    setScannedCode(null);
    setCheckingOut(code ? { code } : null);
  }, []);

  const onScan = useCallback(
    (code: string) => {
      setScanning(false);
      const parentId = parseFamilyCode(code)?.parentId ?? null;
      const found = parentId !== null && families.some((f) => f.parentId === parentId);
      if (!found) {
        toast.error(intl.formatMessage({ id: 'staff.checkIn.unknownFamilyCode', defaultMessage: 'That code is not a family with children registered this year. Find the family by name.' }));
        return;
      }
      setFamilyId(parentId);
      setScannedCode(code);
      setPrintBatch(null);
    },
    [families, intl],
  );

  const checkIn = async (children: StationChild[]) => {
    if (!station || !listed || accountId === null) return;
    const pickupCode = newPickupCode();
    const recordedAt = new Date().toISOString();
    await enqueue({
      kind: 'CHECK_IN', accountId, familyName: listed.familyName, children: children.map((c) => ({ childId: c.childId, name: c.name })),
      mutation: 'checkInChildren',
      variables: { input: { childIds: children.map((c) => c.childId), scheduleId: station.data.checkInStation.scheduleId, pickupCode, recordedAt } },
    });
    setPrintBatch({
      familyName: listed.familyName,
      pickupCode,
      at: new Date(recordedAt),
      children: children.map((c) => ({ childId: c.childId, name: c.name, group: c.groups.find((g) => g.groupType === 'PERMANENT')?.name ?? c.groups[0]?.name ?? '', alert: medicalMarkText(c) })),
    });
    toast.success(intl.formatMessage({ id: 'staff.checkIn.checkedInToast', defaultMessage: 'Checked in {names}.' }, { names: children.map((c) => c.firstName).join(', ') }));
    await refreshActions();
    if (navigator.onLine) void sync();
  };

  /** Whether these children's check-in has reached the server (sent now if it waits), so their labels can print there. */
  const readyToPrint = async (childIds: number[]): Promise<string | null> => {
    if (!navigator.onLine) return intl.formatMessage({ id: 'staff.checkIn.printer.offline', defaultMessage: 'this device is offline, so they cannot reach the printer.' });
    await sync().catch(() => undefined);
    const ids = new Set(childIds);
    const left = accountId === null ? [] : await listActions(accountId);
    const held = left.find((a) => a.kind === 'CHECK_IN' && a.children.some((c) => ids.has(c.childId)));
    if (held?.conflict) return intl.formatMessage({ id: 'staff.checkIn.printer.notRecorded', defaultMessage: 'the check-in was not recorded ({conflict}).' }, { conflict: held.conflict });
    if (held) return intl.formatMessage({ id: 'staff.checkIn.printer.notSent', defaultMessage: 'the check-in has not reached the server yet (is the network down?).' });
    return null;
  };

  const printThere = useStationPrinting(readyToPrint);

  const checkOut = async (children: StationChild[], decision: CheckOutDecision) => {
    if (!station || !listed || accountId === null) return;
    setCheckingOut(null);
    await enqueue({
      kind: 'CHECK_OUT', accountId, familyName: listed.familyName, children: children.map((c) => ({ childId: c.childId, name: c.name })),
      mutation: 'checkOutChildren',
      variables: { input: { childIds: children.map((c) => c.childId), scheduleId: station.data.checkInStation.scheduleId, ...decision, recordedAt: new Date().toISOString() } },
    });
    toast.success(intl.formatMessage({ id: 'staff.checkIn.checkedOutToast', defaultMessage: 'Checked out {names}.' }, { names: children.map((c) => c.firstName).join(', ') }));
    // The next family is found by typing at once.
    searchBox.current?.focus();
    await refreshActions();
    if (navigator.onLine) void sync();
  };

  if (closed) {
    return (
      <Stack gap="md">
        <Title order={1}><FormattedMessage id="staff.checkIn.title" defaultMessage="Check-in" /></Title>
        {closed.notCleared ? (
          <Alert color="red" title={intl.formatMessage({ id: 'staff.checkIn.notCleared', defaultMessage: 'You are not cleared to work with children' })} data-testid="not-cleared">
            <FormattedMessage id="staff.checkIn.notClearedExplained" defaultMessage="{message} Your status and what is missing are on your dashboard." values={{ message: closed.message }} />
          </Alert>
        ) : (
          <Alert color="blue" title={intl.formatMessage({ id: 'staff.checkIn.closedToday', defaultMessage: 'The check-in table is closed today' })}>
            {closed.message}
          </Alert>
        )}
      </Stack>
    );
  }
  if (signedOut) {
    return (
      <Stack gap="md">
        <Title order={1}><FormattedMessage id="staff.checkIn.title" defaultMessage="Check-in" /></Title>
        <Alert color="yellow" title={intl.formatMessage({ id: 'staff.checkIn.yourSessionIsOver', defaultMessage: 'Your session is over' })} data-testid="station-signed-out">
          <FormattedMessage
            id="staff.checkIn.signInAgain"
            defaultMessage="Sign in again to use the check-in table.{hasUnsent, select, true { {unsent}: they are sent once you sign in again as the same person.} other {}}"
            values={{ hasUnsent: String(waiting.length + conflicts.length > 0), unsent: waiting.length + conflicts.length > 0 ? unsentSentence(actions, intl.formatMessage) : '' }}
          />
        </Alert>
      </Stack>
    );
  }
  if (!station) {
    return loadFailed ? (
      <Alert color="red" title={intl.formatMessage({ id: 'staff.checkIn.loadFailed', defaultMessage: 'The station could not load today’s families' })}><FormattedMessage id="staff.checkIn.loadFailedExplained" defaultMessage="Connect to the network once to load them; after that the station works offline." /></Alert>
    ) : (
      <Group><Loader size="sm" /><Text><FormattedMessage id="staff.checkIn.loadingTodaysFamilies" defaultMessage="Loading today’s families…" /></Text></Group>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" className={classes.noPrint}>
        <div>
          <Title order={1}><FormattedMessage id="staff.checkIn.title" defaultMessage="Check-in" /></Title>
          <Text c="dimmed" size="sm"><FormattedMessage id="staff.checkIn.dayAndFamilies" defaultMessage="{date} · {count, plural, one {# family} other {# families}}" values={{ date: formatLongDate(station.data.checkInStation.date), count: families.length }} /></Text>
        </div>
        <Group gap="xs">
          {!online && <Badge color="dark" leftSection={<IconCloudOff size={12} aria-hidden />}><FormattedMessage id="staff.checkIn.offline" defaultMessage="Offline" /></Badge>}
          <Badge color={waitingChildren ? 'yellow' : 'green'} variant="light" data-testid="waiting-count" role="status">
            <FormattedMessage id="staff.checkIn.syncState" defaultMessage="{waiting, plural, =0 {All synced} other {# waiting to sync}}" values={{ waiting: waitingChildren }} />
          </Badge>
          {station.data.viewer?.isStaff && (
            <Button component={Link} to="/dashboard/check-in/broadcast" color="red" variant="light" size="xs"><FormattedMessage id="staff.checkIn.emergencyBroadcast" defaultMessage="Emergency broadcast" /></Button>
          )}
        </Group>
      </Group>

      {conflicts.length > 0 && (
        <Alert color="red" title={intl.formatMessage({ id: 'staff.checkIn.conflictsTitle', defaultMessage: 'Not recorded: please look at these' })} className={classes.noPrint}>
          <Stack gap={4}>
            {conflicts.map((a) => (
              <Group key={a.key} justify="space-between" wrap="wrap">
                <Text size="sm">
                  <FormattedMessage
                    id="staff.checkIn.conflict"
                    defaultMessage="{kind, select, CHECK_IN {Check-in} other {Check-out}} of {names}: {conflict}"
                    values={{ kind: a.kind, names: a.children.map((c) => c.name).join(', '), conflict: a.conflict ?? '' }}
                  />
                </Text>
                <Button size="compact-xs" variant="default" onClick={() => void dismiss(a.key).then(refreshActions)}><FormattedMessage id="staff.checkIn.dismiss" defaultMessage="Dismiss" /></Button>
              </Group>
            ))}
          </Stack>
        </Alert>
      )}

      {printBatch ? (
        <LazyForm label={intl.formatMessage({ id: 'staff.checkIn.preparingTheNameTags', defaultMessage: 'Preparing the name tags…' })} rows={3}>
          <NameTags batch={printBatch} onDone={() => setPrintBatch(null)} printer={station.data.checkInStationPrinter} printThere={printThere} />
        </LazyForm>
      ) : (
        <Stack gap="md" className={classes.noPrint}>
          <FamilySearch
            families={families}
            now={now}
            onOpen={openFamily}
            familyOpen={listed !== null}
            inputRef={searchBox}
            leading={
              <Button leftSection={<IconQrcode size={18} aria-hidden />} onClick={() => setScanning((s) => !s)} {...preloadOn(CameraScanner)}>
                {scanning ? <FormattedMessage id="staff.checkIn.scanning" defaultMessage="Scanning…" /> : <FormattedMessage id="staff.checkIn.scanFamilyCode" defaultMessage="Scan family code" />}
              </Button>
            }
          >
            {scanning && (
              <LazyForm label={intl.formatMessage({ id: 'staff.checkIn.openingTheCamera', defaultMessage: 'Opening the camera…' })} rows={2}>
                <CameraScanner onCode={onScan} onClose={() => setScanning(false)} />
              </LazyForm>
            )}
          </FamilySearch>
          {listed && (
            <LazyForm label={intl.formatMessage({ id: 'staff.checkIn.loadingTheFamily', defaultMessage: 'Loading the family…' })} rows={4}>
              {detailsState === 'loading' ? (
                <Group><Loader size="sm" /><Text><FormattedMessage id="staff.checkIn.loadingTheFamily" defaultMessage="Loading the family…" /></Text></Group>
              ) : (
                <FamilyPanel
                  key={listed.parentId}
                  family={family ?? listed}
                  now={now}
                  onCheckIn={(c) => void checkIn(c)}
                  onCheckOut={family ? () => setCheckingOut({ code: null }) : undefined}
                />
              )}
            </LazyForm>
          )}
          {listed && online && station.data.viewer?.isStaff && detailsState !== 'loading' && (
            <LazyForm label={intl.formatMessage({ id: 'staff.checkIn.loadingTexts', defaultMessage: 'Loading texts…' })} rows={2}>
              <StationTexts
                key={listed.parentId}
                family={(family ?? listed).children.map((c) => ({ childId: c.childId, name: c.name }))}
                checkedIn={(family ?? listed).children.filter((c) => now(c).state === 'CHECKED_IN').map((c) => ({ childId: c.childId, name: c.name }))}
              />
            </LazyForm>
          )}
        </Stack>
      )}

      {checkingOut && family && (
        <KeptPhotos.Provider value={keptPhotos}>
        <LazyDialog onClose={() => setCheckingOut(null)}>
          <CheckOutModal
            family={family}
            checkedIn={family.children.filter((c) => now(c).state === 'CHECKED_IN')}
            now={now}
            foundByCode={checkingOut.code}
            scannedFamilyCode={scannedCode}
            isStaff={!!station.data.viewer?.isStaff}
            refusal={conflicts.findLast((a) => a.kind === 'CHECK_OUT' && a.children.some((c) => family.children.some((f) => f.childId === c.childId)))?.conflict}
            onClose={() => setCheckingOut(null)}
            onRelease={(children, d) => void checkOut(children, d)}
          />
        </LazyDialog>
        </KeptPhotos.Provider>
      )}
    </Stack>
  );
}
