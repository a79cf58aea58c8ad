// Right after sending: what the parent sent for each child, in the words staff will read, what happens
// next and what can still change (the confirmation e-mail says the same), and the way to the family's
// check-in code. The card scrolls into view, as the parent sent it from the bottom of a long form.
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconQrcode } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { registrationAnswerLines } from '../../lib/format.ts';

export type SentSummary = { name: string; answers: { prompt: string; key: string; type: string; response: string }[] }[];

export const SENT_TITLE = 'Sent — we e-mailed you a copy';
export const NEXT_STEPS_GENERAL = 'Staff review each registration. You will get an e-mail when it is approved or declined, and its status shows here and on your profile.';
export const NEXT_STEPS_ELECTIVE = 'Each child’s club choices and status show here and on your profile.';

/** A sent answer as a person reads it: a consent by who signed, the others as their choices. */
function answerText(a: SentSummary[number]['answers'][number]): string {
  if (a.type === 'CONSENT') return a.response ? `Signed by ${a.response}` : 'Not signed';
  return registrationAnswerLines(a.key, a.response).join(' · ');
}

export function SentCard({ sent, general, elective }: { sent: SentSummary; general: boolean; elective: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }), [sent]);
  const change = general
    ? 'Until staff approve it, you can change the answers here and send them again. After approval, write to vbs@example.org for changes.'
    : elective
      ? 'You can still change the afternoon club choices here while club selection is open.'
      : 'For any change, write to vbs@example.org.';
  return (
    <Alert ref={ref} color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={SENT_TITLE} role="status" data-testid="registration-sent" style={{ scrollMarginTop: 80 }}>
      <Stack gap="md">
        <Stack gap="sm" aria-label="What you sent" component="section">
          {sent.map((child) => (
            <div key={child.name}>
              <Title order={3} size="h5">
                {child.name}
              </Title>
              <Stack component="dl" gap={2} m={0}>
                {child.answers.map((a) => (
                  <div key={a.prompt}>
                    <Text component="dt" size="sm" c="gray.8">
                      {a.prompt}
                    </Text>
                    <Text component="dd" size="sm" m={0}>
                      {answerText(a)}
                    </Text>
                  </div>
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
        <Stack gap={4} component="section" aria-label="What happens next">
          <Title order={3} size="h5">
            What happens next
          </Title>
          <Text size="sm">{general ? NEXT_STEPS_GENERAL : NEXT_STEPS_ELECTIVE}</Text>
          <Text size="sm">{change}</Text>
        </Stack>
        <Stack gap={4} align="flex-start">
          <Text size="sm">At check-in, show your family check-in code: open it once at home and your phone keeps it.</Text>
          <Button component={Link} to="/qrcode" leftSection={<IconQrcode size={18} aria-hidden />}>
            Show our check-in code
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
