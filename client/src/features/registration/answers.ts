// Registration answers as the form edits them (SPEC §3, §5): the church-attendance answer ('' declined,
// No, NoLonger, Yes, or 'something:<church>') and the afternoon-club choices ('1st:2nd:3rd'). How they
// read back is the info sheet's registrationAnswerLines. The church question starts unanswered (null) until
// the family picks; a stored '' is the family's "I'd rather not say".
import { defineMessages, type MessageDescriptor } from '../../i18n/intl.tsx';

export type ChurchChoice = '' | 'Yes' | 'No' | 'NoLonger' | 'something';

export function parseChurchAnswer(answer: string | null | undefined): { choice: ChurchChoice | null; church: string } {
  if (answer === undefined || answer === null) return { choice: null, church: '' };
  if (answer === '') return { choice: '', church: '' };
  if (answer.startsWith('something:')) return { choice: 'something', church: answer.slice('something:'.length) };
  if (answer === 'Yes' || answer === 'No' || answer === 'NoLonger') return { choice: answer, church: '' };
  return { choice: '', church: '' };
}

/** The answer sent: unanswered and "I'd rather not say" both travel as '' (SPEC §3). */
export function churchAnswer(choice: ChurchChoice | null, church: string): string {
  return choice === 'something' ? `something:${church.trim()}` : (choice ?? '');
}

const church = defineMessages({
  yes: { id: 'registration.church.yes', defaultMessage: 'Yes, we attend this church' },
  another: { id: 'registration.church.another', defaultMessage: 'We attend another church' },
  noLonger: { id: 'registration.church.noLonger', defaultMessage: 'We used to, but no longer' },
  no: { id: 'registration.church.no', defaultMessage: 'No' },
  rather: { id: 'registration.church.rather', defaultMessage: 'I’d rather not say' },
});

const CHURCH_OPTIONS: { value: ChurchChoice; label: MessageDescriptor }[] = [
  { value: 'Yes', label: church.yes },
  { value: 'something', label: church.another },
  { value: 'NoLonger', label: church.noLonger },
  { value: 'No', label: church.no },
  { value: '', label: church.rather },
];

/** The choices offered: declining is the empty answer, so a required church question does not offer it. */
export function churchOptions(required: boolean) {
  return required ? CHURCH_OPTIONS.filter((o) => o.value !== '') : CHURCH_OPTIONS;
}

export function electiveChoices(answer: string): string[] {
  return answer ? answer.split(':').slice(0, 3) : [];
}
