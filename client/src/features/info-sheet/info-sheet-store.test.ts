import { afterEach, describe, expect, it } from 'vitest';
import { infoSheet, MAX_EARLIER_ENTRIES, openInfoSheet, personGlobalId } from './info-sheet-store.ts';

afterEach(() => infoSheet.close());

describe('the info sheet history', () => {
  it('opens maximized on the new person and steps back and forward', () => {
    openInfoSheet({ personType: 'student', personId: 'c1' });
    infoSheet.minimize();
    openInfoSheet({ personType: 'parent', personId: 'p1' });
    expect(infoSheet.get()).toMatchObject({ index: 1, minimized: false });
    infoSheet.previous();
    expect(infoSheet.get().entries[infoSheet.get().index]).toEqual({ personType: 'student', personId: 'c1' });
    infoSheet.next();
    expect(infoSheet.get().entries[infoSheet.get().index].personId).toBe('p1');
    infoSheet.next();
    expect(infoSheet.get().index).toBe(1);
  });

  it('drops the entries ahead when a new person is opened from an earlier one', () => {
    openInfoSheet({ personType: 'student', personId: 'c1' });
    openInfoSheet({ personType: 'parent', personId: 'p1' });
    infoSheet.previous();
    openInfoSheet({ personType: 'intern', personId: 'i1' });
    expect(infoSheet.get().entries.map((e) => e.personId)).toEqual(['c1', 'i1']);
  });

  it('keeps at most 10 earlier entries', () => {
    for (let i = 0; i < 15; i++) openInfoSheet({ personType: 'student', personId: `c${i}` });
    const { entries, index } = infoSheet.get();
    expect(entries).toHaveLength(MAX_EARLIER_ENTRIES + 1);
    expect(entries[0].personId).toBe('c4');
    expect(index).toBe(MAX_EARLIER_ENTRIES);
  });

  it('does not stack the same person twice, and closes completely', () => {
    openInfoSheet({ personType: 'student', personId: 'c1' });
    openInfoSheet({ personType: 'student', personId: 'c1' });
    expect(infoSheet.get().entries).toHaveLength(1);
    infoSheet.close();
    expect(infoSheet.isOpen()).toBe(false);
  });

  it('accepts database ids', () => {
    expect(personGlobalId('student', 12)).toBe(btoa('Child:12'));
    expect(personGlobalId('staff', '3')).toBe(btoa('Staff:3'));
  });
});
