// The words every e-mail to a family shares: the greeting, the program's name and the signature, one
// definition each (their Spanish is in server/src/i18n/es.json).
import { defineMessages } from '../i18n/messages.ts';

export const mailWords = defineMessages({
  program: { id: 'mail.program', defaultMessage: 'VBS {year} ({edition})' },
  dear: { id: 'mail.dear', defaultMessage: 'Dear {name},' },
  signature: { id: 'mail.signature', defaultMessage: 'Grace Community Church VBS' },
});
