// What an administrator filters the audit trail by, as both doors read it: the kind of entry, in any case.
// (Names and dates are read by each door's own fields; the kind is a closed list.)
import { z } from 'zod';

/** READ (medical information and staff notes), CHANGE (any write), or one of CREATE / UPDATE / DELETE. */
export const AUDIT_KINDS = ['READ', 'CHANGE', 'CREATE', 'UPDATE', 'DELETE'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

const KIND_WORDS = `Choose a kind of entry: ${AUDIT_KINDS.join(', ')}.`;

/** A kind of entry, "read" or "READ" alike; empty means every kind. */
export const auditKind = z
  .string({ error: KIND_WORDS })
  .transform((v) => v.trim().toUpperCase())
  .refine((v) => v === '' || (AUDIT_KINDS as readonly string[]).includes(v), { error: KIND_WORDS })
  .transform((v) => (v === '' ? null : (v as AuditKind)));
