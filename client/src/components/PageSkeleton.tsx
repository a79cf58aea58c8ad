import { Skeleton, Stack } from '@mantine/core';
import { useIntl } from '../i18n/intl.tsx';

/** What a page shows while its query loads. */
export function PageSkeleton() {
  const intl = useIntl();
  return (
    <Stack gap="md" aria-busy="true" aria-label={intl.formatMessage({ id: 'loading.label', defaultMessage: 'Loading' })}>
      <Skeleton height={34} width="45%" radius="sm" />
      <Skeleton height={16} width="70%" radius="sm" />
      <Skeleton height={120} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}
