// The header's navigation bar (SPEC §2): brand, Dashboard, Register (while registration is open), Past
// Years, Contact us, and the avatar menu or a sign-in button. At 630px and below it becomes a burger.
import { Burger, Button, Container, Group, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconPyramid } from '@tabler/icons-react';
import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { AppHeader_edition$key } from '../__generated__/AppHeader_edition.graphql';
import type { AppHeader_viewer$key } from '../__generated__/AppHeader_viewer.graphql';
import { AccountMenu } from './AccountMenu.tsx';
import classes from './AppHeader.module.css';
import { MobileNav } from './MobileNav.tsx';
import { CONTACT_EMAIL, PAST_YEARS, SITE_NAME } from './site.ts';

interface Props {
  edition: AppHeader_edition$key;
  viewer: AppHeader_viewer$key | null;
}

export function AppHeader({ edition: editionRef, viewer: viewerRef }: Props) {
  const edition = useFragment(
    graphql`
      fragment AppHeader_edition on Edition {
        name
        generalRegistrationOpen
      }
    `,
    editionRef,
  );
  const viewer = useFragment(
    graphql`
      fragment AppHeader_viewer on Viewer {
        ...AccountMenu_viewer
        ...MobileNav_viewer
      }
    `,
    viewerRef,
  );
  const [menuOpened, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  const closeMenu = menu.close;
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" className={classes.brand} aria-label={`${SITE_NAME} home`}>
          <IconPyramid size={30} stroke={1.8} className={classes.brandMark} aria-hidden />
          <span>
            {SITE_NAME}
            <span className={classes.brandSub}>{edition.name}</span>
          </span>
        </Link>

        <nav aria-label="Main" className={classes.desktopOnly}>
          <Group gap={4} wrap="nowrap">
            <Button component={NavLink} to="/dashboard" variant="subtle" color="dark" className={classes.navLink}>
              Dashboard
            </Button>
            {edition.generalRegistrationOpen && (
              <Button component={NavLink} to="/dashboard/registration" variant="subtle" color="dark" className={classes.navLink}>
                Register
              </Button>
            )}
            {/* No focus placeholder (axe: a focusable role=presentation inside role=menu); items take focus instead. */}
            <Menu position="bottom-start" shadow="md" width={240} withInitialFocusPlaceholder={false} menuItemTabIndex={0}>
              <Menu.Target>
                <Button variant="subtle" color="dark" rightSection={<IconChevronDown size={16} aria-hidden />}>
                  Past Years
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {PAST_YEARS.map((year) => (
                  <Menu.Item key={year.path} component={Link} to={year.path}>
                    {year.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button component="a" href={`mailto:${CONTACT_EMAIL}`} variant="subtle" color="dark">
              Contact us
            </Button>
          </Group>
        </nav>

        <div className={classes.desktopOnly}>
          {viewer ? (
            <AccountMenu viewer={viewer} />
          ) : (
            <Button component={Link} to="/dashboard">
              Sign in
            </Button>
          )}
        </div>

        <Burger
          className={classes.mobileOnly}
          opened={menuOpened}
          onClick={menu.toggle}
          aria-label={menuOpened ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpened}
          aria-haspopup="dialog"
        />
      </Container>
      <MobileNav opened={menuOpened} onClose={menu.close} registrationOpen={edition.generalRegistrationOpen} viewer={viewer ?? null} />
    </header>
  );
}
