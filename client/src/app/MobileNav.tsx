// The collapsed navigation at 630px and below (SPEC §2): a drawer with the same items as the bar.
import { Avatar, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconHome, IconLayoutGrid, IconLogin2, IconLogout, IconMail, IconPencil, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from '../i18n/intl.tsx';
import { Link, useLocation } from 'react-router-dom';
import { logout } from './logout.ts';
import { CONTACT_EMAIL, PAST_YEARS } from './site.ts';
import type { ShellViewer } from './site-shell.ts';

interface Props {
  opened: boolean;
  /** After following a link. */
  onClose: () => void;
  /** Escape, the close button or a click outside: focus goes back to the burger. */
  onDismiss: () => void;
  registrationOpen: boolean;
  viewer: ShellViewer | null;
  /** Offline: who is signed in is unknown, so no sign-in link (it needs the server). */
  offline: boolean;
}

export function MobileNav({ opened, onClose, onDismiss, registrationOpen, viewer, offline }: Props) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [pastYearsOpened, setPastYearsOpened] = useState(false);
  const link = (to: string, label: string, icon: React.ReactNode, exact = false) => (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={exact ? pathname === to : pathname === to || pathname.startsWith(`${to}/`)}
      variant="filled"
      aria-current={pathname === to ? 'page' : undefined}
      onClick={onClose}
    />
  );

  return (
    <Drawer opened={opened} onClose={onDismiss} returnFocus={false} position="right" size={300} title={intl.formatMessage({ id: 'nav.menu', defaultMessage: 'Menu' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'nav.closeMenu', defaultMessage: 'Close menu' }) }}
    >
      <nav aria-label={intl.formatMessage({ id: 'nav.main', defaultMessage: 'Main' })}>
        <Stack gap={2}>
          {link('/', intl.formatMessage({ id: 'nav.home', defaultMessage: 'Home' }), <IconHome size={18} aria-hidden />, true)}
          {link('/dashboard', intl.formatMessage({ id: 'nav.dashboard', defaultMessage: 'Dashboard' }), <IconLayoutGrid size={18} aria-hidden />, true)}
          {registrationOpen && link('/dashboard/registration', intl.formatMessage({ id: 'nav.register', defaultMessage: 'Register' }), <IconPencil size={18} aria-hidden />)}
          <NavLink
            component="button"
            label={intl.formatMessage({ id: 'nav.pastYears', defaultMessage: 'Past Years' })}
            leftSection={<IconCalendarEvent size={18} aria-hidden />}
            childrenOffset={28}
            opened={pastYearsOpened}
            onChange={setPastYearsOpened}
            aria-expanded={pastYearsOpened}
          >
            {PAST_YEARS.map((year) => (
              <NavLink key={year.path} component={Link} to={year.path} label={year.label} active={pathname === year.path} variant="filled" onClick={onClose} />
            ))}
          </NavLink>
          <NavLink component="a" href={`mailto:${CONTACT_EMAIL}`} label={intl.formatMessage({ id: 'nav.contact', defaultMessage: 'Contact us' })} leftSection={<IconMail size={18} aria-hidden />} />
          <Divider my="sm" />
          {viewer ? (
            <>
              <Group gap="sm" px="sm" py={4} wrap="nowrap">
                <Avatar src={viewer.profileImageUrl} name={viewer.fullName} variant="filled" color="indigo.8" size={32} alt="" />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {viewer.fullName}
                  </Text>
                  {viewer.email && (
                    <Text size="xs" c="dimmed" truncate>
                      {viewer.email}
                    </Text>
                  )}
                </div>
              </Group>
              {link('/dashboard/profile', intl.formatMessage({ id: 'nav.profile', defaultMessage: 'Profile' }), <IconUser size={18} aria-hidden />)}
              <NavLink component="button" label={intl.formatMessage({ id: 'nav.logout', defaultMessage: 'Logout' })} leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void logout()} />
            </>
          ) : (
            !offline && <NavLink component={Link} to="/dashboard" label={intl.formatMessage({ id: 'nav.signIn', defaultMessage: 'Sign in' })} leftSection={<IconLogin2 size={18} aria-hidden />} onClick={onClose} />
          )}
        </Stack>
      </nav>
    </Drawer>
  );
}
