// The codes read at the check-in table, as both the station (browser) and the server know them:
// - a pickup code: printed on a child's name tag and the guardian's receipt at check-in, asked for at
//   check-out. Four characters from an alphabet without look-alikes (no 0/O, 1/I/L), so it can be read aloud
//   and typed from a crumpled receipt; a station makes one itself while offline.
// - a family check-in code: what a parent shows at the table (/qrcode), VBS1.<parentId>.<year>.<signature>;
//   only the server can sign or verify the signature (server/src/domains/people/check-in-code.ts).

export const PICKUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PICKUP_CODE_LENGTH = 4;
/** What a station may propose (its own codes, older demo codes): 4–8 letters and digits. */
const ACCEPTED_PICKUP_CODE = /^[A-Z0-9]{4,8}$/;
/** The largest multiple of the alphabet's size under 256: bytes above it are drawn again, so every letter is as likely. */
const FAIR_BYTES = 256 - (256 % PICKUP_CODE_ALPHABET.length);

/** A new pickup code, from the runtime's cryptographic random source (Web Crypto: browser and Node alike). */
export function newPickupCode(): string {
  let code = '';
  while (code.length < PICKUP_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(PICKUP_CODE_LENGTH * 2))) {
      if (byte < FAIR_BYTES && code.length < PICKUP_CODE_LENGTH) code += PICKUP_CODE_ALPHABET[byte % PICKUP_CODE_ALPHABET.length];
    }
  }
  return code;
}

/** What was typed, as codes are compared: upper case, spaces and dashes dropped. */
export const pickupCodeText = (raw: string) => raw.replace(/[\s-]/g, '').toUpperCase();

/** The code as stored and compared, or null when it is not a pickup code at all. */
export function normalizePickupCode(raw: string): string | null {
  const code = pickupCodeText(raw);
  return ACCEPTED_PICKUP_CODE.test(code) ? code : null;
}

export const FAMILY_CODE_PREFIX = 'VBS1';
const FAMILY_CODE = /^VBS1\.([1-9]\d{0,9})\.(\d{4})\.([A-Za-z0-9_-]{22})$/;

export interface FamilyCodeParts {
  parentId: number;
  year: number;
  /** The signature as written in the code (base64url); unchecked. */
  signature: string;
}

/** The parts of a scanned family code, or null when it does not have a family code's shape. */
export function parseFamilyCode(code: string): FamilyCodeParts | null {
  const match = FAMILY_CODE.exec(code.trim());
  return match ? { parentId: Number(match[1]), year: Number(match[2]), signature: match[3] } : null;
}

/** A family code from its parts (the signature already base64url). */
export const formatFamilyCode = ({ parentId, year, signature }: FamilyCodeParts) => `${FAMILY_CODE_PREFIX}.${parentId}.${year}.${signature}`;
