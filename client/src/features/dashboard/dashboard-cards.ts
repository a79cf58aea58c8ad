// Which dashboard cards a person sees (brief: parents, interns and staff each get their own set; VBS
// settings only with MANAGE_VBS). A person with several roles sees each card once, in the first
// section that offers it.
import type { DashboardViewer } from '../../app/page-access.ts';
import type { EditionFlags } from '../../app/route-handle.ts';

export type { DashboardViewer };

export type CardIcon =
  | 'profile'
  | 'registration'
  | 'schedule'
  | 'application'
  | 'rosters'
  | 'staff'
  | 'scheduler'
  | 'curriculum'
  | 'firstAid'
  | 'apq'
  | 'settings'
  | 'registrations'
  | 'interns'
  | 'screening'
  | 'placement'
  | 'leaderboard'
  | 'accounts'
  | 'audit'
  | 'reports'
  | 'import'
  | 'messages'
  | 'checkIn'
  | 'attendance';

export interface DashboardCard {
  path: string;
  title: string;
  description: string;
  icon: CardIcon;
}

export interface DashboardSection {
  heading: string;
  cards: DashboardCard[];
}

const CARDS = {
  profile: { path: '/dashboard/profile', title: 'Your profile', description: 'Contact details, address and emergency contacts.', icon: 'profile' },
  registration: { path: '/dashboard/registration', title: 'Registration', description: 'Register your children and choose afternoon clubs.', icon: 'registration' },
  schedule: { path: '/dashboard/schedules', title: 'Live schedule', description: "Today's timeline, what your groups do now and next, full screen for a projector.", icon: 'schedule' },
  familySchedule: { path: '/dashboard/schedules', title: 'Live schedule', description: "The day's timeline and what your children's groups are doing now and next.", icon: 'schedule' },
  application: { path: '/dashboard/application', title: 'Intern application', description: 'Apply to help lead a group this summer.', icon: 'application' },
  rosters: { path: '/dashboard/rosters', title: 'Student rosters', description: 'Children by group, check-in and check-out.', icon: 'rosters' },
  staff: { path: '/dashboard/staff', title: 'Staff', description: 'Staff rosters and group assignments.', icon: 'staff' },
  scheduler: { path: '/dashboard/scheduler', title: 'Schedule builder', description: 'Days, events by drag or keyboard, who sees it, and the rotation generator.', icon: 'scheduler' },
  curriculum: { path: '/dashboard/curriculum', title: 'Curriculum', description: "Each day's lesson sections, memory work and who memorized it.", icon: 'curriculum' },
  firstAid: { path: '/dashboard/first-aid', title: 'First aid', description: 'Record and review first aid reports.', icon: 'firstAid' },
  apq: { path: '/dashboard/apq', title: 'People query', description: 'Find parents, children, interns and staff.', icon: 'apq' },
  settings: { path: '/dashboard/settings', title: 'VBS settings', description: 'Edition dates, program flags and permissions.', icon: 'settings' },
  leaderboard: { path: '/dashboard/leaderboard', title: 'Leaderboard', description: 'Points by group for the week and each day.', icon: 'leaderboard' },
  registrations: { path: '/dashboard/registrations', title: 'Registrations', description: 'Approve or decline pending registrations.', icon: 'registrations' },
  interns: { path: '/dashboard/interns', title: 'Intern applications', description: 'Review and accept intern applications.', icon: 'interns' },
  screening: { path: '/dashboard/screening', title: 'Screening', description: 'Background checks, training and the code of conduct: who is cleared to work with children.', icon: 'screening' },
  checkIn: { path: '/dashboard/check-in', title: 'Check-in station', description: 'Scan a family code, check children in and out, print name tags.', icon: 'checkIn' },
  attendance: { path: '/dashboard/attendance', title: 'Attendance', description: 'Present and absent per group, by day, with CSV.', icon: 'attendance' },
  placement: { path: '/dashboard/placement', title: 'Club placement', description: 'Place children in afternoon clubs by their choices.', icon: 'placement' },
  accounts: { path: '/dashboard/accounts', title: 'Accounts', description: 'Accounts, permissions, deactivation and merging.', icon: 'accounts' },
  reports: { path: '/dashboard/reports', title: 'Reports', description: 'Charts of the week: check-ins, new and returning, registrations, leaders per child.', icon: 'reports' },
  import: { path: '/dashboard/import', title: 'Import families and volunteers', description: 'Bring last year’s families, or your staff and interns, in from a spreadsheet, with a preview and an undo.', icon: 'import' },
  messages: { path: '/dashboard/messages', title: 'Messages', description: 'E-mail and text families, interns and staff; see what was delivered.', icon: 'messages' },
  audit: { path: '/dashboard/audit', title: 'Audit trail', description: 'Who read medical information and who changed what.', icon: 'audit' },
} satisfies Record<string, DashboardCard>;

export function registrationIsOpen(flags: EditionFlags): boolean {
  return flags.generalRegistrationOpen || flags.electiveSelectionOpen;
}

export function dashboardSections(viewer: DashboardViewer, flags: EditionFlags): DashboardSection[] {
  const has = (permission: string) => viewer.permissions.some((p) => p.toUpperCase() === permission);
  const sections: DashboardSection[] = [];
  if (viewer.isParent) {
    sections.push({
      heading: 'Your family',
      cards: [CARDS.profile, ...(registrationIsOpen(flags) ? [CARDS.registration] : []), CARDS.familySchedule],
    });
  }
  if (viewer.isIntern) {
    sections.push({ heading: 'Intern tools', cards: [CARDS.checkIn, CARDS.attendance, CARDS.schedule, ...(flags.internApplicationOpen ? [CARDS.application] : [])] });
  }
  if (viewer.isStaff) {
    sections.push({
      heading: 'Staff tools',
      cards: [
        CARDS.checkIn,
        CARDS.attendance,
        CARDS.rosters,
        CARDS.staff,
        CARDS.leaderboard,
        CARDS.schedule,
        CARDS.scheduler,
        CARDS.curriculum,
        CARDS.firstAid,
        CARDS.apq,
        // Each of these pages does one permission's work; the server enforces the same permission.
        ...(has('APPROVE_REGISTRATIONS') ? [CARDS.registrations] : []),
        ...(has('ASSIGN_STAFF') ? [CARDS.interns, CARDS.screening] : []),
        ...(has('ASSIGN_STUDENT_GROUPS') ? [CARDS.placement] : []),
        ...(has('MANAGE_VBS') ? [CARDS.settings, CARDS.messages, CARDS.import] : []),
        ...(has('MANAGE_VBS') || has('APPROVE_REGISTRATIONS') ? [CARDS.reports] : []),
        ...(has('ADMINISTER_ACCOUNTS') ? [CARDS.accounts, CARDS.audit] : []),
      ],
    });
  }
  const seen = new Set<string>();
  return sections
    .map((section) => ({ ...section, cards: section.cards.filter((card) => !seen.has(card.path) && seen.add(card.path)) }))
    .filter((section) => section.cards.length > 0);
}
