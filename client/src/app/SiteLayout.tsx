// The shell around every page (SPEC §2 Layout), without Relay so public pages stay small: banner, header,
// breadcrumbs, main area, public footer on public pages, the reload prompt; the document title, toasts
// cleared on a path change, and the just-logged-out flag forgotten once someone is signed in. /dashboard adds its
// own guard inside the main area (AppLayout, loaded lazily with Relay).
import { lazy, Suspense, useEffect } from 'react';
import { Container } from '@mantine/core';
import { FormattedMessage } from '../i18n/intl.tsx';
import { Outlet, useLocation } from 'react-router-dom';
import { AppLoading } from '../components/AppLoading.tsx';
import { PageSkeleton } from '../components/PageSkeleton.tsx';
import { AppBreadcrumbs } from './AppBreadcrumbs.tsx';
import { AppHeader } from './AppHeader.tsx';
import classes from './AppLayout.module.css';
import { useDeviceWarning } from './device-warning.ts';
import { forgetJustLoggedOut } from './logout.ts';
import { ShellUnavailable } from './PageError.tsx';
import { PublicFooter } from './PublicFooter.tsx';
import { ReloadPrompt } from './ReloadPrompt.tsx';
import { PageAttached } from './server-render.ts';
import { useRouteInfo } from './route-handle.ts';
import { pageTitle } from './site.ts';
import { useSiteShell } from './site-shell.ts';
import { TestSiteBanner } from './TestSiteBanner.tsx';
import { toast } from './toast.ts';

// Asked only when something on this device would be lost (logout with the station's actions unsent).
const DeviceWarningDialog = lazy(() => import('./DeviceWarningDialog.tsx').then((m) => ({ default: m.DeviceWarningDialog })));

export function SiteLayout() {
  const { status, edition, viewer } = useSiteShell();
  const location = useLocation();
  const route = useRouteInfo();
  const title = route.title;
  const deviceWarning = useDeviceWarning();

  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  useEffect(() => toast.clear(), [location.pathname]);

  // The flag outlives arrival at home, so Back from there still leads home (AppLayout's guard); signing in ends it.
  useEffect(() => {
    if (viewer) forgetJustLoggedOut();
  }, [viewer]);

  if (!edition) return status === 'failed' ? <ShellUnavailable /> : <AppLoading />;

  const offline = status === 'offline';
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        <FormattedMessage id="layout.skip" defaultMessage="Skip to main content" />
      </a>
      <TestSiteBanner />
      <AppHeader edition={edition} viewer={viewer} offline={offline} checkingSignIn={status === 'loading'} />
      <Container component="main" id="main" tabIndex={-1} size="lg" py="lg" className={classes.main}>
        <AppBreadcrumbs pathname={location.pathname} crumbs={route.crumbs} />
        <Suspense key={route.requiresLogin ? 'dashboard' : location.pathname} fallback={<PageSkeleton />}>
          <Outlet />
          {/* A signed-in page's content hydrates inside the dashboard's own boundary, later: AppLayout marks it. */}
          {!route.requiresLogin && <PageAttached />}
        </Suspense>
      </Container>
      {!route.requiresLogin && <PublicFooter edition={edition} />}
      <ReloadPrompt />
      {deviceWarning && (
        <Suspense fallback={null}>
          <DeviceWarningDialog warning={deviceWarning.warning} answer={deviceWarning.answer} />
        </Suspense>
      )}
    </div>
  );
}
