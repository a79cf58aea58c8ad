// Right after sending: what the parent sent for each child, in the words they read on the form, what happens
// next and what can still change (the confirmation e-mail says the same), and the way to the family's
// check-in code. The card scrolls into view, as the parent sent it from the bottom of a long form.
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconQrcode } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { defineMessages, useIntl, type IntlShape } from '../../i18n/intl.tsx';
import { electiveChoices, parseChurchAnswer, churchOptions } from './answers.ts';

export type SentSummary = {
  name: string;
  answers: {
    prompt: string;
    key: string;
    type: string;
    response: string;
    /** A choice question's choices as the parent read them, by the (English) answer. */
    labels?: Readonly<Record<string, string>>;
  }[];
}[];

export const SENT_WORDS = defineMessages({
  title: { id: 'registration.sent.title', defaultMessage: 'Sent — we e-mailed you a copy' },
  whatYouSent: { id: 'registration.sent.whatYouSent', defaultMessage: 'What you sent' },
  next: { id: 'registration.sent.next', defaultMessage: 'What happens next' },
  nextGeneral: {
    id: 'registration.sent.nextGeneral',
    defaultMessage: 'Staff review each registration. You will get an e-mail when it is approved or declined, and its status shows here and on your profile.',
  },
  nextElective: { id: 'registration.sent.nextElective', defaultMessage: 'Each child’s club choices and status show here and on your profile.' },
  changeGeneral: {
    id: 'registration.sent.changeGeneral',
    defaultMessage: 'Until staff approve it, you can change the answers here and send them again. After approval, write to vbs@example.org for changes.',
  },
  changeElective: { id: 'registration.sent.changeElective', defaultMessage: 'You can still change the afternoon club choices here while club selection is open.' },
  changeNone: { id: 'registration.sent.changeNone', defaultMessage: 'For any change, write to vbs@example.org.' },
  code: { id: 'registration.sent.code', defaultMessage: 'At check-in, show your family check-in code: open it once at home and your phone keeps it.' },
  showCode: { id: 'registration.sent.showCode', defaultMessage: 'Show our check-in code' },
  signedBy: { id: 'registration.sent.signedBy', defaultMessage: 'Signed by {name}' },
  notSigned: { id: 'registration.sent.notSigned', defaultMessage: 'Not signed' },
  notAnswered: { id: 'registration.sent.notAnswered', defaultMessage: 'Not answered' },
  yes: { id: 'registration.sent.yes', defaultMessage: 'Yes' },
  no: { id: 'registration.sent.no', defaultMessage: 'No' },
  choice: { id: 'registration.sent.choice', defaultMessage: '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} choice: {club}' },
  anotherChurch: { id: 'registration.sent.anotherChurch', defaultMessage: 'We attend another church: {church}' },
});

/** A sent answer as the parent reads it: a consent by who signed, the others as their choices. */
function answerText(intl: IntlShape, a: SentSummary[number]['answers'][number]): string {
  if (a.type === 'CONSENT') return a.response ? intl.formatMessage(SENT_WORDS.signedBy, { name: a.response }) : intl.formatMessage(SENT_WORDS.notSigned);
  if (a.key === 'elective') {
    const clubs = electiveChoices(a.response);
    return clubs.length ? clubs.map((club, i) => intl.formatMessage(SENT_WORDS.choice, { rank: i + 1, club })).join(' · ') : intl.formatMessage(SENT_WORDS.notAnswered);
  }
  if (a.key === 'church') {
    const { choice, church } = parseChurchAnswer(a.response);
    if (choice === 'something') return intl.formatMessage(SENT_WORDS.anotherChurch, { church });
    const option = churchOptions(false).find((o) => o.value === choice);
    return option ? intl.formatMessage(option.label) : a.response;
  }
  if (a.response.trim() === '') return intl.formatMessage(SENT_WORDS.notAnswered);
  if (a.type === 'YES_NO') return intl.formatMessage(a.response === 'Yes' ? SENT_WORDS.yes : SENT_WORDS.no);
  return a.response
    .split('\n')
    .map((line) => a.labels?.[line] ?? line)
    .join(' · ');
}

export function SentCard({ sent, general, elective }: { sent: SentSummary; general: boolean; elective: boolean }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }), [sent]);
  const change = general ? SENT_WORDS.changeGeneral : elective ? SENT_WORDS.changeElective : SENT_WORDS.changeNone;
  return (
    <Alert
      ref={ref}
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title={intl.formatMessage(SENT_WORDS.title)}
      role="status"
      data-testid="registration-sent"
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="md">
        <Stack gap="sm" aria-label={intl.formatMessage(SENT_WORDS.whatYouSent)} component="section">
          {sent.map((child) => (
            <div key={child.name}>
              <Title order={3} size="h5">
                {child.name}
              </Title>
              <Stack component="dl" gap={2} m={0}>
                {child.answers.map((a) => (
                  <div key={a.key}>
                    <Text component="dt" size="sm" c="gray.8">
                      {a.prompt}
                    </Text>
                    <Text component="dd" size="sm" m={0}>
                      {answerText(intl, a)}
                    </Text>
                  </div>
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
        <Stack gap={4} component="section" aria-label={intl.formatMessage(SENT_WORDS.next)}>
          <Title order={3} size="h5">
            {intl.formatMessage(SENT_WORDS.next)}
          </Title>
          <Text size="sm">{intl.formatMessage(general ? SENT_WORDS.nextGeneral : SENT_WORDS.nextElective)}</Text>
          <Text size="sm">{intl.formatMessage(change)}</Text>
        </Stack>
        <Stack gap={4} align="flex-start">
          <Text size="sm">{intl.formatMessage(SENT_WORDS.code)}</Text>
          {/* The words may wrap: in Spanish they are wider than a phone's card. */}
          <Button component={Link} to="/qrcode" leftSection={<IconQrcode size={18} aria-hidden />} maw="100%" h="auto" mih={36} py={6} styles={{ label: { whiteSpace: 'normal' } }}>
            {intl.formatMessage(SENT_WORDS.showCode)}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
