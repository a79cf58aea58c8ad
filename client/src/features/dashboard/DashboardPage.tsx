// The dashboard (/dashboard): a greeting and the cards this person's roles open.
import { Stack } from '@mantine/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DashboardPageQuery } from '../../__generated__/DashboardPageQuery.graphql';
import { DashboardCards } from './DashboardCards.tsx';
import { DashboardGreeting } from './DashboardGreeting.tsx';

export function DashboardPage() {
  const data = useLazyLoadQuery<DashboardPageQuery>(
    graphql`
      query DashboardPageQuery {
        viewer {
          ...DashboardGreeting_viewer
          ...DashboardCards_viewer
        }
        currentEdition {
          ...DashboardCards_edition
        }
      }
    `,
    {},
  );
  // The guard shows the login modal instead of this page while signed out.
  if (!data.viewer) return null;
  return (
    <Stack gap="xl">
      <DashboardGreeting viewer={data.viewer} />
      <DashboardCards viewer={data.viewer} edition={data.currentEdition} />
    </Stack>
  );
}
