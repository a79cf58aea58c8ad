// /help: the Help Center. Guides for what families and staff ask most, then short answers.
import { Accordion, Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle, IconQrcode, IconScan } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../../app/site.ts';

const GUIDES = [
  { to: '/help/login-with-google', title: 'Sign in with Google', summary: 'Use your Gmail or other Google account.', icon: <IconBrandGoogle size={22} aria-hidden /> },
  { to: '/help/login-with-facebook', title: 'Sign in with Facebook', summary: 'Use your Facebook account.', icon: <IconBrandFacebook size={22} aria-hidden /> },
  { to: '/help/show-parent-qr-code', title: 'Show your family check-in code', summary: 'Parents: check in quickly, even offline.', icon: <IconQrcode size={22} aria-hidden /> },
  { to: '/help/scan-parent-qr-code', title: 'Scan a family check-in code', summary: 'Staff and interns at the check-in table.', icon: <IconScan size={22} aria-hidden /> },
];

const QUESTIONS = [
  {
    q: 'How do I register my children?',
    a: 'When registration is open, a Register link appears at the top of every page. Sign in, add each child with their grade and any medical information, check your emergency contacts, and send the registration. Staff review every registration; its status shows on your dashboard.',
  },
  {
    q: 'Why do you ask for medical information?',
    a: 'So the adults caring for your child know about allergies, medicines or anything that needs attention. Only staff with permission to see sensitive information can read it. See our Privacy Policy.',
  },
  {
    q: 'Can both parents or guardians sign in?',
    a: 'Yes. From your Profile, invite the second parent or guardian by e-mail; once they sign in they see and manage the same children.',
  },
  {
    q: 'How do I become an intern or volunteer?',
    a: 'Teens and young adults apply online when intern applications are open (the Dashboard shows it). Adults who want to help, write to us.',
  },
  {
    q: 'I made a mistake in my registration.',
    a: 'Open your Profile to correct your children’s details and emergency contacts at any time. For anything else, write to us.',
  },
];

export function HelpPage() {
  return (
    <Stack gap="xl" maw={900}>
      <Stack gap="xs">
        <Title order={1}>Help Center</Title>
        <Text size="lg">Step-by-step guides and answers to the questions families ask most.</Text>
      </Stack>

      <section aria-labelledby="guides">
        <Title order={2} id="guides" mb="sm">
          Guides
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
                    {guide.title}
                  </Text>
                  <Text size="sm">{guide.summary}</Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="questions">
        <Title order={2} id="questions" mb="sm">
          Common questions
        </Title>
        <Accordion variant="contained" radius="md" bg="white">
          {QUESTIONS.map(({ q, a }) => (
            <Accordion.Item key={q} value={q}>
              <Accordion.Control>{q}</Accordion.Control>
              <Accordion.Panel>{a}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </section>

      <section aria-labelledby="contact">
        <Title order={2} id="contact" mb="xs">
          Still stuck?
        </Title>
        <Text>
          Write to <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor> and tell us what you tried. We answer within a day or two; during the
          program week, ask any staff member in a blue shirt. See also our <Anchor component={Link} to="/privacy">Privacy Policy</Anchor>.
        </Text>
      </section>
    </Stack>
  );
}
