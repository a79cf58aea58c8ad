// The cards of the dashboard: what this person's roles can open, each a link to its page.
import { Card, EmptyState, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBook,
  IconQrcode,
  IconCalendarStats,
  IconChecklist,
  IconListNumbers,
  IconSchool,
  IconShieldCheck,
  IconTrophy,
  IconCalendarCog,
  IconCalendarEvent,
  IconClipboardList,
  IconFirstAidKit,
  IconId,
  IconPencil,
  IconSearch,
  IconSettings,
  IconUser,
  IconUsers,
  IconUsersGroup,
  IconUserShield,
  IconHistory,
  IconChartBar,
  IconFileImport,
  IconMail,
} from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { DashboardCards_edition$key } from '../../__generated__/DashboardCards_edition.graphql';
import type { DashboardCards_viewer$key } from '../../__generated__/DashboardCards_viewer.graphql';
import { CONTACT_EMAIL } from '../../app/site.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import classes from './DashboardCards.module.css';
import { dashboardSections, type CardIcon, type DashboardCard } from './dashboard-cards.ts';

const ICONS: Record<CardIcon, typeof IconUser> = {
  profile: IconUser,
  registration: IconPencil,
  schedule: IconCalendarEvent,
  application: IconId,
  rosters: IconUsersGroup,
  staff: IconUsers,
  scheduler: IconCalendarCog,
  curriculum: IconBook,
  firstAid: IconFirstAidKit,
  apq: IconSearch,
  settings: IconSettings,
  registrations: IconChecklist,
  interns: IconSchool,
  screening: IconShieldCheck,
  placement: IconListNumbers,
  leaderboard: IconTrophy,
  accounts: IconUserShield,
  audit: IconHistory,
  reports: IconChartBar,
  import: IconFileImport,
  messages: IconMail,
  checkIn: IconQrcode,
  attendance: IconCalendarStats,
};

interface Props {
  viewer: DashboardCards_viewer$key;
  edition: DashboardCards_edition$key;
}

export function DashboardCards({ viewer: viewerRef, edition: editionRef }: Props) {
  const viewer = useFragment(
    graphql`
      fragment DashboardCards_viewer on Viewer {
        isStaff
        isParent
        isIntern
        permissions
      }
    `,
    viewerRef,
  );
  const flags = useFragment(
    graphql`
      fragment DashboardCards_edition on Edition {
        generalRegistrationOpen
        electiveSelectionOpen
        internApplicationOpen
      }
    `,
    editionRef,
  );
  const intl = useIntl();
  const sections = dashboardSections(viewer, flags);

  if (sections.length === 0) {
    return (
      <EmptyState
        icon={<IconClipboardList size={28} aria-hidden />}
        title={intl.formatMessage({ id: 'dashboard.nothing', defaultMessage: 'Nothing to open yet' })}
        description={intl.formatMessage(
          { id: 'dashboard.nothing.text', defaultMessage: 'Your account has no family, intern or staff role yet. If that seems wrong, write to {email}.' },
          { email: CONTACT_EMAIL },
        )}
        py="xl"
      />
    );
  }

  return (
    <Stack gap="xl">
      {sections.map((section) => (
        <Stack key={section.heading.id} gap="sm" component="section" aria-label={intl.formatMessage(section.heading)}>
          <Title order={2} size="h4">
            <FormattedMessage {...section.heading} />
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {section.cards.map((card) => (
              <li key={card.path}>
                <DashboardCardLink card={card} />
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

function DashboardCardLink({ card }: { card: DashboardCard }) {
  const Icon = ICONS[card.icon];
  return (
    <Card
      component={Link}
      to={card.path}
      withBorder
      radius="md"
      padding="md"
      h="100%"
      className={classes.cardLink}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={42} radius="md">
          <Icon size={22} aria-hidden />
        </ThemeIcon>
        <div>
          <Text fw={700} c="indigo.9">
            <FormattedMessage {...card.title} />
          </Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage {...card.description} />
          </Text>
        </div>
      </Group>
    </Card>
  );
}
