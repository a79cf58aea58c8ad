// An intern's application status in one sentence, open or closed.
export function applicationStatusWords(status: string | null, applicationsOpen: boolean): string {
  switch (status) {
    case 'PENDING':
      return 'Your application is waiting for review.';
    case 'ACCEPTED':
      return 'Your application was accepted. Welcome to the team!';
    case 'DECLINED':
      return 'Your application was not accepted this year.';
    case 'WITHDRAWN':
      return 'You withdrew your application.';
    default:
      return applicationsOpen ? 'Intern applications are open: apply to help lead a group.' : 'Intern applications are closed right now; this page will say when they open.';
  }
}
