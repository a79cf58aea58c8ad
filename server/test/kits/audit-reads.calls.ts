// The calls audit-reads-completeness.test.ts makes: for each GraphQL type field and REST read route that can
// hand out a sensitive field, one call that does, and the READ row it must leave. Routes that hand out none
// say why.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { TestApp, TestClient } from '../harness.ts';

export interface ReadsWorld {
  admin: TestClient;
  adminAccountId: number;
  parent: TestClient;
  parentAccountId: number;
  childId: number;
  childName: string;
  pendingChildId: number;
  parentId: number;
  internId: number;
  reportId: number;
}

export interface CallResult {
  status: number;
  errors?: unknown;
  /** Whether the answer carried the sensitive value (a call that discloses nothing proves nothing). */
  disclosed: boolean;
}

export interface ReadCall {
  run(w: ReadsWorld): Promise<CallResult>;
  /** The READ row's record and field. */
  expect(w: ReadsWorld): Record<string, unknown>;
  actor(w: ReadsWorld): number;
  /** When the door is not the walk's (a page's boot answers are GraphQL operations). */
  door?: 'graphql' | 'rest';
}

const MEDICAL = 'Severe peanut allergy; EpiPen in the office';
const CHILD_NOTES = '<p>Needs a quiet corner after lunch</p>';
const FAMILY_NOTES = '<p>Grandmother collects on Fridays</p>';
const INTERN_MEDICAL = 'Asthma; inhaler in the backpack';

/** The demo data with a value in every sensitive field the walk reads, written through the doors so the trail has changes to show. */
export async function openReadsWorld(t: TestApp): Promise<ReadsWorld> {
  const admin = await t.signIn('admin@example.org');
  const parent = await t.signIn('parent@example.org');
  const account = (email: string) => t.prisma.account.findUniqueOrThrow({ where: { email }, select: { id: true } });
  const p = await t.prisma.parent.findFirstOrThrow({ where: { email: 'parent@example.org' }, select: { id: true, children: { orderBy: { childId: 'asc' }, select: { child: true } } } });
  const child = p.children[0].child;
  const pending = await t.prisma.child.findFirstOrThrow({ where: { registrations: { some: { status: 'PENDING' } } }, select: { id: true } });
  const intern = await t.prisma.intern.findFirstOrThrow({ where: { email: 'intern@example.org' }, select: { id: true } });
  const report = await t.prisma.firstAidReport.findFirstOrThrow({ where: { childId: child.id, revisions: { some: {} } }, select: { id: true } });

  const put = await parent.rest('PUT', `/api/v1/child/${child.id}`, { firstName: child.firstName, lastName: child.lastName, gradeEntering: child.gradeEntering, medicalInformation: MEDICAL });
  if (put.status !== 200) throw new Error(`setup: ${JSON.stringify(put.body)}`);
  const notes = await admin.gql(`mutation($input: UpdateChildStaffNotesInput!) { updateChildStaffNotes(input: $input) { id } }`, {
    input: { childId: encodeGlobalID('Child', child.id), staffNotes: CHILD_NOTES },
  });
  if (notes.errors) throw new Error(`setup: ${JSON.stringify(notes.errors)}`);
  await t.prisma.parent.update({ where: { id: p.id }, data: { internalNotes: FAMILY_NOTES } });
  await t.prisma.child.update({ where: { id: pending.id }, data: { medicalInformation: MEDICAL } });
  await t.prisma.intern.update({ where: { id: intern.id }, data: { medicalInfo: INTERN_MEDICAL } });

  return {
    admin,
    adminAccountId: (await account('admin@example.org')).id,
    parent,
    parentAccountId: (await account('parent@example.org')).id,
    childId: child.id,
    childName: `${child.firstName} ${child.lastName}`,
    pendingChildId: pending.id,
    parentId: p.id,
    internId: intern.id,
    reportId: report.id,
  };
}

const byAdmin = (w: ReadsWorld) => w.adminAccountId;
const childRead = (field: string) => (w: ReadsWorld) => ({ entity: 'Child', entityId: String(w.childId), personType: 'child', personId: w.childId, field });
const reportRead = (entity: 'FirstAidReport' | 'FirstAidRevision', field: string) => (w: ReadsWorld) => ({ entity, personType: 'child', personId: w.childId, field });

/** A GraphQL call as the admin: disclosed when the answer's JSON holds `text`. */
function gqlCall(query: string, variables: (w: ReadsWorld) => Record<string, unknown>, text: string, expect: ReadCall['expect']): ReadCall {
  return {
    async run(w) {
      const res = await w.admin.gql(query, variables(w));
      return { status: res.status, errors: res.errors, disclosed: JSON.stringify(res.data ?? null).includes(text) };
    },
    expect,
    actor: byAdmin,
  };
}

/** A REST GET (or the people query's POST) as `who`: disclosed when the body holds `text`. */
function restCall(path: (w: ReadsWorld) => string, text: string, expect: ReadCall['expect'], options: { who?: 'admin' | 'parent'; body?: (w: ReadsWorld) => unknown; door?: 'graphql'; accept?: string } = {}): ReadCall {
  const who = options.who ?? 'admin';
  return {
    async run(w) {
      const client = who === 'admin' ? w.admin : w.parent;
      const body = options.body?.(w);
      const res = await client.request(body === undefined ? 'GET' : 'POST', path(w), { body, headers: options.accept ? { accept: options.accept } : {} });
      const answer = await res.text();
      // A page's boot answers escape '<' and '&'; the sensitive texts here carry neither outside tags.
      return { status: res.status, disclosed: answer.includes(text) };
    },
    expect,
    actor: (w) => (who === 'admin' ? w.adminAccountId : w.parentAccountId),
    door: options.door,
  };
}

const NODE = (fragment: string) => `query($id: ID!) { node(id: $id) { ... on ${fragment} } }`;
const REPORTS = (selection: string) => `query($c: Int) { firstAidReports(childId: $c) { ${selection} } }`;
const TRAIL = (side: 'before' | 'after') => `query($f: AuditFilterInput) { auditTrail(first: 50, filter: $f) { edges { node { entity ${side} } } } }`;
const medicalQuery = JSON.stringify({ personType: 'child', where: { field: 'lastName', op: 'equals', value: 'Mitchell' }, columns: ['name', 'medical'] });

/**
 * Fields that carry sensitive values under another name: the trail's values before and after, and a people
 * query's cells (whatever columns the query chose).
 */
export const CARRIERS = ['AuditEntry.before', 'AuditEntry.after', 'PeopleQueryRow.cells'];

export const GRAPHQL_READS: Record<string, ReadCall> = {
  'Child.medicalInformation': gqlCall(NODE('Child { medicalInformation }'), (w) => ({ id: encodeGlobalID('Child', w.childId) }), MEDICAL, childRead('medicalInformation')),
  'Child.staffNotes': gqlCall(NODE('Child { staffNotes }'), (w) => ({ id: encodeGlobalID('Child', w.childId) }), CHILD_NOTES, childRead('staffNotes')),
  'StaffNotesVersion.notes': gqlCall(NODE('Child { staffNotesVersions { notes } }'), (w) => ({ id: encodeGlobalID('Child', w.childId) }), CHILD_NOTES, (w) => ({ entity: 'StaffNotesVersion', personType: 'child', personId: w.childId, field: 'notes' })),
  'Parent.internalNotes': gqlCall(NODE('Parent { internalNotes }'), (w) => ({ id: encodeGlobalID('Parent', w.parentId) }), FAMILY_NOTES, (w) => ({ entity: 'Parent', personType: 'parent', personId: w.parentId, field: 'internalNotes' })),
  'Intern.medicalInfo': gqlCall(NODE('Intern { medicalInfo }'), (w) => ({ id: encodeGlobalID('Intern', w.internId) }), INTERN_MEDICAL, (w) => ({ entity: 'Intern', personType: 'intern', personId: w.internId, field: 'medicalInfo' })),
  'CheckInChild.medicalInformation': gqlCall(`{ checkInStation { families { children { childId medicalInformation } } } }`, () => ({}), MEDICAL, childRead('medicalInformation')),
  'FirstAidReport.whatHappened': gqlCall(REPORTS('whatHappened'), (w) => ({ c: w.childId }), 'Tripped', reportRead('FirstAidReport', 'whatHappened')),
  'FirstAidReport.treatment': gqlCall(REPORTS('treatment'), (w) => ({ c: w.childId }), 'bandage', reportRead('FirstAidReport', 'treatment')),
  'FirstAidReport.followUp': gqlCall(REPORTS('followUp'), (w) => ({ c: w.childId }), 'Check the bandage', reportRead('FirstAidReport', 'followUp')),
  'FirstAidRevision.whatHappened': gqlCall(REPORTS('revisions { whatHappened }'), (w) => ({ c: w.childId }), 'Tripped', reportRead('FirstAidRevision', 'whatHappened')),
  'FirstAidRevision.treatment': gqlCall(REPORTS('revisions { treatment }'), (w) => ({ c: w.childId }), 'Cleaned with water', reportRead('FirstAidRevision', 'treatment')),
  // The seeded revision's follow-up is empty: its READ is recorded all the same (empty is still handed out).
  'FirstAidRevision.followUp': gqlCall(REPORTS('revisions { followUp }'), (w) => ({ c: w.childId }), 'followUp', reportRead('FirstAidRevision', 'followUp')),
  // The staff notes' change keeps the whole row before it: the medical information the parent had just saved.
  'AuditEntry.before': gqlCall(TRAIL('before'), (w) => ({ f: { person: w.childName, kind: 'UPDATE' } }), 'Severe peanut allergy', childRead('medicalInformation')),
  'AuditEntry.after': gqlCall(TRAIL('after'), (w) => ({ f: { person: w.childName, kind: 'UPDATE' } }), 'Needs a quiet corner', childRead('staffNotes')),
  'PeopleQueryRow.cells': gqlCall(
    `query($d: String!) { peopleQuery(definition: $d, first: 50) { edges { node { personId cells } } } }`,
    () => ({ d: medicalQuery }),
    MEDICAL,
    childRead('medicalInformation'),
  ),
};

export const REST_READS: Record<string, ReadCall> = {
  'GET /api/v1/child/:id{[0-9]+}': restCall((w) => `/api/v1/child/${w.childId}`, MEDICAL, childRead('medicalInformation')),
  'GET /api/v1/child': restCall(() => '/api/v1/child', MEDICAL, childRead('medicalInformation'), { who: 'parent' }),
  'GET /api/v1/parent': restCall((w) => `/api/v1/parent?id=${w.parentId}`, 'Grandmother', (w) => ({ entity: 'Parent', personId: w.parentId, field: 'internalNotes' })),
  'GET /api/v1/intern/all': restCall(() => '/api/v1/intern/all', 'Asthma', (w) => ({ entity: 'Intern', personId: w.internId, field: 'medicalInfo' })),
  'GET /api/v1/intern': restCall(() => '/api/v1/intern', 'Asthma', (w) => ({ entity: 'Intern', personId: w.internId, field: 'medicalInfo' })),
  'GET /api/v1/intern/:id': restCall((w) => `/api/v1/intern/${w.internId}`, 'Asthma', (w) => ({ entity: 'Intern', personId: w.internId, field: 'medicalInfo' })),
  'GET /api/v1/registration/pending': restCall(() => '/api/v1/registration/pending', MEDICAL, (w) => ({ entity: 'Child', personId: w.pendingChildId, field: 'medicalInformation' })),
  'GET /api/v1/registration/all': restCall(() => '/api/v1/registration/all', MEDICAL, childRead('medicalInformation')),
  'GET /api/v1/first-aid': restCall((w) => `/api/v1/first-aid?childId=${w.childId}`, 'Tripped', reportRead('FirstAidReport', 'whatHappened')),
  'GET /api/v1/first-aid/:id{[0-9]+}': restCall((w) => `/api/v1/first-aid/${w.reportId}`, 'Cleaned with water', reportRead('FirstAidRevision', 'treatment')),
  'GET /api/v1/audit': restCall((w) => `/api/v1/audit?kind=UPDATE&person=${encodeURIComponent(w.childName)}`, 'Needs a quiet corner', childRead('staffNotes')),
  'GET /api/v1/audit/csv': restCall((w) => `/api/v1/audit/csv?kind=UPDATE&person=${encodeURIComponent(w.childName)}`, 'Needs a quiet corner', childRead('staffNotes')),
  'POST /api/v1/people-query': restCall(() => '/api/v1/people-query', MEDICAL, childRead('medicalInformation'), { body: () => ({ definition: JSON.parse(medicalQuery) }) }),
  'GET /api/v1/people-query/export.csv': restCall(() => `/api/v1/people-query/export.csv?q=${encodeURIComponent(medicalQuery)}`, MEDICAL, childRead('medicalInformation')),
  // A page carries its first queries' answers (http/boot-data.ts): the check-in table's families here.
  'GET /*': restCall(() => '/dashboard/check-in', 'Severe peanut allergy', childRead('medicalInformation'), { door: 'graphql', accept: 'text/html' }),
};

const NONE = 'answers no medical information, staff notes or first-aid text';
export const REST_DISCLOSES_NONE: Record<string, string> = {
  'GET /api/v1/photos/:id{[A-Za-z0-9_-]{22}}': 'a face, re-encoded without metadata: no medical information or staff notes',
  'GET /api/v1/printers': 'the edition’s label printers: names and addresses of machines',
  'GET /api/v1/kiosks': 'the edition’s kiosks: names, printers and when each was last used',
  'GET /api/v1/kiosk': 'which kiosk this device is: its name and edition',
  'GET /api/v1/screening/me': 'the caller’s own screening records (volunteers’ background checks, not children’s information)',
  'GET /api/v1/screening': 'staff and interns’ clearance status: volunteers’ records, not children’s information',
  'GET /api/v1/screening/expiring': 'volunteers whose clearance ends soon',
  'GET /api/v1/screening/staff/:id{[0-9]+}': 'one staff member’s screening records',
  'GET /api/v1/screening/intern/:id{[0-9]+}': 'one intern’s screening records',
  'GET /api/v1/import': 'the edition’s imports: file names and counts, no rows',
  'GET /api/v1/messages': 'messages sent to families: subjects, counts and statuses, no children’s records',
  'GET /api/v1/messages/:id{[0-9]+}': 'one message, its recipients’ addresses and delivery statuses; merge fields hold names, groups and pickup times only',
  'GET /api/v1/station/texts': 'texts staff wrote at the check-in table and parents’ replies: no record’s medical information or staff notes',
  'GET /api/v1/station/broadcast': 'how many families and addresses the broadcast reaches: counts only',
  'GET /api/v1/messages/receipts': 'the edition’s receipt setting: four yes/no answers',
  'GET /api/v1/me/receipts': 'the parent’s own yes/no for receipts',
  'GET /unsubscribe': 'a page with one button, for the address its signed link names',
  'GET /healthz': NONE,
  'GET /robots.txt': 'what crawlers may read: paths only',
  'GET /sitemap.xml': 'the public pages’ addresses',
  'GET /graphql': 'GraphQL: walked field by field above',
  'GET /graphql/stream': 'GraphQL subscriptions: the same type fields, recorded with the subscription door',
  'GET /index.html': 'the page as built, without any answers',
  'GET /': 'the home page: its answers are the shell’s (who is signed in, the edition); other pages come through GET /*',
  'GET /api/v1/account/user': NONE,
  'GET /api/v1/account/merge-requests': 'merge requests naming the caller: the two accounts’ names and e-mails',
  'GET /api/v2/permission': NONE,
  'GET /api/v1/account/csrf': NONE,
  'GET /api/v1/openapi.json': 'the REST reference: schemas, no records',
  'GET /oauth2/authorization/dev': 'sign-in',
  'GET /logout': 'sign-out',
  'GET /oauth2/authorization/:provider': 'sign-in',
  'GET /login/oauth2/code/:provider': 'sign-in',
  'GET /api/v1/group/all': 'groups and their rosters: names and medical-alert lines, never medical information',
  'GET /api/v1/group/:id{[0-9]+}': 'a group and its roster: names and medical-alert lines, never medical information',
  'GET /api/v1/group': 'groups: names only',
  'GET /api/v1/group/:id{[0-9]+}/points/adjustments': NONE,
  'GET /api/v1/updates': 'live events carry ids, never values',
  'GET /api/v1/parent/emails': 'e-mail addresses only',
  'GET /api/v1/parent/emergencyContact': 'names, relationships and phones',
  'GET /api/v1/registration/form': 'the questions, no answers',
  'GET /api/v1/account/details': 'the viewer’s own name and phone',
  'GET /api/v1/account/language': 'the viewer’s own choice of language',
  'GET /api/v1/people-query/saved': 'query definitions, no results',
  'GET /api/v1/child/:id{[0-9]+}/attendance': 'check-in times and pickup codes',
  'GET /api/v1/attendance/day': 'check-in times per group',
  'GET /api/v1/attendance/day.csv': 'check-in times per group',
  'GET /api/v1/parent/pickup-people': 'the family’s pickup people',
  'GET /api/v1/schedule': NONE,
  'GET /api/v1/schedule/:id{[0-9]+}/memoryWork': NONE,
  'GET /api/v1/schedule/:id{[0-9]+}/tally': 'memory work counts per group',
  'GET /api/v1/schedule/:id{[0-9]+}/day/all': NONE,
  'GET /api/v1/schedule/day/:id{[0-9]+}': NONE,
  'GET /api/v1/schedule/day/:id{[0-9]+}/memoryWork': NONE,
  'GET /api/v1/schedule/event/:id{[0-9]+}': NONE,
  'GET /api/v1/memoryWork/:id{[0-9]+}/memorized': 'who memorized what',
  'GET /api/v1/accounts': 'accounts, identities and permissions',
  'GET /api/v1/accounts/merge': 'a merge preview: identities and row counts',
  'GET /api/v1/reports/week': 'counts for the reports page, no names',
};
