// The group screens as routes: clicking a person opens their info sheet (one call, from anywhere).
import { openInfoSheet } from '../info-sheet/info-sheet-store.ts';
import { LeaderboardPage } from './LeaderboardPage.tsx';
import { RostersPage } from './RostersPage.tsx';
import { StaffRostersPage } from './StaffRostersPage.tsx';

export const RostersRoute = () => <RostersPage onOpenChild={(personId) => openInfoSheet({ personType: 'student', personId })} />;
export const StaffRoute = () => <StaffRostersPage onOpenPerson={(kind, personId) => openInfoSheet({ personType: kind, personId })} />;
export const LeaderboardRoute = LeaderboardPage;
