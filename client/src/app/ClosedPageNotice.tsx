// What a page that exists only while a program flag is open says while it is closed:
// "not open yet" in the program's words, with the week's dates and a useful way on, instead of
// "Page not found".
import { NoticePage } from '../components/NoticePage.tsx';
import { editionPhase, formatWeek } from './edition-phase.ts';
import { useRenderTime } from './server-render.ts';
import { useSiteShell } from './site-shell.ts';

export function ClosedPageNotice({ title, pathname }: { title: string; pathname: string }) {
  const { edition } = useSiteShell();
  const now = useRenderTime() ?? Date.now();
  const over = edition !== null && editionPhase(edition, now) === 'over';
  const week = edition ? ` ${edition.name} ${over ? 'ran' : 'runs'} ${formatWeek(edition)}.` : '';
  if (pathname.startsWith('/dashboard/registration'))
    return (
      <NoticePage
        kind="notOpenYet"
        title={title}
        heading={over ? 'Registration is closed' : 'Registration is not open yet'}
        description={
          over
            ? `This year’s program is over.${week} Registration for next year opens later; the home page and an e-mail will say when. Meanwhile you can keep your family and emergency contacts up to date.`
            : `Registration opens later; the home page and an e-mail will say when.${week} Meanwhile you can keep your family and emergency contacts up to date.`
        }
        action={{ label: 'Go to your profile', to: '/dashboard/profile' }}
      />
    );
  return <NoticePage kind="notOpenYet" title={title} heading={`${title} is not open right now`} description={`It opens when the program team opens it.${week}`} />;
}
