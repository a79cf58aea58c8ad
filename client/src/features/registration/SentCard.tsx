// Right after sending: what the parent sent for each child, in the words staff will read, and what can
// still change (the confirmation e-mail says the same).
import { Alert, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { registrationAnswerLines } from '../../lib/format.ts';

export type SentSummary = { name: string; answers: { prompt: string; key: string; type: string; response: string }[] }[];

export function SentCard({ sent, general, elective }: { sent: SentSummary; general: boolean; elective: boolean }) {
  const change = general
    ? 'Until staff approve it, you can change the answers here and send them again. After approval, write to vbs@example.org for changes.'
    : elective
      ? 'You can still change the afternoon club choices here while club selection is open.'
      : 'For any change, write to vbs@example.org.';
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title="Sent — we e-mailed you a copy" role="status" data-testid="registration-sent">
      <Stack gap="sm">
        {sent.map((child) => (
          <div key={child.name}>
            <Text fw={600} size="sm">
              {child.name}
            </Text>
            <Stack component="dl" gap={2} m={0}>
              {child.answers.map((a) => (
                <div key={a.prompt}>
                  <Text component="dt" size="sm" c="gray.8">
                    {a.prompt}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {a.type === 'CONSENT' ? (a.response ? `Signed by ${a.response}` : 'Not signed') : registrationAnswerLines(a.key, a.response).join(' · ')}
                  </Text>
                </div>
              ))}
            </Stack>
          </div>
        ))}
        <Text size="sm" fw={500}>
          {change}
        </Text>
      </Stack>
    </Alert>
  );
}
