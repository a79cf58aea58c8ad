// The REST rows of the authorization model (authorization-model.ts): every route as registered (method and
// path, Hono's parameter patterns included), who may call it, and the rule it follows.
import { Permission } from '../generated/prisma/enums.ts';
import { all, who, withPermissions, type Row, type Who } from './authorization-words.ts';

const P = Permission;
const ID = '{[0-9]+}';

const rows = (kind: Row['kind'], routes: string[], w: Who, rule: string): Row => ({ kind, names: routes, who: w, rule });

export const REST_ROWS: Row[] = [
  rows('read', ['GET /healthz', 'GET /api/v1/openapi.json', 'GET /api/v1/account/csrf', 'GET /oauth2/authorization/dev', 'GET /oauth2/authorization/:provider', 'GET /login/oauth2/code/:provider', 'GET /robots.txt', 'GET /sitemap.xml'], who.everyone, 'public: health, the REST reference (OpenAPI), anti-forgery token, sign-in (demo sign-in outside production only), what crawlers read'),
  rows('write', ['GET /logout', 'POST /logout'], who.everyone, 'ends the caller’s own session, if any'),
  rows('read', ['GET /graphql', 'POST /graphql', 'OPTIONS /graphql', 'GET /graphql/stream', 'POST /graphql/stream', 'PUT /graphql/stream', 'DELETE /graphql/stream', 'OPTIONS /graphql/stream'], who.everyone, 'the GraphQL door: each field answers by its own row'),
  rows('read', ['GET /api/v1/updates'], who.signedIn, 'live events, each to its audience (live/bus.ts)'),
  rows('read', ['GET /api/v1/account/user', 'GET /api/v1/account/details'], who.self, 'the signed-in person themself'),
  rows('write', ['PUT /api/v1/account/details'], who.self, 'the signed-in person’s own name and phone'),
  rows('read', ['GET /api/v1/account/language'], who.self, 'the signed-in person’s own language'),
  rows('write', ['PUT /api/v1/account/language'], who.self, 'accounts.policy.ts setOwnLanguage: the signed-in person’s own language'),
  rows('read', ['GET /api/v2/permission', 'GET /api/v1/registration/form'], who.signedIn, 'signed in: the permissions there are, the registration form'),

  rows('read', ['GET /api/v1/group/all', 'GET /api/v1/group', `GET /api/v1/group/:id${ID}`, `GET /api/v1/group/:id${ID}/points/adjustments`], who.team, 'groups.policy.ts: staff and interns'),
  rows('write', ['PUT /api/v1/group', `PUT /api/v1/group/:id${ID}/name`, `PUT /api/v1/group/:id${ID}/color`, `DELETE /api/v1/group/:id${ID}`], who.permission(P.MANAGE_VBS, P.ASSIGN_STUDENT_GROUPS), 'groups.policy.ts'),
  rows('write', [`POST /api/v1/group/:id${ID}/points/adjust`, `POST /api/v1/group/:id${ID}/points/adjustments/:adjustmentId${ID}/undo`], who.groupLeaders, 'groups.policy.ts adjustPoints: any staff member, and an intern for the groups they lead'),
  rows('write', [`POST /api/v1/group/:id${ID}/intern`, `POST /api/v1/group/:id${ID}/staff`, `DELETE /api/v1/group/:id${ID}/intern`, `DELETE /api/v1/group/:id${ID}/staff`], who.permission(P.ASSIGN_STAFF), 'groups.policy.ts'),
  rows('write', [`DELETE /api/v1/child/:id${ID}/group`], who.permission(P.ASSIGN_STUDENT_GROUPS), 'groups.policy.ts'),

  rows('read', ['GET /api/v1/intern/all'], who.staff, 'people.policy.ts: staff read interns'),
  rows('read', ['GET /api/v1/intern', 'GET /api/v1/intern/'], who.self, 'the caller’s own intern record (none before they apply)'),
  rows('read', ['GET /api/v1/intern/:id'], { ...who.staff, intern: 'own' }, 'people.policy.ts canReadIntern: staff, and the intern themself'),
  rows('write', ['POST /api/v1/intern', 'POST /api/v1/intern/', 'PUT /api/v1/intern/:id'], who.self, 'interns.policy.ts: anyone signed in, for themself'),

  rows('read', ['GET /api/v1/parent', 'GET /api/v1/parent/', 'GET /api/v1/parent/emergencyContact', 'GET /api/v1/parent/emergencyContact/', 'GET /api/v1/parent/pickup-people'], who.parentOwn, 'a parent, about their own family'),
  rows('read', ['GET /api/v1/child', 'GET /api/v1/child/'], { ...who.self, staff: 'yes' }, 'people.service.ts listChildren: staff every child registered this year; anyone else signed in their own children (none for an intern)'),
  rows('read', ['GET /api/v1/parent/emails'], who.staff, 'staff: the e-mails of registered families'),
  rows('read', [`GET /api/v1/child/:id${ID}`], who.familyTeamAndStaff, 'people.policy.ts canReadChild'),
  rows('write', ['PUT /api/v1/parent', 'PUT /api/v1/parent/', 'POST /api/v1/parent/emergencyContact', 'POST /api/v1/parent/emergencyContact/', 'DELETE /api/v1/parent/emergencyContact', 'DELETE /api/v1/parent/emergencyContact/', 'PUT /api/v1/parent/emergencyContact/priority', 'PUT /api/v1/child', 'PUT /api/v1/child/', `PUT /api/v1/child/:id${ID}`, 'POST /api/v1/registration', 'POST /api/v1/parent/pickup-people', `PUT /api/v1/parent/pickup-people/:id${ID}`, `DELETE /api/v1/parent/pickup-people/:id${ID}`], who.parentOwn, 'people.policy.ts, registration.policy.ts, attendance.policy.ts: a parent changes their own family'),

  rows('write', ['PUT /api/v1/edition', 'POST /api/v1/edition/next'], who.permission(P.MANAGE_VBS), 'settings.policy.ts'),

  rows('read', ['GET /api/v1/registration/pending'], who.permission(P.APPROVE_REGISTRATIONS), 'registration.policy.ts'),
  rows('read', ['GET /api/v1/registration/all'], who.staff, 'registration.policy.ts: staff read registrations'),
  rows('write', [`POST /api/v1/registration/:id${ID}/approve`, `POST /api/v1/registration/:id${ID}/decline`, 'POST /api/v1/registration/approve', 'POST /api/v1/registration/approve/undo'], who.permission(P.APPROVE_REGISTRATIONS), 'registration.policy.ts'),
  rows('write', ['POST /api/v1/child/:id/staffNotes', 'POST /api/v1/parent/:id/internalNotes'], who.staff, 'notes.policy.ts: staff, never about their own family'),

  rows('read', ['POST /api/v1/people-query', 'GET /api/v1/people-query/export.csv', 'GET /api/v1/people-query/saved'], who.staff, 'query.policy.ts: staff; fields behind VIEW_SENSITIVE_INFO need it'),
  rows('write', ['POST /api/v1/people-query/saved'], who.staff, 'query.policy.ts: any staff member saves'),
  rows('write', [`PUT /api/v1/people-query/saved/:id${ID}`, `DELETE /api/v1/people-query/saved/:id${ID}`], withPermissions([P.MANAGE_VBS], 'yes', { ...all('no'), staff: 'own' }), 'query.policy.ts changeSaved: its owner, or MANAGE_VBS for a shared one'),

  rows('write', [`PUT /api/v1/child/:id${ID}/checkin`, `PUT /api/v1/child/:id${ID}/checkout`, 'PUT /api/v1/attendance/checkout'], who.station, 'attendance.policy.ts: staff at any time, interns on the program’s days, only while cleared to work with children (screening.policy.ts, 403 NOT_CLEARED); only staff override a pickup code; five wrong codes lock a child’s check-out for the day'),
  rows('write', [`DELETE /api/v1/child/:id${ID}/attendance/:x${ID}`], who.staff, 'attendance.policy.ts: staff only'),
  rows('read', [`GET /api/v1/child/:id${ID}/attendance`], { ...who.familyAndStaff, intern: 'days' }, 'attendance.policy.ts: staff all of it; an intern, on a program day, that day’s records without pickup codes; a parent their own children’s, without pickup codes'),
  rows('read', ['GET /api/v1/attendance/day', 'GET /api/v1/attendance/day.csv'], who.team, 'attendance.policy.ts: staff and interns'),

  rows('read', ['GET /api/v1/photos/:id{[A-Za-z0-9_-]{22}}'], { ...who.familyTeamAndStaff, intern: 'group' }, 'photos.policy.ts: the family, any staff member, an intern for their groups’ children and, on the program’s days, for the families at the check-in table; others NOT_FOUND'),
  rows('write', ['PUT /api/v1/photos/:kind{child|pickup-person|parent}/:id{[0-9]+}', 'DELETE /api/v1/photos/:kind{child|pickup-person|parent}/:id{[0-9]+}'], who.parentOwn, 'photos.policy.ts: a parent changes their own family’s photos (their children, their pickup people, themself)'),
  rows('read', ['GET /api/v1/printers', 'GET /api/v1/kiosks'], who.permission(P.MANAGE_VBS), 'kiosk.policy.ts: MANAGE_VBS keeps the edition’s printers and kiosks'),
  rows('write', ['POST /api/v1/printers', `PUT /api/v1/printers/:id${ID}`, `DELETE /api/v1/printers/:id${ID}`, 'POST /api/v1/kiosks', `PUT /api/v1/kiosks/:id${ID}/printer`, `DELETE /api/v1/kiosks/:id${ID}`], who.permission(P.MANAGE_VBS), 'kiosk.policy.ts: MANAGE_VBS (registering a kiosk also needs a current clearance to work with children: screening.policy.ts, 403 NOT_CLEARED)'),
  rows('write', ['POST /api/v1/kiosk/activate', 'POST /api/v1/kiosk/deactivate'], who.everyone, 'kiosk.policy.ts: a device holding a kiosk’s token (shown once in the settings page) keeps it in an HttpOnly cookie sent only to /api/v1/kiosk/…'),
  rows('write', ['GET /api/v1/kiosk', 'POST /api/v1/kiosk/family', 'POST /api/v1/kiosk/check-in'], all('no'), 'kiosk.policy.ts: only a device with a kiosk’s valid token (no session counts): one family by family code or whole phone number (limited and audited), its approved children checked in'),
  rows('write', ['GET /unsubscribe', 'POST /unsubscribe'], who.everyone, 'message-hooks.ts: whoever holds an e-mail’s unsubscribe link (signed for that address) opts that address out; the GET only shows the button'),
  rows('write', ['POST /hooks/twilio/status', 'POST /hooks/twilio/inbound'], who.everyone, 'message-hooks.ts: Twilio only: refused unless X-Twilio-Signature verifies with TWILIO_AUTH_TOKEN'),
  rows('read', ['GET /api/v1/messages', `GET /api/v1/messages/:id${ID}`, 'POST /api/v1/messages/preview'], who.permission(P.MANAGE_VBS), 'messages.policy.ts: MANAGE_VBS'),
  rows('write', ['POST /api/v1/messages', `PUT /api/v1/messages/:id${ID}`, `POST /api/v1/messages/:id${ID}/send`, `POST /api/v1/messages/:id${ID}/retry`], who.permission(P.MANAGE_VBS), 'messages.policy.ts: MANAGE_VBS'),
  rows('read', ['GET /api/v1/station/texts', 'GET /api/v1/station/broadcast'], who.staff, 'station.policy.ts: any staff member (interns ask one)'),
  rows('write', ['POST /api/v1/station/texts', 'POST /api/v1/station/broadcast'], who.staff, 'station.policy.ts: any staff member, about children checked in right now; the broadcast after its two confirmations'),
  rows('read', ['GET /api/v1/messages/receipts'], who.permission(P.MANAGE_VBS), 'station.policy.ts receiptSettings: MANAGE_VBS'),
  rows('write', ['PUT /api/v1/messages/receipts'], who.permission(P.MANAGE_VBS), 'station.policy.ts receiptSettings: MANAGE_VBS'),
  rows('read', ['GET /api/v1/me/receipts'], who.parentOwn, 'station.policy.ts ownReceipts: a parent, their own choice'),
  rows('write', ['PUT /api/v1/me/receipts'], who.parentOwn, 'station.policy.ts ownReceipts: a parent, their own choice'),
  rows('write', [`POST /api/v1/messages/:id${ID}/approve`], who.permission(P.MANAGE_VBS), 'messages.policy.ts review: MANAGE_VBS, never the message’s author'),

  rows('read', ['GET /api/v1/first-aid'], withPermissions([P.VIEW_SENSITIVE_INFO], 'yes', who.self), 'first-aid.policy.ts: the reports the caller may read (VIEW_SENSITIVE_INFO all, staff what they wrote, a parent their children’s; an empty list for others)'),
  rows('read', [`GET /api/v1/first-aid/:id${ID}`], withPermissions([P.VIEW_SENSITIVE_INFO], 'yes', { ...who.familyAndStaff, staff: 'own' }), 'first-aid.policy.ts: VIEW_SENSITIVE_INFO all, staff what they wrote, a parent their children’s; others NOT_FOUND'),
  rows('write', ['POST /api/v1/first-aid'], who.staff, 'first-aid.policy.ts: any staff member'),
  rows('write', [`PUT /api/v1/first-aid/:id${ID}`], withPermissions([P.VIEW_SENSITIVE_INFO], 'yes', { ...all('no'), staff: 'own' }), 'first-aid.policy.ts: who wrote it, or VIEW_SENSITIVE_INFO'),

  rows('read', ['GET /api/v1/screening/me'], { ...all('no'), intern: 'own', staff: 'own' }, 'screening.policy.ts readOwn: a staff member or intern, their own clearance and records'),
  rows('write', ['POST /api/v1/screening/me/code-of-conduct'], { ...all('no'), intern: 'own', staff: 'own' }, 'screening.policy.ts readOwn: a staff member or intern signs the code of conduct for themself'),
  rows('read', ['GET /api/v1/screening', 'GET /api/v1/screening/expiring', `GET /api/v1/screening/staff/:id${ID}`, `GET /api/v1/screening/intern/:id${ID}`], who.permission(P.ASSIGN_STAFF), 'screening.policy.ts manage'),
  rows('write', ['POST /api/v1/screening/records', `PUT /api/v1/screening/records/:id${ID}`, 'PUT /api/v1/screening/requirements', 'POST /api/v1/screening/reminders'], who.permission(P.ASSIGN_STAFF), 'screening.policy.ts manage: records are added or corrected, never deleted'),

  rows('read', ['GET /api/v1/schedule', `GET /api/v1/schedule/:id${ID}/memoryWork`, `GET /api/v1/schedule/:id${ID}/day/all`, `GET /api/v1/schedule/day/:id${ID}`, `GET /api/v1/schedule/day/:id${ID}/memoryWork`, `GET /api/v1/schedule/event/:id${ID}`], who.schedule, 'schedule.policy.ts canSee; staff-only events for staff only'),
  rows('read', [`GET /api/v1/schedule/:id${ID}/tally`], withPermissions([P.SCHEDULE_CLASSES, P.MANAGE_VBS], 'yes', { ...all('no'), staff: 'visible' }), 'schedule.policy.ts: staff who may see the schedule'),
  rows('read', [`GET /api/v1/memoryWork/:id${ID}/memorized`], withPermissions([P.SCHEDULE_CLASSES, P.MANAGE_VBS], 'yes', { ...all('no'), parent: 'own', staff: 'visible' }), 'schedule.policy.ts: staff, or the child’s own parent, who may see the schedule'),
  rows('write', [`PUT /api/v1/memoryWork/:id${ID}/memorize`, `PUT /api/v1/memoryWork/:id${ID}/forget`], withPermissions([P.SCHEDULE_CLASSES, P.MANAGE_VBS], 'yes', { ...all('no'), staff: 'visible' }), 'schedule.policy.ts: any staff member who may see the schedule'),
  rows(
    'write',
    [
      'POST /api/v1/schedule', `POST /api/v1/schedule/:id${ID}/visibility`, `POST /api/v1/schedule/:id${ID}/releaseDate`, 'POST /api/v1/memoryWork', `POST /api/v1/schedule/:id${ID}/day`,
      `DELETE /api/v1/schedule/day/:id${ID}`, `POST /api/v1/schedule/day/:id${ID}/curriculum`, `POST /api/v1/schedule/day/:id${ID}/event`, `POST /api/v1/schedule/event/:id${ID}/name`,
      `POST /api/v1/schedule/event/:id${ID}/location`, `POST /api/v1/schedule/event/:id${ID}/staffOnly`, `POST /api/v1/schedule/event/:id${ID}/startTime`, `POST /api/v1/schedule/event/:id${ID}/endTime`,
      `DELETE /api/v1/schedule/event/:id${ID}`, `POST /api/v1/schedule/event/:eventId${ID}/groups/:groupId${ID}`, `DELETE /api/v1/schedule/event/:eventId${ID}/groups/:groupId${ID}`,
      `POST /api/v1/schedule/day/:id${ID}/rotation`, `POST /api/v1/schedule/day/:id${ID}/rotation/apply`,
    ],
    who.scheduleWrite,
    'schedule.policy.ts write',
  ),

  rows('read', ['GET /api/v1/accounts', 'GET /api/v1/accounts/merge', 'GET /api/v1/audit', 'GET /api/v1/audit/csv'], who.permission(P.ADMINISTER_ACCOUNTS), 'accounts.policy.ts, audit.policy.ts'),
  rows('read', ['GET /api/v1/import'], who.permission(P.MANAGE_VBS), 'import.policy.ts: the imports, for MANAGE_VBS'),
  rows(
    'write',
    ['POST /api/v1/import', `POST /api/v1/import/:id${ID}/preview`, `POST /api/v1/import/:id${ID}/run`, `POST /api/v1/import/:id${ID}/undo`],
    who.permission(P.MANAGE_VBS),
    'import.policy.ts: uploading, previewing, importing and undoing a spreadsheet of families: MANAGE_VBS',
  ),
  rows('write', [`PUT /api/v1/accounts/:id${ID}/staff`, `PUT /api/v1/staff/:id${ID}/permission/:permission`, `DELETE /api/v1/staff/:id${ID}/permission/:permission`, `POST /api/v1/accounts/:id${ID}/deactivate`, `POST /api/v1/accounts/:id${ID}/reactivate`, 'POST /api/v1/accounts/merge', 'POST /api/v1/accounts/merge/request'], who.permission(P.ADMINISTER_ACCOUNTS), 'accounts.policy.ts: an administrator; a merge needs a shared verified e-mail, or both owners’ confirmation'),
  rows('read', ['GET /api/v1/reports/week'], who.permission(P.MANAGE_VBS, P.APPROVE_REGISTRATIONS), 'reports.policy.ts: counts only, for MANAGE_VBS or APPROVE_REGISTRATIONS'),
  rows('read', ['GET /api/v1/account/merge-requests'], who.self, 'accounts.policy.ts: merge requests naming the caller’s own account'),
  rows('write', [`POST /api/v1/account/merge-requests/:id${ID}/confirm`, `DELETE /api/v1/account/merge-requests/:id${ID}`], who.self, 'accounts.policy.ts: the owner of either account a merge request names, signed in to it'),
];
