// The warning before the station's actions are discarded names what would be lost, per family.
import { describe, expect, it } from 'vitest';
import { unsentSentence } from './station-device.ts';
import type { StationAction } from './station-queue.ts';

const action = (kind: StationAction['kind'], familyName: string, conflict?: string, children = 1): StationAction => {
  const named = Array.from({ length: children }, (_, i) => ({ childId: i + 1, name: `Child ${i + 1}` }));
  const common = { key: `k-${Math.random()}`, accountId: 1, familyName, kind, children: named, createdAt: 0, conflict };
  const recordedAt = '2025-08-11T14:00:00Z';
  return kind === 'CHECK_IN'
    ? { ...common, mutation: 'checkInChildren', variables: { input: { childIds: named.map((c) => c.childId), scheduleId: 1, recordedAt } } }
    : { ...common, mutation: 'checkOutChild', variables: { input: { childId: 1, scheduleId: 1, pickupCode: 'AB12', recordedAt } } };
};

describe('unsentSentence', () => {
  it('counts check-ins and check-outs per family', () => {
    expect(unsentSentence([action('CHECK_IN', 'Garcia family'), action('CHECK_IN', 'Garcia family')])).toBe('2 check-ins for the Garcia family have not been sent yet');
    expect(unsentSentence([action('CHECK_OUT', 'Lee family')])).toBe('1 check-out for the Lee family has not been sent yet');
    expect(unsentSentence([action('CHECK_IN', 'Lee family'), action('CHECK_OUT', 'Lee family'), action('CHECK_IN', 'Garcia family')])).toBe(
      '1 check-in and 1 check-out for the Lee family and 1 check-in for the Garcia family have not been sent yet',
    );
  });

  it('counts each child of a family’s check-in, which is one action', () => {
    expect(unsentSentence([action('CHECK_IN', 'Garcia family', undefined, 3)])).toBe('3 check-ins for the Garcia family have not been sent yet');
  });

  it('names refused actions as not recorded', () => {
    expect(unsentSentence([action('CHECK_IN', 'Lee family'), action('CHECK_OUT', 'Garcia family', 'That code does not match.')])).toBe(
      '1 check-in for the Lee family has not been sent yet; 1 check-out for the Garcia family was refused and not recorded',
    );
  });
});
