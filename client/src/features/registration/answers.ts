// Registration answers as stored (SPEC §3, §5) and as people read them: the church-attendance answer
// ('' declined, No, NoLonger, Yes, or 'something:<church>') and the afternoon-club choices
// ('1st:2nd:3rd').

export type ChurchChoice = '' | 'Yes' | 'No' | 'NoLonger' | 'something';

export function parseChurchAnswer(answer: string | null | undefined): { choice: ChurchChoice; church: string } {
  if (!answer) return { choice: '', church: '' };
  if (answer.startsWith('something:')) return { choice: 'something', church: answer.slice('something:'.length) };
  if (answer === 'Yes' || answer === 'No' || answer === 'NoLonger') return { choice: answer, church: '' };
  return { choice: '', church: '' };
}

export function churchAnswer(choice: ChurchChoice, church: string): string {
  return choice === 'something' ? `something:${church.trim()}` : choice;
}

export const CHURCH_OPTIONS: { value: ChurchChoice; label: string }[] = [
  { value: 'Yes', label: 'Yes, we attend this church' },
  { value: 'something', label: 'We attend another church' },
  { value: 'NoLonger', label: 'We used to, but no longer' },
  { value: 'No', label: 'No' },
  { value: '', label: 'I’d rather not say' },
];

export function churchAnswerText(answer: string): string {
  const { choice, church } = parseChurchAnswer(answer);
  if (choice === 'something') return `Attends another church: ${church}`;
  if (choice === 'Yes') return 'Attends this church';
  if (choice === 'NoLonger') return 'Used to attend church, no longer';
  if (choice === 'No') return 'Does not attend church';
  return 'Declined to answer';
}

const ORDINALS = ['1st', '2nd', '3rd'];

export function electiveChoices(answer: string): string[] {
  return answer ? answer.split(':').slice(0, 3) : [];
}

/** SPEC §5: colon-separated choices shown as 1st, 2nd, 3rd choice. */
export function electiveText(answer: string): string {
  const choices = electiveChoices(answer);
  return choices.length ? choices.map((c, i) => `${ORDINALS[i]} choice: ${c}`).join(' · ') : '(No club chosen)';
}

export function answerText(key: string | null | undefined, answer: string): string {
  if (key === 'church') return churchAnswerText(answer);
  if (key === 'elective') return electiveText(answer);
  return answer || '(Not answered)';
}
