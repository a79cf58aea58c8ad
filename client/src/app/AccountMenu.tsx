// The avatar menu of a signed-in person: who is signed in, Profile and Logout.
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { logout } from './logout.ts';
import type { ShellViewer } from './site-shell.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';

export function AccountMenu({ viewer: account }: { viewer: ShellViewer }) {
  const intl = useIntl();
  const who = account.fullName || account.email;
  return (
    <Menu position="bottom-end" width={240} shadow="md" withInitialFocusPlaceholder={false} menuItemTabIndex={0}>
      <Menu.Target>
        <UnstyledButton aria-label={
            who
              ? intl.formatMessage({ id: 'account.menu', defaultMessage: 'Account menu for {name}' }, { name: who })
              : intl.formatMessage({ id: 'account.menu.you', defaultMessage: 'Your account menu' })
          } style={{ borderRadius: 'var(--mantine-radius-xl)' }} p={4}>
          <Group gap={6} wrap="nowrap">
            {/* A picture or a person icon, never initials: visible text would have to be in the button's name. */}
            <Avatar src={account.profileImageUrl} variant="filled" color="indigo.8" size={34} alt="">
              <IconUser size={20} aria-hidden />
            </Avatar>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text component="span" display="block" size="sm" fw={600} c="dark" truncate>
            {account.fullName}
          </Text>
          {account.email && (
            <Text component="span" display="block" size="xs" c="dimmed" truncate>
              {account.email}
            </Text>
          )}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/dashboard/profile" leftSection={<IconUser size={16} aria-hidden />}>
          <FormattedMessage id="nav.profile" defaultMessage="Profile" />
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
          <FormattedMessage id="nav.logout" defaultMessage="Logout" />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
