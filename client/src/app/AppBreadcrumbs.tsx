// SPEC §2: breadcrumbs only under /dashboard and /help, and only below their first level.
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useIntl } from '../i18n/intl.tsx';

interface Props {
  pathname: string;
  crumbs: { title: string; pathname: string }[];
}

export function showsBreadcrumbs(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return (segments[0] === 'dashboard' || segments[0] === 'help') && segments.length > 1;
}

export function AppBreadcrumbs({ pathname, crumbs }: Props) {
  const intl = useIntl();
  if (!showsBreadcrumbs(pathname)) return null;
  const trail = crumbs.filter((crumb) => crumb.pathname !== '/');
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.breadcrumb', defaultMessage: 'Breadcrumb' })}>
      <Breadcrumbs separatorMargin={6} mb="md" styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <Text key={crumb.pathname} size="sm" c="dimmed" aria-current="page">
              {crumb.title}
            </Text>
          ) : (
            <Anchor key={crumb.pathname} component={Link} to={crumb.pathname} size="sm">
              {crumb.title}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
