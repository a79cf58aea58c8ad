// What the station works from: today's families (loaded once, kept in IndexedDB so the station keeps
// working offline) with the effect of the actions this station made since laid over them.
import { fetchQuery, getRequest, graphql, type Environment } from 'relay-runtime';
import type { stationDataQuery, stationDataQuery$data } from '../../__generated__/stationDataQuery.graphql';
import { readSnapshot, saveSnapshot, type StationAction } from './station-queue.ts';

const query = graphql`
  query stationDataQuery {
    viewer {
      isStaff
    }
    checkInStation {
      year
      scheduleId
      date
      families {
        parentId
        familyName
        parentName
        phone
        pickupPeople {
          databaseId
          name
          relationship
          phone
          mayPickUp
          note
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
          parentNotes
          state
          stateAt
          pickupCode
        }
      }
    }
  }
`;

export type StationData = stationDataQuery$data;
export type StationFamily = StationData['checkInStation']['families'][number];
export type StationChild = StationFamily['children'][number];

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
    .subscribe({ next: (answer) => void (data = answer) })
    .unsubscribe();
  if (data) readFromPage.set(environment, data);
  return data;
}

/** The station showing the page's families is on the screen: a later visit in this page load asks the server. */
export function stationFromPageShown(environment: Environment): void {
  readFromPage.delete(environment);
}

/** Keeps the families the page came with for offline use, as loadStation does with those it fetched. */
export async function keepForOffline(data: StationData): Promise<void> {
  await saveSnapshot(SNAPSHOT_KEY, data);
}

/** Today's families from the server (and saved for offline use), else the last saved copy. */
export async function loadStation(environment: Environment): Promise<{ data: StationData; savedAt: number | null }> {
  try {
    const data = await fetchQuery<stationDataQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
    if (!data) throw new Error('no data');
    await saveSnapshot(SNAPSHOT_KEY, data);
    return { data, savedAt: null };
  } catch (error) {
    const saved = await readSnapshot<StationData>(SNAPSHOT_KEY);
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
    if (action.childId !== child.childId || action.conflict) continue;
    now = action.kind === 'CHECK_IN' ? { state: 'CHECKED_IN', pickupCode: action.body.pickupCode ?? null } : { state: 'CHECKED_OUT', pickupCode: null };
  }
  return now;
}
