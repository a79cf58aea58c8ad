// One successful call per GraphQL mutation, as the people who may make it, for the audit-completeness walk
// (audit-completeness.test.ts), with the helpers the REST routes' calls share (audit-walk.routes.ts); and the
// few writes that leave no audit row, each with its reason.
import {
  INTERN, QUERY, answers, approvalBatch, approvedChild, checkedIn, contactOfSarah, editionWithoutSchedule, firstAid, firstAidReport, freshAccount, freshDay, freshEvent,
  freshAdjustment, freshGroup, freshMemoryWork, freshStaff, gid, gql, internApplication, mergeRequest, sameVerifiedEmail, pendingRegistration, pickupPerson, pickupPersonWithPhoto, rotation, savedQuery, scheduleId, t, type Call, type World,
} from './audit-walk.fixtures.ts';

/** A one-family spreadsheet the walk imports (n keeps each call's family apart). */
export const walkCsv = (n: number) => `Parent Email,Parent Name,Phone,Child Name,Child Grade\nwalk.import${n}@example.net,Walk Family${n},${6125559100 + n},Kid Walk${n},3\n`;
export const uploaded = async (w: Parameters<Call>[0], n: number): Promise<number> =>
  ((await (await w.admin.request('POST', '/api/v1/import?fileName=walk.csv', { rawBody: walkCsv(n) })).json()) as { preview: { importId: number } }).preview.importId;
export const imported = async (w: Parameters<Call>[0], n: number): Promise<number> => {
  const id = await uploaded(w, n);
  await w.admin.rest('POST', `/api/v1/import/${id}/run`);
  return id;
};

/** A year whose summer is still ahead, for launching an edition (its first day may not be past), clear of the walk's other years. */
export const NEXT_YEAR = Math.max(2030, new Date().getUTCFullYear() + 1);

/** A live screening record of the demo staff member's to correct (the kind: a training). */
export async function screeningRecord(w: World) {
  const created = await t.prisma.screeningRecord.create({ data: { staffId: w.ids.staff, kind: 'TRAINING', completedOn: new Date('2026-01-05T00:00:00Z'), title: 'Walk training' } });
  return created.id;
}
/** Forgets the reminders sent, so a sweep has one to send (the demo's leader whose clearance ends soon). */
export const reminderDue = () => t.prisma.screeningReminder.deleteMany({});
export const SCREENING_CHECK = { kind: 'BACKGROUND_CHECK', completedOn: '2026-01-05', expiresOn: '2030-01-04', provider: 'Walk Checks', result: 'CLEAR' };
/** A message for the walk: a draft (to the walk's staff, so sending it reaches few), or in `status` with one failed recipient. */
export async function walkMessage(status: 'DRAFT' | 'AWAITING_REVIEW' | 'SENT' = 'DRAFT') {
  const message = await t.prisma.message.create({
    data: { editionYear: 2025, audience: '{"kind":"staff"}', status, emailSubject: 'Walk', emailBody: 'Walk note for {parentName}', createdById: null },
  });
  if (status === 'SENT') await t.prisma.messageRecipient.create({ data: { messageId: message.id, channel: 'EMAIL', address: `walk-${message.id}@example.org`, personType: 'staff', personId: 1, subject: 'Walk', body: 'Walk', status: 'FAILED', reason: 'Walk' } });
  return message.id;
}
/** A child checked in through the other door, whose parents take texts. */
export async function hereWithPhones(w: World, door: 'graphql' | 'rest') {
  const { childId } = await checkedIn(w, door);
  const parents = await t.prisma.childParent.findMany({ where: { childId }, select: { parentId: true } });
  for (const [i, p] of parents.entries()) await t.prisma.parent.update({ where: { id: p.parentId }, data: { phone: `612555${String(childId * 10 + i).padStart(4, '0').slice(-4)}` } });
  return childId;
}
export const flippedReceipts = async () => ({ onCheckIn: false, onCheckOut: false, byText: !(await t.prisma.edition.findUniqueOrThrow({ where: { year: 2025 } })).receiptsByText, byEmail: true });
export const walkBroadcast = async (w: World, door: 'graphql' | 'rest') => {
  await hereWithPhones(w, door);
  const families = (await w.admin.rest('GET', '/api/v1/station/broadcast')).body.reach.families as number;
  return { textBody: 'Walk: pickup moves to the gym.', emailSubject: 'Walk: pickup in the gym', emailBody: 'Walk: pickup moves to the gym.', confirmFamilies: families };
};
export const walkMessageInput = { purpose: 'PROGRAM', audience: { kind: 'staff' }, emailSubject: 'Walk', emailBody: 'Walk note for {parentName}' };
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
export const freshPrinter = async (name: string) => (await t.prisma.labelPrinter.create({ data: { year: 2025, name, kind: 'ZEBRA_ZPL', host: '127.0.0.1' }, select: { id: true } })).id;
export const freshKiosk = async (name: string) => (await t.prisma.kiosk.create({ data: { year: 2025, name, tokenHash: `walk-${name}` }, select: { id: true } })).id;

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
  textParentsFromStation: async (w) =>
    gql(w.admin, `mutation($i: StationTextInput!) { textParentsFromStation(input: $i) { messageId } }`, { i: { childId: await hereWithPhones(w, 'rest'), body: 'Walk: please come to the check-in table.' } }),
  sendEmergencyBroadcast: async (w) => gql(w.admin, `mutation($i: BroadcastInput!) { sendEmergencyBroadcast(input: $i) { messageId } }`, { i: await walkBroadcast(w, 'rest') }),
  setReceiptSettings: async (w) => gql(w.admin, `mutation($i: ReceiptSettingsInput!) { setReceiptSettings(input: $i) { byText } }`, { i: await flippedReceipts() }),
  setMyReceipts: async (w) => gql(w.sarah, `mutation($r: Boolean!) { setMyReceipts(receipts: $r) }`, { r: !(await t.prisma.parent.findUniqueOrThrow({ where: { id: w.ids.sarah } })).receipts }),
  startNextEdition: async (w) => {
    const result = await gql(w.admin, `mutation($y: Int!, $s: String!) { startNextEdition(input: { year: $y, name: "Walk Next", startsAt: $s }) { year } }`, { y: NEXT_YEAR, s: `${NEXT_YEAR}-08-09T09:00` });
    // The rest of the walk runs on 2025: make it current again (test setup, after the audited call).
    await t.prisma.programSettings.update({ where: { id: 1 }, data: { currentYear: 2025 } });
    return result;
  },
};
