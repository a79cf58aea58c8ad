// /help: the Help Center. Guides for what families and staff ask most, then short answers. Words: i18n/es.json.
import { Accordion, Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle, IconQrcode, IconScan } from '@tabler/icons-react';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../../app/site.ts';

const GUIDE_WORDS = defineMessages({
  googleTitle: { id: 'help.guide.google.title', defaultMessage: 'Sign in with Google' },
  googleSummary: { id: 'help.guide.google.summary', defaultMessage: 'Use your Gmail or other Google account.' },
  facebookTitle: { id: 'help.guide.facebook.title', defaultMessage: 'Sign in with Facebook' },
  facebookSummary: { id: 'help.guide.facebook.summary', defaultMessage: 'Use your Facebook account.' },
  showTitle: { id: 'help.guide.show.title', defaultMessage: 'Show your family check-in code' },
  showSummary: { id: 'help.guide.show.summary', defaultMessage: 'Parents: check in quickly, even offline.' },
  scanTitle: { id: 'help.guide.scan.title', defaultMessage: 'Scan a family check-in code' },
  scanSummary: { id: 'help.guide.scan.summary', defaultMessage: 'Staff and interns at the check-in table.' },
});

const GUIDES = [
  { to: '/help/login-with-google', title: GUIDE_WORDS.googleTitle, summary: GUIDE_WORDS.googleSummary, icon: <IconBrandGoogle size={22} aria-hidden /> },
  { to: '/help/login-with-facebook', title: GUIDE_WORDS.facebookTitle, summary: GUIDE_WORDS.facebookSummary, icon: <IconBrandFacebook size={22} aria-hidden /> },
  { to: '/help/show-parent-qr-code', title: GUIDE_WORDS.showTitle, summary: GUIDE_WORDS.showSummary, icon: <IconQrcode size={22} aria-hidden /> },
  { to: '/help/scan-parent-qr-code', title: GUIDE_WORDS.scanTitle, summary: GUIDE_WORDS.scanSummary, icon: <IconScan size={22} aria-hidden /> },
];

const QUESTION_WORDS = defineMessages({
  registerQ: { id: 'help.q.register', defaultMessage: 'How do I register my children?' },
  registerA: {
    id: 'help.a.register',
    defaultMessage:
      'When registration is open, a Register link appears at the top of every page. Sign in, add each child with their grade and any medical information, check your emergency contacts, and send the registration. Staff review every registration; its status shows on your dashboard.',
  },
  medicalQ: { id: 'help.q.medical', defaultMessage: 'Why do you ask for medical information?' },
  medicalA: {
    id: 'help.a.medical',
    defaultMessage:
      'So the adults caring for your child know about allergies, medicines or anything that needs attention. Only staff with permission to see sensitive information can read it. See our Privacy Policy.',
  },
  guardiansQ: { id: 'help.q.guardians', defaultMessage: 'Can both parents or guardians sign in?' },
  guardiansA: {
    id: 'help.a.guardians',
    defaultMessage: 'Yes. From your Profile, invite the second parent or guardian by e-mail; once they sign in they see and manage the same children.',
  },
  internQ: { id: 'help.q.intern', defaultMessage: 'How do I become an intern or volunteer?' },
  internA: {
    id: 'help.a.intern',
    defaultMessage: 'Teens and young adults apply online when intern applications are open (the Dashboard shows it). Adults who want to help, write to us.',
  },
  mistakeQ: { id: 'help.q.mistake', defaultMessage: 'I made a mistake in my registration.' },
  mistakeA: {
    id: 'help.a.mistake',
    defaultMessage: 'Open your Profile to correct your children’s details and emergency contacts at any time. For anything else, write to us.',
  },
});

const QUESTIONS = [
  { key: 'register', q: QUESTION_WORDS.registerQ, a: QUESTION_WORDS.registerA },
  { key: 'medical', q: QUESTION_WORDS.medicalQ, a: QUESTION_WORDS.medicalA },
  { key: 'guardians', q: QUESTION_WORDS.guardiansQ, a: QUESTION_WORDS.guardiansA },
  { key: 'intern', q: QUESTION_WORDS.internQ, a: QUESTION_WORDS.internA },
  { key: 'mistake', q: QUESTION_WORDS.mistakeQ, a: QUESTION_WORDS.mistakeA },
];

export function HelpPage() {
  const intl = useIntl();
  return (
    <Stack gap="xl" maw={900}>
      <Stack gap="xs">
        <Title order={1}>
          <FormattedMessage id="help.title" defaultMessage="Help Center" />
        </Title>
        <Text size="lg">
          <FormattedMessage id="help.intro" defaultMessage="Step-by-step guides and answers to the questions families ask most." />
        </Text>
      </Stack>

      <section aria-labelledby="guides">
        <Title order={2} id="guides" mb="sm">
          <FormattedMessage id="help.guides" defaultMessage="Guides" />
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {GUIDES.map((guide) => (
            <Card key={guide.to} withBorder radius="md" padding="lg" component={Link} to={guide.to}>
              <Group wrap="nowrap" gap="md" align="flex-start">
                <ThemeIcon variant="light" size={44} radius="md">
                  {guide.icon}
                </ThemeIcon>
                <div>
                  <Text fw={700} size="lg" c="indigo.9">
                    {intl.formatMessage(guide.title)}
                  </Text>
                  <Text size="sm">{intl.formatMessage(guide.summary)}</Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="questions">
        <Title order={2} id="questions" mb="sm">
          <FormattedMessage id="help.questions" defaultMessage="Common questions" />
        </Title>
        <Accordion variant="contained" radius="md" bg="white">
          {QUESTIONS.map(({ key, q, a }) => (
            <Accordion.Item key={key} value={key}>
              <Accordion.Control>{intl.formatMessage(q)}</Accordion.Control>
              <Accordion.Panel>{intl.formatMessage(a)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </section>

      <section aria-labelledby="contact">
        <Title order={2} id="contact" mb="xs">
          <FormattedMessage id="help.stuck" defaultMessage="Still stuck?" />
        </Title>
        <Text>
          <FormattedMessage
            id="help.stuck.text"
            defaultMessage="Write to <mail>{email}</mail> and tell us what you tried. We answer within a day or two; during the program week, ask any staff member in a blue shirt. See also our <privacy>Privacy Policy</privacy>."
            values={{
              email: CONTACT_EMAIL,
              mail: (words) => <Anchor href={`mailto:${CONTACT_EMAIL}`}>{words}</Anchor>,
              privacy: (words) => (
                <Anchor component={Link} to="/privacy">
                  {words}
                </Anchor>
              ),
            }}
          />
        </Text>
      </section>
    </Stack>
  );
}
