// A family's check-in code: what the parent shows at the check-in table (/qrcode) and staff scan. It names
// the family (parent id) and the edition, signed with HMAC-SHA256 so a code cannot be made up or changed to
// another family's; a new edition gives a new code, so last summer's screenshot no longer checks anyone in.
// The secret comes from CHECK_IN_CODE_SECRET; every server instance must share it so any of them can verify.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatFamilyCode, parseFamilyCode } from '../../../../shared/codes.ts';

/** 128 bits of the HMAC: short enough for a small, easily scanned QR code, far too long to guess. */
const SIGNATURE_BYTES = 16;
const DEVELOPMENT_SECRET = 'vbs-development-check-in-code-secret';

export interface CheckInCodeSubject {
  parentId: number;
  year: number;
}

/** The signing secret: required in production, a fixed stand-in elsewhere (demo and test codes). */
export function checkInCodeSecret(production: boolean, env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.CHECK_IN_CODE_SECRET;
  if (secret) return secret;
  if (production) throw new Error('CHECK_IN_CODE_SECRET must be set in production to sign family check-in codes.');
  return DEVELOPMENT_SECRET;
}

function signature(secret: string, { parentId, year }: CheckInCodeSubject): Buffer {
  return createHmac('sha256', secret).update(`vbs-check-in:v1:${parentId}:${year}`).digest().subarray(0, SIGNATURE_BYTES);
}

export function signCheckInCode(secret: string, subject: CheckInCodeSubject): string {
  return formatFamilyCode({ ...subject, signature: signature(secret, subject).toString('base64url') });
}

/** The family and edition a scanned code stands for, or null when it is malformed or its signature is wrong. */
export function verifyCheckInCode(secret: string, code: string): CheckInCodeSubject | null {
  const parts = parseFamilyCode(code);
  if (!parts) return null;
  const subject = { parentId: parts.parentId, year: parts.year };
  const given = Buffer.from(parts.signature, 'base64url');
  const expected = signature(secret, subject);
  return given.length === expected.length && timingSafeEqual(given, expected) ? subject : null;
}
