// The fields whose content VIEW_SENSITIVE_INFO guards, per model: medical information, the content of staff
// notes, and the text of first-aid reports (what happened, the treatment, the follow-up). Every time one of
// them leaves the server a READ row is recorded (audit-reads.ts), and the audit trail's own values before
// and after show them only to viewers holding VIEW_SENSITIVE_INFO (audit-trail-values.ts).
export const SENSITIVE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Child: ['medicalInformation', 'staffNotes'],
  Parent: ['internalNotes'],
  StaffNotesVersion: ['notes'],
  Intern: ['medicalInfo', 'staffNotes'],
  FirstAidReport: ['whatHappened', 'treatment', 'followUp'],
  FirstAidRevision: ['whatHappened', 'treatment', 'followUp'],
};

/** The sensitive fields of a model's rows (none for a model not listed). */
export const sensitiveFieldsOf = (entity: string): readonly string[] => (Object.hasOwn(SENSITIVE_FIELDS, entity) ? SENSITIVE_FIELDS[entity] : []);
