// What a page that exists only while a program flag is open says while it is closed:
// "not open yet" in the program's words, with the week's dates and a useful way on, instead of
// "Page not found".
import { formattingTag } from '../../../shared/language.ts';
import { NoticePage } from '../components/NoticePage.tsx';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { defineMessages, useIntl } from '../i18n/intl.tsx';
import { editionPhase, formatWeek } from './edition-phase.ts';
import { useRenderTime } from './server-render.ts';
import { useSiteShell } from './site-shell.ts';

const WORDS = defineMessages({
  week: { id: 'closed.week', defaultMessage: '{over, select, yes {{name} ran {week}.} other {{name} runs {week}.}}' },
  registrationClosed: { id: 'closed.registration.over', defaultMessage: 'Registration is closed' },
  registrationNotYet: { id: 'closed.registration.notYet', defaultMessage: 'Registration is not open yet' },
  registrationOverText: {
    id: 'closed.registration.over.text',
    defaultMessage:
      'This year’s program is over. {week} Registration for next year opens later; the home page and an e-mail will say when. Meanwhile you can keep your family and emergency contacts up to date.',
  },
  registrationNotYetText: {
    id: 'closed.registration.notYet.text',
    defaultMessage: 'Registration opens later; the home page and an e-mail will say when. {week} Meanwhile you can keep your family and emergency contacts up to date.',
  },
  toProfile: { id: 'closed.toProfile', defaultMessage: 'Go to your profile' },
  page: { id: 'closed.page', defaultMessage: '{page} is not open right now' },
  pageText: { id: 'closed.page.text', defaultMessage: 'It opens when the program team opens it. {week}' },
});

export function ClosedPageNotice({ title, pathname }: { title: string; pathname: string }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { edition } = useSiteShell();
  const now = useRenderTime() ?? Date.now();
  const over = edition !== null && editionPhase(edition, now) === 'over';
  const week = edition ? intl.formatMessage(WORDS.week, { over: over ? 'yes' : 'no', name: edition.name, week: formatWeek(edition, formattingTag(language)) }) : '';
  if (pathname.startsWith('/dashboard/registration'))
    return (
      <NoticePage
        kind="notOpenYet"
        title={title}
        heading={intl.formatMessage(over ? WORDS.registrationClosed : WORDS.registrationNotYet)}
        description={intl.formatMessage(over ? WORDS.registrationOverText : WORDS.registrationNotYetText, { week }).replace(/ {2,}/g, ' ')}
        action={{ label: intl.formatMessage(WORDS.toProfile), to: '/dashboard/profile' }}
      />
    );
  return (
    <NoticePage
      kind="notOpenYet"
      title={title}
      heading={intl.formatMessage(WORDS.page, { page: title })}
      description={intl.formatMessage(WORDS.pageText, { week }).trim()}
    />
  );
}
