import { describe, expect, it } from 'vitest';
import { calledName, displayName } from './person-name.ts';
import { NAME_CASES } from './person-name.cases.ts';

describe('person names (SPEC §3)', () => {
  it.each(NAME_CASES)('$person.firstName / $person.preferredName / $person.lastName', ({ person, display, called }) => {
    expect(displayName(person)).toBe(display);
    expect(calledName(person)).toBe(called);
  });

  it('takes records without a preferred name field', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(calledName({ firstName: 'Ada' })).toBe('Ada');
  });
});
