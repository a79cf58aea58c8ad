// A message for each recipient: merge fields filled in, consent and opt-outs applied, one row per channel and
// address (two people sharing an address receive one copy).
import type { MergeField, MessagePurposeName } from '../../../../forms/messages.ts';
import { calledName, displayName } from '../../../../shared/person-name.ts';
import type { AudiencePerson } from './audience.ts';
import { e164 } from './texts.ts';
import type { Language } from '../../../../shared/language.ts';
import { languageOr } from '../../i18n/messages.ts';

export interface MergeContext {
  /** "12:00 PM": when the program's day ends (today's, else the next program day's); "" when unknown. */
  pickupTime: string;
  /** The family's check-in code page. */
  checkInLink: string;
}

export interface PlannedRecipient {
  channel: 'EMAIL' | 'TEXT';
  address: string;
  name: string;
  personType: AudiencePerson['personType'];
  personId: number;
  subject: string | null;
  body: string;
  /** The recipient's language: the fixed words around the message (the unsubscribe line) are written in it. */
  language: Language;
  /** Set when this recipient is not sent to: why. */
  skipped: string | null;
  /** Children of the family (for counting families). */
  childIds: number[];
}

const and: Record<Language, string> = { en: 'and', es: 'y' };
const list = (items: string[], language: Language) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and[language]} ${items[items.length - 1]}`;

export function mergeValues(person: AudiencePerson, context: MergeContext, language: Language = 'en'): Record<MergeField, string> {
  return {
    parentName: calledName(person),
    childrenNames: list(person.children.map((c) => calledName(c)), language),
    groups: [...new Set(person.children.flatMap((c) => c.groups))].join(', '),
    pickupTime: context.pickupTime,
    checkInLink: context.checkInLink,
  };
}

export function render(template: string, values: Record<MergeField, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, field: string) => (field in values ? values[field as MergeField] : whole));
}

/** Why a person may not receive a message of this purpose, or null. Staff and interns get every purpose. */
export function consentRefusal(person: AudiencePerson, purpose: MessagePurposeName): string | null {
  if (person.personType !== 'parent' || purpose === 'PROGRAM') return null;
  if (purpose === 'AFTER_VBS' && !person.keepInTouch) return 'No consent to after-VBS messages';
  if (purpose === 'OTHER_EVENTS' && !person.otherEventMessages) return 'No consent to messages about other events';
  return null;
}

export interface Composition {
  purpose: MessagePurposeName;
  emailSubject: string | null;
  emailBody: string | null;
  textBody: string | null;
  /**
   * The author's Spanish version, each part optional: a recipient whose account reads Spanish gets a part's
   * Spanish where it was written (the subject falls back to the English one), everyone else the English.
   */
  emailSubjectEs?: string | null;
  emailBodyEs?: string | null;
  textBodyEs?: string | null;
}

/** The words a person gets of a message: the Spanish version's parts for a Spanish reader where written. */
export function versionFor(message: Composition, language: Language): { emailSubject: string | null; emailBody: string | null; textBody: string | null } {
  if (language !== 'es') return message;
  const spanishEmail = Boolean(message.emailBody && message.emailBodyEs);
  return {
    emailSubject: spanishEmail ? (message.emailSubjectEs ?? message.emailSubject) : message.emailSubject,
    emailBody: spanishEmail ? message.emailBodyEs! : message.emailBody,
    textBody: message.textBody && message.textBodyEs ? message.textBodyEs : message.textBody,
  };
}

/** Every recipient row of a message; `optedOut` holds "EMAIL address" / "TEXT +1…" keys. */
export function plan(people: AudiencePerson[], message: Composition, context: MergeContext, optedOut: ReadonlySet<string>): PlannedRecipient[] {
  const rows = new Map<string, PlannedRecipient>();
  for (const person of people) {
    const language = languageOr(person.language);
    const values = mergeValues(person, context, language);
    const version = versionFor(message, language);
    const refusal = consentRefusal(person, message.purpose);
    const add = (channel: 'EMAIL' | 'TEXT', address: string | null, subject: string | null, body: string) => {
      if (!address) return;
      const key = `${channel} ${address}`;
      if (rows.has(key)) return;
      rows.set(key, {
        channel, address, name: displayName(person), personType: person.personType, personId: person.personId, subject, body, language,
        skipped: refusal ?? (optedOut.has(key) ? 'Opted out' : null),
        childIds: person.children.map((c) => c.id),
      });
    };
    if (version.emailBody) add('EMAIL', person.email?.trim().toLowerCase() || null, render(version.emailSubject ?? '', values), render(version.emailBody, values));
    if (version.textBody) add('TEXT', e164(person.phone), null, render(version.textBody, values));
  }
  return [...rows.values()];
}

/** Families reached: parents who share a child count once; each staff member or intern counts once. */
export function familyCount(rows: PlannedRecipient[]): number {
  const families = new Set<string>();
  const parentFamily = new Map<number, string>();
  for (const row of rows) {
    if (row.skipped) continue;
    if (row.personType !== 'parent' || !row.childIds.length) {
      families.add(`${row.personType} ${row.personId}`);
      continue;
    }
    const family = parentFamily.get(row.personId) ?? `child ${Math.min(...row.childIds)}`;
    parentFamily.set(row.personId, family);
    families.add(family);
  }
  return families.size;
}
