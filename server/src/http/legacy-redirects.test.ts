// Old camelCase links (SPEC §2) answer 301 to today's kebab-case paths, keeping the query string; other
// paths, other methods and the API are left alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { LEGACY_PATHS } from '../../../shared/legacy-paths.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('legacy redirects', () => {
  it('sends every older camelCase path to its kebab-case path with 301', async () => {
    expect(Object.keys(LEGACY_PATHS)).toEqual(
      expect.arrayContaining(['/egyptianExpedition2025', '/purposedAndPlaced', '/foodTruckParty', '/deepSeaDive', '/growingGarden', '/egyptianExpedition', '/oceanCommotion2017']),
    );
    for (const [from, to] of Object.entries(LEGACY_PATHS)) {
      const res = await t.anonymous().request('GET', from);
      expect([from, res.status, res.headers.get('location')]).toEqual([from, 301, to]);
    }
  });

  it('keeps the query string and ignores a trailing slash; HEAD is redirected too', async () => {
    const res = await t.anonymous().request('GET', '/purposedAndPlaced/?utm_source=flyer&x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/2024-purposed-and-placed?utm_source=flyer&x=1');
    const head = await t.anonymous().request('HEAD', '/oceanCommotion2017');
    expect([head.status, head.headers.get('location')]).toEqual([301, '/2017-ocean-commotion']);
  });

  it('leaves current paths, other spellings, other methods and the API alone', async () => {
    for (const path of ['/2024-purposed-and-placed', '/purposedandplaced', '/PurposedAndPlaced', '/help', '/purposedAndPlaced/photos']) {
      expect((await t.anonymous().request('GET', path)).status, path).not.toBe(301);
    }
    expect((await t.anonymous().request('POST', '/purposedAndPlaced', { body: {} })).status).not.toBe(301);
    expect((await t.anonymous().request('GET', '/api/v1/nothing-here')).status).toBe(404);
  });
});
