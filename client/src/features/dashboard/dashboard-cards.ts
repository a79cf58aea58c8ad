// Which dashboard cards a person sees (brief: parents, interns and staff each get their own set; VBS
// settings only with MANAGE_VBS). A person with several roles sees each card once, in the first
// section that offers it.
import type { DashboardViewer } from '../../app/page-access.ts';
import { registrationIsOpen, type EditionFlags } from '../../app/route-handle.ts';
import { defineMessages, type MessageDescriptor } from '../../i18n/intl.tsx';

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
  title: MessageDescriptor;
  description: MessageDescriptor;
  icon: CardIcon;
}

export interface DashboardSection {
  heading: MessageDescriptor;
  cards: DashboardCard[];
}

// A parent's cards and headings are in their language; the others (staff. ids) wait for their translation.
const HEADINGS = defineMessages({
  family: { id: 'dashboard.section.family', defaultMessage: 'Your family' },
  intern: { id: 'staff.dashboard.section.intern', defaultMessage: 'Intern tools' },
  staff: { id: 'staff.dashboard.section.staff', defaultMessage: 'Staff tools' },
});

const WORDS = defineMessages({
  profileTitle: { id: 'dashboard.card.profile', defaultMessage: 'Your profile' },
  profileText: { id: 'dashboard.card.profile.text', defaultMessage: 'Contact details, address and emergency contacts.' },
  registrationTitle: { id: 'dashboard.card.registration', defaultMessage: 'Registration' },
  registrationText: { id: 'dashboard.card.registration.text', defaultMessage: 'Register your children and choose afternoon clubs.' },
  scheduleTitle: { id: 'staff.dashboard.card.schedule', defaultMessage: 'Live schedule' },
  scheduleText: { id: 'staff.dashboard.card.schedule.text', defaultMessage: "Today's timeline, what your groups do now and next, full screen for a projector." },
  familyScheduleTitle: { id: 'dashboard.card.familySchedule', defaultMessage: 'Live schedule' },
  familyScheduleText: { id: 'dashboard.card.familySchedule.text', defaultMessage: "The day's timeline and what your children's groups are doing now and next." },
  applicationTitle: { id: 'staff.dashboard.card.application', defaultMessage: 'Intern application' },
  applicationText: { id: 'staff.dashboard.card.application.text', defaultMessage: 'Apply to help lead a group this summer.' },
  rostersTitle: { id: 'staff.dashboard.card.rosters', defaultMessage: 'Student rosters' },
  rostersText: { id: 'staff.dashboard.card.rosters.text', defaultMessage: 'Children by group, check-in and check-out.' },
  staffTitle: { id: 'staff.dashboard.card.staff', defaultMessage: 'Staff' },
  staffText: { id: 'staff.dashboard.card.staff.text', defaultMessage: 'Staff rosters and group assignments.' },
  schedulerTitle: { id: 'staff.dashboard.card.scheduler', defaultMessage: 'Schedule builder' },
  schedulerText: { id: 'staff.dashboard.card.scheduler.text', defaultMessage: 'Days, events by drag or keyboard, who sees it, and the rotation generator.' },
  curriculumTitle: { id: 'staff.dashboard.card.curriculum', defaultMessage: 'Curriculum' },
  curriculumText: { id: 'staff.dashboard.card.curriculum.text', defaultMessage: "Each day's lesson sections, memory work and who memorized it." },
  firstAidTitle: { id: 'staff.dashboard.card.firstAid', defaultMessage: 'First aid' },
  firstAidText: { id: 'staff.dashboard.card.firstAid.text', defaultMessage: 'Record and review first aid reports.' },
  apqTitle: { id: 'staff.dashboard.card.apq', defaultMessage: 'People query' },
  apqText: { id: 'staff.dashboard.card.apq.text', defaultMessage: 'Find parents, children, interns and staff.' },
  settingsTitle: { id: 'staff.dashboard.card.settings', defaultMessage: 'VBS settings' },
  settingsText: { id: 'staff.dashboard.card.settings.text', defaultMessage: 'Edition dates, program flags and permissions.' },
  leaderboardTitle: { id: 'staff.dashboard.card.leaderboard', defaultMessage: 'Leaderboard' },
  leaderboardText: { id: 'staff.dashboard.card.leaderboard.text', defaultMessage: 'Points by group for the week and each day.' },
  registrationsTitle: { id: 'staff.dashboard.card.registrations', defaultMessage: 'Registrations' },
  registrationsText: { id: 'staff.dashboard.card.registrations.text', defaultMessage: 'Approve or decline pending registrations.' },
  internsTitle: { id: 'staff.dashboard.card.interns', defaultMessage: 'Intern applications' },
  internsText: { id: 'staff.dashboard.card.interns.text', defaultMessage: 'Review and accept intern applications.' },
  screeningTitle: { id: 'staff.dashboard.card.screening', defaultMessage: 'Screening' },
  screeningText: { id: 'staff.dashboard.card.screening.text', defaultMessage: 'Background checks, training and the code of conduct: who is cleared to work with children.' },
  checkInTitle: { id: 'staff.dashboard.card.checkIn', defaultMessage: 'Check-in station' },
  checkInText: { id: 'staff.dashboard.card.checkIn.text', defaultMessage: 'Scan a family code, check children in and out, print name tags.' },
  attendanceTitle: { id: 'staff.dashboard.card.attendance', defaultMessage: 'Attendance' },
  attendanceText: { id: 'staff.dashboard.card.attendance.text', defaultMessage: 'Present and absent per group, by day, with CSV.' },
  placementTitle: { id: 'staff.dashboard.card.placement', defaultMessage: 'Club placement' },
  placementText: { id: 'staff.dashboard.card.placement.text', defaultMessage: 'Place children in afternoon clubs by their choices.' },
  accountsTitle: { id: 'staff.dashboard.card.accounts', defaultMessage: 'Accounts' },
  accountsText: { id: 'staff.dashboard.card.accounts.text', defaultMessage: 'Accounts, permissions, deactivation and merging.' },
  reportsTitle: { id: 'staff.dashboard.card.reports', defaultMessage: 'Reports' },
  reportsText: { id: 'staff.dashboard.card.reports.text', defaultMessage: 'Charts of the week: check-ins, new and returning, registrations, leaders per child.' },
  importTitle: { id: 'staff.dashboard.card.import', defaultMessage: 'Import families and volunteers' },
  importText: { id: 'staff.dashboard.card.import.text', defaultMessage: 'Bring last year’s families, or your staff and interns, in from a spreadsheet, with a preview and an undo.' },
  messagesTitle: { id: 'staff.dashboard.card.messages', defaultMessage: 'Messages' },
  messagesText: { id: 'staff.dashboard.card.messages.text', defaultMessage: 'E-mail and text families, interns and staff; see what was delivered.' },
  auditTitle: { id: 'staff.dashboard.card.audit', defaultMessage: 'Audit trail' },
  auditText: { id: 'staff.dashboard.card.audit.text', defaultMessage: 'Who read medical information and who changed what.' },
});

const CARDS = {
  profile: { path: '/dashboard/profile', title: WORDS.profileTitle, description: WORDS.profileText, icon: 'profile' },
  registration: { path: '/dashboard/registration', title: WORDS.registrationTitle, description: WORDS.registrationText, icon: 'registration' },
  schedule: { path: '/dashboard/schedules', title: WORDS.scheduleTitle, description: WORDS.scheduleText, icon: 'schedule' },
  familySchedule: { path: '/dashboard/schedules', title: WORDS.familyScheduleTitle, description: WORDS.familyScheduleText, icon: 'schedule' },
  application: { path: '/dashboard/application', title: WORDS.applicationTitle, description: WORDS.applicationText, icon: 'application' },
  rosters: { path: '/dashboard/rosters', title: WORDS.rostersTitle, description: WORDS.rostersText, icon: 'rosters' },
  staff: { path: '/dashboard/staff', title: WORDS.staffTitle, description: WORDS.staffText, icon: 'staff' },
  scheduler: { path: '/dashboard/scheduler', title: WORDS.schedulerTitle, description: WORDS.schedulerText, icon: 'scheduler' },
  curriculum: { path: '/dashboard/curriculum', title: WORDS.curriculumTitle, description: WORDS.curriculumText, icon: 'curriculum' },
  firstAid: { path: '/dashboard/first-aid', title: WORDS.firstAidTitle, description: WORDS.firstAidText, icon: 'firstAid' },
  apq: { path: '/dashboard/apq', title: WORDS.apqTitle, description: WORDS.apqText, icon: 'apq' },
  settings: { path: '/dashboard/settings', title: WORDS.settingsTitle, description: WORDS.settingsText, icon: 'settings' },
  leaderboard: { path: '/dashboard/leaderboard', title: WORDS.leaderboardTitle, description: WORDS.leaderboardText, icon: 'leaderboard' },
  registrations: { path: '/dashboard/registrations', title: WORDS.registrationsTitle, description: WORDS.registrationsText, icon: 'registrations' },
  interns: { path: '/dashboard/interns', title: WORDS.internsTitle, description: WORDS.internsText, icon: 'interns' },
  screening: { path: '/dashboard/screening', title: WORDS.screeningTitle, description: WORDS.screeningText, icon: 'screening' },
  checkIn: { path: '/dashboard/check-in', title: WORDS.checkInTitle, description: WORDS.checkInText, icon: 'checkIn' },
  attendance: { path: '/dashboard/attendance', title: WORDS.attendanceTitle, description: WORDS.attendanceText, icon: 'attendance' },
  placement: { path: '/dashboard/placement', title: WORDS.placementTitle, description: WORDS.placementText, icon: 'placement' },
  accounts: { path: '/dashboard/accounts', title: WORDS.accountsTitle, description: WORDS.accountsText, icon: 'accounts' },
  reports: { path: '/dashboard/reports', title: WORDS.reportsTitle, description: WORDS.reportsText, icon: 'reports' },
  import: { path: '/dashboard/import', title: WORDS.importTitle, description: WORDS.importText, icon: 'import' },
  messages: { path: '/dashboard/messages', title: WORDS.messagesTitle, description: WORDS.messagesText, icon: 'messages' },
  audit: { path: '/dashboard/audit', title: WORDS.auditTitle, description: WORDS.auditText, icon: 'audit' },
} satisfies Record<string, DashboardCard>;

export function dashboardSections(viewer: DashboardViewer, flags: EditionFlags): DashboardSection[] {
  const has = (permission: string) => viewer.permissions.some((p) => p.toUpperCase() === permission);
  const sections: DashboardSection[] = [];
  if (viewer.isParent) {
    sections.push({
      heading: HEADINGS.family,
      cards: [CARDS.profile, ...(registrationIsOpen(flags) ? [CARDS.registration] : []), CARDS.familySchedule],
    });
  }
  if (viewer.isIntern) {
    sections.push({ heading: HEADINGS.intern, cards: [CARDS.checkIn, CARDS.attendance, CARDS.schedule, ...(flags.internApplicationOpen ? [CARDS.application] : [])] });
  }
  if (viewer.isStaff) {
    sections.push({
      heading: HEADINGS.staff,
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
