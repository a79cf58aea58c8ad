// An audit entry in words, made on the server so every door says the same (the page, GET /api/v1/audit and
// its CSV): one sentence ("Rebecca Harper gave Daniel Brooks permission to approve registrations", "Daniel
// Brooks read Ethan Mitchell's medical information"), the fields it changed as labelled values in words
// ("Grade entering: 2nd grade → 3rd grade"), and the door in words ("app", "API", "sign-in"). The words are made from
// the values the viewer may read (audit-trail-values.ts); only WHICH fields changed is taken from the
// stored values, so a change of a hidden field still reads as a change, its values still hidden.
import { ENTITY_WORDS, SYSTEM, possessive, whose, withArticle, type EntityWords, type Row, type Said } from './audit-entity-words.ts';
import { NAMED_FIELDS, type PageNames } from './audit-names.ts';
import { displayName } from '../../../../shared/person-name.ts';
import { fieldLabel, humanise, shownInWords, valueWords } from './audit-value-words.ts';

export interface AuditChange {
  label: string;
  /** The value before in words; null for an addition. */
  before: string | null;
  /** The value after in words; null for a removal. */
  after: string | null;
}

export interface AuditWords {
  summary: string;
  changes: AuditChange[];
  doorLabel: string;
}

/** The entry as the page hands it out: values as the viewer may read them, names resolved. */
interface ShownEntry {
  kind: string;
  door: string;
  entity: string;
  field: string | null;
  personType: string | null;
  personId: number | null;
  personName: string | null;
  actorAccountId: number | null;
  actorKioskId: number | null;
  before: unknown;
  after: unknown;
}

/** How something left the server or came in, in words. */
export const DOOR_WORDS: Readonly<Record<string, string>> = { graphql: 'app', rest: 'API', kiosk: 'self check-in kiosk', 'sign-in': 'sign-in', subscription: 'live update', mail: 'e-mail', system: 'system' };

const PERSON_GONE: Record<string, string> = {
  child: 'a child no longer on file',
  parent: 'a parent no longer on file',
  intern: 'an intern no longer on file',
  staff: 'a staff member no longer on file',
};

const PERSON_ENTITIES = new Set(['Child', 'Parent', 'Intern', 'Staff']);
const nameInRow = (row: Row | null) =>
  row && typeof row.firstName === 'string' && typeof row.lastName === 'string' && `${row.firstName}${row.lastName}`.trim()
    ? displayName({ firstName: row.firstName, preferredName: typeof row.preferredName === 'string' ? row.preferredName : null, lastName: row.lastName })
    : null;

/** What a read disclosed (sensitive-fields.ts lists the fields), as the end of "… read Ethan Mitchell's …". */
const READ_WORDS: Record<string, string> = {
  medicalInformation: 'medical information',
  medicalInfo: 'medical information',
  staffNotes: 'staff notes',
  internalNotes: 'staff notes about the family',
  whatHappened: 'what happened',
  treatment: 'treatment',
  followUp: 'follow-up',
};

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasContent = (value: unknown) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** "a, b and c"; past four, "a, b, c and 2 more". */
function listed(items: string[]): string {
  const shown = items.length > 4 ? [...items.slice(0, 3), `${items.length - 3} more`] : items;
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

const wordsOf = (entity: string): EntityWords => ENTITY_WORDS[entity] ?? { noun: lowerFirst(humanise(entity)) };

/** Fields whose stored values differ between before and after. */
function changedFields(before: unknown, after: unknown): Set<string> {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  return new Set(Object.keys({ ...b, ...a }).filter((f) => JSON.stringify(b[f] ?? null) !== JSON.stringify(a[f] ?? null)));
}

/** Why the database or a nested write made this change, as the end of its sentence. */
function causeWords(cause: string | null, actor: string): string {
  const m = cause ? /^(nested in|cascade from) (\w+)/.exec(cause) : null;
  if (!m) return '';
  const [, how, model] = m;
  if (how === 'nested in') return model === 'Account' && actor === SYSTEM ? ' at their first sign-in' : ` along with the ${wordsOf(model).noun}`;
  return ` because the ${wordsOf(model).noun} was removed`;
}

function readSentence(entry: ShownEntry, s: Said): string {
  const field = entry.field ?? '';
  let what = READ_WORDS[field] ?? lowerFirst(humanise(field));
  if (entry.entity === 'FirstAidReport') what = `first-aid report (${what})`;
  if (entry.entity === 'FirstAidRevision') what = `earlier first-aid report text (${what})`;
  if (entry.entity === 'StaffNotesVersion') what = 'saved version of staff notes';
  return entry.door === 'mail' ? `${s.actor} sent ${whose(s, what)} by e-mail` : `${s.actor} read ${whose(s, what)}`;
}

/** Who acted: an account, a self check-in kiosk (a device, named as registered), or the system. */
function actorWords(shown: ShownEntry, names: PageNames): string {
  if (shown.actorKioskId !== null) {
    const kiosk = names.of('kiosk', shown.actorKioskId);
    return kiosk ? `The kiosk “${kiosk}”` : 'A kiosk no longer on file';
  }
  return shown.actorAccountId === null ? SYSTEM : (names.of('account', shown.actorAccountId) ?? 'An account no longer on file');
}

/**
 * The words of one entry. `shown` is the entry as the viewer may read it, `stored` its values as recorded
 * (used only to learn which fields changed).
 */
export function auditWords(shown: ShownEntry, stored: { before: unknown; after: unknown }, names: PageNames): AuditWords {
  const words = wordsOf(shown.entity);
  const before = isRecord(shown.before) ? shown.before : null;
  const after = isRecord(shown.after) ? shown.after : null;
  const changed = shown.kind === 'UPDATE' ? changedFields(stored.before, stored.after) : new Set<string>();
  const visible = (field: string) => shownInWords(shown.entity, field, words.hidden);
  // An addition or removal names its person in the sentence: the field pointing to them says nothing more.
  const ownPerson = (field: string, row: Row | null) => Object.hasOwn(NAMED_FIELDS, field) && NAMED_FIELDS[field] === shown.personType && row?.[field] === shown.personId;
  const label = (field: string) => fieldLabel(field, words.labels);
  const actor = actorWords(shown, names);
  // A person removed since is named by the record itself when the entry is that person's own record.
  const ownName = PERSON_ENTITIES.has(shown.entity) ? nameInRow(after ?? before) : null;
  const personName = shown.personName ?? ownName;
  const person = personName ?? (shown.personType ? (PERSON_GONE[shown.personType] ?? null) : null);
  const said: Said = {
    entity: shown.entity,
    actor,
    person,
    personKnown: personName !== null,
    row: after ?? before ?? {},
    before,
    after,
    topics: [...changed].filter(visible).map((f) => lowerFirst(label(f))),
    changed: (field) => changed.has(field),
    names,
  };
  const doorLabel = DOOR_WORDS[shown.door] ?? shown.door;
  if (shown.kind === 'READ') return { summary: readSentence(shown, said), changes: [], doorLabel };

  const thing = words.thing?.(said) ?? (words.personal && person ? person : withArticle(words.noun));
  let sentence: string | null = null;
  let fields: string[];
  if (shown.kind === 'CREATE') {
    sentence = words.added?.(said) ?? `${actor} added ${thing}`;
    fields = Object.keys(after ?? {}).filter((f) => visible(f) && hasContent(after?.[f]) && !ownPerson(f, after));
  } else if (shown.kind === 'DELETE') {
    sentence = words.removed?.(said) ?? `${actor} removed ${thing}`;
    fields = Object.keys(before ?? {}).filter((f) => visible(f) && hasContent(before?.[f]) && !ownPerson(f, before));
  } else {
    fields = [...changed].filter(visible);
    sentence = words.changed?.(said) ?? null;
    if (!sentence && said.topics.length === 0) sentence = `${actor} saved ${thing} with no change to show`;
    if (!sentence && words.personal && said.personKnown) sentence = `${actor} changed ${possessive(thing)} ${listed(said.topics)}`;
    sentence ??= `${actor} changed the ${listed(said.topics)} of ${thing}`;
  }
  const changes = fields.map((field) => ({
    label: label(field),
    before: shown.kind === 'CREATE' ? null : valueWords(shown.entity, field, before?.[field], names),
    after: shown.kind === 'DELETE' ? null : valueWords(shown.entity, field, after?.[field], names),
  }));
  return { summary: sentence + causeWords(shown.field, actor), changes, doorLabel };
}

/** The changes as one line of text (the CSV's cell): "Grade entering: 2nd grade → 3rd grade; Phone: …". */
export function changesLine(changes: AuditChange[]): string {
  return changes.map((c) => `${c.label}: ${c.before === null ? c.after : c.after === null ? c.before : `${c.before} → ${c.after}`}`).join('; ');
}
