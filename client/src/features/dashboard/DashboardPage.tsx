// The dashboard (/dashboard): a greeting, then one section per role the person has (each its own
// component with its own query, so a new section is one line here), then the cards their roles open.
// A brand-new parent is first asked for their name.
import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DashboardPageQuery } from '../../__generated__/DashboardPageQuery.graphql';
import { DashboardCards } from './DashboardCards.tsx';
import { DashboardGreeting } from './DashboardGreeting.tsx';
import { InternDashboard } from './InternDashboard.tsx';
import { ParentDashboard } from './ParentDashboard.tsx';
import { StaffDashboard } from './StaffDashboard.tsx';
import { MyScreeningCard } from '../screening/MyScreeningCard.tsx';
import { TodayScheduleCard } from '../schedule/TodayScheduleCard.tsx';

// Asked once, of a parent who has not given a name yet: loaded only then (its form is not in the page's first load).
const NameQuestion = lazy(() => import('./NameQuestion.tsx').then((m) => ({ default: m.NameQuestion })));

export function DashboardPage() {
  const data = useLazyLoadQuery<DashboardPageQuery>(
    graphql`
      query DashboardPageQuery {
        viewer {
          isParent
          isStaff
          isIntern
          parentIdentity {
            firstName
          }
          ...DashboardGreeting_viewer
          ...DashboardCards_viewer
        }
        currentEdition {
          year
          timeZone
          internApplicationOpen
          ...DashboardCards_edition
        }
      }
    `,
    {},
  );
  // The guard shows the login modal instead of this page while signed out.
  if (!data.viewer) return null;
  const { viewer, currentEdition: edition } = data;
  const needsName = viewer.isParent && !viewer.isStaff && !viewer.parentIdentity?.firstName;
  return (
    <Stack gap="xl">
      <DashboardGreeting viewer={viewer} />
      {needsName ? (
        <Section>
          <NameQuestion />
        </Section>
      ) : (
        <>
          {viewer.isParent && (
            <Section>
              <ParentDashboard year={edition.year} timeZone={edition.timeZone} />
            </Section>
          )}
          {viewer.isIntern && (
            <Section>
              <InternDashboard year={edition.year} applicationsOpen={edition.internApplicationOpen} />
            </Section>
          )}
          {viewer.isStaff && (
            <Section>
              <StaffDashboard year={edition.year} />
            </Section>
          )}
          {(viewer.isStaff || viewer.isIntern) && (
            <Section>
              <MyScreeningCard />
            </Section>
          )}
        </>
      )}
      <TodayScheduleCard />
      <DashboardCards viewer={viewer} edition={edition} />
    </Stack>
  );
}

function Section({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<Skeleton height={120} radius="md" />}>{children}</Suspense>;
}
