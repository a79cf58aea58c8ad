import { describe, expect, it } from 'vitest';
import { matchesCheckIn, matchesSearch, rostersCsv } from './roster-filter.ts';
import { compareGroups } from './group-type.ts';
import { gradeLabel } from '../../lib/format.ts';
import { displayName } from '../../../../shared/person-name.ts';

const row = (firstName: string, lastName: string, grade: number, checkInState = 'NOT_CHECKED_IN', preferredName: string | null = null) => ({
  checkInState,
  child: { firstName, preferredName, lastName, gradeEntering: grade },
});

describe('roster search and filters', () => {
  it('matches word starts of names, preferred name, grade and group, ignoring case and accents', () => {
    const zoe = row('Zoë', 'Okafor-Lindqvist', 3, 'CHECKED_IN', 'Zo');
    expect(matchesSearch(zoe, 'zoe')).toBe(true);
    expect(matchesSearch(zoe, 'lind')).toBe(true);
    expect(matchesSearch(zoe, 'zoe 3rd')).toBe(true);
    expect(matchesSearch(zoe, 'pharaohs', 'Pharaohs')).toBe(true);
    expect(matchesSearch(zoe, 'kafor')).toBe(false);
    expect(matchesSearch(zoe, '   ')).toBe(true);
  });

  it('finds the alert line, and "medical" finds every child with the mark', () => {
    const ana = { checkInState: 'NOT_CHECKED_IN', child: { firstName: 'Ana', lastName: 'Lopez', gradeEntering: 2, medicalAlert: 'Peanut allergy — EpiPen in backpack' } };
    const ben = { checkInState: 'NOT_CHECKED_IN', child: { firstName: 'Ben', lastName: 'Ode', gradeEntering: 2, hasMedicalInformation: true, medicalAlert: null } };
    const cy = row('Cy', 'Ng', 2);
    expect(matchesSearch(ana, 'peanut')).toBe(true);
    expect(matchesSearch(ana, 'epipen')).toBe(true);
    expect(matchesSearch(ben, 'peanut')).toBe(false);
    expect([ana, ben, cy].filter((r) => matchesSearch(r, 'medical')).map((r) => r.child.firstName)).toEqual(['Ana', 'Ben']);
  });

  it('filters by check-in state', () => {
    expect(matchesCheckIn(row('A', 'B', 1, 'CHECKED_IN'), 'in')).toBe(true);
    expect(matchesCheckIn(row('A', 'B', 1, 'CHECKED_OUT'), 'in')).toBe(false);
    expect(matchesCheckIn(row('A', 'B', 1, 'CHECKED_OUT'), 'not-in')).toBe(true);
    expect(matchesCheckIn(row('A', 'B', 1, 'NOT_CHECKED_IN'), 'all')).toBe(true);
  });
});

describe('CSV export', () => {
  it('writes one line per child with group, type label, names, grade and check-in', () => {
    const csv = rostersCsv([{ name: 'Pharaohs', groupType: 'PERMANENT', roster: [row('Elizabeth', 'Park', 0, 'CHECKED_IN', 'Liz'), row('Sam', 'Lee', 13)] }]);
    expect(csv.split('\r\n')).toEqual([
      'Group,Group type,Last name,First name,Name,Grade,Check-in,Parents,Medical on file,Medical alert',
      'Pharaohs,Assigned,Park,Elizabeth,Elizabeth (Liz) Park,Kindergarten,Checked in,,No,',
      'Pharaohs,Assigned,Lee,Sam,Sam Lee,University,Not checked in,,No,',
      '',
    ]);
  });

  it('adds the parents with phones and the alert line, and the full notes only when the server sent them', () => {
    const ana = {
      checkInState: 'CHECKED_IN',
      child: {
        firstName: 'Ana', lastName: 'Lopez', gradeEntering: 2, hasMedicalInformation: true, medicalAlert: 'Peanut allergy — EpiPen in backpack', medicalInformation: null,
        parentContacts: [{ firstName: 'Rosa', lastName: 'Lopez', phone: '5551234567' }, { firstName: 'Raúl', lastName: 'Lopez', phone: '5559876' }],
      },
    };
    const staffCsv = rostersCsv([{ name: 'Pharaohs', groupType: 'PERMANENT', roster: [ana] }]).split('\r\n');
    expect(staffCsv[0]).not.toContain('Medical information');
    expect(staffCsv[1]).toBe('Pharaohs,Assigned,Lopez,Ana,Ana Lopez,2nd grade,Checked in,Rosa Lopez (555) 123-4567; Raúl Lopez 555-9876,Yes,Peanut allergy — EpiPen in backpack');
    const sensitive = rostersCsv([{ name: 'Pharaohs', groupType: 'PERMANENT', roster: [{ ...ana, child: { ...ana.child, medicalInformation: 'EpiPen Jr 0.15 mg, twice' } }] }]).split('\r\n');
    expect(sensitive[0].endsWith(',Medical alert,Medical information')).toBe(true);
    expect(sensitive[1].endsWith(',"EpiPen Jr 0.15 mg, twice"')).toBe(true);
  });
});

describe('group rules on the client', () => {
  it('sorts permanent, rotational, scheduled, then by name', () => {
    const groups = [
      { groupType: 'ROTATIONAL', name: 'Art' },
      { groupType: 'SCHEDULED', name: 'A' },
      { groupType: 'PERMANENT', name: 'scarabs' },
      { groupType: 'PERMANENT', name: 'Pharaohs' },
    ];
    expect([...groups].sort(compareGroups).map((g) => g.name)).toEqual(['Pharaohs', 'scarabs', 'Art', 'A']);
  });

  it('names grades and people as SPEC §3 says', () => {
    expect([0, 1, 2, 3, 11, 12, 13].map(gradeLabel)).toEqual(['Kindergarten', '1st grade', '2nd grade', '3rd grade', '11th grade', '12th grade', 'University']);
    expect(displayName({ firstName: 'Rebecca', preferredName: 'Becky', lastName: 'Harper' })).toBe('Rebecca (Becky) Harper');
    expect(displayName({ firstName: 'Ann', preferredName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
  });
});
