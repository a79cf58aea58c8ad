// Pickup codes made at the station itself (so a name tag prints with no network): four characters from
// the same look-alike-free alphabet the server uses (server/src/domains/attendance/pickup-code.ts).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newPickupCode(): string {
  const random = crypto.getRandomValues(new Uint32Array(4));
  return Array.from(random, (n) => ALPHABET[n % ALPHABET.length]).join('');
}

export const normalizeCode = (raw: string) => raw.replace(/[\s-]/g, '').toUpperCase();

/** The family a scanned check-in code names (VBS1.<parentId>.<year>.<signature>); the server checks the signature. */
export function parentIdOfFamilyCode(code: string): number | null {
  const match = /^VBS1\.([1-9]\d{0,9})\.(\d{4})\.[A-Za-z0-9_-]{22}$/.exec(code.trim());
  return match ? Number(match[1]) : null;
}
