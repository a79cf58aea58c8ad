// What the station works from: today's families (loaded once, kept in IndexedDB so the station keeps
// working offline, for the account that loaded them only) with the effect of the actions this station made
// since laid over them. An intern's copy holds what an intern's list holds: names, groups, today's state.
import { createOperationDescriptor, fetchQuery, getRequest, graphql, type Disposable, type Environment } from 'relay-runtime';
import type { stationDataFamilyQuery } from '../../__generated__/stationDataFamilyQuery.graphql';
import type { stationDataQuery, stationDataQuery$data } from '../../__generated__/stationDataQuery.graphql';
import { RequestError } from '../../relay/errors.ts';
import { forgetSnapshots, readSnapshot, saveSnapshot, type StationAction } from './station-queue.ts';
import { keepPhotosForOffline } from './station-photos.ts';

// A family as the station shows it; in an intern's list (names only) the details are null, and are read with
// familyQuery when the family is opened (attendance.policy.ts on the server).
graphql`
  fragment stationData_family on CheckInFamily {
    parentId
    familyName
    parentName
    phone
    parentPhotoUrl
    pickupPeople {
      databaseId
      name
      relationship
      phone
      mayPickUp
      note
      photoUrl
    }
    children {
      childId
      name
      firstName
      lastName
      gradeEntering
      groups {
        name
        color
        groupType
      }
      hasMedicalInformation
      medicalInformation
      medicalAlert
      parentNotes
      photoUrl
      state
      stateAt
      pickupCode
    }
  }
`;

const query = graphql`
  query stationDataQuery {
    viewer {
      isStaff
      account {
        databaseId
      }
    }
    checkInStation {
      year
      scheduleId
      date
      families {
        ...stationData_family @relay(mask: false)
      }
    }
    checkInStationPrinter {
      name
      kind
    }
  }
`;

const familyQuery = graphql`
  query stationDataFamilyQuery($parentId: Int!, $year: Int) {
    checkInFamily(parentId: $parentId, year: $year) {
      ...stationData_family @relay(mask: false)
    }
  }
`;

export type StationData = stationDataQuery$data;
/** A family in the station's list: with its details for staff, names only for an intern. */
export type ListedFamily = StationData['checkInStation']['families'][number];
/** A family with its details (pickup people, notes and alert lines, phones, today's codes): the family on screen. */
export type StationFamily = ListedFamily & { pickupPeople: NonNullable<ListedFamily['pickupPeople']> };
export type StationChild = ListedFamily['children'][number];

/** Whether the list already carries the family's details (staff), or they must be read when it is opened. */
export function hasDetails(family: ListedFamily): family is StationFamily {
  return family.pickupPeople != null;
}

/** One family's details as they are now, read through Relay when it is opened at an intern's station; kept in memory only. */
export async function loadFamilyDetails(environment: Environment, parentId: number, year: number): Promise<StationFamily> {
  const data = await fetchQuery<stationDataFamilyQuery>(environment, familyQuery, { parentId, year }, { fetchPolicy: 'network-only' }).toPromise();
  const family = data?.checkInFamily;
  if (!family || !hasDetails(family)) throw new Error('The family’s details did not arrive.');
  return family;
}

const SNAPSHOT_KEY = 'station';

/** The persisted id of the station's query, to ask whether the page came with its answer. */
export const STATION_QUERY_ID = getRequest(query).params.id;

/**
 * The families a page came with, by the environment that read them, until the station that shows them has been
 * put on the screen: a render React sets aside (a part of the page still loading) and starts again asks again, and
 * the page's answer was used up by the first read.
 */
const readFromPage = new WeakMap<Environment, StationData>();

/**
 * Today's families as the page came with them, read at once (the network gives a page's answer synchronously,
 * in the server's render and in the browser's hydration alike); null when the page did not carry them (or they
 * did not arrive at once). Never sends a request of its own: it reads only when `carried`.
 */
export function stationInPage(environment: Environment, carried: boolean): StationData | null {
  const kept = readFromPage.get(environment);
  if (kept || !carried) return kept ?? null;
  let data: StationData | null = null;
  fetchQuery<stationDataQuery>(environment, query, {}, { fetchPolicy: 'network-only' })
    .subscribe({ next: (answer) => void (data = answer), error: () => undefined })
    .unsubscribe();
  if (data) readFromPage.set(environment, data);
  return data;
}

/** The station showing the page's families is on the screen: a later visit in this page load asks the server. */
export function stationFromPageShown(environment: Environment): void {
  readFromPage.delete(environment);
}

const operation = () => createOperationDescriptor(getRequest(query), {});

/**
 * Keeps today's families in the Relay store while the station is open, whether they came from the server or
 * from the device's saved copy (put into the store as if the server had sent them): the answers to the
 * station's writes update the children there by id.
 */
export function holdStation(environment: Environment, data: StationData): Disposable {
  const op = operation();
  if (environment.lookup(op.fragment).isMissingData) environment.commitPayload(op, data as never);
  return environment.retain(op);
}

/** Today's families as the store holds them now (after the answers of the station's writes); null when not there. */
export function stationInStore(environment: Environment): StationData | null {
  const snapshot = environment.lookup(operation().fragment);
  return snapshot.isMissingData ? null : (snapshot.data as StationData);
}

/**
 * Keeps the families the page came with for offline use, as loadStation does with those it fetched, and (staff's
 * copy) their photos for check-out, fetched after, without holding the station up (station-photos.ts).
 */
export async function keepForOffline(data: StationData): Promise<void> {
  if (!data.viewer) return;
  const accountId = data.viewer.account.databaseId;
  await saveSnapshot(SNAPSHOT_KEY, accountId, forDevice(data));
  void keepPhotosForOffline(data, async () => (await readSnapshot(SNAPSHOT_KEY, accountId)) !== null);
}

/**
 * What the device may keep: staff's list with every family's details; an intern's with names, groups and
 * today's state only, even when the store also holds details read for the family on screen (the children are
 * the same records by id in the list and in that family's answer).
 */
function forDevice(data: StationData): StationData {
  if (data.viewer?.isStaff) return data;
  const families = data.checkInStation.families.map((f) => ({
    ...f,
    phone: null,
    parentPhotoUrl: null,
    pickupPeople: null,
    children: f.children.map((c) => ({ ...c, hasMedicalInformation: null, medicalInformation: null, medicalAlert: null, parentNotes: null, photoUrl: null, pickupCode: null })),
  }));
  return { ...data, checkInStation: { ...data.checkInStation, families } };
}

/**
 * Today's families from the server (and saved for offline use, for this account), else the copy this account
 * (`accountId`, the signed-in one) saved last. A refusal (signed out, or an intern outside the program's days)
 * is not the network failing: the saved copy goes, and the refusal is thrown.
 */
export async function loadStation(environment: Environment, accountId: number | null): Promise<{ data: StationData; savedAt: number | null }> {
  try {
    const data = await fetchQuery<stationDataQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
    if (!data) throw new Error('no data');
    await keepForOffline(data);
    return { data, savedAt: null };
  } catch (error) {
    if (error instanceof RequestError && (error.code === 'UNAUTHENTICATED' || error.code === 'FORBIDDEN' || error.code === 'NOT_CLEARED')) {
      await forgetSnapshots();
      throw error;
    }
    const saved = accountId === null ? null : await readSnapshot<StationData>(SNAPSHOT_KEY, accountId);
    if (saved) return saved;
    throw error;
  }
}

export interface ChildNow {
  state: StationChild['state'];
  pickupCode: string | null;
}

/** Each child's state after the actions still waiting to be sent. */
export function withWaiting(child: StationChild, waiting: readonly StationAction[]): ChildNow {
  let now: ChildNow = { state: child.state, pickupCode: child.pickupCode ?? null };
  for (const action of waiting) {
    if (action.conflict || !action.children.some((c) => c.childId === child.childId)) continue;
    now = action.mutation === 'checkInChildren' ? { state: 'CHECKED_IN', pickupCode: action.variables.input.pickupCode ?? null } : { state: 'CHECKED_OUT', pickupCode: null };
  }
  return now;
}
