// The shell around every page (SPEC §2 Layout): banner, header, breadcrumbs, main area, public footer,
// and the navigation guard: document title, login modal for /dashboard*, flagged pages, toasts cleared
// on a path change, identity re-checked every 2 hours, live permission updates for staff.
import { Center, Container, Text } from '@mantine/core';
import { Suspense, useCallback, useEffect } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { AppLayoutQuery as AppLayoutQueryType } from '../__generated__/AppLayoutQuery.graphql';
import { PageSkeleton } from '../components/PageSkeleton.tsx';
import { AppBreadcrumbs } from './AppBreadcrumbs.tsx';
import { AppHeader } from './AppHeader.tsx';
import classes from './AppLayout.module.css';
import { LoginModal } from './LoginModal.tsx';
import { loginNeeded, useLoginNeeded } from './login-needed.ts';
import { forgetJustLoggedOut, justLoggedOut } from './logout.ts';
import { NOT_FOUND_TITLE, NotFoundPage } from './NotFoundPage.tsx';
import { PublicFooter } from './PublicFooter.tsx';
import { useRouteInfo } from './route-handle.ts';
import { pageTitle } from './site.ts';
import { TestSiteBanner } from './TestSiteBanner.tsx';
import { toast } from './toast.ts';
import { ViewerPermissionsSubscription } from './ViewerPermissionsSubscription.tsx';
import { InfoSheet } from '../features/info-sheet/InfoSheet.tsx';

/** SPEC §9: identity refresh every 2 hours. */
export const IDENTITY_REFRESH_MS = 2 * 60 * 60 * 1000;

const AppLayoutQuery = graphql`
  query AppLayoutQuery {
    viewer {
      isStaff
      ...AppHeader_viewer
    }
    currentEdition {
      generalRegistrationOpen
      electiveSelectionOpen
      internApplicationOpen
      ...AppHeader_edition
      ...PublicFooter_edition
    }
    signInOptions {
      ...LoginModal_signInOptions
    }
  }
`;

export function AppLayout() {
  const data = useLazyLoadQuery<AppLayoutQueryType>(AppLayoutQuery, {});
  const environment = useRelayEnvironment();
  const location = useLocation();
  const navigate = useNavigate();
  const route = useRouteInfo();
  const loginIsNeeded = useLoginNeeded();

  const signedIn = data.viewer != null;
  const leavingAfterLogout = route.requiresLogin && justLoggedOut();
  const needsSignIn = route.requiresLogin && !signedIn && !leavingAfterLogout;
  const closed = !!route.openWhen && !route.openWhen(data.currentEdition);
  const title = closed ? NOT_FOUND_TITLE : route.title;

  const recheckIdentity = useCallback(() => {
    fetchQuery<AppLayoutQueryType>(environment, AppLayoutQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      error: (error: unknown) => console.warn('Could not re-check who is signed in:', error),
    });
  }, [environment]);

  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  useEffect(() => toast.clear(), [location.pathname]);

  useEffect(() => {
    if (!route.requiresLogin) forgetJustLoggedOut();
  }, [route.requiresLogin]);

  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setInterval(recheckIdentity, IDENTITY_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [signedIn, recheckIdentity]);

  const leaveLogin = () => {
    if (loginNeeded.get()) {
      loginNeeded.clear();
      recheckIdentity();
    }
    navigate('/');
  };

  let content: React.ReactNode;
  if (leavingAfterLogout) content = <Navigate to="/" replace />;
  else if (needsSignIn)
    content = (
      <Center py={64}>
        <Text c="dimmed">Please sign in to see this page.</Text>
      </Center>
    );
  else if (closed) content = <NotFoundPage />;
  else
    content = (
      <Suspense key={location.pathname} fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    );

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <TestSiteBanner />
      <AppHeader edition={data.currentEdition} viewer={data.viewer ?? null} />
      <Container component="main" id="main" tabIndex={-1} size="lg" py="lg" className={classes.main}>
        <AppBreadcrumbs pathname={location.pathname} crumbs={route.crumbs} />
        {content}
      </Container>
      {!route.requiresLogin && <PublicFooter edition={data.currentEdition} />}
      <LoginModal
        opened={needsSignIn || loginIsNeeded}
        redirectTo={location.pathname + location.search + location.hash}
        signInOptions={data.signInOptions}
        onLeave={leaveLogin}
      />
      {data.viewer?.isStaff && <ViewerPermissionsSubscription />}
      {data.viewer && <InfoSheet />}
    </div>
  );
}
