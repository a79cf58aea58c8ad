// The signed-in part of the app (/dashboard and below), loaded lazily with Relay so public pages never
// ship it: the navigation guard (login modal for /dashboard*, back home after logout, pages that exist
// only while a program flag is open, the calm notice for pages the viewer's roles do not open), identity
// re-checked every 2 hours, live permission updates for staff.
// The chrome around it (header, banner, breadcrumbs, title, toasts) is SiteLayout's.
import { Center, Text } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { fetchQuery, graphql, RelayEnvironmentProvider, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Navigate, Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import type { AppLayoutQuery as AppLayoutQueryType } from '../__generated__/AppLayoutQuery.graphql';
import { NotForYouPage } from '../components/NoticePage.tsx';
import { PageSkeleton } from '../components/PageSkeleton.tsx';
import { createRelayEnvironment } from '../relay/environment.ts';
import { loginNeeded, useLoginNeeded } from './login-needed.ts';
import { askBeforeDiscarding } from './device-warning.ts';
import type { DashboardOutlet } from './dashboard-account.ts';
import { forgetJustLoggedOut, justLoggedOut } from './logout.ts';
import { ClosedPageNotice } from './ClosedPageNotice.tsx';
import { useRouteInfo } from './route-handle.ts';
import { PageAttached, useServerRender } from './server-render.ts';
import { preloadLazy } from './lazy-page.ts';
import { deviceStation, signedInPartsList } from './shell-extensions.ts';
import { siteShell } from './site-shell.ts';
import { ViewerPermissionsSubscription } from './ViewerPermissionsSubscription.tsx';
import { defineMessages, FormattedMessage, useIntl } from '../i18n/intl.tsx';

// The check-in station's words: only staff and interns run a station.
const STATION = defineMessages({
  title: { id: 'staff.station.othersTitle', defaultMessage: 'Check-ins of another account' },
  message: {
    id: 'staff.station.othersText',
    defaultMessage: '{unsent} by the account that made them at this station. Only that account can send them, by signing in here again; or discard them.',
  },
  keep: { id: 'staff.station.othersKeep', defaultMessage: 'Keep them for that account' },
  discard: { id: 'staff.station.othersDiscard', defaultMessage: 'Discard them' },
});

// The parts features mount beside every signed-in page download with this layout, not after its first render.
preloadLazy(...signedInPartsList());

// Shown only to someone who must sign in, so it loads when first needed (not with every dashboard page).
const LoginModal = lazy(() => import('./LoginModal.tsx').then((m) => ({ default: m.LoginModal })));

/** SPEC §9: identity refresh every 2 hours. */
export const IDENTITY_REFRESH_MS = 2 * 60 * 60 * 1000;

const AppLayoutQuery = graphql`
  query AppLayoutQuery {
    viewer {
      isStaff
      isParent
      isIntern
      permissions
      account {
        databaseId
      }
    }
    currentEdition {
      generalRegistrationOpen
      electiveSelectionOpen
      internApplicationOpen
    }
    signInOptions {
      ...LoginModal_signInOptions
    }
  }
`;

/** The session is over: the login modal opens, and the check-in station's families leave this device at once. */
function sessionEnded() {
  loginNeeded.raise();
  void deviceStation().then((station) => station?.sessionEnded());
}

// One store per page load; created with the first dashboard page, never on public pages.
let environment: Environment | null = null;
function dashboardEnvironment(): Environment {
  environment ??= createRelayEnvironment({ onUnauthenticated: sessionEnded });
  return environment;
}

/**
 * Someone signed in on this device: what the check-in station kept for another account goes (its families at
 * once; its actions not sent yet once this person confirms, since this account never sends them).
 */
function useStationClaimedBy(accountId: number | null) {
  const intl = useIntl();
  useEffect(() => {
    if (accountId === null) return;
    let live = true;
    void (async () => {
      const station = await deviceStation();
      if (!station) return;
      const others = await station.claimStation(accountId);
      if (!live || !others.length) return;
      const discard = await askBeforeDiscarding({
        title: intl.formatMessage(STATION.title),
        message: intl.formatMessage(STATION.message, { unsent: station.unsentSentence(others) }),
        keepLabel: intl.formatMessage(STATION.keep),
        discardLabel: intl.formatMessage(STATION.discard),
      });
      if (discard) await station.discardActionsOfOthers(accountId);
    })();
    return () => {
      live = false;
    };
    // Once per account signed in (the words are those of that moment), not again on a language switch.
  }, [accountId]);
}

export function AppLayout() {
  // On the server, each render has its own (entry-server.tsx).
  const server = useServerRender();
  return (
    <RelayEnvironmentProvider environment={server?.relayEnvironment ?? dashboardEnvironment()}>
      <DashboardGuard />
    </RelayEnvironmentProvider>
  );
}

/**
 * A dashboard page the browser keeps in its back/forward cache comes back as it was, without loading: after
 * logout it is replaced by home before anyone works in it.
 */
function useLeaveWhenRestoredAfterLogout() {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && justLoggedOut()) window.location.replace('/');
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
}

function DashboardGuard() {
  const data = useLazyLoadQuery<AppLayoutQueryType>(AppLayoutQuery, {});
  const environment = useRelayEnvironment();
  const location = useLocation();
  const navigate = useNavigate();
  const route = useRouteInfo();
  const loginIsNeeded = useLoginNeeded();

  const signedIn = data.viewer != null;
  const accountId = data.viewer?.account.databaseId ?? null;
  useStationClaimedBy(accountId);
  // After logout, a dashboard page reached through the history (Back, Forward, this document's first load) goes
  // home; one the person opens in the app (a link, a button) forgets the flag and asks them to sign in.
  const arrivedByHistory = useNavigationType() === 'POP';
  const afterLogout = route.requiresLogin && !signedIn && justLoggedOut();
  const leavingAfterLogout = afterLogout && arrivedByHistory;
  useEffect(() => {
    if (afterLogout && !arrivedByHistory) forgetJustLoggedOut();
  }, [afterLogout, arrivedByHistory]);
  useLeaveWhenRestoredAfterLogout();
  const needsSignIn = route.requiresLogin && !signedIn && !leavingAfterLogout;
  const { generalRegistrationOpen, electiveSelectionOpen, internApplicationOpen } = data.currentEdition;
  const closed = !!route.openWhen && !route.openWhen(data.currentEdition);
  // Decided from the viewer (page-access.ts), kept live by the permission subscription's store update.
  const notForYou = !!data.viewer && !!route.allow && !route.allow(data.viewer);

  // The header and the title read the program flags from the shell: keep them as fresh as this store
  // (an admin who opens registration sees Register appear at once).
  useEffect(() => {
    siteShell.updateEdition({ generalRegistrationOpen, electiveSelectionOpen, internApplicationOpen });
  }, [generalRegistrationOpen, electiveSelectionOpen, internApplicationOpen]);

  const recheckIdentity = useCallback(() => {
    fetchQuery<AppLayoutQueryType>(environment, AppLayoutQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      error: (error: unknown) => console.warn('Could not re-check who is signed in:', error),
    });
    void siteShell.refresh();
  }, [environment]);

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
        <Text c="dimmed">
          <FormattedMessage id="signIn.needed" defaultMessage="Please sign in to see this page." />
        </Text>
      </Center>
    );
  else if (closed) content = <ClosedPageNotice title={route.title ?? ''} pathname={location.pathname} />;
  else if (notForYou) content = <NotForYouPage title={route.title} />;
  else
    content = (
      <Suspense key={location.pathname} fallback={<PageSkeleton />}>
        <Outlet context={{ accountId } satisfies DashboardOutlet} />
        <PageAttached />
      </Suspense>
    );
  const pageInBoundary = !leavingAfterLogout && !needsSignIn && !closed && !notForYou;

  return (
    <>
      {content}
      {!pageInBoundary && <PageAttached />}
      {(needsSignIn || loginIsNeeded) && (
        <Suspense fallback={null}>
          <LoginModal opened redirectTo={location.pathname + location.search + location.hash} signInOptions={data.signInOptions} onLeave={leaveLogin} />
        </Suspense>
      )}
      {data.viewer?.isStaff && <ViewerPermissionsSubscription />}
      {data.viewer &&
        signedInPartsList().map((Part, index) => (
          <Suspense key={index} fallback={null}>
            <Part />
          </Suspense>
        ))}
    </>
  );
}
