// One successful call per GraphQL mutation and per REST write route, as the people who may make it, for the
// audit-completeness walk (audit-completeness.test.ts); and the few writes that leave no audit row, each
// with its reason.
import {
  INTERN, QUERY, answers, approvalBatch, approvedChild, checkedIn, contactOfSarah, editionWithoutSchedule, firstAid, firstAidReport, freshAccount, freshDay, freshEvent,
  freshAdjustment, freshGroup, freshMemoryWork, freshStaff, gid, gql, internApplication, mergeRequest, sameVerifiedEmail, pendingRegistration, pickupPerson, pickupPersonWithPhoto, rest, rotation, savedQuery, scheduleId, t, type Call, type World,
} from './audit-walk.fixtures.ts';
import { photoForm, plainPng } from './photo-test-kit.ts';

/** A one-family spreadsheet the walk imports (n keeps each call's family apart). */
const walkCsv = (n: number) => `Parent Email,Parent Name,Phone,Child Name,Child Grade\nwalk.import${n}@example.net,Walk Family${n},${6125559100 + n},Kid Walk${n},3\n`;
const uploaded = async (w: Parameters<Call>[0], n: number): Promise<number> =>
  ((await (await w.admin.request('POST', '/api/v1/import?fileName=walk.csv', { rawBody: walkCsv(n) })).json()) as { preview: { importId: number } }).preview.importId;
const imported = async (w: Parameters<Call>[0], n: number): Promise<number> => {
  const id = await uploaded(w, n);
  await w.admin.rest('POST', `/api/v1/import/${id}/run`);
  return id;
};

/** A year whose summer is still ahead, for launching an edition (its first day may not be past), clear of the walk's other years. */
const NEXT_YEAR = Math.max(2030, new Date().getUTCFullYear() + 1);

/** A live screening record of the demo staff member's to correct (the kind: a training). */
async function screeningRecord(w: World) {
  const created = await t.prisma.screeningRecord.create({ data: { staffId: w.ids.staff, kind: 'TRAINING', completedOn: new Date('2026-01-05T00:00:00Z'), title: 'Walk training' } });
  return created.id;
}
/** Forgets the reminders sent, so a sweep has one to send (the demo's leader whose clearance ends soon). */
const reminderDue = () => t.prisma.screeningReminder.deleteMany({});
const SCREENING_CHECK = { kind: 'BACKGROUND_CHECK', completedOn: '2026-01-05', expiresOn: '2030-01-04', provider: 'Walk Checks', result: 'CLEAR' };
/** A message for the walk: a draft (to the walk's staff, so sending it reaches few), or in `status` with one failed recipient. */
async function walkMessage(status: 'DRAFT' | 'AWAITING_REVIEW' | 'SENT' = 'DRAFT') {
  const message = await t.prisma.message.create({
    data: { editionYear: 2025, audience: '{"kind":"staff"}', status, emailSubject: 'Walk', emailBody: 'Walk note for {parentName}', createdById: null },
  });
  if (status === 'SENT') await t.prisma.messageRecipient.create({ data: { messageId: message.id, channel: 'EMAIL', address: `walk-${message.id}@example.org`, personType: 'staff', personId: 1, subject: 'Walk', body: 'Walk', status: 'FAILED', reason: 'Walk' } });
  return message.id;
}
const walkMessageInput = { purpose: 'PROGRAM', audience: { kind: 'staff' }, emailSubject: 'Walk', emailBody: 'Walk note for {parentName}' };
const walkMessageGql = { ...walkMessageInput, audience: JSON.stringify(walkMessageInput.audience) };

/** Writes that leave no audit row, each with its reason. Keep this list small. */
export const NOT_AUDITED: Record<string, string> = {
  'POST /api/v1/messages/preview': 'a message preview (a read sent as POST): computes recipients and writes nothing',
  'POST /unsubscribe': 'a recipient’s unsubscribe link, without a session: the opt-out is recorded as the system’s (there is no actor to name)',
  'POST /hooks/twilio/status': 'Twilio’s delivery report: per-recipient delivery bookkeeping, not part of the trail (the message and its audience are)',
  'POST /hooks/twilio/inbound': 'an inbound text from a phone, without a session: a STOP opt-out is recorded as the system’s',
  'POST /graphql': 'the GraphQL door itself: every mutation is walked one by one below',
  'POST /graphql/stream': 'graphql-sse transport (adds an operation to a stream); mutations sent this way are the ones walked below',
  'PUT /graphql/stream': 'graphql-sse transport: reserves a stream, changes no data',
  'DELETE /graphql/stream': 'graphql-sse transport: stops a stream, changes no data',
  'POST /logout': 'signing out ends the caller’s own session; sessions are not part of the trail',
  'POST /api/v1/people-query': 'runs a people query (a read sent as POST); saving one is savePeopleQuery, walked below',
  'POST /api/v1/import/:id{[0-9]+}/preview': 'a preview of an uploaded spreadsheet (a read sent as POST for its column mapping): writes nothing',
  'POST /api/v1/schedule/day/:id{[0-9]+}/rotation': 'a rotation proposal: computes an arrangement and writes nothing (applying it is …/rotation/apply, walked below)',
  printCheckInLabels: 'sends labels of a check-in already recorded (and audited) to a printer; it changes no data',
  'POST /api/v1/kiosk/activate': 'a device keeps a kiosk’s token in a cookie; it changes no data',
  'POST /api/v1/kiosk/deactivate': 'a device forgets its kiosk cookie; it changes no data',
  'POST /api/v1/kiosk/family': 'a kiosk’s lookup: each one is a READ row through the kiosk door (kiosk.test.ts checks them)',
  'POST /api/v1/kiosk/check-in': 'the family check-in through the kiosk door, audited like checkInChildren but named door kiosk (kiosk.test.ts checks its rows)',
};

/** A printer made for a walked call to change or remove. */
const freshPrinter = async (name: string) => (await t.prisma.labelPrinter.create({ data: { year: 2025, name, kind: 'ZEBRA_ZPL', host: '127.0.0.1' }, select: { id: true } })).id;
const freshKiosk = async (name: string) => (await t.prisma.kiosk.create({ data: { year: 2025, name, tokenHash: `walk-${name}` }, select: { id: true } })).id;

/** One successful call per mutation, as the people who may make it. */
export const MUTATIONS: Record<string, Call> = {
  createLabelPrinter: (w) => gql(w.admin, 'mutation { createLabelPrinter(input: { name: "Walk P1", kind: BROWSER, labelSize: "4x2" }) { databaseId } }'),
  updateLabelPrinter: async (w) => gql(w.admin, `mutation { updateLabelPrinter(id: ${await freshPrinter('Walk P2')}, input: { name: "Walk P2b", kind: BROWSER, labelSize: "2x1" }) { databaseId } }`),
  deleteLabelPrinter: async (w) => gql(w.admin, `mutation { deleteLabelPrinter(id: ${await freshPrinter('Walk P3')}) { databaseId } }`),
  registerKiosk: (w) => gql(w.admin, 'mutation { registerKiosk(input: { name: "Walk K1" }) { token } }'),
  routeKiosk: async (w) => gql(w.admin, `mutation { routeKiosk(input: { kioskId: ${await freshKiosk('Walk K2')}, printerId: ${await freshPrinter('Walk P4')} }) { databaseId } }`),
  revokeKiosk: async (w) => gql(w.admin, `mutation { revokeKiosk(id: ${await freshKiosk('Walk K3')}) { databaseId } }`),
  uploadSpreadsheetImport: (w) =>
    gql(w.admin, `mutation($input: UploadSpreadsheetImportInput!) { uploadSpreadsheetImport(input: $input) { importId } }`, { input: { fileName: 'walk.csv', contentBase64: Buffer.from(walkCsv(1)).toString('base64') } }),
  runSpreadsheetImport: async (w) => gql(w.admin, `mutation($i: Int!) { runSpreadsheetImport(input: { importId: $i }) { importId } }`, { i: await uploaded(w, 2) }),
  undoSpreadsheetImport: async (w) => gql(w.admin, `mutation($i: Int!) { undoSpreadsheetImport(input: { importId: $i }) { importId } }`, { i: await imported(w, 3) }),
  createMessage: (w) => gql(w.admin, `mutation($input: MessageInput!) { createMessage(input: $input) { message { databaseId } } }`, { input: walkMessageGql }),
  updateMessage: async (w) => gql(w.admin, `mutation($id: Int!, $input: MessageInput!) { updateMessage(messageId: $id, input: $input) { message { databaseId } } }`, { id: await walkMessage(), input: { ...walkMessageGql, emailSubject: 'Walk 2' } }),
  sendMessage: async (w) => gql(w.admin, `mutation($id: Int!) { sendMessage(messageId: $id) { message { status } } }`, { id: await walkMessage() }),
  approveMessage: async (w) => gql(w.admin, `mutation($id: Int!) { approveMessage(messageId: $id) { message { status } } }`, { id: await walkMessage('AWAITING_REVIEW') }),
  retryFailedMessages: async (w) => gql(w.admin, `mutation($id: Int!) { retryFailedMessages(messageId: $id) { retried } }`, { id: await walkMessage('SENT') }),
  createGroup: (w) => gql(w.admin, `mutation { createGroup(input: { name: "Walk G1", groupType: PERMANENT, year: 2025 }) { groupId } }`),
  renameGroup: async (w) => gql(w.admin, `mutation($g: ID!) { renameGroup(input: { groupId: $g, name: "Walk G2b" }) { groupId } }`, { g: gid('Group', await freshGroup('Walk G2')) }),
  recolorGroup: async (w) => gql(w.admin, `mutation($g: ID!) { recolorGroup(input: { groupId: $g, color: "#ff0000" }) { groupId } }`, { g: gid('Group', await freshGroup('Walk G3')) }),
  deleteGroup: async (w) => gql(w.admin, `mutation($g: ID!) { deleteGroup(input: { groupId: $g }) { groupId } }`, { g: gid('Group', await freshGroup('Walk G4')) }),
  adjustGroupPoints: async (w) =>
    gql(w.admin, `mutation($g: ID!, $d: Int!) { adjustGroupPoints(input: { groupId: $g, dayId: $d, amount: 5 }) { amount } }`, { g: gid('Group', await freshGroup('Walk G5')), d: w.ids.day }),
  undoPointsAdjustment: async (w) =>
    gql(w.admin, `mutation($a: ID!) { undoPointsAdjustment(input: { adjustmentId: $a }) { amount } }`, { a: gid('PointsAdjustment', (await freshAdjustment(w, 'Walk G5u')).id) }),
  setGroupDayPoints: async (w) =>
    gql(w.admin, `mutation($g: ID!, $d: Int!) { setGroupDayPoints(input: { groupId: $g, dayId: $d, amount: 7 }) { amount } }`, { g: gid('Group', await freshGroup('Walk G6')), d: w.ids.day }),
  setChildGroupAssignment: async (w) =>
    gql(w.admin, `mutation($g: ID!, $c: ID!) { setChildGroupAssignment(input: { groupId: $g, childId: $c, assigned: true }) { __typename } }`, { g: gid('Group', await freshGroup('Walk G7')), c: gid('Child', w.ids.lily) }),
  setStaffGroupAssignment: async (w) =>
    gql(w.admin, `mutation($g: ID!, $s: ID!) { setStaffGroupAssignment(input: { groupId: $g, staffId: $s, assigned: true }) { __typename } }`, { g: gid('Group', await freshGroup('Walk G8')), s: gid('Staff', w.ids.staff) }),
  setInternGroupAssignment: async (w) =>
    gql(w.admin, `mutation($g: ID!, $i: ID!) { setInternGroupAssignment(input: { groupId: $g, internId: $i, assigned: true }) { __typename } }`, { g: gid('Group', await freshGroup('Walk G9')), i: gid('Intern', w.ids.intern) }),
  setClubCapacity: async (w) => {
    const club = await t.prisma.group.findFirstOrThrow({ where: { year: 2025, type: 'ROTATIONAL' } });
    return gql(w.admin, `mutation($c: ID!) { setClubCapacity(clubId: $c, capacity: 40) { capacity } }`, { c: gid('Club', club.id) });
  },
  updateEditionSettings: (w) => gql(w.admin, `mutation { updateEditionSettings(input: { name: "Walk Edition" }) { year } }`),
  addQuestion: (w) => gql(w.admin, `mutation { addQuestion(kind: APPLICATION, prompt: "Walk question?") { year } }`),
  updateQuestion: async (w) => {
    const q = await t.prisma.question.create({ data: { year: 2025, kind: 'APPLICATION', key: 'walk-u', prompt: 'Walk?', position: 99 } });
    return gql(w.admin, `mutation($q: ID!) { updateQuestion(id: $q, prompt: "Walk again?") { id } }`, { q: gid('Question', q.id) });
  },
  removeQuestion: async (w) => {
    const q = await t.prisma.question.create({ data: { year: 2025, kind: 'APPLICATION', key: 'walk-r', prompt: 'Walk?', position: 98 } });
    return gql(w.admin, `mutation($q: ID!) { removeQuestion(id: $q) { year } }`, { q: gid('Question', q.id) });
  },
  reorderQuestions: async (w) => {
    const qs = await t.prisma.question.findMany({ where: { year: 2025, kind: 'APPLICATION' }, orderBy: { position: 'asc' } });
    return gql(w.admin, `mutation($ids: [ID!]!) { reorderQuestions(kind: APPLICATION, questionIds: $ids) { year } }`, { ids: qs.reverse().map((q) => gid('Question', q.id)) });
  },
  updateChildStaffNotes: (w) => gql(w.admin, `mutation($c: ID!) { updateChildStaffNotes(input: { childId: $c, staffNotes: "<p>Walk</p>" }) { id } }`, { c: gid('Child', w.ids.lily) }),
  updateParentInternalNotes: (w) => gql(w.admin, `mutation($p: ID!) { updateParentInternalNotes(input: { parentId: $p, internalNotes: "<p>Walk</p>" }) { id } }`, { p: gid('Parent', w.ids.sarah) }),
  saveChild: (w) => gql(w.sarah, `mutation { saveChild(input: { firstName: "Walker", lastName: "Mitchell", gradeEntering: 2 }) { child { id } } }`),
  updateParentProfile: (w) =>
    gql(w.sarah, `mutation { updateParentProfile(input: { firstName: "Sarah", lastName: "Mitchell", email: "parent@example.org", phone: "6125550147", keepInTouch: true, otherEventMessages: true,
      address: { street: "1 Walk St", city: "Minneapolis", state: "MN", postalCode: "55401" }, referralSources: [] }) { id } }`),
  saveEmergencyContact: (w) => gql(w.sarah, `mutation { saveEmergencyContact(input: { firstName: "Walk", lastName: "Contact", phone: "6125550198", relationship: RELATIVE }) { id } }`),
  moveEmergencyContact: async (w) => gql(w.sarah, `mutation($c: ID!) { moveEmergencyContact(id: $c, priority: 0) { id } }`, { c: gid('EmergencyContact', await contactOfSarah()) }),
  deleteEmergencyContact: async (w) => gql(w.sarah, `mutation($c: ID!) { deleteEmergencyContact(id: $c) { id } }`, { c: gid('EmergencyContact', await contactOfSarah()) }),
  inviteGuardian: (w) => gql(w.sarah, `mutation { inviteGuardian(input: { firstName: "Walk", lastName: "Guardian", email: "walk.guardian1@example.org" }) { id } }`),
  cancelGuardianInvite: async (w) => {
    await w.sarah.gql(`mutation { inviteGuardian(input: { firstName: "Walk", lastName: "Guardian", email: "walk.guardian2@example.org" }) { id } }`);
    const invite = await t.prisma.parent.findFirstOrThrow({ where: { email: 'walk.guardian2@example.org', accountId: null } });
    return gql(w.sarah, `mutation($i: Int!) { cancelGuardianInvite(id: $i) { id } }`, { i: invite.id });
  },
  acceptGuardianInvite: async (w) => {
    await w.sarah.gql(`mutation { inviteGuardian(input: { firstName: "Walk", lastName: "Guardian", email: "walk.guardian3@example.org" }) { id } }`);
    const invite = await t.prisma.parent.findFirstOrThrow({ where: { email: 'walk.guardian3@example.org', accountId: null } });
    const guardian = await t.signIn('walk.guardian3@example.org');
    return gql(guardian, `mutation($i: Int!) { acceptGuardianInvite(id: $i) { id } }`, { i: invite.id });
  },
  submitRegistration: async (w) => {
    const child = await t.prisma.child.create({ data: { firstName: 'Reggie', lastName: 'Mitchell', gradeEntering: 2, parents: { create: { parentId: w.ids.sarah } } } });
    return gql(w.sarah, `mutation($input: SubmitRegistrationInput!) { submitRegistration(input: $input) { id } }`, { input: { children: [{ childId: gid('Child', child.id), responses: answers(w) }] } });
  },
  decideRegistration: async (w) =>
    gql(w.admin, `mutation($r: ID!) { decideRegistration(input: { registrationId: $r, decision: APPROVED }) { id } }`, { r: gid('Registration', await pendingRegistration('Decidee')) }),
  saveInternApplication: async (w) => {
    // Apply first (REST), then sign in again so the session knows the new intern identity, and change it.
    const responses = await internApplication(w);
    await (await t.signIn('walk.intern@example.org')).rest('POST', '/api/v1/intern', { ...INTERN, currentApplication: { acknowledged: true, responses: responses.map(({ key, response }) => ({ key, response })) } });
    const intern = await t.signIn('walk.intern@example.org');
    return gql(intern, `mutation($input: InternApplicationInput!) { saveInternApplication(input: $input) { id } }`, {
      input: { ...INTERN, phone: '6125550192', acknowledged: true, responses: responses.map(({ questionId, response }) => ({ questionId, response })) },
    });
  },
  reviewInternApplication: async (w) => {
    const application = await t.prisma.internApplication.findFirstOrThrow({ where: { year: 2025, status: 'PENDING' } });
    return gql(w.admin, `mutation($a: ID!) { reviewInternApplication(id: $a, decision: ACCEPTED) { id } }`, { a: gid('InternApplication', application.id) });
  },
  runElectivePlacement: (w) => gql(w.admin, `mutation { runElectivePlacement(seed: 1) { id } }`),
  applyElectivePlacement: async (w) => {
    const run = await w.admin.gql(`mutation { runElectivePlacement(seed: 2) { id } }`);
    return gql(w.admin, `mutation($r: ID!) { applyElectivePlacement(id: $r) { id } }`, { r: run.data.runElectivePlacement.id });
  },
  setStaffPermissions: async (w) =>
    gql(w.admin, `mutation($s: ID!) { setStaffPermissions(input: { staffId: $s, permissions: [SCHEDULE_CLASSES] }) { id } }`, { s: gid('Staff', await freshStaff('walk.perm1@example.org')) }),
  grantPermission: async (w) => gql(w.admin, `mutation($s: ID!) { grantPermission(staffId: $s, permission: ASSIGN_STAFF) { id } }`, { s: gid('Staff', await freshStaff('walk.perm2@example.org')) }),
  revokePermission: async (w) => {
    const staffId = await freshStaff('walk.perm3@example.org');
    await t.prisma.staffPermission.create({ data: { staffId, permission: 'ASSIGN_STAFF' } });
    return gql(w.admin, `mutation($s: ID!) { revokePermission(staffId: $s, permission: ASSIGN_STAFF) { id } }`, { s: gid('Staff', staffId) });
  },
  makeAccountStaff: async (w) => gql(w.admin, `mutation($a: ID!) { makeAccountStaff(accountId: $a) { id } }`, { a: gid('Account', await freshAccount('walk.staff@example.org')) }),
  deactivateAccount: async (w) => gql(w.admin, `mutation($a: ID!) { deactivateAccount(accountId: $a) { id } }`, { a: gid('Account', await freshAccount('walk.leave1@example.org')) }),
  reactivateAccount: async (w) => {
    const accountId = await freshAccount('walk.leave2@example.org');
    await t.prisma.account.update({ where: { id: accountId }, data: { deactivatedAt: new Date() } });
    return gql(w.admin, `mutation($a: ID!) { reactivateAccount(accountId: $a) { id } }`, { a: gid('Account', accountId) });
  },
  mergeAccounts: async (w) => {
    const { keep, merge } = await sameVerifiedEmail('walk.keep@example.org', 'walk.merge@example.org');
    return gql(w.admin, `mutation($k: ID!, $m: ID!) { mergeAccounts(keepAccountId: $k, mergeAccountId: $m) { keepLabel } }`, { k: gid('Account', keep), m: gid('Account', merge) });
  },
  requestAccountMerge: async (w) =>
    gql(w.admin, `mutation($k: ID!, $m: ID!) { requestAccountMerge(keepAccountId: $k, mergeAccountId: $m) { id } }`, {
      k: gid('Account', await freshAccount('walk.askkeep@example.org')),
      m: gid('Account', await freshAccount('walk.askmerge@example.org')),
    }),
  confirmAccountMerge: async () => {
    const request = await mergeRequest('walk.okkeep@example.org', 'walk.okmerge@example.org');
    return gql(request.owner, `mutation($r: ID!) { confirmAccountMerge(requestId: $r) { merged } }`, { r: gid('AccountMergeRequest', request.id) });
  },
  declineAccountMerge: async () => {
    const request = await mergeRequest('walk.nokeep@example.org', 'walk.nomerge@example.org');
    return gql(request.owner, `mutation($r: ID!) { declineAccountMerge(requestId: $r) }`, { r: gid('AccountMergeRequest', request.id) });
  },
  createSchedule: async (w) => gql(w.admin, `mutation($y: Int!) { createSchedule(year: $y) { id } }`, { y: await editionWithoutSchedule(2027) }),
  setScheduleVisibility: async (w) => gql(w.admin, `mutation($s: ID!) { setScheduleVisibility(scheduleId: $s, visibility: INTERNAL) { id } }`, { s: gid('Schedule', await scheduleId()) }),
  setScheduleReleaseDate: async (w) =>
    gql(w.admin, `mutation($s: ID!) { setScheduleReleaseDate(scheduleId: $s, releaseDate: "2025-08-01T12:00:00Z") { id } }`, { s: gid('Schedule', await scheduleId()) }),
  addScheduleDay: async (w) => gql(w.admin, `mutation($s: ID!) { addScheduleDay(scheduleId: $s, date: "2025-10-01") { id } }`, { s: gid('Schedule', await scheduleId()) }),
  deleteScheduleDay: async (w) => gql(w.admin, `mutation($d: ID!) { deleteScheduleDay(dayId: $d) { deletedId } }`, { d: gid('Day', await freshDay()) }),
  setDayCurriculum: async (w) =>
    gql(w.admin, `mutation($d: ID!) { setDayCurriculum(dayId: $d, sections: [{ key: "activities/rotations/games", html: "<p>Walk</p>" }]) { id } }`, { d: gid('Day', await freshDay()) }),
  createEvent: async (w) => gql(w.admin, `mutation($d: ID!) { createEvent(dayId: $d, name: "Walk", startTime: "10:00", endTime: "10:30") { id } }`, { d: gid('Day', await freshDay()) }),
  updateEvent: async (w) => gql(w.admin, `mutation($e: ID!) { updateEvent(eventId: $e, name: "Walk renamed") { id } }`, { e: gid('Event', await freshEvent()) }),
  deleteEvent: async (w) => gql(w.admin, `mutation($e: ID!) { deleteEvent(eventId: $e) { deletedId } }`, { e: gid('Event', await freshEvent()) }),
  setEventGroup: async (w) =>
    gql(w.admin, `mutation($e: ID!, $g: ID!) { setEventGroup(eventId: $e, groupId: $g, attending: true) { id } }`, { e: gid('Event', await freshEvent()), g: gid('Group', await freshGroup('Walk G10')) }),
  applyRotation: async (w) => gql(w.admin, `mutation($d: ID!, $i: RotationInput!) { applyRotation(dayId: $d, input: $i) { id } }`, { d: gid('Day', await freshDay()), i: await rotation() }),
  createMemoryWork: async (w) =>
    gql(w.admin, `mutation($s: ID!) { createMemoryWork(scheduleId: $s, reference: "Psalm 23:1", content: "The LORD is my shepherd.") { id } }`, { s: gid('Schedule', await scheduleId()) }),
  setMemoryWorkMemorized: async (w) =>
    gql(w.admin, `mutation($m: ID!, $c: Int!) { setMemoryWorkMemorized(memoryWorkId: $m, childId: $c, memorized: true) { __typename } }`, { m: gid('MemoryWork', await freshMemoryWork()), c: w.ids.lily }),
  checkInChildren: async (w) =>
    gql(w.admin, `mutation($input: CheckInChildrenInput!) { checkInChildren(input: $input) { created } }`, { input: { childIds: [await approvedChild()] } }),
  checkOutChild: async (w) => {
    const { childId, pickupCode } = await checkedIn(w, 'graphql');
    return gql(w.admin, `mutation($input: CheckOutChildInput!) { checkOutChild(input: $input) { created } }`, { input: { childId, pickupCode } });
  },
  checkOutChildren: async (w) => {
    const { childId, pickupCode } = await checkedIn(w, 'graphql');
    return gql(w.admin, `mutation($input: CheckOutChildrenInput!) { checkOutChildren(input: $input) { created } }`, { input: { childIds: [childId], pickupCode } });
  },
  undoAttendanceRecord: async (w) => {
    const { childId, recordId } = await checkedIn(w, 'graphql');
    return gql(w.admin, `mutation($input: UndoAttendanceRecordInput!) { undoAttendanceRecord(input: $input) { kind } }`, { input: { childId, recordId } });
  },
  savePickupPerson: (w) => gql(w.sarah, `mutation { savePickupPerson(input: { name: "Walk Aunt", relationship: "Aunt", phone: "6125550195", mayPickUp: true }) { name } }`),
  deletePickupPerson: async (w) => gql(w.sarah, `mutation($i: Int!) { deletePickupPerson(id: $i) { name } }`, { i: await pickupPerson() }),
  recordScreening: (w) => gql(w.admin, `mutation($input: RecordScreeningInput!) { recordScreening(input: $input) { name } }`, { input: { staffId: w.ids.staff, ...SCREENING_CHECK } }),
  correctScreeningRecord: async (w) =>
    gql(w.admin, `mutation($input: CorrectScreeningRecordInput!) { correctScreeningRecord(input: $input) { name } }`, { input: { recordId: await screeningRecord(w), completedOn: '2026-01-06', title: 'Walk training (fixed)' } }),
  signCodeOfConduct: (w) => gql(w.admin, `mutation { signCodeOfConduct(input: { signedName: "Rebecca Harper" }) { clearance { cleared } } }`),
  setScreeningRequirements: (w) => gql(w.admin, `mutation { setScreeningRequirements(input: { requiresTraining: true, requiresCodeOfConduct: true }) { requiresTraining } }`),
  sendScreeningReminders: async (w) => {
    await reminderDue();
    return gql(w.admin, `mutation { sendScreeningReminders }`);
  },
  removePhoto: async (w) => gql(w.sarah, `mutation($i: Int!) { removePhoto(input: { kind: PICKUP_PERSON, id: $i }) { id } }`, { i: await pickupPersonWithPhoto() }),
  createFirstAidReport: (w) => gql(w.admin, `mutation($input: CreateFirstAidReportInput!) { createFirstAidReport(input: $input) { databaseId } }`, { input: firstAid(w) }),
  correctFirstAidReport: async (w) => {
    const { childId: _child, ...rest } = firstAid(w);
    return gql(w.admin, `mutation($input: CorrectFirstAidReportInput!) { correctFirstAidReport(input: $input) { databaseId } }`, { input: { ...rest, reportId: await firstAidReport(w, 'graphql'), treatment: 'Ice pack.' } });
  },
  savePeopleQuery: (w) => gql(w.admin, `mutation($d: String!) { savePeopleQuery(name: "Walk query", definition: $d) { id } }`, { d: QUERY }),
  deleteSavedPeopleQuery: async (w) => gql(w.admin, `mutation($i: ID!) { deleteSavedPeopleQuery(id: $i) }`, { i: gid('SavedPeopleQuery', await savedQuery()) }),
  approveRegistrations: async (w) =>
    gql(w.admin, `mutation($ids: [ID!]!) { approveRegistrations(registrationIds: $ids) { approved } }`, { ids: [gid('Registration', await pendingRegistration('Bulkee'))] }),
  undoRegistrationApprovals: async (w) => gql(w.admin, `mutation($b: String!) { undoRegistrationApprovals(batch: $b) { id } }`, { b: await approvalBatch(w, 'Undoee', 'graphql') }),
  setMyLanguage: (w) => gql(w.sarah, `mutation { setMyLanguage(input: { language: es }) { __typename } }`),
  updateMyDetails: (w) => gql(w.sarah, `mutation { updateMyDetails(input: { firstName: "Sarah", lastName: "Mitchell", preferredName: "Sal" }) { __typename } }`),
  startNextEdition: async (w) => {
    const result = await gql(w.admin, `mutation($y: Int!, $s: String!) { startNextEdition(input: { year: $y, name: "Walk Next", startsAt: $s }) { year } }`, { y: NEXT_YEAR, s: `${NEXT_YEAR}-08-09T09:00` });
    // The rest of the walk runs on 2025: make it current again (test setup, after the audited call).
    await t.prisma.programSettings.update({ where: { id: 1 }, data: { currentYear: 2025 } });
    return result;
  },
};

/** One successful call per REST write route ("METHOD /path" as the router lists it). */
export const ROUTES: Record<string, Call> = {
  'POST /api/v1/import': async (w) => {
    const res = await w.admin.request('POST', '/api/v1/import?fileName=walk.csv', { rawBody: walkCsv(4) });
    return { status: res.status, errors: res.status >= 300 ? [await res.json()] : undefined };
  },
  'POST /api/v1/import/:id{[0-9]+}/run': async (w) => rest(w.admin, 'POST', `/api/v1/import/${await uploaded(w, 5)}/run`),
  'POST /api/v1/import/:id{[0-9]+}/undo': async (w) => rest(w.admin, 'POST', `/api/v1/import/${await imported(w, 6)}/undo`),
  'PUT /api/v1/edition': (w) => rest(w.admin, 'PUT', '/api/v1/edition', { name: 'Walk Edition R' }),
  'POST /api/v1/edition/next': async (w) => {
    const result = await rest(w.admin, 'POST', '/api/v1/edition/next', { year: NEXT_YEAR + 1, name: 'Walk Next R', startsAt: `${NEXT_YEAR + 1}-08-08T09:00` });
    // The rest of the walk runs on 2025: make it current again (test setup, after the audited call).
    await t.prisma.programSettings.update({ where: { id: 1 }, data: { currentYear: 2025 } });
    return result;
  },
  'PUT /api/v1/group': (w) => rest(w.admin, 'PUT', '/api/v1/group?name=Walk%20R1&year=2025&type=PERMANENT'),
  'PUT /api/v1/group/:id{[0-9]+}/name': async (w) => rest(w.admin, 'PUT', `/api/v1/group/${await freshGroup('Walk R2')}/name?value=Walk%20R2b`),
  'PUT /api/v1/group/:id{[0-9]+}/color': async (w) => rest(w.admin, 'PUT', `/api/v1/group/${await freshGroup('Walk R3')}/color?value=%2300ff00`),
  'POST /api/v1/group/:id{[0-9]+}/points/adjust': async (w) => rest(w.admin, 'POST', `/api/v1/group/${await freshGroup('Walk R4')}/points/adjust?dayId=${w.ids.day}&amount=3`),
  'POST /api/v1/group/:id{[0-9]+}/points/adjustments/:adjustmentId{[0-9]+}/undo': async (w) => {
    const { groupId, id } = await freshAdjustment(w, 'Walk R4u');
    return rest(w.admin, 'POST', `/api/v1/group/${groupId}/points/adjustments/${id}/undo`);
  },
  'DELETE /api/v1/group/:id{[0-9]+}': async (w) => rest(w.admin, 'DELETE', `/api/v1/group/${await freshGroup('Walk R5')}`),
  'POST /api/v1/group/:id{[0-9]+}/intern': async (w) => rest(w.admin, 'POST', `/api/v1/group/${await freshGroup('Walk R6')}/intern?internId=${w.ids.intern}`),
  'POST /api/v1/group/:id{[0-9]+}/staff': async (w) => rest(w.admin, 'POST', `/api/v1/group/${await freshGroup('Walk R7')}/staff?staffId=${w.ids.staff}`),
  'DELETE /api/v1/group/:id{[0-9]+}/intern': async (w) => {
    const groupId = await freshGroup('Walk R8');
    await t.prisma.groupIntern.create({ data: { groupId, internId: w.ids.intern } });
    return rest(w.admin, 'DELETE', `/api/v1/group/${groupId}/intern?internId=${w.ids.intern}`);
  },
  'DELETE /api/v1/group/:id{[0-9]+}/staff': async (w) => {
    const groupId = await freshGroup('Walk R9');
    await t.prisma.groupStaff.create({ data: { groupId, staffId: w.ids.staff } });
    return rest(w.admin, 'DELETE', `/api/v1/group/${groupId}/staff?staffId=${w.ids.staff}`);
  },
  'DELETE /api/v1/child/:id{[0-9]+}/group': async (w) => {
    const groupId = await freshGroup('Walk R10');
    await t.prisma.groupChild.create({ data: { groupId, childId: w.ids.lily } });
    return rest(w.admin, 'DELETE', `/api/v1/child/${w.ids.lily}/group?groupId=${groupId}`);
  },
  'POST /api/v1/intern': async (w) => {
    const intern = await t.signIn('walk.intern2@example.org');
    const responses = (await internApplication(w)).map(({ key, response }) => ({ key, response }));
    return rest(intern, 'POST', '/api/v1/intern', { ...INTERN, currentApplication: { acknowledged: true, responses } });
  },
  'PUT /api/v1/intern/:id': async (w) => {
    const intern = await t.signIn('walk.intern3@example.org');
    const responses = (await internApplication(w)).map(({ key, response }) => ({ key, response }));
    const created = await intern.rest('POST', '/api/v1/intern', { ...INTERN, currentApplication: { acknowledged: true, responses } });
    return rest(intern, 'PUT', `/api/v1/intern/${created.body.id}`, { ...INTERN, phone: '6125550191', currentApplication: { acknowledged: true, responses } });
  },
  'PUT /api/v1/parent': (w) => rest(w.sarah, 'PUT', '/api/v1/parent', { firstName: 'Sarah', lastName: 'Mitchell', email: 'parent@example.org', phone: '6125550147' }),
  'POST /api/v1/parent/emergencyContact': (w) => rest(w.sarah, 'POST', '/api/v1/parent/emergencyContact', { firstName: 'Walk', lastName: 'Rest', relationship: 'relative', phone: '6125550197' }),
  'DELETE /api/v1/parent/emergencyContact': async (w) => rest(w.sarah, 'DELETE', `/api/v1/parent/emergencyContact?id=${await contactOfSarah()}`),
  'PUT /api/v1/parent/emergencyContact/priority': async (w) => rest(w.sarah, 'PUT', `/api/v1/parent/emergencyContact/priority?id=${await contactOfSarah()}&priority=0`),
  'PUT /api/v1/child': (w) => rest(w.sarah, 'PUT', '/api/v1/child', { firstName: 'Restie', lastName: 'Mitchell', gradeEntering: 1 }),
  'PUT /api/v1/child/:id{[0-9]+}': (w) => rest(w.sarah, 'PUT', `/api/v1/child/${w.ids.lily}`, { firstName: 'Lily', lastName: 'Mitchell', gradeEntering: 1, medicalInformation: 'Allergic to tree nuts.' }),
  'POST /api/v1/registration': async (w) => {
    const child = await t.prisma.child.create({ data: { firstName: 'Regina', lastName: 'Mitchell', gradeEntering: 2, parents: { create: { parentId: w.ids.sarah } } } });
    return rest(w.sarah, 'POST', '/api/v1/registration', { children: [{ childId: child.id, responses: answers(w) }] });
  },
  'POST /api/v1/registration/:id{[0-9]+}/approve': async (w) => rest(w.admin, 'POST', `/api/v1/registration/${await pendingRegistration('Approvee')}/approve`, {}),
  'POST /api/v1/registration/:id{[0-9]+}/decline': async (w) => rest(w.admin, 'POST', `/api/v1/registration/${await pendingRegistration('Declinee')}/decline`, { reason: 'Full' }),
  'POST /api/v1/child/:id/staffNotes': (w) => rest(w.admin, 'POST', `/api/v1/child/${w.ids.lily}/staffNotes`, { staffNotes: '<p>Rest walk</p>' }),
  'POST /api/v1/parent/:id/internalNotes': (w) => rest(w.admin, 'POST', `/api/v1/parent/${w.ids.sarah}/internalNotes`, { internalNotes: '<p>Rest walk</p>' }),
  'PUT /api/v1/accounts/:id{[0-9]+}/staff': async (w) => rest(w.admin, 'PUT', `/api/v1/accounts/${await freshAccount('walk.rstaff@example.org')}/staff`),
  'PUT /api/v1/staff/:id{[0-9]+}/permission/:permission': async (w) => rest(w.admin, 'PUT', `/api/v1/staff/${await freshStaff('walk.rperm1@example.org')}/permission/MANAGE_VBS`),
  'DELETE /api/v1/staff/:id{[0-9]+}/permission/:permission': async (w) => {
    const staffId = await freshStaff('walk.rperm2@example.org');
    await t.prisma.staffPermission.create({ data: { staffId, permission: 'MANAGE_VBS' } });
    return rest(w.admin, 'DELETE', `/api/v1/staff/${staffId}/permission/MANAGE_VBS`);
  },
  'POST /api/v1/accounts/:id{[0-9]+}/deactivate': async (w) => rest(w.admin, 'POST', `/api/v1/accounts/${await freshAccount('walk.rleave1@example.org')}/deactivate`),
  'POST /api/v1/accounts/:id{[0-9]+}/reactivate': async (w) => {
    const accountId = await freshAccount('walk.rleave2@example.org');
    await t.prisma.account.update({ where: { id: accountId }, data: { deactivatedAt: new Date() } });
    return rest(w.admin, 'POST', `/api/v1/accounts/${accountId}/reactivate`);
  },
  'POST /api/v1/accounts/merge': async (w) => {
    const { keep, merge } = await sameVerifiedEmail('walk.rkeep@example.org', 'walk.rmerge@example.org');
    return rest(w.admin, 'POST', `/api/v1/accounts/merge?keep=${keep}&merge=${merge}`);
  },
  'POST /api/v1/accounts/merge/request': async (w) =>
    rest(w.admin, 'POST', `/api/v1/accounts/merge/request?keep=${await freshAccount('walk.raskkeep@example.org')}&merge=${await freshAccount('walk.raskmerge@example.org')}`),
  'POST /api/v1/account/merge-requests/:id{[0-9]+}/confirm': async () => {
    const request = await mergeRequest('walk.rokkeep@example.org', 'walk.rokmerge@example.org');
    return rest(request.owner, 'POST', `/api/v1/account/merge-requests/${request.id}/confirm`);
  },
  'DELETE /api/v1/account/merge-requests/:id{[0-9]+}': async () => {
    const request = await mergeRequest('walk.rnokeep@example.org', 'walk.rnomerge@example.org');
    return rest(request.owner, 'DELETE', `/api/v1/account/merge-requests/${request.id}`);
  },
  'POST /api/v1/registration/approve': async (w) => rest(w.admin, 'POST', '/api/v1/registration/approve', { registrationIds: [await pendingRegistration('RestBulkee')] }),
  'POST /api/v1/registration/approve/undo': async (w) => rest(w.admin, 'POST', '/api/v1/registration/approve/undo', { batch: await approvalBatch(w, 'RestUndoee', 'rest') }),
  'PUT /api/v1/account/language': (w) => rest(w.sarah, 'PUT', '/api/v1/account/language', { language: 'en' }),
  'PUT /api/v1/account/details': (w) => rest(w.sarah, 'PUT', '/api/v1/account/details', { firstName: 'Sarah', lastName: 'Mitchell', preferredName: 'Sally' }),
  'DELETE /api/v1/people-query/saved/:id{[0-9]+}': async (w) => rest(w.admin, 'DELETE', `/api/v1/people-query/saved/${await savedQuery()}`),
  'POST /api/v1/people-query/saved': (w) => rest(w.admin, 'POST', '/api/v1/people-query/saved', { name: 'Walk REST query', definition: JSON.parse(QUERY) }),
  'PUT /api/v1/people-query/saved/:id{[0-9]+}': async (w) => rest(w.admin, 'PUT', `/api/v1/people-query/saved/${await savedQuery()}`, { name: 'Walk renamed', definition: QUERY }),
  'PUT /api/v1/child/:id{[0-9]+}/checkin': async (w) => rest(w.admin, 'PUT', `/api/v1/child/${await approvedChild()}/checkin`),
  'PUT /api/v1/child/:id{[0-9]+}/checkout': async (w) => {
    const { childId, pickupCode } = await checkedIn(w, 'rest');
    return rest(w.admin, 'PUT', `/api/v1/child/${childId}/checkout`, { pickupCode });
  },
  'PUT /api/v1/attendance/checkout': async (w) => {
    const { childId, pickupCode } = await checkedIn(w, 'rest');
    return rest(w.admin, 'PUT', '/api/v1/attendance/checkout', { childIds: [childId], pickupCode });
  },
  'DELETE /api/v1/child/:id{[0-9]+}/attendance/:x{[0-9]+}': async (w) => {
    const { childId, recordId } = await checkedIn(w, 'rest');
    return rest(w.admin, 'DELETE', `/api/v1/child/${childId}/attendance/${recordId}`);
  },
  'POST /api/v1/parent/pickup-people': (w) => rest(w.sarah, 'POST', '/api/v1/parent/pickup-people', { name: 'Walk Uncle', relationship: 'Uncle', mayPickUp: true, phone: '6125550196' }),
  'PUT /api/v1/parent/pickup-people/:id{[0-9]+}': async (w) =>
    rest(w.sarah, 'PUT', `/api/v1/parent/pickup-people/${await pickupPerson()}`, { name: 'Walk Pickup', relationship: 'Aunt', mayPickUp: false, note: 'Not this week' }),
  'DELETE /api/v1/parent/pickup-people/:id{[0-9]+}': async (w) => rest(w.sarah, 'DELETE', `/api/v1/parent/pickup-people/${await pickupPerson()}`),
  'POST /api/v1/screening/records': (w) => rest(w.admin, 'POST', '/api/v1/screening/records', { staffId: w.ids.staff, ...SCREENING_CHECK }),
  'PUT /api/v1/screening/records/:id{[0-9]+}': async (w) => rest(w.admin, 'PUT', `/api/v1/screening/records/${await screeningRecord(w)}`, { completedOn: '2026-01-06', title: 'Walk training (fixed)' }),
  'POST /api/v1/screening/me/code-of-conduct': (w) => rest(w.admin, 'POST', '/api/v1/screening/me/code-of-conduct', { signedName: 'Rebecca Harper' }),
  'PUT /api/v1/screening/requirements': (w) => rest(w.admin, 'PUT', '/api/v1/screening/requirements', { requiresTraining: true, requiresCodeOfConduct: false }),
  'POST /api/v1/screening/reminders': async (w) => {
    await reminderDue();
    return rest(w.admin, 'POST', '/api/v1/screening/reminders');
  },
  'PUT /api/v1/photos/:kind{child|pickup-person|parent}/:id{[0-9]+}': async (w) => {
    const res = await w.sarah.request('PUT', `/api/v1/photos/child/${w.ids.lily}`, { form: photoForm(await plainPng(10, 120, 200), 'image/png', 'lily.png') });
    return { status: res.status, errors: res.status >= 300 ? [await res.text()] : undefined };
  },
  'DELETE /api/v1/photos/:kind{child|pickup-person|parent}/:id{[0-9]+}': async (w) => rest(w.sarah, 'DELETE', `/api/v1/photos/pickup-person/${await pickupPersonWithPhoto()}`),
  'POST /api/v1/messages': (w) => rest(w.admin, 'POST', '/api/v1/messages', walkMessageInput),
  'PUT /api/v1/messages/:id{[0-9]+}': async (w) => rest(w.admin, 'PUT', `/api/v1/messages/${await walkMessage()}`, { ...walkMessageInput, emailSubject: 'Walk 2' }),
  'POST /api/v1/messages/:id{[0-9]+}/send': async (w) => rest(w.admin, 'POST', `/api/v1/messages/${await walkMessage()}/send`),
  'POST /api/v1/messages/:id{[0-9]+}/approve': async (w) => rest(w.admin, 'POST', `/api/v1/messages/${await walkMessage('AWAITING_REVIEW')}/approve`),
  'POST /api/v1/messages/:id{[0-9]+}/retry': async (w) => rest(w.admin, 'POST', `/api/v1/messages/${await walkMessage('SENT')}/retry`),
  'POST /api/v1/first-aid': (w) => rest(w.admin, 'POST', '/api/v1/first-aid', firstAid(w)),
  'PUT /api/v1/first-aid/:id{[0-9]+}': async (w) => rest(w.admin, 'PUT', `/api/v1/first-aid/${await firstAidReport(w, 'rest')}`, { ...firstAid(w), treatment: 'Ice.' }),
  'POST /api/v1/schedule': async (w) => rest(w.admin, 'POST', `/api/v1/schedule?year=${await editionWithoutSchedule(2028)}`),
  'POST /api/v1/schedule/:id{[0-9]+}/visibility': async (w) => rest(w.admin, 'POST', `/api/v1/schedule/${await scheduleId()}/visibility?visibility=PUBLIC`),
  'POST /api/v1/schedule/:id{[0-9]+}/releaseDate': async (w) => rest(w.admin, 'POST', `/api/v1/schedule/${await scheduleId()}/releaseDate?releaseDate=2025-08-02T12:00:00Z`),
  'POST /api/v1/memoryWork': async (w) => rest(w.admin, 'POST', '/api/v1/memoryWork', { reference: 'John 3:16', content: 'For God so loved the world.', scheduleId: await scheduleId() }),
  'POST /api/v1/schedule/:id{[0-9]+}/day': async (w) => rest(w.admin, 'POST', `/api/v1/schedule/${await scheduleId()}/day?date=2025-10-02`),
  'DELETE /api/v1/schedule/day/:id{[0-9]+}': async (w) => rest(w.admin, 'DELETE', `/api/v1/schedule/day/${await freshDay()}`),
  'POST /api/v1/schedule/day/:id{[0-9]+}/curriculum': async (w) =>
    rest(w.admin, 'POST', `/api/v1/schedule/day/${await freshDay()}/curriculum`, { curriculum: { 'activities/rotations/games': '<p>Walk</p>' } }),
  'POST /api/v1/schedule/day/:id{[0-9]+}/event': async (w) => rest(w.admin, 'POST', `/api/v1/schedule/day/${await freshDay()}/event`, { event: { name: 'Walk', startTime: '10:00', endTime: '10:30' } }),
  'POST /api/v1/schedule/event/:id{[0-9]+}/name': async (w) => rest(w.admin, 'POST', `/api/v1/schedule/event/${await freshEvent()}/name?value=Walk%20b`),
  'POST /api/v1/schedule/event/:id{[0-9]+}/location': async (w) => rest(w.admin, 'POST', `/api/v1/schedule/event/${await freshEvent()}/location?name=Gym`),
  'POST /api/v1/schedule/event/:id{[0-9]+}/staffOnly': async (w) => rest(w.admin, 'POST', `/api/v1/schedule/event/${await freshEvent()}/staffOnly?value=true`),
  'POST /api/v1/schedule/event/:id{[0-9]+}/startTime': async (w) => rest(w.admin, 'POST', `/api/v1/schedule/event/${await freshEvent()}/startTime?value=08:45`),
  'POST /api/v1/schedule/event/:id{[0-9]+}/endTime': async (w) => rest(w.admin, 'POST', `/api/v1/schedule/event/${await freshEvent()}/endTime?value=10:00`),
  'DELETE /api/v1/schedule/event/:id{[0-9]+}': async (w) => rest(w.admin, 'DELETE', `/api/v1/schedule/event/${await freshEvent()}`),
  'POST /api/v1/schedule/event/:eventId{[0-9]+}/groups/:groupId{[0-9]+}': async (w) => rest(w.admin, 'POST', `/api/v1/schedule/event/${await freshEvent()}/groups/${await freshGroup('Walk R11')}`),
  'DELETE /api/v1/schedule/event/:eventId{[0-9]+}/groups/:groupId{[0-9]+}': async (w) => {
    const [eventId, groupId] = [await freshEvent(), await freshGroup('Walk R12')];
    await t.prisma.eventGroup.create({ data: { eventId, groupId } });
    return rest(w.admin, 'DELETE', `/api/v1/schedule/event/${eventId}/groups/${groupId}`);
  },
  'POST /api/v1/schedule/day/:id{[0-9]+}/rotation/apply': async (w) => rest(w.admin, 'POST', `/api/v1/schedule/day/${await freshDay()}/rotation/apply`, await rotation()),
  'PUT /api/v1/memoryWork/:id{[0-9]+}/memorize': async (w) => rest(w.admin, 'PUT', `/api/v1/memoryWork/${await freshMemoryWork()}/memorize?childId=${w.ids.lily}`),
  'PUT /api/v1/memoryWork/:id{[0-9]+}/forget': async (w) => {
    const memoryWorkId = await freshMemoryWork();
    await t.prisma.memoryWorkMemorized.create({ data: { memoryWorkId, childId: w.ids.lily } });
    return rest(w.admin, 'PUT', `/api/v1/memoryWork/${memoryWorkId}/forget?childId=${w.ids.lily}`);
  },
  'POST /api/v1/printers': (w) => rest(w.admin, 'POST', '/api/v1/printers', { name: 'Walk RP1', kind: 'BROWSER', labelSize: '4x2' }),
  'PUT /api/v1/printers/:id{[0-9]+}': async (w) => rest(w.admin, 'PUT', `/api/v1/printers/${await freshPrinter('Walk RP2')}`, { name: 'Walk RP2b', kind: 'BROWSER', labelSize: '4x2' }),
  'DELETE /api/v1/printers/:id{[0-9]+}': async (w) => rest(w.admin, 'DELETE', `/api/v1/printers/${await freshPrinter('Walk RP3')}`),
  'POST /api/v1/kiosks': (w) => rest(w.admin, 'POST', '/api/v1/kiosks', { name: 'Walk RK1' }),
  'PUT /api/v1/kiosks/:id{[0-9]+}/printer': async (w) => rest(w.admin, 'PUT', `/api/v1/kiosks/${await freshKiosk('Walk RK2')}/printer`, { printerId: await freshPrinter('Walk RP4') }),
  'DELETE /api/v1/kiosks/:id{[0-9]+}': async (w) => rest(w.admin, 'DELETE', `/api/v1/kiosks/${await freshKiosk('Walk RK3')}`),
};
