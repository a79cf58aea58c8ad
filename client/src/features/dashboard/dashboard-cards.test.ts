import { describe, expect, it } from 'vitest';
import { dashboardSections } from './dashboard-cards.ts';

const CLOSED = { generalRegistrationOpen: false, electiveSelectionOpen: false, internApplicationOpen: false };
const OPEN = { generalRegistrationOpen: true, electiveSelectionOpen: false, internApplicationOpen: true };
const person = { isStaff: false, isParent: false, isIntern: false, permissions: [] as string[] };
const paths = (sections: ReturnType<typeof dashboardSections>) => sections.flatMap((s) => s.cards.map((c) => c.path));

describe('dashboardSections', () => {
  it('gives parents their profile and the schedule, and registration only while it is open', () => {
    expect(paths(dashboardSections({ ...person, isParent: true }, CLOSED))).toEqual(['/dashboard/profile', '/dashboard/schedules']);
    expect(paths(dashboardSections({ ...person, isParent: true }, OPEN))).toEqual(['/dashboard/profile', '/dashboard/registration', '/dashboard/schedules']);
    expect(paths(dashboardSections({ ...person, isParent: true }, { ...CLOSED, electiveSelectionOpen: true }))).toContain('/dashboard/registration');
  });

  it('describes the schedule to a parent in a parent’s words: their children’s groups, no projector', () => {
    const card = dashboardSections({ ...person, isParent: true }, CLOSED)[0].cards.find((c) => c.path === '/dashboard/schedules')!;
    expect(card.description.defaultMessage).toMatch(/your children’s groups|your children's groups/);
    expect(card.description.defaultMessage).not.toMatch(/projector/i);
  });

  it('gives interns the check-in station, attendance and the schedule, and the application only while it is open', () => {
    expect(paths(dashboardSections({ ...person, isIntern: true }, CLOSED))).toEqual(['/dashboard/check-in', '/dashboard/attendance', '/dashboard/schedules']);
    expect(paths(dashboardSections({ ...person, isIntern: true }, OPEN))).toEqual(['/dashboard/check-in', '/dashboard/attendance', '/dashboard/schedules', '/dashboard/application']);
  });

  it('shows staff their tools, and VBS settings only with MANAGE_VBS (any case)', () => {
    const staff = paths(dashboardSections({ ...person, isStaff: true }, CLOSED));
    expect(staff).toEqual([
      '/dashboard/check-in',
      '/dashboard/attendance',
      '/dashboard/rosters',
      '/dashboard/staff',
      '/dashboard/leaderboard',
      '/dashboard/schedules',
      '/dashboard/scheduler',
      '/dashboard/curriculum',
      '/dashboard/first-aid',
      '/dashboard/apq',
    ]);
    expect(paths(dashboardSections({ ...person, isStaff: true, permissions: ['manage_vbs'] }, CLOSED))).toContain('/dashboard/settings');
  });

  it('offers the registration review, intern review and club placement only with their permissions', () => {
    const admin = paths(dashboardSections({ ...person, isStaff: true, permissions: ['APPROVE_REGISTRATIONS', 'ASSIGN_STAFF', 'ASSIGN_STUDENT_GROUPS'] }, CLOSED));
    expect(admin).toEqual(expect.arrayContaining(['/dashboard/registrations', '/dashboard/interns', '/dashboard/screening', '/dashboard/placement']));
    const plain = paths(dashboardSections({ ...person, isStaff: true }, CLOSED));
    expect(plain).not.toContain('/dashboard/registrations');
    expect(plain).not.toContain('/dashboard/interns');
    expect(plain).not.toContain('/dashboard/screening');
    expect(plain).not.toContain('/dashboard/placement');
  });

  it('offers accounts and the audit trail only with ADMINISTER_ACCOUNTS', () => {
    expect(paths(dashboardSections({ ...person, isStaff: true, permissions: ['ADMINISTER_ACCOUNTS'] }, CLOSED))).toEqual(
      expect.arrayContaining(['/dashboard/accounts', '/dashboard/audit']),
    );
    const plain = paths(dashboardSections({ ...person, isStaff: true, permissions: ['MANAGE_VBS'] }, CLOSED));
    expect(plain).not.toContain('/dashboard/accounts');
    expect(plain).not.toContain('/dashboard/audit');
  });

  it('offers the import to MANAGE_VBS only', () => {
    expect(paths(dashboardSections({ ...person, isStaff: true, permissions: ['MANAGE_VBS'] }, CLOSED))).toContain('/dashboard/import');
    expect(paths(dashboardSections({ ...person, isStaff: true, permissions: ['APPROVE_REGISTRATIONS', 'ADMINISTER_ACCOUNTS'] }, CLOSED))).not.toContain('/dashboard/import');
  });
  it('offers the reports with MANAGE_VBS or APPROVE_REGISTRATIONS only', () => {
    for (const permission of ['MANAGE_VBS', 'APPROVE_REGISTRATIONS']) expect(paths(dashboardSections({ ...person, isStaff: true, permissions: [permission] }, CLOSED))).toContain('/dashboard/reports');
    expect(paths(dashboardSections({ ...person, isStaff: true, permissions: ['ASSIGN_STAFF', 'ADMINISTER_ACCOUNTS'] }, CLOSED))).not.toContain('/dashboard/reports');
  });

  it('shows each card once to a person with several roles', () => {
    const all = paths(dashboardSections({ isStaff: true, isParent: true, isIntern: true, permissions: [] }, OPEN));
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((p) => p === '/dashboard/schedules')).toHaveLength(1);
  });

  it('has nothing for an account without a role', () => {
    expect(dashboardSections(person, OPEN)).toEqual([]);
  });
});
