// Every route of the single-page app (SPEC §2). Each has a title (document title and breadcrumbs);
// /dashboard and below need a signed-in person; registration and the intern application exist only
// while their program flags are open. Screens still to be built show a "coming next" placeholder.
import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from './app/AppLayout.tsx';
import { NOT_FOUND_TITLE, NotFoundPage } from './app/NotFoundPage.tsx';
import { AppCrash, PageError } from './app/PageError.tsx';
import type { RouteHandle } from './app/route-handle.ts';
import { AppLoading } from './components/AppLoading.tsx';
import { PlaceholderPage } from './components/PlaceholderPage.tsx';
import { DashboardPage } from './features/dashboard/DashboardPage.tsx';
import { registrationIsOpen } from './features/dashboard/dashboard-cards.ts';
import { HelpPage } from './features/help/HelpPage.tsx';
import { SignInHelpPage } from './features/help/SignInHelpPage.tsx';
import { LeaderboardRoute, RostersRoute, StaffRoute } from './features/groups/group-routes.tsx';
import { HomePage } from './features/home/HomePage.tsx';
import { PeopleQueryPage } from './features/info-sheet/PeopleQueryPage.tsx';
import { PrivacyPage } from './features/legal/PrivacyPage.tsx';
import { ProfilePage } from './features/profile/ProfilePage.tsx';
import { RegistrationPage } from './features/registration/RegistrationPage.tsx';
import { RegistrationReviewPage } from './features/registration/RegistrationReviewPage.tsx';
import { SettingsPage } from './features/settings/SettingsPage.tsx';
import { ApplicationPage } from './features/application/ApplicationPage.tsx';
import { InternReviewPage } from './features/application/InternReviewPage.tsx';
import { PlacementPage } from './features/placement/PlacementPage.tsx';
import { TermsPage } from './features/legal/TermsPage.tsx';

function titled(handle: RouteHandle): RouteHandle {
  return handle;
}

/** An older camelCase path that now redirects (SPEC §2). */
function redirect(path: string, to: string, title: string): RouteObject {
  return { path, element: <Navigate to={to} replace />, handle: titled({ title }) };
}

function placeholder(path: string, title: string, summary: string, handle: Omit<RouteHandle, 'title'> = {}): RouteObject {
  return { path, element: <PlaceholderPage summary={summary} />, handle: titled({ title, ...handle }) };
}

const notFound: RouteObject = { path: '*', element: <NotFoundPage />, handle: titled({ title: NOT_FOUND_TITLE }) };

export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <Suspense fallback={<AppLoading />}>
        <AppLayout />
      </Suspense>
    ),
    errorElement: <AppCrash />,
    children: [
      {
        errorElement: <PageError />,
        children: [
          { index: true, element: <HomePage />, handle: titled({ title: 'Home' }) },
          { path: 'privacy', element: <PrivacyPage />, handle: titled({ title: 'Privacy Policy' }) },
          { path: 'terms', element: <TermsPage />, handle: titled({ title: 'Terms of Use' }) },
          {
            path: 'help',
            handle: titled({ title: 'Help Center' }),
            children: [
              { index: true, element: <HelpPage /> },
              { path: 'login-with-google', element: <SignInHelpPage provider="google" />, handle: titled({ title: 'Sign in with Google' }) },
              { path: 'login-with-facebook', element: <SignInHelpPage provider="facebook" />, handle: titled({ title: 'Sign in with Facebook' }) },
              redirect('loginWithGoogle', '/help/login-with-google', 'Sign in with Google'),
              redirect('loginWithFacebook', '/help/login-with-facebook', 'Sign in with Facebook'),
              notFound,
            ],
          },
          {
            path: 'dashboard',
            handle: titled({ title: 'Dashboard', requiresLogin: true }),
            children: [
              { index: true, element: <DashboardPage /> },
              { path: 'profile', element: <ProfilePage />, handle: titled({ title: 'Profile' }) },
              { path: 'registration', element: <RegistrationPage />, handle: titled({ title: 'Registration', openWhen: registrationIsOpen }) },
              { path: 'registrations', element: <RegistrationReviewPage />, handle: titled({ title: 'Registrations' }) },
              { path: 'application', element: <ApplicationPage />, handle: titled({ title: 'Intern application', openWhen: (flags) => flags.internApplicationOpen }) },
              { path: 'interns', element: <InternReviewPage />, handle: titled({ title: 'Intern applications' }) },
              { path: 'placement', element: <PlacementPage />, handle: titled({ title: 'Club placement' }) },
              placeholder('curriculum', 'Curriculum', "Each day's lessons and memory work will be here."),
              placeholder('schedules', 'Live schedule', "The week's schedule, with what is happening now, will be here."),
              placeholder('scheduler', 'Schedule builder', 'Staff will plan the days, events and afternoon rotations here.'),
              { path: 'rosters', element: <RostersRoute />, handle: titled({ title: 'Student rosters' }) },
              { path: 'staff', element: <StaffRoute />, handle: titled({ title: 'Staff rosters' }) },
              { path: 'leaderboard', element: <LeaderboardRoute />, handle: titled({ title: 'Leaderboard' }) },
              placeholder('first-aid', 'First aid reports', 'Staff will record and review first aid reports here.'),
              redirect('firstAid', '/dashboard/first-aid', 'First aid reports'),
              { path: 'settings', element: <SettingsPage />, handle: titled({ title: 'VBS settings' }) },
              { path: 'apq', element: <PeopleQueryPage />, handle: titled({ title: 'People query' }) },
              notFound,
            ],
          },
          notFound,
        ],
      },
    ],
  },
];
