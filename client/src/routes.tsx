// Every route of the single-page app (SPEC §2). Each has a title (document title and breadcrumbs);
// /dashboard and below need a signed-in person; registration and the intern application exist only
// while their program flags are open. Screens still to be built show a "coming next" placeholder.
// Everything under /dashboard is loaded lazily (lazyPage) with its layout, so public pages ship no
// Relay (bench/bundle-size.ts measures it).
import { Navigate, type RouteObject } from 'react-router-dom';
import { currentPathFor, LEGACY_PATHS } from '../../shared/legacy-paths.ts';
import { lazyPage } from './app/lazy-page.ts';
import { NOT_FOUND_TITLE, NotFoundPage } from './app/NotFoundPage.tsx';
import { AppCrash, PageError } from './app/PageError.tsx';
import { SiteLayout } from './app/SiteLayout.tsx';
import { registrationIsOpen, type RouteHandle, type RouteTitle } from './app/route-handle.ts';
import { defineMessages } from './i18n/intl.tsx';
import { staffAndInterns, staffOnly, staffWith, staffWithAny } from './app/page-access.ts';
import { addSignedInPart, registerDeviceStation } from './app/shell-extensions.ts';
import { HomePage } from './features/home/HomePage.tsx';
import { PAST_YEAR_CATALOG } from './app/past-year-catalog.ts';

const AppLayout = lazyPage(() => import('./app/AppLayout.tsx'), 'AppLayout');
// What the shell (client/src/app) needs from features, registered here so the shell names none of them:
// the check-in station's data on this device, and the info sheet any signed-in page can open.
registerDeviceStation(() => import('./features/check-in/station-device.ts'));
addSignedInPart(lazyPage(() => import('./features/info-sheet/InfoSheetHost.tsx'), 'InfoSheetHost'));
const PastYearPage = lazyPage(() => import('./features/past-years/PastYearPage.tsx'), 'PastYearPage');
const QrCodePage = lazyPage(() => import('./features/qrcode/QrCodePage.tsx'), 'QrCodePage');
const KioskPage = lazyPage(() => import('./features/kiosk/KioskPage.tsx'), 'KioskPage');
// Public pages other than home load on their own too, to keep the first visit small.
const PrivacyPage = lazyPage(() => import('./features/legal/PrivacyPage.tsx'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('./features/legal/TermsPage.tsx'), 'TermsPage');
const HelpPage = lazyPage(() => import('./features/help/HelpPage.tsx'), 'HelpPage');
const SignInHelpPage = lazyPage(() => import('./features/help/SignInHelpPage.tsx'), 'SignInHelpPage');
const ShowQrCodeHelpPage = lazyPage(() => import('./features/help/QrCodeHelpPages.tsx'), 'ShowQrCodeHelpPage');
const ScanQrCodeHelpPage = lazyPage(() => import('./features/help/QrCodeHelpPages.tsx'), 'ScanQrCodeHelpPage');
// Signed-in pages (Relay): always lazyPage.
const DashboardPage = lazyPage(() => import('./features/dashboard/DashboardPage.tsx'), 'DashboardPage');
// Each group screen on its own: the rosters page does not download the leaderboard's or the staff rosters' code.
const LeaderboardRoute = lazyPage(() => import('./features/groups/LeaderboardPage.tsx'), 'LeaderboardPage');
const RostersRoute = lazyPage(() => import('./features/groups/RostersPage.tsx'), 'RostersRoute');
const StaffRoute = lazyPage(() => import('./features/groups/StaffRostersPage.tsx'), 'StaffRoute');
const MyGroupPage = lazyPage(() => import('./features/groups/MyGroupPage.tsx'), 'MyGroupPage');
const PeopleQueryPage = lazyPage(() => import('./features/people-query/PeopleQueryPage.tsx'), 'PeopleQueryPage');
const ProfilePage = lazyPage(() => import('./features/profile/ProfilePage.tsx'), 'ProfilePage');
const RegistrationPage = lazyPage(() => import('./features/registration/RegistrationPage.tsx'), 'RegistrationPage');
const RegistrationReviewPage = lazyPage(() => import('./features/registration/RegistrationReviewPage.tsx'), 'RegistrationReviewPage');
const SettingsPage = lazyPage(() => import('./features/settings/SettingsPage.tsx'), 'SettingsPage');
const ApplicationPage = lazyPage(() => import('./features/application/ApplicationPage.tsx'), 'ApplicationPage');
const InternReviewPage = lazyPage(() => import('./features/application/InternReviewPage.tsx'), 'InternReviewPage');
const ScreeningPage = lazyPage(() => import('./features/screening/ScreeningPage.tsx'), 'ScreeningPage');
const PlacementPage = lazyPage(() => import('./features/placement/PlacementPage.tsx'), 'PlacementPage');
const AccountsPage = lazyPage(() => import('./features/accounts/AccountsPage.tsx'), 'AccountsPage');
const AuditPage = lazyPage(() => import('./features/audit/AuditPage.tsx'), 'AuditPage');
const ReportsPage = lazyPage(() => import('./features/reports/ReportsPage.tsx'), 'ReportsPage');
const ImportPage = lazyPage(() => import('./features/import/ImportPage.tsx'), 'ImportPage');
const CheckInStationPage = lazyPage(() => import('./features/check-in/CheckInStationPage.tsx'), 'CheckInStationPage');
const FirstAidPage = lazyPage(() => import('./features/first-aid/FirstAidPage.tsx'), 'FirstAidPage');
const BroadcastPage = lazyPage(() => import('./features/check-in/BroadcastPage.tsx'), 'BroadcastPage');
const AttendanceDayPage = lazyPage(() => import('./features/check-in/AttendanceDayPage.tsx'), 'AttendanceDayPage');
const SchedulesPage = lazyPage(() => import('./features/schedule/SchedulesPage.tsx'), 'SchedulesPage');
const SchedulerPage = lazyPage(() => import('./features/schedule/SchedulerPage.tsx'), 'SchedulerPage');
const MessagesPage = lazyPage(() => import('./features/messages/MessagesPage.tsx'), 'MessagesPage');
const MessageNewPage = lazyPage(() => import('./features/messages/MessagePage.tsx'), 'MessageNewPage');
const MessagePage = lazyPage(() => import('./features/messages/MessagePage.tsx'), 'MessagePage');
const CurriculumPage = lazyPage(() => import('./features/schedule/CurriculumPage.tsx'), 'CurriculumPage');

/** Each page's title (document title and breadcrumbs); staff pages' under staff. until they are translated. */
const TITLES = defineMessages({
  kiosk: { id: 'route.kiosk', defaultMessage: 'Self check-in' },
  home: { id: 'route.home', defaultMessage: 'Home' },
  privacy: { id: 'route.privacy', defaultMessage: 'Privacy Policy' },
  terms: { id: 'route.terms', defaultMessage: 'Terms of Use' },
  qrcode: { id: 'route.qrcode', defaultMessage: 'Family check-in code' },
  help: { id: 'route.help', defaultMessage: 'Help Center' },
  signInGoogle: { id: 'route.signInGoogle', defaultMessage: 'Sign in with Google' },
  signInFacebook: { id: 'route.signInFacebook', defaultMessage: 'Sign in with Facebook' },
  showCode: { id: 'route.showCode', defaultMessage: 'Show your family check-in code' },
  scanCode: { id: 'route.scanCode', defaultMessage: 'Scan a family check-in code' },
  dashboard: { id: 'route.dashboard', defaultMessage: 'Dashboard' },
  profile: { id: 'route.profile', defaultMessage: 'Profile' },
  registration: { id: 'route.registration', defaultMessage: 'Registration' },
  application: { id: 'route.application', defaultMessage: 'Intern application' },
  schedules: { id: 'route.schedules', defaultMessage: 'Live schedule' },
  registrations: { id: 'staff.route.registrations', defaultMessage: 'Registrations' },
  interns: { id: 'staff.route.interns', defaultMessage: 'Intern applications' },
  screening: { id: 'staff.route.screening', defaultMessage: 'Screening' },
  placement: { id: 'staff.route.placement', defaultMessage: 'Club placement' },
  curriculum: { id: 'staff.route.curriculum', defaultMessage: 'Curriculum' },
  scheduler: { id: 'staff.route.scheduler', defaultMessage: 'Schedule builder' },
  rosters: { id: 'staff.route.rosters', defaultMessage: 'Student rosters' },
  staff: { id: 'staff.route.staff', defaultMessage: 'Staff rosters' },
  myGroup: { id: 'staff.route.myGroup', defaultMessage: 'My group' },
  leaderboard: { id: 'staff.route.leaderboard', defaultMessage: 'Leaderboard' },
  firstAid: { id: 'staff.route.firstAid', defaultMessage: 'First aid reports' },
  checkIn: { id: 'staff.route.checkIn', defaultMessage: 'Check-in' },
  broadcast: { id: 'staff.route.broadcast', defaultMessage: 'Emergency broadcast' },
  attendance: { id: 'staff.route.attendance', defaultMessage: 'Attendance' },
  settings: { id: 'staff.route.settings', defaultMessage: 'VBS settings' },
  peopleQuery: { id: 'staff.route.peopleQuery', defaultMessage: 'People query' },
  accounts: { id: 'staff.route.accounts', defaultMessage: 'Accounts' },
  audit: { id: 'staff.route.audit', defaultMessage: 'Audit trail' },
  messages: { id: 'staff.route.messages', defaultMessage: 'Messages' },
  newMessage: { id: 'staff.route.newMessage', defaultMessage: 'New message' },
  message: { id: 'staff.route.message', defaultMessage: 'Message' },
  reports: { id: 'staff.route.reports', defaultMessage: 'Reports' },
  import: { id: 'staff.route.import', defaultMessage: 'Import families and volunteers' },
});

function titled(handle: RouteHandle): RouteHandle {
  return handle;
}

/** An older camelCase path that now redirects (SPEC §2). */
function redirect(path: string, to: string, title: RouteTitle | undefined): RouteObject {
  return { path, element: <Navigate to={to} replace />, handle: titled({ title }) };
}

/** Older camelCase paths (the server answers them with 301s too); /dashboard's own are in its children. */
function legacyRedirects(): RouteObject[] {
  return Object.keys(LEGACY_PATHS)
    .filter((path) => !path.startsWith('/dashboard/'))
    .map((path) => redirect(path, currentPathFor(path)!, undefined));
}

const notFound: RouteObject = { path: '*', element: <NotFoundPage />, handle: titled({ title: NOT_FOUND_TITLE, status: 404 }) };

export const routes: RouteObject[] = [
  // The self check-in kiosk fills the screen: no site header, nothing to wander off to.
  { path: '/kiosk', element: <KioskPage />, errorElement: <AppCrash />, handle: titled({ title: TITLES.kiosk }) },
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <AppCrash />,
    children: [
      {
        errorElement: <PageError />,
        children: [
          { index: true, element: <HomePage />, handle: titled({ title: TITLES.home }) },
          { path: 'privacy', element: <PrivacyPage />, handle: titled({ title: TITLES.privacy }) },
          { path: 'terms', element: <TermsPage />, handle: titled({ title: TITLES.terms }) },
          { path: 'qrcode', element: <QrCodePage />, handle: titled({ title: TITLES.qrcode }) },
          ...PAST_YEAR_CATALOG.map((entry) => ({ path: entry.path, element: <PastYearPage year={entry.year} />, handle: titled({ title: `${entry.year} ${entry.theme}` }) })),
          ...legacyRedirects(),
          {
            path: 'help',
            handle: titled({ title: TITLES.help }),
            children: [
              { index: true, element: <HelpPage /> },
              { path: 'login-with-google', element: <SignInHelpPage provider="google" />, handle: titled({ title: TITLES.signInGoogle }) },
              { path: 'login-with-facebook', element: <SignInHelpPage provider="facebook" />, handle: titled({ title: TITLES.signInFacebook }) },
              { path: 'show-parent-qr-code', element: <ShowQrCodeHelpPage />, handle: titled({ title: TITLES.showCode }) },
              { path: 'scan-parent-qr-code', element: <ScanQrCodeHelpPage />, handle: titled({ title: TITLES.scanCode }) },
              notFound,
            ],
          },
          {
            path: 'dashboard',
            element: <AppLayout />,
            handle: titled({ title: TITLES.dashboard, requiresLogin: true }),
            children: [
              { index: true, element: <DashboardPage /> },
              { path: 'profile', element: <ProfilePage />, handle: titled({ title: TITLES.profile }) },
              { path: 'registration', element: <RegistrationPage />, handle: titled({ title: TITLES.registration, openWhen: registrationIsOpen }) },
              { path: 'registrations', element: <RegistrationReviewPage />, handle: titled({ title: TITLES.registrations, allow: staffWith('APPROVE_REGISTRATIONS') }) },
              // Open to everyone: while applications are closed it shows an intern's status, or says they are closed.
              { path: 'application', element: <ApplicationPage />, handle: titled({ title: TITLES.application }) },
              { path: 'interns', element: <InternReviewPage />, handle: titled({ title: TITLES.interns, allow: staffWith('ASSIGN_STAFF') }) },
              { path: 'screening', element: <ScreeningPage />, handle: titled({ title: TITLES.screening, allow: staffWith('ASSIGN_STAFF') }) },
              { path: 'placement', element: <PlacementPage />, handle: titled({ title: TITLES.placement, allow: staffWith('ASSIGN_STUDENT_GROUPS') }) },
              { path: 'curriculum', element: <CurriculumPage />, handle: titled({ title: TITLES.curriculum, allow: staffOnly }) },
              { path: 'schedules', element: <SchedulesPage />, handle: titled({ title: TITLES.schedules }) },
              { path: 'scheduler', element: <SchedulerPage />, handle: titled({ title: TITLES.scheduler, allow: staffOnly }) },
              { path: 'rosters', element: <RostersRoute />, handle: titled({ title: TITLES.rosters, allow: staffOnly }) },
              { path: 'staff', element: <StaffRoute />, handle: titled({ title: TITLES.staff, allow: staffOnly }) },
              { path: 'my-group', element: <MyGroupPage />, handle: titled({ title: TITLES.myGroup, allow: staffAndInterns }) },
              { path: 'my-group/:groupId', element: <MyGroupPage />, handle: titled({ title: TITLES.myGroup, allow: staffAndInterns }) },
              { path: 'leaderboard', element: <LeaderboardRoute />, handle: titled({ title: TITLES.leaderboard, allow: staffAndInterns }) },
              { path: 'first-aid', element: <FirstAidPage />, handle: titled({ title: TITLES.firstAid, allow: staffOnly }) },
              { path: 'check-in', element: <CheckInStationPage />, handle: titled({ title: TITLES.checkIn, allow: staffAndInterns }) },
              { path: 'check-in/broadcast', element: <BroadcastPage />, handle: titled({ title: TITLES.broadcast, allow: staffOnly }) },
              { path: 'attendance', element: <AttendanceDayPage />, handle: titled({ title: TITLES.attendance, allow: staffAndInterns }) },
              redirect('firstAid', '/dashboard/first-aid', TITLES.firstAid),
              { path: 'settings', element: <SettingsPage />, handle: titled({ title: TITLES.settings, allow: staffWith('MANAGE_VBS') }) },
              { path: 'apq', element: <PeopleQueryPage />, handle: titled({ title: TITLES.peopleQuery, allow: staffOnly }) },
              { path: 'accounts', element: <AccountsPage />, handle: titled({ title: TITLES.accounts, allow: staffWith('ADMINISTER_ACCOUNTS') }) },
              { path: 'audit', element: <AuditPage />, handle: titled({ title: TITLES.audit, allow: staffWith('ADMINISTER_ACCOUNTS') }) },
              { path: 'messages', element: <MessagesPage />, handle: titled({ title: TITLES.messages, allow: staffWith('MANAGE_VBS') }) },
              { path: 'messages/new', element: <MessageNewPage />, handle: titled({ title: TITLES.newMessage, allow: staffWith('MANAGE_VBS') }) },
              { path: 'messages/:messageId', element: <MessagePage />, handle: titled({ title: TITLES.message, allow: staffWith('MANAGE_VBS') }) },
              { path: 'reports', element: <ReportsPage />, handle: titled({ title: TITLES.reports, allow: staffWithAny('MANAGE_VBS', 'APPROVE_REGISTRATIONS') }) },
              { path: 'import', element: <ImportPage />, handle: titled({ title: TITLES.import, allow: staffWith('MANAGE_VBS') }) },
              notFound,
            ],
          },
          notFound,
        ],
      },
    ],
  },
];
