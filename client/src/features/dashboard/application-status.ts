// An intern's application status in one sentence, open or closed.
import { defineMessages, type MessageDescriptor } from '../../i18n/intl.tsx';

const WORDS = defineMessages({
  pending: { id: 'staff.intern.status.pending', defaultMessage: 'Your application is waiting for review.' },
  accepted: { id: 'staff.intern.status.accepted', defaultMessage: 'Your application was accepted. Welcome to the team!' },
  declined: { id: 'staff.intern.status.declined', defaultMessage: 'Your application was not accepted this year.' },
  withdrawn: { id: 'staff.intern.status.withdrawn', defaultMessage: 'You withdrew your application.' },
  open: { id: 'staff.intern.status.open', defaultMessage: 'Intern applications are open: apply to help lead a group.' },
  closed: { id: 'staff.intern.status.closed', defaultMessage: 'Intern applications are closed right now; this page will say when they open.' },
});

export function applicationStatusWords(status: string | null, applicationsOpen: boolean): MessageDescriptor {
  switch (status) {
    case 'PENDING':
      return WORDS.pending;
    case 'ACCEPTED':
      return WORDS.accepted;
    case 'DECLINED':
      return WORDS.declined;
    case 'WITHDRAWN':
      return WORDS.withdrawn;
    default:
      return applicationsOpen ? WORDS.open : WORDS.closed;
  }
}
