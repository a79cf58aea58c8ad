// The summary at the top of a form that did not go through: each problem in the words shown beside its
// field. Announced once (role="alert"); the form moves focus to the first field to fix.
import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useIntl } from '../i18n/intl.tsx';

export function FormErrorSummary({ problems, title }: { problems: Record<string, string>; title?: string }) {
  const intl = useIntl();
  const messages = [...new Set(Object.values(problems))];
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={title ?? intl.formatMessage({ id: 'form.problems', defaultMessage: 'Please check these answers' })} icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="form-error-summary">
      <List size="sm" spacing={2}>
        {messages.map((m) => (
          <List.Item key={m}>{m}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
