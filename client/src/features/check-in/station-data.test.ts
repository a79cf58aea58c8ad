// The check-in station starts from the families its page came with (the server's render and the browser's
// hydration read the same answer), without a request of its own, even when React sets a first render aside and
// renders again; once the station is on the screen, a later visit in the same page load asks the server.
import { describe, expect, it } from 'vitest';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { STATION_QUERY_ID, stationFromPageShown, stationInPage } from './station-data.ts';

const answer = {
  data: {
    viewer: { isStaff: true },
    checkInStation: { year: 2025, scheduleId: 1, date: '2025-08-11', families: [] },
    checkInStationPrinter: null,
  },
};

/** A network that gives the page's answer once, at once (as app/boot-data.ts does), and counts other requests. */
function pageEnvironment() {
  let carried = true;
  const asked: string[] = [];
  const network = Network.create((params) => {
    if (carried && params.id === STATION_QUERY_ID) {
      carried = false;
      return Observable.from(answer as GraphQLResponse);
    }
    asked.push(params.name);
    return Observable.create(() => undefined); // a request on its way
  });
  return { environment: new Environment({ network, store: new Store(new RecordSource()) }), asked, carried: () => carried };
}

describe('stationInPage', () => {
  it('reads the page’s answer at once, and the same again for a render started over, with no request', () => {
    const { environment, asked, carried } = pageEnvironment();
    const first = stationInPage(environment, carried());
    expect(first?.checkInStation.date).toBe('2025-08-11');
    // The answer is used up; a render React set aside and started again still gets the families.
    expect(carried()).toBe(false);
    expect(stationInPage(environment, carried())).toEqual(first);
    expect(asked).toEqual([]);
  });

  it('gives nothing once the station has been shown, or when the page did not carry the answer', () => {
    const { environment, asked, carried } = pageEnvironment();
    expect(stationInPage(environment, carried())).not.toBeNull();
    stationFromPageShown(environment);
    expect(stationInPage(environment, carried())).toBeNull();
    expect(stationInPage(pageEnvironment().environment, false)).toBeNull();
    expect(asked).toEqual([]);
  });
});
