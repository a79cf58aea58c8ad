// Home: the current edition from the program settings (name, dates, countdown that turns into "happening
// now" and "see you next year"), what families can do right now, and where to get help.
import { Anchor, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconHeartHandshake, IconLayoutGrid, IconLifebuoy, IconLogin2, IconPencil, IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { EditionCountdown } from '../../app/EditionCountdown.tsx';
import { editionPhase, openOffers, type EditionPhase } from '../../app/edition-phase.ts';
import { CHURCH_NAME, CONTACT_EMAIL, PAST_YEARS } from '../../app/site.ts';
import { useSiteShell, type ShellEdition, type ShellViewer } from '../../app/site-shell.ts';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { useNow } from '../../components/useNow.ts';

const SUBTITLE = {
  upcoming: `A week of Bible stories, songs, games, crafts and friends for children at ${CHURCH_NAME}.`,
  now: `Happening now at ${CHURCH_NAME}: welcome to the week!`,
  over: `Thank you for a wonderful week at ${CHURCH_NAME}. See you next year!`,
};

export function HomePage() {
  const { edition, viewer, status } = useSiteShell();
  const now = useNow(60_000);
  if (!edition) return null;
  // Until the server says who is signed in, the page does not guess ("Sign in" must not flash).
  if (status === 'loading') return <PageSkeleton />;
  const phase = editionPhase(edition, now);
  const offers = openOffers(edition, now);

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
          <Text size="lg" maw={600}>
            {SUBTITLE[phase]}
          </Text>
          <Group gap="sm">
            {offers.generalRegistrationOpen && (
              <Button component={Link} to="/dashboard/registration" size="md" color="sand.2" c="dark.8" leftSection={<IconPencil size={18} aria-hidden />}>
                Register your children
              </Button>
            )}
            <Button component={Link} to="/dashboard" size="md" variant="white" leftSection={viewer ? <IconLayoutGrid size={18} aria-hidden /> : <IconLogin2 size={18} aria-hidden />}>
              {viewer ? 'Go to your dashboard' : 'Sign in'}
            </Button>
          </Group>
        </Stack>
      </Paper>

      {phase !== 'over' && (
        <Stack gap="sm" component="section" aria-labelledby="when">
          <Title order={2} size="h3" id="when">
            When
          </Title>
          <EditionCountdown edition={edition} />
        </Stack>
      )}

      <section aria-labelledby="now">
        <Title order={2} size="h3" id="now" mb="sm">
          What you can do now
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {actions({ ...edition, ...offers }, viewer, phase).map((action) => (
            <ActionCard key={action.title} {...action} />
          ))}
        </SimpleGrid>
      </section>

      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="help">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon variant="light" size={44} radius="md" color="teal">
            <IconLifebuoy size={24} aria-hidden />
          </ThemeIcon>
          <div>
            <Title order={2} size="h4" id="help">
              Need help?
            </Title>
            <Text>
              The <Anchor component={Link} to="/help">Help Center</Anchor> explains signing in, registering and check-in step by step. Or write to{' '}
              <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>: a real person answers within a day or two.
            </Text>
          </div>
        </Group>
      </Paper>
    </Stack>
  );
}

interface Action {
  title: string;
  description: string;
  to: string;
  label: string;
  icon: React.ReactNode;
}

/** Only what is open right now: Register while registration is open, the application while it is open. */
function actions(edition: ShellEdition, viewer: ShellViewer | null, phase: EditionPhase): Action[] {
  const list: Action[] = [];
  if (edition.generalRegistrationOpen)
    list.push({ title: 'Register your children', description: 'Registration is open. Add each child and check your emergency contacts.', to: '/dashboard/registration', label: 'Register', icon: <IconPencil size={22} aria-hidden /> });
  else if (edition.electiveSelectionOpen)
    list.push({ title: 'Choose afternoon clubs', description: 'Pick your children’s first, second and third choice of club.', to: '/dashboard/registration', label: 'Choose clubs', icon: <IconPencil size={22} aria-hidden /> });
  if (viewer?.isParent)
    list.push({ title: 'Your family check-in code', description: 'Open it once at home; it then works at the check-in table even offline.', to: '/qrcode', label: 'Show the code', icon: <IconQrcode size={22} aria-hidden /> });
  if (edition.internApplicationOpen)
    list.push({ title: 'Apply to be an intern', description: 'Teens and young adults: help lead a group this summer.', to: '/dashboard/application', label: 'Apply', icon: <IconHeartHandshake size={22} aria-hidden /> });
  if (!viewer)
    list.push({
      title: 'Keep your family details ready',
      description: edition.generalRegistrationOpen
        ? 'Sign in to register.'
        : `${phase === 'over' ? '' : 'Registration is not open yet. '}Sign in any time to update your family and emergency contacts.`,
      to: '/dashboard',
      label: 'Sign in',
      icon: <IconLayoutGrid size={22} aria-hidden />,
    });
  list.push({ title: 'Look back at past years', description: 'Stories and pictures from every summer since 2017.', to: PAST_YEARS[0].path, label: 'See past years', icon: <IconCalendarEvent size={22} aria-hidden /> });
  return list;
}

function ActionCard({ title, description, to, label, icon }: Action) {
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
      <Text size="sm" mb="md" style={{ flex: 1 }}>
        {description}
      </Text>
      <Button component={Link} to={to} variant="light" w="fit-content">
        {label}
      </Button>
    </Card>
  );
}
