// Reading and checking what parents type about their family. Every reader collects problems by field
// name, so one bad request answers 400 naming every field at once and nothing is written.
import { Relationship } from '../../generated/prisma/enums.ts';
import { badInput } from '../../errors.ts';

export type Problems = Record<string, string>;

export class InputReader {
  readonly problems: Problems = {};
  constructor(private readonly prefix = '') {}

  private key(field: string) {
    return this.prefix + field;
  }
  fail(field: string, message: string) {
    this.problems[this.key(field)] ??= message;
  }

  /** Trimmed text; '' or absent becomes null unless required. */
  text(field: string, value: unknown, { max, required = false }: { max: number; required?: boolean }): string | null {
    if (value === undefined || value === null) {
      if (required) this.fail(field, 'is required');
      return null;
    }
    if (typeof value !== 'string') {
      this.fail(field, 'must be text');
      return null;
    }
    const trimmed = value.trim();
    if (trimmed === '') {
      if (required) this.fail(field, 'is required');
      return null;
    }
    if (trimmed.length > max) this.fail(field, `must be at most ${max} characters`);
    return trimmed;
  }

  email(field: string, value: unknown, { required = false } = {}): string | null {
    const text = this.text(field, value, { max: 254, required });
    if (text === null) return null;
    if (!EMAIL.test(text)) this.fail(field, 'must be an e-mail address like name@example.org');
    return text.toLowerCase();
  }

  /** US phone numbers, stored as digits: 7 (local) or 10 (with area code); a leading country code 1 is dropped. */
  phone(field: string, value: unknown, { required = false } = {}): string | null {
    const text = this.text(field, value, { max: 30, required });
    if (text === null) return null;
    if (!/^[\d\s().+-]+$/.test(text)) {
      this.fail(field, 'must contain only digits, spaces, dashes and parentheses');
      return null;
    }
    let digits = text.replace(/\D/g, '');
    if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
    if (digits.length !== 7 && digits.length !== 10) this.fail(field, 'must have 7 digits, or 10 with the area code');
    return digits;
  }

  boolean(field: string, value: unknown, fallback = false): boolean {
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'boolean') this.fail(field, 'must be true or false');
    return value === true;
  }

  grade(field: string, value: unknown): number {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 13) {
      this.fail(field, 'must be a grade from 0 (kindergarten) to 12, or 13 (university)');
      return 0;
    }
    return value;
  }

  /** A child's date of birth: yyyy-mm-dd, in the past, and at most 25 years ago. */
  dateOfBirth(field: string, value: unknown, today = new Date()): Date | null {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      this.fail(field, 'must be a date, yyyy-mm-dd');
      return null;
    }
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      this.fail(field, 'is not a real calendar date');
      return null;
    }
    const earliest = new Date(Date.UTC(today.getUTCFullYear() - 25, today.getUTCMonth(), today.getUTCDate()));
    if (date >= today) this.fail(field, 'must be in the past');
    else if (date < earliest) this.fail(field, 'must be within the last 25 years');
    return date;
  }

  relationship(field: string, value: unknown): Relationship {
    const code = typeof value === 'string' ? value.trim().toUpperCase().replace(/-/g, '_') : '';
    if (!(Object.values(Relationship) as string[]).includes(code)) {
      this.fail(field, 'must be parent-guardian, relative or family-friend');
      return Relationship.PARENT_GUARDIAN;
    }
    return code as Relationship;
  }

  referralSource(field: string, value: unknown): string | null {
    if (value === undefined || value === null || value === '') return null;
    const entries: unknown[] = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [value];
    const codes: string[] = [];
    for (const entry of entries) {
      let code: string;
      let detail: string | null = null;
      if (typeof entry === 'string') {
        const colon = entry.indexOf(':');
        code = (colon < 0 ? entry : entry.slice(0, colon)).trim().toLowerCase();
        detail = colon < 0 ? null : entry.slice(colon + 1).trim() || null;
      } else if (entry && typeof entry === 'object' && typeof (entry as { code?: unknown }).code === 'string') {
        code = (entry as { code: string }).code.trim().toLowerCase();
        const raw = (entry as { detail?: unknown }).detail;
        detail = typeof raw === 'string' && raw.trim() ? raw.trim() : null;
      } else {
        this.fail(field, 'must be a list of referral codes');
        return null;
      }
      if (code === '') continue;
      if (!(REFERRAL_CODES as readonly string[]).includes(code)) {
        this.fail(field, `has an unknown code "${code}"; use ${REFERRAL_CODES.join(', ')}`);
        continue;
      }
      if (detail !== null && !REFERRAL_WITH_DETAIL.has(code)) this.fail(field, `"${code}" takes no name or detail`);
      if (detail !== null && /[,:]/.test(detail)) this.fail(field, 'names and details cannot contain commas or colons');
      if (detail !== null && detail.length > 100) this.fail(field, 'names and details must be at most 100 characters');
      if (codes.some((c) => c.split(':')[0] === code)) this.fail(field, `lists "${code}" twice`);
      codes.push(detail === null ? code : `${code}:${detail}`);
    }
    return codes.length ? codes.join(',') : null;
  }

  /** Throws 400 naming every field with a problem. */
  check() {
    if (Object.keys(this.problems).length) throw badInput(this.problems);
  }
}

const EMAIL = /^[^\s@,;<>()[\]]+@[^\s@,;<>()[\]]+\.[^\s@,;<>()[\]]{2,}$/;

/**
 * SPEC §3 referral codes. The spec names the first one only by a placeholder with an optional name; it is
 * read here as "church" (another church or ministry told them, with its name).
 */
export const REFERRAL_CODES = ['church', 'website', 'banner', 'flyer', 'friend', 'returning', 'other'] as const;
const REFERRAL_WITH_DETAIL = new Set(['church', 'friend', 'other']);

export const LIMITS = {
  name: 60,
  address: 120,
  city: 60,
  state: 40,
  postalCode: 12,
  medicalInformation: 2000,
  parentNotes: 2000,
  emergencyContacts: 10,
} as const;

// ───────────── the shapes parents send, checked ─────────────

export interface ParentProfile {
  firstName: string;
  preferredName: string | null;
  lastName: string;
  email: string;
  secondaryEmail: string | null;
  phone: string;
  keepInTouch: boolean;
  otherEventMessages: boolean;
  referralSource: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
}

type Raw = Record<string, unknown>;

export function readParentProfile(raw: Raw): ParentProfile {
  const r = new InputReader();
  const address = (raw.address && typeof raw.address === 'object' ? raw.address : raw) as Raw;
  const profile: ParentProfile = {
    firstName: r.text('firstName', raw.firstName, { max: LIMITS.name, required: true }) ?? '',
    preferredName: r.text('preferredName', raw.preferredName, { max: LIMITS.name }),
    lastName: r.text('lastName', raw.lastName, { max: LIMITS.name, required: true }) ?? '',
    email: r.email('email', raw.email, { required: true }) ?? '',
    secondaryEmail: r.email('secondaryEmail', raw.secondaryEmail),
    phone: r.phone('phone', raw.phone ?? raw.primaryPhone, { required: true }) ?? '',
    keepInTouch: r.boolean('keepInTouch', raw.keepInTouch),
    otherEventMessages: r.boolean('otherEventMessages', raw.otherEventMessages),
    referralSource: r.referralSource('referralSource', raw.referralSource),
    street: r.text('address.street', address.street, { max: LIMITS.address }),
    city: r.text('address.city', address.city, { max: LIMITS.city }),
    state: r.text('address.state', address.state, { max: LIMITS.state }),
    postalCode: r.text('address.postalCode', address.postalCode, { max: LIMITS.postalCode }),
  };
  if (profile.postalCode && !/^[A-Za-z0-9 -]+$/.test(profile.postalCode)) r.fail('address.postalCode', 'must contain only letters, digits, spaces and dashes');
  if (profile.secondaryEmail && profile.secondaryEmail === profile.email) profile.secondaryEmail = null;
  r.check();
  return profile;
}

export interface EmergencyContactInput {
  firstName: string;
  lastName: string;
  relationship: Relationship;
  phone: string;
}

export function readEmergencyContact(raw: Raw): EmergencyContactInput {
  const r = new InputReader();
  const name = (raw.name && typeof raw.name === 'object' ? raw.name : raw) as Raw;
  const contact = {
    firstName: r.text('firstName', name.firstName, { max: LIMITS.name, required: true }) ?? '',
    lastName: r.text('lastName', name.lastName, { max: LIMITS.name, required: true }) ?? '',
    relationship: r.relationship('relationship', raw.relationship),
    phone: r.phone('phone', raw.phone, { required: true }) ?? '',
  };
  r.check();
  return contact;
}

export interface ChildInput {
  firstName: string;
  preferredName: string | null;
  lastName: string;
  gradeEntering: number;
  dateOfBirth: Date | null;
  medicalInformation: string;
  parentNotes: string;
}

export function readChild(raw: Raw): ChildInput {
  const r = new InputReader();
  const child = {
    firstName: r.text('firstName', raw.firstName, { max: LIMITS.name, required: true }) ?? '',
    preferredName: r.text('preferredName', raw.preferredName, { max: LIMITS.name }),
    lastName: r.text('lastName', raw.lastName, { max: LIMITS.name, required: true }) ?? '',
    gradeEntering: r.grade('gradeEntering', raw.gradeEntering),
    dateOfBirth: r.dateOfBirth('dateOfBirth', raw.dateOfBirth),
    medicalInformation: r.text('medicalInformation', raw.medicalInformation, { max: LIMITS.medicalInformation }) ?? '',
    parentNotes: r.text('parentNotes', raw.parentNotes, { max: LIMITS.parentNotes }) ?? '',
  };
  if (child.preferredName === child.firstName) child.preferredName = null;
  r.check();
  return child;
}

export interface GuardianInviteInput {
  firstName: string;
  lastName: string;
  email: string;
}

export function readGuardianInvite(raw: Raw): GuardianInviteInput {
  const r = new InputReader();
  const invite = {
    firstName: r.text('firstName', raw.firstName, { max: LIMITS.name, required: true }) ?? '',
    lastName: r.text('lastName', raw.lastName, { max: LIMITS.name, required: true }) ?? '',
    email: r.email('email', raw.email, { required: true }) ?? '',
  };
  r.check();
  return invite;
}
