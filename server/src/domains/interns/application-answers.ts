// The answers the product reads on an intern application, their stored formats, and how staff see them
// (SPEC §5): "accepted Jesus" starting with Yes shows the approximate date, "attended VBS before"
// starting with Yes shows which years, and an empty answer reads '(Not answered)'.
//   acceptedJesus   'No' | 'Yes' | 'Yes:<approximate date>'
//   attendedBefore  'No' | 'Yes' | 'Yes:<year>,<year>…'
//   training        'None' | comma-separated training dates, e.g. 'Aug 3,Aug 10'

/** SPEC §9: the intern training dates asked about this year. */
export const TRAINING_DATES = ['Aug 3', 'Aug 10'] as const;

export const NOT_ANSWERED = '(Not answered)';
export const RESPONSE_MAX = 2000;

const yesDetail = (response: string) => (response.startsWith('Yes:') ? response.slice(4).trim() : '');

/** Why a response to one of the product's questions is malformed, or null when it is fine. */
export function answerProblem(key: string, response: string, thisYear: number): string | null {
  if (response === '') return null;
  switch (key) {
    case 'acceptedJesus':
      if (response === 'No' || response === 'Yes' || (response.startsWith('Yes:') && yesDetail(response).length <= 100)) return null;
      return "must be 'No', 'Yes' or 'Yes:' and an approximate date";
    case 'attendedBefore': {
      if (response === 'No' || response === 'Yes') return null;
      const years = yesDetail(response).split(',').map((y) => y.trim());
      const ok = response.startsWith('Yes:') && years.every((y) => /^\d{4}$/.test(y) && Number(y) >= 1980 && Number(y) <= thisYear);
      return ok ? null : `must be 'No', or 'Yes:' and the years (1980–${thisYear}) separated by commas`;
    }
    case 'training': {
      if (response === 'None') return null;
      const dates = response.split(',');
      const ok = dates.every((d) => (TRAINING_DATES as readonly string[]).includes(d)) && new Set(dates).size === dates.length;
      return ok ? null : `must be 'None' or some of ${TRAINING_DATES.join(', ')}, separated by commas`;
    }
    default:
      return null;
  }
}

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
