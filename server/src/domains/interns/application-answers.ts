// How staff see the answers the product reads on an intern application (formats: forms/intern-application.ts)
// (SPEC §5): "accepted Jesus" starting with Yes shows the approximate date, "attended VBS before"
// starting with Yes shows which years, and an empty answer reads '(Not answered)'.
//   acceptedJesus   'No' | 'Yes' | 'Yes:<approximate date>'
//   attendedBefore  'No' | 'Yes' | 'Yes:<year>,<year>…'
//   training        'None' | comma-separated training dates, e.g. 'Aug 3,Aug 10'


export const NOT_ANSWERED = '(Not answered)';

const yesDetail = (response: string) => (response.startsWith('Yes:') ? response.slice(4).trim() : '');

const joinAnd = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** An answer as staff read it in the review and the info sheet. */
export function wordAnswer(key: string | null, response: string): string {
  const text = response.trim();
  if (text === '') return NOT_ANSWERED;
  switch (key) {
    case 'acceptedJesus':
      return text.startsWith('Yes') ? (yesDetail(text) ? `Yes, approximate date: ${yesDetail(text)}` : 'Yes') : text;
    case 'attendedBefore': {
      if (!text.startsWith('Yes')) return text;
      const years = yesDetail(text).split(',').map((y) => y.trim()).filter(Boolean);
      return years.length ? `Yes, in ${joinAnd(years)}` : 'Yes';
    }
    case 'training':
      return text === 'None' ? 'Cannot attend either training date' : `Can attend ${joinAnd(text.split(','))}`;
    default:
      return text;
  }
}
