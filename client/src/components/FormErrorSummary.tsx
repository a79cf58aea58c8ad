// The summary at the top of a form that did not go through: each problem in the words shown beside its
// field. Announced once (role="alert"); the form moves focus to the first field to fix.
import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export function FormErrorSummary({ problems, title = 'Please check these answers' }: { problems: Record<string, string>; title?: string }) {
  const messages = [...new Set(Object.values(problems))];
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="form-error-summary">
      <List size="sm" spacing={2}>
        {messages.map((m) => (
          <List.Item key={m}>{m}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
