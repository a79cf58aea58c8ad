// One successful call per REST write route, as the people who may make it, for the audit-completeness walk
// (audit-completeness.test.ts). The GraphQL mutations' calls and the helpers both share are in audit-walk.calls.ts.
import {
  INTERN, QUERY, answers, approvalBatch, approvedChild, checkedIn, contactOfSarah, editionWithoutSchedule, firstAid, firstAidReport, freshAccount, freshDay, freshEvent,
  freshAdjustment, freshGroup, freshMemoryWork, freshStaff, internApplication, mergeRequest, sameVerifiedEmail, pendingRegistration, pickupPerson, pickupPersonWithPhoto, rest, rotation, savedQuery, scheduleId, t, type Call,
} from './audit-walk.fixtures.ts';
import { NEXT_YEAR, SCREENING_CHECK, freshKiosk, freshPrinter, imported, reminderDue, screeningRecord, uploaded, walkCsv, walkMessage, walkMessageInput, hereWithPhones, walkBroadcast, flippedReceipts } from './audit-walk.calls.ts';
import { photoForm, plainPng } from './photo-test-kit.ts';

/** One successful call per REST write route ("METHOD /path" as the router lists it). */
export const ROUTES: Record<string, Call> = {
  'POST /api/v1/station/texts': async (w) => rest(w.admin, 'POST', '/api/v1/station/texts', { childId: await hereWithPhones(w, 'graphql'), body: 'Walk: please come to room 12.' }),
  'POST /api/v1/station/broadcast': async (w) => rest(w.admin, 'POST', '/api/v1/station/broadcast', await walkBroadcast(w, 'graphql')),
  'PUT /api/v1/messages/receipts': async (w) => rest(w.admin, 'PUT', '/api/v1/messages/receipts', await flippedReceipts()),
  'PUT /api/v1/me/receipts': async (w) => rest(w.sarah, 'PUT', '/api/v1/me/receipts', { receipts: !(await t.prisma.parent.findUniqueOrThrow({ where: { id: w.ids.sarah } })).receipts }),
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
