// Home: the current edition from the program settings (name, dates, countdown that turns into "happening
// now" and "see you next year"), what families can do right now, and where to get help. Words: i18n/es.json.
import { Anchor, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconHeartHandshake, IconLayoutGrid, IconLifebuoy, IconLogin2, IconPencil, IconQrcode } from '@tabler/icons-react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from '../../i18n/intl.tsx';
import { Link } from 'react-router-dom';
import { EditionCountdown } from '../../app/EditionCountdown.tsx';
import { editionPhase, openOffers, type EditionPhase } from '../../app/edition-phase.ts';
import { CHURCH_NAME, CONTACT_EMAIL, PAST_YEARS } from '../../app/site.ts';
import { useSiteShell, type ShellEdition, type ShellViewer } from '../../app/site-shell.ts';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { useNow } from '../../components/useNow.ts';

const SUBTITLE = defineMessages({
  upcoming: { id: 'home.subtitle.upcoming', defaultMessage: 'A week of Bible stories, songs, games, crafts and friends for children at {church}.' },
  now: { id: 'home.subtitle.now', defaultMessage: 'Happening now at {church}: welcome to the week!' },
  over: { id: 'home.subtitle.over', defaultMessage: 'Thank you for a wonderful week at {church}. See you next year!' },
});

export function HomePage() {
  const intl = useIntl();
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
            <FormattedMessage id="home.badge" defaultMessage="Vacation Bible School {year}" values={{ year: edition.year }} />
          </Badge>
          <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1}>
            {edition.name}
          </Title>
          <Text size="lg" maw={600}>
            {intl.formatMessage(SUBTITLE[phase], { church: CHURCH_NAME })}
          </Text>
          <Group gap="sm">
            {offers.generalRegistrationOpen && (
              <Button component={Link} to="/dashboard/registration" size="md" color="sand.2" c="dark.8" leftSection={<IconPencil size={18} aria-hidden />}>
                <FormattedMessage id="home.register" defaultMessage="Register your children" />
              </Button>
            )}
            <Button component={Link} to="/dashboard" size="md" variant="white" leftSection={viewer ? <IconLayoutGrid size={18} aria-hidden /> : <IconLogin2 size={18} aria-hidden />}>
              {viewer ? <FormattedMessage id="home.toDashboard" defaultMessage="Go to your dashboard" /> : <FormattedMessage id="home.signIn" defaultMessage="Sign in" />}
            </Button>
          </Group>
        </Stack>
      </Paper>

      {phase !== 'over' && (
        <Stack gap="sm" component="section" aria-labelledby="when">
          <Title order={2} size="h3" id="when">
            <FormattedMessage id="home.when" defaultMessage="When" />
          </Title>
          <EditionCountdown edition={edition} />
        </Stack>
      )}

      <section aria-labelledby="now">
        <Title order={2} size="h3" id="now" mb="sm">
          <FormattedMessage id="home.now" defaultMessage="What you can do now" />
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {actions(intl, { ...edition, ...offers }, viewer, phase).map((action) => (
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
              <FormattedMessage id="home.help.title" defaultMessage="Need help?" />
            </Title>
            <Text>
              <FormattedMessage
                id="home.help.text"
                defaultMessage="The <help>Help Center</help> explains signing in, registering and check-in step by step. Or write to <mail>{email}</mail>: a real person answers within a day or two."
                values={{
                  email: CONTACT_EMAIL,
                  help: (words) => (
                    <Anchor component={Link} to="/help">
                      {words}
                    </Anchor>
                  ),
                  mail: (words) => <Anchor href={`mailto:${CONTACT_EMAIL}`}>{words}</Anchor>,
                }}
              />
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

const ACTIONS = defineMessages({
  registerTitle: { id: 'home.action.register.title', defaultMessage: 'Register your children' },
  registerText: { id: 'home.action.register.text', defaultMessage: 'Registration is open. Add each child and check your emergency contacts.' },
  registerLabel: { id: 'home.action.register.label', defaultMessage: 'Register' },
  clubsTitle: { id: 'home.action.clubs.title', defaultMessage: 'Choose afternoon clubs' },
  clubsText: { id: 'home.action.clubs.text', defaultMessage: 'Pick your children’s first, second and third choice of club.' },
  clubsLabel: { id: 'home.action.clubs.label', defaultMessage: 'Choose clubs' },
  codeTitle: { id: 'home.action.code.title', defaultMessage: 'Your family check-in code' },
  codeText: { id: 'home.action.code.text', defaultMessage: 'Open it once at home; it then works at the check-in table even offline.' },
  codeLabel: { id: 'home.action.code.label', defaultMessage: 'Show the code' },
  internTitle: { id: 'home.action.intern.title', defaultMessage: 'Apply to be an intern' },
  internText: { id: 'home.action.intern.text', defaultMessage: 'Teens and young adults: help lead a group this summer.' },
  internLabel: { id: 'home.action.intern.label', defaultMessage: 'Apply' },
  detailsTitle: { id: 'home.action.details.title', defaultMessage: 'Keep your family details ready' },
  detailsRegister: { id: 'home.action.details.register', defaultMessage: 'Sign in to register.' },
  detailsNotYet: { id: 'home.action.details.notYet', defaultMessage: 'Registration is not open yet. Sign in any time to update your family and emergency contacts.' },
  detailsAnyTime: { id: 'home.action.details.anyTime', defaultMessage: 'Sign in any time to update your family and emergency contacts.' },
  detailsLabel: { id: 'home.action.details.label', defaultMessage: 'Sign in' },
  pastTitle: { id: 'home.action.past.title', defaultMessage: 'Look back at past years' },
  pastText: { id: 'home.action.past.text', defaultMessage: 'Stories and pictures from every summer since 2017.' },
  pastLabel: { id: 'home.action.past.label', defaultMessage: 'See past years' },
});

/** Only what is open right now: Register while registration is open, the application while it is open. */
function actions(intl: IntlShape, edition: ShellEdition, viewer: ShellViewer | null, phase: EditionPhase): Action[] {
  const say = (message: (typeof ACTIONS)[keyof typeof ACTIONS]) => intl.formatMessage(message);
  const list: Action[] = [];
  if (edition.generalRegistrationOpen)
    list.push({ title: say(ACTIONS.registerTitle), description: say(ACTIONS.registerText), to: '/dashboard/registration', label: say(ACTIONS.registerLabel), icon: <IconPencil size={22} aria-hidden /> });
  else if (edition.electiveSelectionOpen)
    list.push({ title: say(ACTIONS.clubsTitle), description: say(ACTIONS.clubsText), to: '/dashboard/registration', label: say(ACTIONS.clubsLabel), icon: <IconPencil size={22} aria-hidden /> });
  if (viewer?.isParent)
    list.push({ title: say(ACTIONS.codeTitle), description: say(ACTIONS.codeText), to: '/qrcode', label: say(ACTIONS.codeLabel), icon: <IconQrcode size={22} aria-hidden /> });
  if (edition.internApplicationOpen)
    list.push({ title: say(ACTIONS.internTitle), description: say(ACTIONS.internText), to: '/dashboard/application', label: say(ACTIONS.internLabel), icon: <IconHeartHandshake size={22} aria-hidden /> });
  if (!viewer)
    list.push({
      title: say(ACTIONS.detailsTitle),
      description: say(edition.generalRegistrationOpen ? ACTIONS.detailsRegister : phase === 'over' ? ACTIONS.detailsAnyTime : ACTIONS.detailsNotYet),
      to: '/dashboard',
      label: say(ACTIONS.detailsLabel),
      icon: <IconLayoutGrid size={22} aria-hidden />,
    });
  list.push({ title: say(ACTIONS.pastTitle), description: say(ACTIONS.pastText), to: PAST_YEARS[0].path, label: say(ACTIONS.pastLabel), icon: <IconCalendarEvent size={22} aria-hidden /> });
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
