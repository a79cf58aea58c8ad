// How a person's name is written (SPEC §3): first, preferred and last name, shown as "first (preferred)
// last" when the preferred name differs from the first name. Every full name the product shows uses
// displayName — pages, server answers, CSV, e-mails, the audit trail — and the people query builds the same
// text in SQL (server/src/domains/query/query.fields.ts, checked against this function by a test). Where
// a page or an e-mail speaks to or about someone by the one name they go by ("Dear Sal,", a name tag),
// it uses calledName.

export interface NameParts {
  firstName: string;
  preferredName?: string | null;
  lastName: string;
}

/** The preferred name when it says something the first name does not, else null. */
function distinctPreferred({ firstName, preferredName }: Pick<NameParts, 'firstName' | 'preferredName'>): string | null {
  const preferred = preferredName?.trim();
  return preferred && preferred !== firstName.trim() ? preferred : null;
}

/** "Sarah (Sal) Mitchell"; "Sarah Mitchell" when no preferred name is given or it is the first name. */
export function displayName(person: NameParts): string {
  const preferred = distinctPreferred(person);
  return [person.firstName.trim(), preferred && `(${preferred})`, person.lastName.trim()].filter(Boolean).join(' ');
}

/** The one name a person goes by: the preferred name when given, else the first name ("Sal"). */
export function calledName(person: Pick<NameParts, 'firstName' | 'preferredName'>): string {
  return person.preferredName?.trim() || person.firstName.trim();
}
