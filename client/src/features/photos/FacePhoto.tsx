// A person's face where one was added (the family's photo, served to those allowed to see it), else their
// initials: at check-out, on the profile, small on rosters. The picture loads lazily and is described by name.
import { Avatar } from '@mantine/core';
import { useIntl } from '../../i18n/intl.tsx';

interface Props {
  url: string | null | undefined;
  name: string;
  size?: number;
  /** Where the name is written beside it (rosters): the picture adds nothing a screen reader should repeat. */
  decorative?: boolean;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');

export function FacePhoto({ url, name, size = 48, decorative = false }: Props) {
  const intl = useIntl();
  if (url)
    return <Avatar src={url} alt={decorative ? '' : intl.formatMessage({ id: 'photo.of', defaultMessage: 'Photo of {name}' }, { name })} size={size} radius="md" imageProps={{ loading: 'lazy', decoding: 'async' }} />;
  return (
    <Avatar size={size} radius="md" color="gray" aria-hidden={decorative || undefined} aria-label={decorative ? undefined : intl.formatMessage({ id: 'photo.none', defaultMessage: 'No photo of {name}' }, { name })} role={decorative ? undefined : 'img'}>
      {initials(name)}
    </Avatar>
  );
}
