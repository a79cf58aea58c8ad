// The family forms: the parent's profile, a child, an emergency contact, and the invitation of a second
// parent/guardian. Each schema reads what either door (or the browser form) sends and gives the shape
// the database stores.
import { z } from 'zod';
import { defineMessages, english } from '../shared/messages.ts';
import { flag, LIMITS, optionalDate, optionalEmail, optionalLongText, optionalText, grade, PHONE_WORDS, requiredEmail, requiredPhone, requiredText } from './fields.ts';

/** The words a parent can meet; Spanish in client/src/i18n/es.json (shared/messages.ts). */
const m = defineMessages({
  referralList: { id: 'forms.family.referralList', defaultMessage: 'Choose how you heard about VBS from the list.' },
  referralName: { id: 'forms.family.referralName', defaultMessage: 'Only a church, a friend or “something else” takes a name.' },
  referralPunctuation: { id: 'forms.family.referralPunctuation', defaultMessage: 'Leave commas and colons out of the name.' },
  referralLong: { id: 'forms.family.referralLong', defaultMessage: 'Keep the name to 100 characters or fewer.' },
  referralTwice: { id: 'forms.family.referralTwice', defaultMessage: 'Choose each way you heard about VBS only once.' },
  zip: { id: 'forms.family.zip', defaultMessage: 'Enter a ZIP code like 60614.' },
  yourFirstName: { id: 'forms.family.yourFirstName', defaultMessage: 'Enter your first name.' },
  yourLastName: { id: 'forms.family.yourLastName', defaultMessage: 'Enter your last name.' },
  relationshipOther: { id: 'forms.family.relationshipOther', defaultMessage: 'Say who this person is to your family (e.g. neighbor).' },
  contactFirstName: { id: 'forms.family.contactFirstName', defaultMessage: 'Enter the contact’s first name.' },
  contactLastName: { id: 'forms.family.contactLastName', defaultMessage: 'Enter the contact’s last name.' },
  relationship: { id: 'forms.family.relationship', defaultMessage: 'Choose how this person knows your family.' },
  contactPhone: { id: 'forms.family.contactPhone', defaultMessage: 'Enter the contact’s phone number.' },
  birthPast: { id: 'forms.family.birthPast', defaultMessage: 'Enter a date of birth in the past.' },
  birthRecent: { id: 'forms.family.birthRecent', defaultMessage: 'Enter a date of birth within the last 25 years.' },
  priority: { id: 'forms.family.priority', defaultMessage: 'Give a priority of 0 or more (0 is called first).' },
  childFirstName: { id: 'forms.family.childFirstName', defaultMessage: 'Enter your child’s first name.' },
  childLastName: { id: 'forms.family.childLastName', defaultMessage: 'Enter your child’s last name.' },
  childGrade: { id: 'forms.family.childGrade', defaultMessage: 'Choose the grade your child enters this fall.' },
  theirFirstName: { id: 'forms.family.theirFirstName', defaultMessage: 'Enter their first name.' },
  theirLastName: { id: 'forms.family.theirLastName', defaultMessage: 'Enter their last name.' },
  theirEmail: { id: 'forms.family.theirEmail', defaultMessage: 'Enter the e-mail address they sign in with.' },
  pickupRelationship: { id: 'forms.family.pickupRelationship', defaultMessage: 'Say who they are to the children (e.g. Grandmother).' },
  mayPickUp: { id: 'forms.family.mayPickUp', defaultMessage: 'Say whether this person may pick up.' },
  phoneOrEmpty: { id: 'forms.family.phoneOrEmpty', defaultMessage: 'Enter a phone number like (555) 123-4567, or leave it empty.' },
  pickupName: { id: 'forms.family.pickupName', defaultMessage: 'Enter a name (at most {max} characters).' },
  pickupNote: { id: 'forms.family.pickupNote', defaultMessage: 'Keep the note to {max} characters or fewer.' },
});

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * SPEC §3 referral codes. The spec names the first one only by a placeholder with an optional name; it is
 * read here as "church" (another church or ministry told them, with its name).
 */
export const REFERRAL_CODES = ['church', 'website', 'banner', 'flyer', 'friend', 'returning', 'other'] as const;
const REFERRAL_WITH_DETAIL = new Set(['church', 'friend', 'other']);

/** "church:Grace,flyer" or [{code, detail}] or ["church:Grace"]; stored as the comma-separated text. */
const referralSource = z.unknown().optional().transform((value, ctx): string | null => {
  if (value === undefined || value === null || value === '') return null;
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  const entries: unknown[] = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [value];
  const codes: string[] = [];
  for (const entry of entries) {
    let code: string;
    let detail: string | null = null;
    if (typeof entry === 'string') {
      const colon = entry.indexOf(':');
      code = (colon < 0 ? entry : entry.slice(0, colon)).trim().toLowerCase();
      detail = colon < 0 ? null : entry.slice(colon + 1).trim() || null;
    } else if (isObject(entry) && typeof entry.code === 'string') {
      code = entry.code.trim().toLowerCase();
      detail = typeof entry.detail === 'string' && entry.detail.trim() ? entry.detail.trim() : null;
    } else return fail(english(m.referralList));
    if (code === '') continue;
    if (!(REFERRAL_CODES as readonly string[]).includes(code)) return fail(english(m.referralList));
    if (detail !== null && !REFERRAL_WITH_DETAIL.has(code)) return fail(english(m.referralName));
    if (detail !== null && /[,:]/.test(detail)) return fail(english(m.referralPunctuation));
    if (detail !== null && detail.length > 100) return fail(english(m.referralLong));
    if (codes.some((c) => c.split(':')[0] === code)) return fail(english(m.referralTwice));
    codes.push(detail === null ? code : `${code}:${detail}`);
  }
  return codes.length ? codes.join(',') : null;
});

const addressSchema = z.object({
  street: optionalText(LIMITS.address),
  city: optionalText(LIMITS.city),
  state: optionalText(LIMITS.state),
  postalCode: optionalText(LIMITS.postalCode).refine((v) => v === null || /^[A-Za-z0-9 -]+$/.test(v), {
    error: english(m.zip),
  }),
});

/** The parent's own profile. The address may come nested ({address: {…}}) or flat (older REST clients). */
export const parentProfileSchema = z
  .preprocess(
    (raw) => {
      if (!isObject(raw)) return raw;
      const address = isObject(raw.address) ? raw.address : { street: raw.street, city: raw.city, state: raw.state, postalCode: raw.postalCode };
      return { ...raw, phone: raw.phone ?? raw.primaryPhone, address };
    },
    z.object({
      firstName: requiredText(LIMITS.name, english(m.yourFirstName)),
      preferredName: optionalText(LIMITS.name),
      lastName: requiredText(LIMITS.name, english(m.yourLastName)),
      email: requiredEmail(),
      secondaryEmail: optionalEmail(),
      phone: requiredPhone(),
      keepInTouch: flag(),
      otherEventMessages: flag(),
      referralSource,
      address: addressSchema,
    }),
  )
  .transform(({ address, ...profile }) => ({
    ...profile,
    secondaryEmail: profile.secondaryEmail === profile.email ? null : profile.secondaryEmail,
    ...address,
  }));
export type ParentProfile = z.output<typeof parentProfileSchema>;

/**
 * SPEC §3 relationship values; the REST door writes them in lower case with dashes ("aunt-uncle").
 * OTHER comes with the parent's own words in relationshipOther.
 */
export const RELATIONSHIPS = ['PARENT_GUARDIAN', 'GRANDPARENT', 'AUNT_UNCLE', 'ADULT_SIBLING', 'RELATIVE', 'FAMILY_FRIEND', 'OTHER'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
const RELATIONSHIP_OTHER_WORDS = english(m.relationshipOther);

export const emergencyContactSchema = z.preprocess(
  (raw) => (isObject(raw) && isObject(raw.name) ? { ...raw, firstName: raw.name.firstName, lastName: raw.name.lastName } : raw),
  z
    .object({
      firstName: requiredText(LIMITS.name, english(m.contactFirstName)),
      lastName: requiredText(LIMITS.name, english(m.contactLastName)),
      relationship: z.preprocess(
        (v) => (typeof v === 'string' ? v.trim().toUpperCase().replace(/-/g, '_') : v),
        z.enum(RELATIONSHIPS, { error: english(m.relationship) }),
      ),
      relationshipOther: optionalText(LIMITS.name),
      phone: requiredPhone(english(m.contactPhone)),
    })
    .superRefine((contact, ctx) => {
      if (contact.relationship === 'OTHER' && !contact.relationshipOther) ctx.addIssue({ code: 'custom', path: ['relationshipOther'], message: RELATIONSHIP_OTHER_WORDS });
    })
    // The words belong to "other" only; any other choice stores none.
    .transform((contact) => ({ ...contact, relationshipOther: contact.relationship === 'OTHER' ? (contact.relationshipOther ?? '') : '' })),
);
export type EmergencyContactInput = z.output<typeof emergencyContactSchema>;

/** A child's date of birth: in the past, and at most 25 years ago. */
const dateOfBirth = optionalDate().superRefine((date, ctx) => {
  if (date === null) return;
  const today = new Date();
  const earliest = new Date(Date.UTC(today.getUTCFullYear() - 25, today.getUTCMonth(), today.getUTCDate()));
  if (date >= today) ctx.addIssue({ code: 'custom', message: english(m.birthPast) });
  else if (date < earliest) ctx.addIssue({ code: 'custom', message: english(m.birthRecent) });
});

/** An emergency contact's place in the calling order: 0 is called first, past the end means last. */
export const contactPrioritySchema = z.number().int().min(0, { error: english(m.priority) });

export const childSchema = z
  .object({
    firstName: requiredText(LIMITS.name, english(m.childFirstName)),
    preferredName: optionalText(LIMITS.name),
    lastName: requiredText(LIMITS.name, english(m.childLastName)),
    gradeEntering: grade(0, english(m.childGrade)),
    dateOfBirth,
    medicalInformation: optionalLongText(LIMITS.medicalInformation),
    medicalAlert: optionalLongText(LIMITS.medicalAlert),
    parentNotes: optionalLongText(LIMITS.parentNotes),
  })
  .transform((child) => ({ ...child, preferredName: child.preferredName === child.firstName ? null : child.preferredName }));
export type ChildInput = z.output<typeof childSchema>;

export const guardianInviteSchema = z.object({
  firstName: requiredText(LIMITS.name, english(m.theirFirstName)),
  lastName: requiredText(LIMITS.name, english(m.theirLastName)),
  email: requiredEmail(english(m.theirEmail)),
});
export type GuardianInviteInput = z.output<typeof guardianInviteSchema>;

const PICKUP_NAME_MAX = 100;
const PICKUP_RELATIONSHIP_MAX = 50;
const PICKUP_NOTE_MAX = 300;
const PICKUP_NAME_WORDS = english(m.pickupName, { max: PICKUP_NAME_MAX });
const PICKUP_RELATIONSHIP_WORDS = english(m.pickupRelationship);
const PICKUP_NOTE_WORDS = english(m.pickupNote, { max: PICKUP_NOTE_MAX });
const hasPhoneLength = (digits: string) => digits.length === 7 || digits.length === 10;

/**
 * A person the family names at the check-in table: one who may take the children home (with a phone number)
 * or one who must NOT (a warning at check-out; a phone number is optional). The phone is kept as its digits.
 */
export const pickupPersonSchema = z
  .object({
    name: z
      .string({ error: PICKUP_NAME_WORDS })
      .transform((v) => v.trim().replace(/\s+/g, ' '))
      .refine((v) => v !== '' && v.length <= PICKUP_NAME_MAX, { error: PICKUP_NAME_WORDS }),
    relationship: z
      .string({ error: PICKUP_RELATIONSHIP_WORDS })
      .trim()
      .min(1, { error: PICKUP_RELATIONSHIP_WORDS })
      .max(PICKUP_RELATIONSHIP_MAX, { error: PICKUP_RELATIONSHIP_WORDS }),
    phone: z
      .string({ error: PHONE_WORDS })
      .nullish()
      .transform((v) => (v ?? '').replace(/\D/g, '')),
    mayPickUp: z.boolean({ error: english(m.mayPickUp) }),
    note: z
      .string({ error: PICKUP_NOTE_WORDS })
      .nullish()
      .transform((v) => (v ?? '').trim())
      .refine((v) => v.length <= PICKUP_NOTE_MAX, { error: PICKUP_NOTE_WORDS }),
  })
  .superRefine((p, ctx) => {
    // Also when another field is refused (a refinement still runs then), so every problem is named at once.
    if (typeof p.phone !== 'string' || typeof p.mayPickUp !== 'boolean') return;
    if (p.mayPickUp && !hasPhoneLength(p.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_WORDS });
    if (!p.mayPickUp && p.phone !== '' && !hasPhoneLength(p.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: english(m.phoneOrEmpty) });
  });
export type PickupPersonInput = z.output<typeof pickupPersonSchema>;
