// The whitelist: every field a people query may show, sort on or filter on, per kind of person, each
// with the SQL expression that computes it for the person row `p`. Nothing outside this table ever
// reaches SQL as an identifier, and every value goes in as a bound parameter (query.operators.ts).
// Expressions are correlated subqueries on indexed foreign keys, so one page is one statement.
import { Prisma } from '../../generated/prisma/client.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { badInput } from '../../errors.ts';
import type { FieldType } from './query.operators.ts';
import { dayRange, PROGRAM_ZONE, scalarCondition } from './query.operators.ts';
import type { QueryPersonType } from './query.input.ts';

const sql = Prisma.sql;

export interface QueryField {
  id: string;
  label: string;
  type: FieldType;
  /** Needed to show, sort or filter on this field. */
  permission?: Permission;
  /**
   * The stored sensitive field (audit/sensitive-fields.ts) this one shows or tests: a page records a READ of
   * it for every person it returns when it is a condition or a sort key, and for every value it shows.
   */
  reads?: string;
  /** The value for the person row `p` (shown and sorted); none for condition-only fields. */
  value?: Prisma.Sql;
  /** Overrides the type's ordinary condition (relations: EXISTS over the related rows). */
  condition?: (op: string, value: unknown) => Prisma.Sql;
  choices?: readonly { value: string; label: string }[];
  groupType?: 'PERMANENT' | 'ROTATIONAL' | 'SCHEDULED';
  /** Shown when a new query of this kind starts. */
  starter?: boolean;
  /**
   * For filtering and sorting, where the value is needed for every person: the same value from ONE
   * grouped pass over the related rows (columns person_id, v), joined on the person's id. A correlated
   * subquery would run once per person; it is still used for the columns of the page's rows.
   */
  aggregate?: { rows: Prisma.Sql; value: (alias: Prisma.Sql) => Prisma.Sql };
}

const countOrZero = (alias: Prisma.Sql) => sql`coalesce(${alias}.v, 0)`;
const plainValue = (alias: Prisma.Sql) => sql`${alias}.v`;

/** What a field's SQL needs to know about the person asking. */
export interface FieldViewer {
  /** The viewer's own parent record: their own family's staff notes stay hidden (people.policy.ts). */
  parentId: number | null;
}

export const CURRENT_YEAR = sql`(SELECT "currentYear" FROM "ProgramSettings" WHERE id = 1)`;
/** Stored instants are UTC wall-clock timestamps; the program-local calendar day of one. */
const localDay = (instant: Prisma.Sql) => sql`((${instant} AT TIME ZONE 'UTC') AT TIME ZONE ${PROGRAM_ZONE})::date`;
/** The UTC instant a program-local day starts at. */
const dayStart = (day: Prisma.Sql) => sql`((${day})::timestamp AT TIME ZONE ${PROGRAM_ZONE}) AT TIME ZONE 'UTC'`;
const plainText = (html: Prisma.Sql) => sql`btrim(regexp_replace(${html}, '<[^>]*>', ' ', 'g'))`;

/** What JavaScript's String.prototype.trim removes, as a PostgreSQL string constant for btrim. */
const TRIMMED = Prisma.raw(
  `E'${[0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]
    .map((c) => `\\u${c.toString(16).padStart(4, '0')}`)
    .join('')}'`,
);
/**
 * A person's display name built in SQL from the row `alias`: the same text as displayName in
 * shared/person-name.ts, "first (preferred) last" when the preferred name differs (display-name.test.ts
 * checks the two agree).
 */
export function displayNameSql(alias: string): Prisma.Sql {
  const column = (name: string) => sql`btrim(${Prisma.raw(`${alias}."${name}"`)}, ${TRIMMED})`;
  const first = column('firstName');
  return sql`concat_ws(' ', nullif(${first}, ''), '(' || nullif(nullif(${column('preferredName')}, ''), ${first}) || ')', nullif(${column('lastName')}, ''))`;
}
const displayName = displayNameSql('p');
const anyName = sql`concat_ws(' ', p."firstName", p."preferredName", p."lastName")`;
const age = sql`date_part('year', age(current_date, p."dateOfBirth"))::int`;

function nameFields(): QueryField[] {
  return [
    { id: 'name', label: 'Name', type: 'text', value: displayName, condition: (op, v) => scalarCondition('text', anyName, op, v, 'Name'), starter: true },
    { id: 'firstName', label: 'First name', type: 'text', value: sql`p."firstName"` },
    { id: 'lastName', label: 'Last name', type: 'text', value: sql`p."lastName"` },
  ];
}

function timestampFields(withUpdated: boolean): QueryField[] {
  const fields: QueryField[] = [{ id: 'createdAt', label: 'Created', type: 'date', value: localDay(sql`p."createdAt"`) }];
  if (withUpdated) fields.push({ id: 'updatedAt', label: 'Last changed', type: 'date', value: localDay(sql`p."updatedAt"`) });
  return fields;
}

const GROUP_TYPES = [
  { id: 'permanentGroup', label: 'Assigned group', type: 'PERMANENT' },
  { id: 'club', label: 'Afternoon club', type: 'ROTATIONAL' },
  { id: 'scheduledGroup', label: 'Schedule-based group', type: 'SCHEDULED' },
] as const;

/** Membership tables: fixed identifiers from this file, never from input. */
const MEMBERSHIP = {
  child: { table: Prisma.raw('"GroupChild"'), column: Prisma.raw('"childId"') },
  intern: { table: Prisma.raw('"GroupIntern"'), column: Prisma.raw('"internId"') },
  staff: { table: Prisma.raw('"GroupStaff"'), column: Prisma.raw('"staffId"') },
};

function groupFields(kind: keyof typeof MEMBERSHIP): QueryField[] {
  const { table, column } = MEMBERSHIP[kind];
  return GROUP_TYPES.map(({ id, label, type }) => {
    const memberOf = (extra: Prisma.Sql) =>
      sql`EXISTS (SELECT 1 FROM ${table} gm JOIN "Group" g ON g.id = gm."groupId" WHERE gm.${column} = p.id AND g.type = ${type}::"GroupType" AND g.year = ${CURRENT_YEAR} ${extra})`;
    return {
      id,
      label,
      type: 'group' as const,
      groupType: type,
      starter: kind === 'child' && type === 'PERMANENT',
      value: sql`(SELECT string_agg(g.name, ', ' ORDER BY g.name) FROM ${table} gm JOIN "Group" g ON g.id = gm."groupId" WHERE gm.${column} = p.id AND g.type = ${type}::"GroupType" AND g.year = ${CURRENT_YEAR})`,
      condition: (op: string, value: unknown) => {
        if (op === 'isEmpty') return sql`NOT ${memberOf(Prisma.empty)}`;
        if (op === 'isNotEmpty') return memberOf(Prisma.empty);
        const ids = (Array.isArray(value) ? value : [value]).map(Number);
        if (ids.length === 0 || ids.some((n) => !Number.isSafeInteger(n) || n <= 0)) throw badInput({ [label]: `${label}: choose one or more groups.` });
        return memberOf(sql`AND g.id IN (${Prisma.join(ids)})`);
      },
    };
  });
}

const REGISTRATION_STATUSES = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'DECLINED', label: 'Declined' },
  { value: 'WITHDRAWN', label: 'Withdrawn' },
];
const APPLICATION_STATUSES = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'ACCEPTED', label: 'Accepted' },
  { value: 'DECLINED', label: 'Declined' },
  { value: 'WITHDRAWN', label: 'Withdrawn' },
];
const PERMISSIONS = Object.values(Permission).map((p) => ({ value: p, label: p }));

/** Years a person is registered (or applied) in, shown as a list, compared per year. */
function yearsField(id: string, label: string, years: Prisma.Sql, exists: (cmp: Prisma.Sql) => Prisma.Sql): QueryField {
  return {
    id,
    label,
    type: 'number',
    value: sql`(SELECT string_agg(y::text, ', ' ORDER BY y) FROM (${years}) AS ys(y))`,
    condition: (op, value) => exists(scalarCondition('number', sql`r.year`, op, value, label)),
  };
}

/** The answer to one question (by key) on the person's form for the current edition. */
export function answerField(kind: 'child' | 'intern', key: string, label: string): QueryField {
  // The question's id is an uncorrelated subquery: found once per statement, not once per person.
  const question = (questionKind: string) => sql`(SELECT q.id FROM "Question" q WHERE q.year = ${CURRENT_YEAR} AND q.kind = ${questionKind}::"QuestionKind" AND q.key = ${key})`;
  const value =
    kind === 'child'
      ? sql`(SELECT rr.response FROM "Registration" r JOIN "RegistrationResponse" rr ON rr."registrationId" = r.id WHERE r."childId" = p.id AND r.year = ${CURRENT_YEAR} AND rr."questionId" = ${question('REGISTRATION')} LIMIT 1)`
      : sql`(SELECT ar.response FROM "InternApplication" a JOIN "ApplicationResponse" ar ON ar."applicationId" = a.id WHERE a."internId" = p.id AND a.year = ${CURRENT_YEAR} AND ar."questionId" = ${question('APPLICATION')} LIMIT 1)`;
  const rows =
    kind === 'child'
      ? sql`SELECT r."childId" AS person_id, min(rr.response) AS v FROM "Registration" r JOIN "RegistrationResponse" rr ON rr."registrationId" = r.id WHERE r.year = ${CURRENT_YEAR} AND rr."questionId" = ${question('REGISTRATION')} GROUP BY r."childId"`
      : sql`SELECT a."internId" AS person_id, min(ar.response) AS v FROM "InternApplication" a JOIN "ApplicationResponse" ar ON ar."applicationId" = a.id WHERE a.year = ${CURRENT_YEAR} AND ar."questionId" = ${question('APPLICATION')} GROUP BY a."internId"`;
  return { id: `answer:${key}`, label, type: 'text', value, aggregate: { rows, value: plainValue } };
}

/**
 * Each current-edition group's points over all days, summed per group first (a few dozen rows): the
 * grouped pass over every child then joins one row per group instead of one per group and day.
 */
const GROUP_POINTS = sql`(SELECT gp."groupId", sum(gp.amount) AS total FROM "GroupDayPoints" gp JOIN "Group" g ON g.id = gp."groupId" WHERE g.year = ${CURRENT_YEAR} GROUP BY gp."groupId")`;

const PARENTS_OF_CHILD = sql`"ChildParent" cp JOIN "Parent" pa ON pa.id = cp."parentId" WHERE cp."childId" = p.id`;

function childFields(viewer: FieldViewer): QueryField[] {
  const ownFamily = sql`EXISTS (SELECT 1 FROM "ChildParent" own WHERE own."childId" = p.id AND own."parentId" = ${viewer.parentId ?? 0})`;
  return [
    ...nameFields(),
    { id: 'grade', label: 'Grade', type: 'number', value: sql`p."gradeEntering"`, starter: true },
    { id: 'dateOfBirth', label: 'Date of birth', type: 'date', value: sql`p."dateOfBirth"` },
    { id: 'age', label: 'Age', type: 'number', value: age },
    ...groupFields('child'),
    {
      id: 'registrationStatus',
      label: 'Registration status',
      type: 'choice',
      choices: REGISTRATION_STATUSES,
      starter: true,
      value: sql`(SELECT r.status::text FROM "Registration" r WHERE r."childId" = p.id AND r.year = ${CURRENT_YEAR})`,
    },
    yearsField(
      'registrationYear',
      'Registered in year',
      sql`SELECT r.year FROM "Registration" r WHERE r."childId" = p.id AND r.status IN ('PENDING', 'APPROVED')`,
      (cmp) => sql`EXISTS (SELECT 1 FROM "Registration" r WHERE r."childId" = p.id AND r.status IN ('PENDING', 'APPROVED') AND ${cmp})`,
    ),
    { ...answerField('child', 'elective', 'Elective choices'), id: 'elective' },
    { ...answerField('child', 'church', 'Church attendance'), id: 'church' },
    { id: 'referralSource', label: 'Referral source', type: 'text', value: sql`(SELECT string_agg(DISTINCT pa."referralSource", ', ') FROM ${PARENTS_OF_CHILD})` },
    { id: 'keepInTouch', label: 'Contact after VBS', type: 'boolean', value: sql`EXISTS (SELECT 1 FROM ${PARENTS_OF_CHILD} AND pa."keepInTouch")` },
    { id: 'otherEventMessages', label: 'Other church events', type: 'boolean', value: sql`EXISTS (SELECT 1 FROM ${PARENTS_OF_CHILD} AND pa."otherEventMessages")` },
    {
      id: 'attendance',
      label: 'Checked in',
      type: 'attendance',
      condition: (op, value) => {
        const days = dayRange(value, 'Checked in');
        const checkedIn = sql`EXISTS (SELECT 1 FROM "AttendanceRecord" a WHERE a."childId" = p.id AND a.kind = 'CHECK_IN' AND a."recordedAt" >= ${dayStart(days.from)} AND a."recordedAt" < ${dayStart(sql`${days.to} + 1`)})`;
        return op === 'notCheckedInOn' ? sql`NOT ${checkedIn}` : checkedIn;
      },
    },
    { id: 'lastCheckIn', label: 'Last check-in', type: 'date', value: localDay(sql`(SELECT max(a."recordedAt") FROM "AttendanceRecord" a WHERE a."childId" = p.id AND a.kind = 'CHECK_IN')`) },
    {
      id: 'memorized',
      label: 'Memory work memorized',
      type: 'number',
      value: sql`(SELECT count(*)::int FROM "MemoryWorkMemorized" m WHERE m."childId" = p.id)`,
      aggregate: { rows: sql`SELECT m."childId" AS person_id, count(*)::int AS v FROM "MemoryWorkMemorized" m GROUP BY m."childId"`, value: countOrZero },
    },
    {
      id: 'groupPoints',
      label: 'Group points',
      type: 'number',
      value: sql`(SELECT coalesce(sum(gp.amount), 0)::int FROM "GroupChild" gm JOIN "Group" g ON g.id = gm."groupId" JOIN "GroupDayPoints" gp ON gp."groupId" = g.id WHERE gm."childId" = p.id AND g.year = ${CURRENT_YEAR})`,
      aggregate: {
        rows: sql`SELECT gm."childId" AS person_id, sum(gt.total)::int AS v FROM "GroupChild" gm JOIN ${GROUP_POINTS} gt ON gt."groupId" = gm."groupId" GROUP BY gm."childId"`,
        value: countOrZero,
      },
    },
    { id: 'medical', label: 'Medical information', type: 'text', permission: Permission.VIEW_SENSITIVE_INFO, reads: 'medicalInformation', value: sql`nullif(p."medicalInformation", '')` },
    { id: 'hasStaffNotes', label: 'Has staff notes', type: 'boolean', value: sql`(p."staffNotes" <> '' AND NOT ${ownFamily})` },
    { id: 'staffNotes', label: 'Staff notes', type: 'text', permission: Permission.VIEW_SENSITIVE_INFO, reads: 'staffNotes', value: sql`CASE WHEN ${ownFamily} THEN NULL ELSE nullif(${plainText(sql`p."staffNotes"`)}, '') END` },
    {
      id: 'emergencyContacts',
      label: 'Emergency contacts',
      type: 'number',
      // A join, not `IN (correlated subquery)`, which would re-run the subquery for every contact.
      value: sql`(SELECT count(*)::int FROM "ChildParent" cp JOIN "EmergencyContact" ec ON ec."parentId" = cp."parentId" WHERE cp."childId" = p.id)`,
      aggregate: { rows: sql`SELECT cp."childId" AS person_id, count(*)::int AS v FROM "ChildParent" cp JOIN "EmergencyContact" ec ON ec."parentId" = cp."parentId" GROUP BY cp."childId"`, value: countOrZero },
    },
    { id: 'parents', label: 'Parents', type: 'text', value: sql`(SELECT string_agg(${displayNameSql('pa')}, ', ' ORDER BY pa.id) FROM ${PARENTS_OF_CHILD})` },
    ...timestampFields(true),
  ];
}

function parentFields(viewer: FieldViewer): QueryField[] {
  const own = sql`p.id = ${viewer.parentId ?? 0}`;
  return [
    ...nameFields(),
    { id: 'email', label: 'E-mail', type: 'text', value: sql`p.email`, starter: true },
    { id: 'phone', label: 'Phone', type: 'text', value: sql`p.phone` },
    { id: 'city', label: 'City', type: 'text', value: sql`p.city` },
    { id: 'keepInTouch', label: 'Contact after VBS', type: 'boolean', value: sql`p."keepInTouch"` },
    { id: 'otherEventMessages', label: 'Other church events', type: 'boolean', value: sql`p."otherEventMessages"` },
    { id: 'referralSource', label: 'Referral source', type: 'text', value: sql`p."referralSource"` },
    { id: 'children', label: 'Children', type: 'number', value: sql`(SELECT count(*)::int FROM "ChildParent" cp WHERE cp."parentId" = p.id)`, starter: true },
    {
      id: 'childRegistered',
      label: 'A child registered this year',
      type: 'boolean',
      value: sql`EXISTS (SELECT 1 FROM "ChildParent" cp JOIN "Registration" r ON r."childId" = cp."childId" WHERE cp."parentId" = p.id AND r.year = ${CURRENT_YEAR} AND r.status IN ('PENDING', 'APPROVED'))`,
    },
    {
      id: 'emergencyContacts',
      label: 'Emergency contacts',
      type: 'number',
      value: sql`(SELECT count(*)::int FROM "EmergencyContact" ec WHERE ec."parentId" = p.id)`,
      aggregate: { rows: sql`SELECT ec."parentId" AS person_id, count(*)::int AS v FROM "EmergencyContact" ec GROUP BY ec."parentId"`, value: countOrZero },
    },
    { id: 'hasStaffNotes', label: 'Has staff notes', type: 'boolean', value: sql`(p."internalNotes" <> '' AND NOT ${own})` },
    { id: 'staffNotes', label: 'Staff notes', type: 'text', permission: Permission.VIEW_SENSITIVE_INFO, reads: 'internalNotes', value: sql`CASE WHEN ${own} THEN NULL ELSE nullif(${plainText(sql`p."internalNotes"`)}, '') END` },
    ...timestampFields(true),
  ];
}

function internFields(): QueryField[] {
  return [
    ...nameFields(),
    { id: 'grade', label: 'Grade', type: 'number', value: sql`p."gradeEntering"`, starter: true },
    { id: 'dateOfBirth', label: 'Date of birth', type: 'date', value: sql`p."dateOfBirth"` },
    { id: 'age', label: 'Age', type: 'number', value: age },
    { id: 'email', label: 'E-mail', type: 'text', value: sql`p.email` },
    { id: 'phone', label: 'Phone', type: 'text', value: sql`p.phone` },
    ...groupFields('intern'),
    {
      id: 'applicationStatus',
      label: 'Application status',
      type: 'choice',
      choices: APPLICATION_STATUSES,
      starter: true,
      value: sql`(SELECT a.status::text FROM "InternApplication" a WHERE a."internId" = p.id AND a.year = ${CURRENT_YEAR})`,
    },
    yearsField(
      'applicationYear',
      'Applied in year',
      sql`SELECT r.year FROM "InternApplication" r WHERE r."internId" = p.id`,
      (cmp) => sql`EXISTS (SELECT 1 FROM "InternApplication" r WHERE r."internId" = p.id AND ${cmp})`,
    ),
    { id: 'medical', label: 'Medical information', type: 'text', permission: Permission.VIEW_SENSITIVE_INFO, reads: 'medicalInfo', value: sql`nullif(p."medicalInfo", '')` },
    { id: 'hasStaffNotes', label: 'Has staff notes', type: 'boolean', value: sql`p."staffNotes" <> ''` },
    { id: 'staffNotes', label: 'Staff notes', type: 'text', permission: Permission.VIEW_SENSITIVE_INFO, reads: 'staffNotes', value: sql`nullif(${plainText(sql`p."staffNotes"`)}, '')` },
    ...timestampFields(false),
  ];
}

function staffFields(): QueryField[] {
  return [
    ...nameFields(),
    { id: 'email', label: 'E-mail', type: 'text', value: sql`p.email`, starter: true },
    { id: 'phone', label: 'Phone', type: 'text', value: sql`p.phone` },
    {
      id: 'permissions',
      label: 'Permissions',
      type: 'choice',
      choices: PERMISSIONS,
      starter: true,
      value: sql`(SELECT string_agg(sp.permission::text, ', ' ORDER BY sp.permission) FROM "StaffPermission" sp WHERE sp."staffId" = p.id)`,
      condition: (op, value) => {
        const any = sql`EXISTS (SELECT 1 FROM "StaffPermission" sp WHERE sp."staffId" = p.id`;
        if (op === 'isEmpty') return sql`NOT ${any})`;
        if (op === 'isNotEmpty') return sql`${any})`;
        return sql`${any} AND ${scalarCondition('choice', sql`sp.permission::text`, 'in', value, 'Permissions', PERMISSIONS.map((c) => c.value))})`;
      },
    },
    ...groupFields('staff'),
    ...timestampFields(false),
  ];
}

export const BASE_TABLE: Record<QueryPersonType, Prisma.Sql> = {
  child: Prisma.raw('"Child"'),
  parent: Prisma.raw('"Parent"'),
  intern: Prisma.raw('"Intern"'),
  staff: Prisma.raw('"Staff"'),
};

/** Which kind of form a person type's `answer:<key>` fields read. */
export const ANSWER_KIND: Partial<Record<QueryPersonType, 'child' | 'intern'>> = { child: 'child', intern: 'intern' };
export const ANSWER_FIELD = /^answer:([A-Za-z][A-Za-z0-9]{0,59})$/;

export function fieldsFor(personType: QueryPersonType, viewer: FieldViewer): QueryField[] {
  switch (personType) {
    case 'child':
      return childFields(viewer);
    case 'parent':
      return parentFields(viewer);
    case 'intern':
      return internFields();
    case 'staff':
      return staffFields();
  }
}

/** Prisma filter: questions of the current edition. */
export const CURRENT_YEAR_QUESTIONS = { edition: { current: { isNot: null } } } as const;
