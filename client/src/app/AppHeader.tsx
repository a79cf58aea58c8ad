// The header's navigation bar (SPEC §2): brand, Dashboard, Register (while registration is open), Past
// Years, Contact us, the language switch, and the avatar menu or a sign-in button. At 630px and below the
// links become a burger (the language switch stays beside it).
import { Badge, Burger, Button, Container, Group, Skeleton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconCloudOff, IconPyramid } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import classes from './AppHeader.module.css';
import { PastYearsMenu } from './PastYearsMenu.tsx';
import { useHydrated } from './server-render.ts';
import { CONTACT_EMAIL, NARROW_LAYOUT, SITE_NAME } from './site.ts';
import type { ShellEdition, ShellViewer } from './site-shell.ts';

// Menus with a positioning library or a modal drawer load when first needed: anonymous visitors on
// public pages never download them (bundle budget), and a phone, whose header has the burger instead of
// the avatar menu, never downloads the menu's (it was a fifth of the dashboard's first load).
/** Between the brand's two names (a space, not words: the lint of words in JSX leaves it alone). */
const SPACE = ' ';
const AccountMenu = lazy(() => import('./AccountMenu.tsx').then((m) => ({ default: m.AccountMenu })));
const MobileNav = lazy(() => import('./MobileNav.tsx').then((m) => ({ default: m.MobileNav })));

interface Props {
  edition: Pick<ShellEdition, 'name' | 'generalRegistrationOpen'>;
  viewer: ShellViewer | null;
  /** The server could not be reached: the pages seen before still work, signing in does not. */
  offline: boolean;
  /** Who is signed in is not known yet: show neither "Sign in" nor the avatar (no flash of "Sign in"). */
  checkingSignIn?: boolean;
}

export function AppHeader({ edition, viewer, offline, checkingSignIn = false }: Props) {
  const intl = useIntl();
  const [menuOpened, menu] = useDisclosure(false);
  // Read at the first render, so a phone never starts loading the avatar menu it does not show.
  const narrow = useMediaQuery(NARROW_LAYOUT, undefined, { getInitialValueInEffect: false });
  // A page rendered on the server does not know the width: until it has hydrated, the desktop-only slot
  // (hidden on a phone by its stylesheet) shows what needs no width, so the browser's first render matches.
  const hydrated = useHydrated();
  // The drawer's code loads on the first tap of the burger and stays mounted for its closing transition.
  const menuUsed = useLatch(menuOpened);
  const burger = useRef<HTMLButtonElement>(null);
  const dismissMenu = () => {
    menu.close();
    burger.current?.focus();
  };
  const { pathname } = useLocation();
  const closeMenu = menu.close;
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        {/* Named by its visible text (label-in-name): "VBS Egyptian Expedition". */}
        <Link to="/" className={classes.brand}>
          <IconPyramid size={30} stroke={1.8} className={classes.brandMark} aria-hidden />
          <span>
            {SITE_NAME}
            {SPACE}
            <span className={classes.brandSub}>{edition.name}</span>
          </span>
        </Link>

        <nav aria-label={intl.formatMessage({ id: 'nav.main', defaultMessage: 'Main' })} className={classes.desktopOnly}>
          <Group gap={4} wrap="nowrap">
            {/* end: on /dashboard/registration only Register is highlighted, never both. */}
            <Button component={NavLink} to="/dashboard" end variant="subtle" color="dark" className={classes.navLink}>
              <FormattedMessage id="nav.dashboard" defaultMessage="Dashboard" />
            </Button>
            {edition.generalRegistrationOpen && (
              <Button component={NavLink} to="/dashboard/registration" variant="subtle" color="dark" className={classes.navLink}>
                <FormattedMessage id="nav.register" defaultMessage="Register" />
              </Button>
            )}
            <PastYearsMenu />
            <Button component="a" href={`mailto:${CONTACT_EMAIL}`} variant="subtle" color="dark">
              <FormattedMessage id="nav.contact" defaultMessage="Contact us" />
            </Button>
          </Group>
        </nav>

        <div className={classes.desktopOnly}>
          <LanguageSwitch />
          {hydrated && narrow ? null : viewer && !hydrated ? (
            <Skeleton circle height={34} m={4} aria-hidden />
          ) : viewer ? (
            <Suspense fallback={<Skeleton circle height={34} m={4} />}>
              <AccountMenu viewer={viewer} />
            </Suspense>
          ) : offline ? (
            <OfflineBadge />
          ) : checkingSignIn ? (
            <Skeleton circle height={34} m={4} aria-hidden />
          ) : (
            <Button component={Link} to="/dashboard">
              <FormattedMessage id="nav.signIn" defaultMessage="Sign in" />
            </Button>
          )}
        </div>

        <div className={classes.mobileOnly}>
          <LanguageSwitch />
          {offline && <OfflineBadge />}
          <Burger
            ref={burger}
            opened={menuOpened}
            onClick={menu.toggle}
            aria-label={menuOpened ? intl.formatMessage({ id: 'nav.closeMenu', defaultMessage: 'Close menu' }) : intl.formatMessage({ id: 'nav.openMenu', defaultMessage: 'Open menu' })}
            aria-expanded={menuOpened}
            aria-haspopup="dialog"
          />
        </div>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileNav opened={menuOpened} onClose={menu.close} onDismiss={dismissMenu} registrationOpen={edition.generalRegistrationOpen} viewer={viewer} offline={offline} />
        </Suspense>
      )}
    </header>
  );
}

function OfflineBadge() {
  const intl = useIntl();
  return (
    <Badge
      variant="light"
      color="gray"
      c="dark.6"
      size="lg"
      leftSection={<IconCloudOff size={14} aria-hidden />}
      title={intl.formatMessage({ id: 'nav.offline.title', defaultMessage: 'You are offline: pages you have opened before still work.' })}
    >
      <FormattedMessage id="nav.offline" defaultMessage="Offline" />
    </Badge>
  );
}

function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
