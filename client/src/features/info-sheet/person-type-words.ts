// How each kind of person in the info sheet is labeled (SPEC §2: staff are "Member"), for the sheet's badge and
// the quick find's list.
import { defineMessages } from '../../i18n/intl.tsx';
import type { PersonType } from './info-sheet-store.ts';

export const PERSON_TYPE_LABEL = defineMessages({
  parent: { id: 'staff.infoSheet.type.parent', defaultMessage: 'Parent' },
  student: { id: 'staff.infoSheet.type.student', defaultMessage: 'Student' },
  intern: { id: 'staff.infoSheet.type.intern', defaultMessage: 'Intern' },
  staff: { id: 'staff.infoSheet.type.staff', defaultMessage: 'Member' },
}) satisfies Record<PersonType, unknown>;
