// Home (placeholder until the home-page issue): the current edition, its countdown, and the way in.
import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake, IconLayoutGrid, IconMail, IconUsersGroup } from '@tabler/icons-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { CHURCH_NAME, CONTACT_EMAIL } from '../../app/site.ts';
import { Countdown } from '../../components/Countdown.tsx';

export function HomePage() {
  const { currentEdition: edition, viewer } = useLazyLoadQuery<HomePageQuery>(
    graphql`
      query HomePageQuery {
        currentEdition {
          name
          year
          generalRegistrationOpen
          internApplicationOpen
          ...Countdown_edition
        }
        viewer {
          isStaff
        }
      }
    `,
    {},
  );

  return (
    <Stack gap="xl">
      <Paper
        radius="lg"
        p={{ base: 'lg', sm: 40 }}
        c="white"
        style={{ background: 'linear-gradient(135deg, var(--mantine-color-indigo-9) 0%, var(--mantine-color-indigo-7) 60%, var(--mantine-color-sand-9) 130%)' }}
      >
        <Stack gap="md">
          <Badge color="sand.2" c="dark.8" variant="filled" size="lg" w="fit-content">
            Vacation Bible School {edition.year}
          </Badge>
          <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1}>
            {edition.name}
          </Title>
          <Text size="lg" maw={560}>
            A week of Bible stories, songs, games, crafts and friends for children, at {CHURCH_NAME}.
          </Text>
          <Group gap="sm">
            {viewer ? (
              <Button component={Link} to="/dashboard" size="md" variant="white" leftSection={<IconLayoutGrid size={18} aria-hidden />}>
                Go to your dashboard
              </Button>
            ) : (
              <Button component={Link} to="/dashboard" size="md" variant="white">
                Sign in
              </Button>
            )}
            {edition.generalRegistrationOpen && (
              <Button component={Link} to="/dashboard/registration" size="md" color="sand.2" c="dark.8">
                Register your children
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>

      <Stack gap="sm">
        <Title order={2} size="h3">
          Program dates
        </Title>
        <Countdown edition={edition} />
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <InfoCard icon={<IconUsersGroup size={22} aria-hidden />} title="For families">
          {edition.generalRegistrationOpen
            ? 'Registration is open. Sign in to register your children and keep emergency contacts up to date.'
            : 'Registration is not open yet. Sign in any time to keep your family details up to date.'}
        </InfoCard>
        <InfoCard icon={<IconHeartHandshake size={22} aria-hidden />} title="Interns and volunteers">
          {edition.internApplicationOpen
            ? 'Intern applications are open: sign in to apply.'
            : 'Teens and young adults help lead groups each summer. Applications open before the program.'}
        </InfoCard>
        <InfoCard icon={<IconMail size={22} aria-hidden />} title="Questions?">
          Write to us at {CONTACT_EMAIL}, or read the Help Center.
        </InfoCard>
      </SimpleGrid>
    </Stack>
  );
}

function InfoCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md">
          {icon}
        </ThemeIcon>
        <Title order={3} size="h4">
          {title}
        </Title>
      </Group>
      <Text size="sm">{children}</Text>
    </Card>
  );
}
