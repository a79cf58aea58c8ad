// The short code printed on a child's name tag and on the guardian's receipt at check-in, asked for at
// check-out. Four characters from an alphabet without look-alikes (no 0/O, 1/I/L) so it can be read
// aloud and typed from a crumpled receipt; a station may make one itself while offline.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PICKUP_CODE_LENGTH = 4;
/** What a station may propose (its own codes, older demo codes): 4–8 letters and digits. */
const ACCEPTED = /^[A-Z0-9]{4,8}$/;

export function newPickupCode(): string {
  let code = '';
  for (let i = 0; i < PICKUP_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The code as stored and compared: upper case, spaces and dashes dropped; null when not a code at all. */
export function normalizePickupCode(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  return ACCEPTED.test(code) ? code : null;
}
