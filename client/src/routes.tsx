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
import type { RouteHandle } from './app/route-handle.ts';
import { staffAndInterns, staffOnly, staffWith, staffWithAny } from './app/page-access.ts';
import { addSignedInPart, registerDeviceStation } from './app/shell-extensions.ts';
import { registrationIsOpen } from './features/dashboard/dashboard-cards.ts';
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

function titled(handle: RouteHandle): RouteHandle {
  return handle;
}

/** An older camelCase path that now redirects (SPEC §2). */
function redirect(path: string, to: string, title: string): RouteObject {
  return { path, element: <Navigate to={to} replace />, handle: titled({ title }) };
}

/** Older camelCase paths (the server answers them with 301s too); /dashboard's own are in its children. */
function legacyRedirects(): RouteObject[] {
  return Object.keys(LEGACY_PATHS)
    .filter((path) => !path.startsWith('/dashboard/'))
    .map((path) => redirect(path, currentPathFor(path)!, ''));
}

const notFound: RouteObject = { path: '*', element: <NotFoundPage />, handle: titled({ title: NOT_FOUND_TITLE, status: 404 }) };

export const routes: RouteObject[] = [
  // The self check-in kiosk fills the screen: no site header, nothing to wander off to.
  { path: '/kiosk', element: <KioskPage />, errorElement: <AppCrash />, handle: titled({ title: 'Self check-in' }) },
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <AppCrash />,
    children: [
      {
        errorElement: <PageError />,
        children: [
          { index: true, element: <HomePage />, handle: titled({ title: 'Home' }) },
          { path: 'privacy', element: <PrivacyPage />, handle: titled({ title: 'Privacy Policy' }) },
          { path: 'terms', element: <TermsPage />, handle: titled({ title: 'Terms of Use' }) },
          { path: 'qrcode', element: <QrCodePage />, handle: titled({ title: 'Family check-in code' }) },
          ...PAST_YEAR_CATALOG.map((entry) => ({ path: entry.path, element: <PastYearPage year={entry.year} />, handle: titled({ title: `${entry.year} ${entry.theme}` }) })),
          ...legacyRedirects(),
          {
            path: 'help',
            handle: titled({ title: 'Help Center' }),
            children: [
              { index: true, element: <HelpPage /> },
              { path: 'login-with-google', element: <SignInHelpPage provider="google" />, handle: titled({ title: 'Sign in with Google' }) },
              { path: 'login-with-facebook', element: <SignInHelpPage provider="facebook" />, handle: titled({ title: 'Sign in with Facebook' }) },
              { path: 'show-parent-qr-code', element: <ShowQrCodeHelpPage />, handle: titled({ title: 'Show your family check-in code' }) },
              { path: 'scan-parent-qr-code', element: <ScanQrCodeHelpPage />, handle: titled({ title: 'Scan a family check-in code' }) },
              notFound,
            ],
          },
          {
            path: 'dashboard',
            element: <AppLayout />,
            handle: titled({ title: 'Dashboard', requiresLogin: true }),
            children: [
              { index: true, element: <DashboardPage /> },
              { path: 'profile', element: <ProfilePage />, handle: titled({ title: 'Profile' }) },
              { path: 'registration', element: <RegistrationPage />, handle: titled({ title: 'Registration', openWhen: registrationIsOpen }) },
              { path: 'registrations', element: <RegistrationReviewPage />, handle: titled({ title: 'Registrations', allow: staffWith('APPROVE_REGISTRATIONS') }) },
              // Open to everyone: while applications are closed it shows an intern's status, or says they are closed.
              { path: 'application', element: <ApplicationPage />, handle: titled({ title: 'Intern application' }) },
              { path: 'interns', element: <InternReviewPage />, handle: titled({ title: 'Intern applications', allow: staffWith('ASSIGN_STAFF') }) },
              { path: 'screening', element: <ScreeningPage />, handle: titled({ title: 'Screening', allow: staffWith('ASSIGN_STAFF') }) },
              { path: 'placement', element: <PlacementPage />, handle: titled({ title: 'Club placement', allow: staffWith('ASSIGN_STUDENT_GROUPS') }) },
              { path: 'curriculum', element: <CurriculumPage />, handle: titled({ title: 'Curriculum', allow: staffOnly }) },
              { path: 'schedules', element: <SchedulesPage />, handle: titled({ title: 'Live schedule' }) },
              { path: 'scheduler', element: <SchedulerPage />, handle: titled({ title: 'Schedule builder', allow: staffOnly }) },
              { path: 'rosters', element: <RostersRoute />, handle: titled({ title: 'Student rosters', allow: staffOnly }) },
              { path: 'staff', element: <StaffRoute />, handle: titled({ title: 'Staff rosters', allow: staffOnly }) },
              { path: 'my-group', element: <MyGroupPage />, handle: titled({ title: 'My group', allow: staffAndInterns }) },
              { path: 'my-group/:groupId', element: <MyGroupPage />, handle: titled({ title: 'My group', allow: staffAndInterns }) },
              { path: 'leaderboard', element: <LeaderboardRoute />, handle: titled({ title: 'Leaderboard', allow: staffAndInterns }) },
              { path: 'first-aid', element: <FirstAidPage />, handle: titled({ title: 'First aid reports', allow: staffOnly }) },
              { path: 'check-in', element: <CheckInStationPage />, handle: titled({ title: 'Check-in', allow: staffAndInterns }) },
              { path: 'check-in/broadcast', element: <BroadcastPage />, handle: titled({ title: 'Emergency broadcast', allow: staffOnly }) },
              { path: 'attendance', element: <AttendanceDayPage />, handle: titled({ title: 'Attendance', allow: staffAndInterns }) },
              redirect('firstAid', '/dashboard/first-aid', 'First aid reports'),
              { path: 'settings', element: <SettingsPage />, handle: titled({ title: 'VBS settings', allow: staffWith('MANAGE_VBS') }) },
              { path: 'apq', element: <PeopleQueryPage />, handle: titled({ title: 'People query', allow: staffOnly }) },
              { path: 'accounts', element: <AccountsPage />, handle: titled({ title: 'Accounts', allow: staffWith('ADMINISTER_ACCOUNTS') }) },
              { path: 'audit', element: <AuditPage />, handle: titled({ title: 'Audit trail', allow: staffWith('ADMINISTER_ACCOUNTS') }) },
              { path: 'messages', element: <MessagesPage />, handle: titled({ title: 'Messages', allow: staffWith('MANAGE_VBS') }) },
              { path: 'messages/new', element: <MessageNewPage />, handle: titled({ title: 'New message', allow: staffWith('MANAGE_VBS') }) },
              { path: 'messages/:messageId', element: <MessagePage />, handle: titled({ title: 'Message', allow: staffWith('MANAGE_VBS') }) },
              { path: 'reports', element: <ReportsPage />, handle: titled({ title: 'Reports', allow: staffWithAny('MANAGE_VBS', 'APPROVE_REGISTRATIONS') }) },
              { path: 'import', element: <ImportPage />, handle: titled({ title: 'Import families and volunteers', allow: staffWith('MANAGE_VBS') }) },
              notFound,
            ],
          },
          notFound,
        ],
      },
    ],
  },
];
