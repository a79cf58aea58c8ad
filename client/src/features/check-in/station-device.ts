// What the check-in station leaves on a shared tablet, and when it goes: the families (saved for offline use)
// and the check-ins and check-outs not sent yet (station-queue.ts), plus any response with family data a
// cache of the browser may hold. They belong to the account that made them, and go
//   - at logout: once the actions are sent, or, when some cannot be, after the person confirms losing them;
//   - when the server says the session is over (a 401): the families at once; the actions wait for their
//     account to sign in again (or for someone to confirm discarding them);
//   - when another account signs in: the families at once (that account never reads them); the actions after
//     that person confirms discarding them (that account never sends them).
// app/logout.ts and app/AppLayout.tsx load this module on demand, so only the station's pages carry it.
import type { stationDeviceViewerQuery$data } from '../../__generated__/stationDeviceViewerQuery.graphql.ts';
import { fetchPublicQuery, graphql } from '../../app/public-graphql.ts';
import { createRelayEnvironment } from '../../relay/environment.ts';
import { defineMessages, type IntlShape } from '../../i18n/intl.tsx';
import { formatMessageNow } from '../../i18n/format-now.ts';
import { dismiss, forgetEverything, forgetSnapshots, listActions, syncNow, STATION_DATABASE, type StationAction } from './station-queue.ts';

/** How long logout waits for the last sending of the station's actions. */
const LAST_SYNC_MS = 5000;

/** Paths whose answers hold a signed-in person's data: never to be found in a cache after they leave. */
const SIGNED_IN_PATHS = /^\/(graphql|api|dashboard)(\/|$)/;

/** Removes cached responses of signed-in paths from every cache the site keeps (the service worker's included). */
async function forgetCachedResponses() {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (SIGNED_IN_PATHS.test(new URL(request.url).pathname)) await cache.delete(request);
    }
  }
}

/** Whether the station ever stored anything in this browser (so a page that never had a station opens nothing). */
async function stationWasUsed(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((d) => d.name === STATION_DATABASE);
}

/**
 * What would be lost, in words: "2 check-ins for the Garcia family have not been sent yet", with check-outs and
 * other families joined in ("1 check-in and 1 check-out for the Lee family, and 2 check-ins for the Garcia family
 * have not been sent yet"); refused actions are named as not recorded.
 */
const UNSENT_WORDS = defineMessages({
  family: {
    id: 'staff.checkIn.unsent.family',
    defaultMessage:
      '{checkIns, plural, =0 {} one {# check-in} other {# check-ins}}{checkIns, select, 0 {} other {{checkOuts, select, 0 {} other { and }}}}{checkOuts, plural, =0 {} one {# check-out} other {# check-outs}} for the {family}',
  },
  list: { id: 'staff.checkIn.unsent.list', defaultMessage: '{first} and {last}' },
  waiting: { id: 'staff.checkIn.unsent.waiting', defaultMessage: '{what} {count, plural, one {has} other {have}} not been sent yet' },
  refused: { id: 'staff.checkIn.unsent.refused', defaultMessage: '{what} {count, plural, one {was} other {were}} refused and not recorded' },
});

export function unsentSentence(actions: readonly StationAction[], format: IntlShape['formatMessage'] = formatMessageNow): string {
  const part = (list: readonly StationAction[]) => {
    const byFamily = new Map<string, { in: number; out: number }>();
    for (const a of list) {
      const counts = byFamily.get(a.familyName) ?? { in: 0, out: 0 };
      if (a.kind === 'CHECK_IN') counts.in += a.children.length;
      else counts.out += a.children.length;
      byFamily.set(a.familyName, counts);
    }
    const phrases = [...byFamily].map(([family, c]) => format(UNSENT_WORDS.family, { checkIns: c.in, checkOuts: c.out, family }));
    return phrases.length > 1 ? format(UNSENT_WORDS.list, { first: phrases.slice(0, -1).join(', '), last: phrases.at(-1)! }) : phrases[0];
  };
  const waiting = actions.filter((a) => !a.conflict);
  const refused = actions.filter((a) => a.conflict);
  const count = (list: readonly StationAction[]) => list.reduce((n, a) => n + a.children.length, 0);
  const sentences = [];
  if (waiting.length) sentences.push(format(UNSENT_WORDS.waiting, { what: part(waiting), count: count(waiting) }));
  if (refused.length) sentences.push(format(UNSENT_WORDS.refused, { what: part(refused), count: count(refused) }));
  return sentences.join('; ');
}

const ViewerQuery = graphql`
  query stationDeviceViewerQuery {
    viewer {
      account {
        databaseId
      }
    }
  }
`;

/**
 * Before logout: sends what the signed-in account still has waiting (when online), and returns every action left
 * on this device, which logout must not wipe without the person's say.
 */
export async function leftAfterSync(): Promise<StationAction[]> {
  if (!(await stationWasUsed())) return [];
  if (navigator.onLine) {
    try {
      const { viewer } = await fetchPublicQuery<stationDeviceViewerQuery$data>(ViewerQuery);
      // A network that hangs rather than fails must not hold the logout: what is not sent by then is named. The
      // mutations go through an environment of their own: no page is left to show their answers.
      const environment = createRelayEnvironment({ onUnauthenticated: () => undefined });
      if (viewer) await Promise.race([syncNow(environment, viewer.account.databaseId), new Promise((resolve) => setTimeout(resolve, LAST_SYNC_MS))]);
    } catch {
      /* offline or signed out: what is left is named to the person */
    }
  }
  return listActions();
}

/** Logout, once nothing is left or the person confirmed losing it: everything the station stored, and cached answers. */
export async function wipeStation(): Promise<void> {
  if (await stationWasUsed()) await forgetEverything();
  await forgetCachedResponses();
}

/** The server said the session is over: the families go now; the actions wait for their account. */
export async function sessionEnded(): Promise<void> {
  if (await stationWasUsed()) await forgetSnapshots();
  await forgetCachedResponses();
}

/**
 * `accountId` is signed in on this device: another account's families go now; another account's actions (never
 * sent by this one) are returned, for the person to discard them.
 */
export async function claimStation(accountId: number): Promise<StationAction[]> {
  await forgetCachedResponses();
  if (!(await stationWasUsed())) return [];
  await forgetSnapshots(accountId);
  return (await listActions()).filter((a) => a.accountId !== accountId);
}

/** Drops another account's actions once the person signed in confirmed it. */
export async function discardActionsOfOthers(accountId: number): Promise<void> {
  for (const a of await listActions()) if (a.accountId !== accountId) await dismiss(a.key);
}
