import { Badge } from '@mantine/core';
import { FormattedMessage } from '../../i18n/intl.tsx';
import { GROUP_TYPE_COLOR, GROUP_TYPE_WORDS, type GroupTypeName } from './group-type.ts';

export function GroupTypeBadge({ groupType }: { groupType: string }) {
  const type = groupType as GroupTypeName;
  return (
    <Badge color={GROUP_TYPE_COLOR[type] ?? 'gray.8'} variant="filled" size="sm" radius="sm">
      {GROUP_TYPE_WORDS[type] ? <FormattedMessage {...GROUP_TYPE_WORDS[type]} /> : groupType}
    </Badge>
  );
}
