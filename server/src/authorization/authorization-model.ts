// Who may read and write each part of the product, as one table: every GraphQL object type and root field
// and every REST route, for a visitor, a parent (about their own family), another parent (about that same
// family), an intern, a staff member with no permissions, and a staff member holding each permission.
// The domains' <domain>.policy.ts decide; this table states what they answer, authorization-model.test.ts
// checks it against the built schema, the registered routes and the demo data, and
// `npm run generate:authorization` prints it to docs/authorization.md.
import { Permission } from '../generated/prisma/enums.ts';
import { REST_ROWS } from './authorization-model.rest.ts';
import { all, who, withPermissions, type Row } from './authorization-words.ts';

const P = Permission;

// ───────────── GraphQL object types ─────────────

const TYPE_ROWS: Row[] = [
  { kind: 'type', names: ['Child'], who: who.familyTeamAndStaff, rule: 'people.policy.ts canReadChild; medical information needs VIEW_SENSITIVE_INFO (or being the parent), staff notes staff only and never the parent concerned' },
  { kind: 'type', names: ['Parent', 'EmergencyContact'], who: who.familyAndStaff, rule: 'people.policy.ts canReadParent; a family’s staff notes: staff only, never that parent' },
  { kind: 'type', names: ['Registration'], who: who.familyAndStaff, rule: 'registration.policy.ts canRead' },
  { kind: 'type', names: ['Intern', 'InternApplication'], who: { ...who.staff, intern: 'own' }, rule: 'people.policy.ts canReadIntern: staff, and the intern themself' },
  { kind: 'type', names: ['Account'], who: withPermissions([P.ADMINISTER_ACCOUNTS], 'yes', { ...who.self, otherParent: 'no' }), rule: 'accounts.graphql.ts: the owner, and ADMINISTER_ACCOUNTS' },
  { kind: 'type', names: ['Staff'], who: who.staff, rule: 'staff only' },
  { kind: 'type', names: ['Group'], who: { visitor: 'no', parent: 'own', otherParent: 'no', intern: 'yes', staff: 'yes' }, rule: 'groups.policy.ts canSeeBadge: staff and interns; a parent the badges of their children’s groups (rosters and points: staff, and interns for their groups)' },
  { kind: 'type', names: ['GroupList', 'PointsAdjustment'], who: who.team, rule: 'groups.policy.ts: group lists and points are for staff and interns; a list’s days only for those who may see the schedule (schedule.policy.ts canSee)' },
  { kind: 'type', names: ['Schedule', 'Day', 'Event', 'MemoryWork'], who: who.schedule, rule: 'schedule.policy.ts canSee; staff-only events for staff only' },
  { kind: 'type', names: ['SavedPeopleQuery'], who: { ...all('no'), staff: 'own' }, rule: 'query.policy.ts canSeeSaved: staff, shared ones and their own' },
  { kind: 'type', names: ['Edition', 'Question'], who: who.everyone, rule: 'public: the program edition and its form questions' },
  {
    kind: 'type',
    names: [
      'AccountMergeRequest', 'Address', 'ApplicationAnswer', 'ApproveRegistrationsPayload', 'AttendanceChange', 'AttendanceDay', 'AttendanceDayChild', 'AttendanceDayGroup',
      'AttendanceRecord', 'AttendanceRecordResult', 'AuditChange', 'AuditEntry', 'CheckInChild', 'CheckInFamily', 'CheckInGroup', 'CheckInStation', 'ChildCheckIn', 'Club', 'ConfirmAccountMergeResult',
      'CurriculumSection', 'DemoAccount', 'EventConflict', 'EventGroup', 'FamilyCheckInCode', 'FirstAidReport', 'FirstAidRevision', 'GroupChildAssignment',
      'GroupColorChanged', 'GroupCreated', 'GroupDayPoints', 'GroupDayPointsChanged', 'GroupDeleted', 'GroupInternAssignment', 'GroupRecentPointsAdjustmentsConnection',
      'GroupRecentPointsAdjustmentsConnectionEdge', 'GroupRenamed', 'GroupStaffAssignment', 'Guardian', 'GuardianInvitation', 'GuardianReceiptLabel', 'ImportColumn',
      'ImportCounts', 'ImportFamily', 'ImportPreview', 'ImportRowProblem', 'ImportVolunteer', 'Kiosk', 'LabelPrinter', 'MemoryWorkMemorized', 'MemoryWorkTally', 'MergeIdentity',
      'MergeMove', 'MergePreview', 'Message', 'MessagePayload', 'MessagePreview', 'MessagePreviewRecipient', 'MessageRecipient', 'MessageSkippedRecipient',
      'MessageStatusCount', 'BroadcastPayload', 'BroadcastReach', 'ReceiptSettings', 'StationText', 'StationTextPayload', 'StationTextReply', 'MyDetails', 'NameTagLabel', 'PageInfo', 'ParentContact', 'PeopleQueryChoice', 'PeopleQueryColumn', 'PeopleQueryConnection',
      'PeopleQueryConnectionEdge', 'PeopleQueryField', 'PeopleQueryRow', 'PeopleSearch', 'PersonName', 'Photo', 'PickupPerson', 'PlacementChild', 'PlacementClub',
      'PlacementRun', 'PrintOutcome', 'RegisteredKiosk',
      'PointsDay', 'QueryAccountsConnection', 'QueryAccountsConnectionEdge', 'QueryAuditTrailConnection', 'QueryAuditTrailConnectionEdge', 'ReferralSource',
      'MyScreening', 'RegistrationClub', 'RegistrationForm', 'RegistrationQuestion', 'RegistrationResponse', 'RemovePhotoPayload', 'ReturningChild', 'RosterChild', 'RotationCollision',
      'RotationProposal', 'RotationSlot', 'RotationVisit', 'SaveChildPayload', 'ScheduleChange', 'ScheduleItemDeleted', 'ScheduleRelease', 'ScreenedPerson',
      'ScreeningClearance', 'ScreeningRecord', 'ScreeningRequirements', 'SignInIdentity', 'SignInOptions', 'SpreadsheetImport', 'SpreadsheetImportResult',
      'SpreadsheetImportUndone', 'StaffNotesVersion', 'TallyCount', 'TallyGroup',
      'TallyMemoryWork', 'UpdateMyDetailsPayload', 'SetMyLanguagePayload', 'Viewer',
      'ReportCheckInDay', 'ReportCheckInGrade', 'ReportCheckInGroup', 'ReportChurchAttendance', 'ReportEdition', 'ReportGroup', 'ReportGroupLeaders', 'ReportGroupPoints',
      'ReportMemoryDay', 'ReportNewAndReturning', 'ReportReferral', 'ReportRegistrationWeek', 'WeekReport',
    ],
    who: who.via,
    rule: 'values with no id of their own: whoever may read the field that returns them (rows below)',
  },
];

// ───────────── GraphQL root fields ─────────────

const q = (...names: string[]) => names.map((n) => `Query.${n}`);
const m = (...names: string[]) => names.map((n) => `Mutation.${n}`);
const s = (...names: string[]) => names.map((n) => `Subscription.${n}`);

const FIELD_ROWS: Row[] = [
  { kind: 'read', names: q('node'), who: who.everyone, rule: 'asks the row’s own type (rows above); hidden and missing ids answer the same NOT_FOUND' },
  { kind: 'read', names: q('viewer', 'myDetails', 'signInOptions', 'currentEdition', 'allPermissions', 'scheduleRelease'), who: who.everyone, rule: 'public, or about the viewer themself (null when signed out)' },
  { kind: 'read', names: q('schedule'), who: who.schedule, rule: 'schedule.policy.ts canSee' },
  { kind: 'read', names: [...q('myScheduleGroups', 'registrationForm', 'guardianInvitations', 'myIntern'), ...s('scheduleChanged')], who: who.signedIn, rule: 'signed in, about themself; scheduleChanged delivers only changes of a schedule they may see' },
  { kind: 'read', names: q('myPickupPeople', 'familyCheckInCode', 'myPhoto'), who: who.parentOwn, rule: 'a parent, about their own family' },
  { kind: 'read', names: q('childAttendance'), who: { ...who.familyAndStaff, intern: 'days' }, rule: 'attendance.policy.ts: a parent their children’s (times only); staff all of it; an intern, on a program day, that day’s records without pickup codes' },
  { kind: 'read', names: [...q('firstAidReports'), ...s('firstAidReportChanged')], who: { ...who.familyAndStaff, staff: 'yes' }, rule: 'first-aid.policy.ts: a parent their children’s; staff what they wrote, VIEW_SENSITIVE_INFO all; interns none' },
  { kind: 'read', names: q('checkInStation', 'checkInFamily'), who: who.station, rule: 'attendance.policy.ts: staff every family with details; an intern, on a program day, names only, and one family’s details when it is opened; only while cleared to work with children (screening.policy.ts, 403 NOT_CLEARED)' },
  { kind: 'read', names: [...q('attendanceDay', 'groupList'), ...s('attendanceChanged', 'groupChanged')], who: who.team, rule: 'attendance.policy.ts, groups.policy.ts: staff and interns' },
  { kind: 'read', names: q('myLedGroups'), who: who.team, rule: 'groups.policy.ts readGroups: staff and interns, the groups they lead' },
  { kind: 'read', names: q('ledGroup'), who: who.groupLeaders, rule: 'groups.policy.ts readLeaderView: staff any group, an intern the groups they lead' },
  { kind: 'read', names: [...q('myAccountMergeRequests'), ...s('liveResync')], who: who.signedIn, rule: 'signed in, about themself: merge requests naming their account; a signal to refetch after a gap in live events' },
  { kind: 'read', names: [...q('peopleQuery', 'peopleQueryFields', 'peopleSearch', 'registrations', 'savedPeopleQueries', 'staffMembers'), ...s('childStaffNotesUpdated', 'viewerPermissionsChanged')], who: who.staff, rule: 'staff only (query.policy.ts, notes.policy.ts)' },
  { kind: 'read', names: q('pendingRegistrations'), who: who.permission(P.APPROVE_REGISTRATIONS), rule: 'registration.policy.ts' },
  { kind: 'read', names: q('internApplications'), who: who.permission(P.ASSIGN_STAFF), rule: 'interns.policy.ts canReview' },
  { kind: 'read', names: q('electivePlacement'), who: who.permission(P.ASSIGN_STUDENT_GROUPS), rule: 'placement.policy.ts' },
  { kind: 'read', names: q('accounts', 'accountMergePreview', 'auditTrail'), who: who.permission(P.ADMINISTER_ACCOUNTS), rule: 'accounts.policy.ts, audit.policy.ts' },
  { kind: 'read', names: q('myScreening'), who: { ...all('no'), intern: 'own', staff: 'own' }, rule: 'screening.policy.ts readOwn: a staff member or intern, their own clearance and records' },
  { kind: 'read', names: q('screeningRequirements'), who: who.signedIn, rule: 'which parts the current edition requires (no one’s records)' },
  { kind: 'read', names: q('screeningPeople', 'screeningExpiring', 'screeningPerson'), who: who.permission(P.ASSIGN_STAFF), rule: 'screening.policy.ts manage' },
  { kind: 'write', names: m('signCodeOfConduct'), who: { ...all('no'), intern: 'own', staff: 'own' }, rule: 'screening.policy.ts readOwn: a staff member or intern signs for themself' },
  { kind: 'write', names: m('recordScreening', 'correctScreeningRecord', 'setScreeningRequirements', 'sendScreeningReminders'), who: who.permission(P.ASSIGN_STAFF), rule: 'screening.policy.ts manage: records are added or corrected, never deleted' },
  { kind: 'read', names: q('messages', 'message', 'messagePreview'), who: who.permission(P.MANAGE_VBS), rule: 'messages.policy.ts: MANAGE_VBS' },
  { kind: 'write', names: m('createMessage', 'updateMessage', 'sendMessage', 'retryFailedMessages'), who: who.permission(P.MANAGE_VBS), rule: 'messages.policy.ts: MANAGE_VBS' },
  { kind: 'read', names: [...q('stationTexts', 'broadcastReach'), ...s('stationTextReplied')], who: who.staff, rule: 'station.policy.ts: any staff member (interns ask one)' },
  { kind: 'write', names: m('textParentsFromStation', 'sendEmergencyBroadcast'), who: who.staff, rule: 'station.policy.ts: any staff member, about children checked in right now; the broadcast after its two confirmations' },
  { kind: 'read', names: q('receiptSettings'), who: who.permission(P.MANAGE_VBS), rule: 'station.policy.ts receiptSettings: MANAGE_VBS' },
  { kind: 'write', names: m('setReceiptSettings'), who: who.permission(P.MANAGE_VBS), rule: 'station.policy.ts receiptSettings: MANAGE_VBS' },
  { kind: 'read', names: q('myReceipts'), who: who.parentOwn, rule: 'station.policy.ts ownReceipts: a parent, their own choice' },
  { kind: 'write', names: m('setMyReceipts'), who: who.parentOwn, rule: 'station.policy.ts ownReceipts: a parent, their own choice' },
  { kind: 'write', names: m('approveMessage'), who: who.permission(P.MANAGE_VBS), rule: 'messages.policy.ts review: MANAGE_VBS, never the message’s author' },
  { kind: 'read', names: q('weekReport'), who: who.permission(P.MANAGE_VBS, P.APPROVE_REGISTRATIONS), rule: 'reports.policy.ts: counts only, for MANAGE_VBS or APPROVE_REGISTRATIONS' },
  { kind: 'read', names: q('rotationProposal'), who: who.scheduleWrite, rule: 'schedule.policy.ts write' },
  { kind: 'write', names: m('updateMyDetails'), who: who.self, rule: 'the signed-in person’s own name and phone' },
  { kind: 'write', names: m('setMyLanguage'), who: who.self, rule: 'accounts.policy.ts setOwnLanguage: the signed-in person’s own language' },
  { kind: 'write', names: m('saveChild', 'saveEmergencyContact', 'deleteEmergencyContact', 'moveEmergencyContact', 'updateParentProfile', 'submitRegistration', 'savePickupPerson', 'deletePickupPerson', 'removePhoto', 'inviteGuardian', 'cancelGuardianInvite', 'acceptGuardianInvite'), who: who.parentOwn, rule: 'people.policy.ts, registration.policy.ts, attendance.policy.ts: a parent changes their own family' },
  { kind: 'write', names: m('saveInternApplication'), who: who.self, rule: 'interns.policy.ts: anyone signed in applies for themself' },
  { kind: 'write', names: m('checkInChildren', 'checkOutChild', 'checkOutChildren'), who: who.station, rule: 'attendance.policy.ts: staff at any time, interns on the program’s days, only while cleared to work with children (screening.policy.ts, 403 NOT_CLEARED); only staff override a pickup code; five wrong codes lock a child’s check-out for the day' },
  { kind: 'read', names: q('labelPrinters', 'kiosks'), who: who.permission(P.MANAGE_VBS), rule: 'kiosk.policy.ts: MANAGE_VBS keeps the edition’s printers and kiosks' },
  { kind: 'read', names: q('checkInStationPrinter'), who: who.team, rule: 'kiosk.policy.ts: whoever works the check-in table' },
  { kind: 'write', names: m('createLabelPrinter', 'updateLabelPrinter', 'deleteLabelPrinter', 'registerKiosk', 'routeKiosk', 'revokeKiosk'), who: who.permission(P.MANAGE_VBS), rule: 'kiosk.policy.ts: MANAGE_VBS (registering a kiosk also needs a current clearance to work with children: screening.policy.ts, 403 NOT_CLEARED)' },
  { kind: 'write', names: m('printCheckInLabels'), who: who.team, rule: 'kiosk.policy.ts: whoever works the check-in table prints the labels of children checked in' },
  { kind: 'write', names: m('confirmAccountMerge', 'declineAccountMerge'), who: who.self, rule: 'accounts.policy.ts: the owner of either account a merge request names, signed in to it' },
  { kind: 'write', names: m('undoAttendanceRecord', 'setGroupDayPoints', 'createFirstAidReport', 'updateChildStaffNotes', 'updateParentInternalNotes', 'savePeopleQuery'), who: who.staff, rule: 'any staff member' },
  { kind: 'write', names: m('adjustGroupPoints', 'undoPointsAdjustment'), who: who.groupLeaders, rule: 'groups.policy.ts adjustPoints: any staff member, and an intern for the groups they lead' },
  { kind: 'write', names: m('correctFirstAidReport'), who: withPermissions([P.VIEW_SENSITIVE_INFO], 'yes', { ...all('no'), staff: 'own' }), rule: 'first-aid.policy.ts: who wrote it, or VIEW_SENSITIVE_INFO' },
  { kind: 'read', names: q('spreadsheetImports', 'spreadsheetImportPreview'), who: who.permission(P.MANAGE_VBS), rule: 'import.policy.ts: MANAGE_VBS' },
  { kind: 'write', names: m('uploadSpreadsheetImport', 'runSpreadsheetImport', 'undoSpreadsheetImport'), who: who.permission(P.MANAGE_VBS), rule: 'import.policy.ts: MANAGE_VBS' },
  { kind: 'write', names: m('deleteSavedPeopleQuery'), who: withPermissions([P.MANAGE_VBS], 'yes', { ...all('no'), staff: 'own' }), rule: 'query.policy.ts changeSaved: its owner, or MANAGE_VBS for a shared one' },
  { kind: 'write', names: m('setMemoryWorkMemorized'), who: withPermissions([P.SCHEDULE_CLASSES, P.MANAGE_VBS], 'yes', { ...all('no'), staff: 'visible' }), rule: 'schedule.policy.ts: any staff member who may see the schedule' },
  { kind: 'write', names: m('createGroup', 'renameGroup', 'recolorGroup', 'deleteGroup'), who: who.permission(P.MANAGE_VBS, P.ASSIGN_STUDENT_GROUPS), rule: 'groups.policy.ts' },
  { kind: 'write', names: m('setChildGroupAssignment', 'runElectivePlacement', 'applyElectivePlacement'), who: who.permission(P.ASSIGN_STUDENT_GROUPS), rule: 'groups.policy.ts, placement.policy.ts' },
  { kind: 'write', names: m('setStaffGroupAssignment', 'setInternGroupAssignment', 'reviewInternApplication'), who: who.permission(P.ASSIGN_STAFF), rule: 'groups.policy.ts, interns.policy.ts; only a person cleared to work with children is assigned (screening.policy.ts, 403 NOT_CLEARED)' },
  { kind: 'write', names: m('approveRegistrations', 'decideRegistration', 'undoRegistrationApprovals'), who: who.permission(P.APPROVE_REGISTRATIONS), rule: 'registration.policy.ts' },
  { kind: 'write', names: m('makeAccountStaff', 'grantPermission', 'revokePermission', 'setStaffPermissions', 'deactivateAccount', 'reactivateAccount', 'mergeAccounts', 'requestAccountMerge'), who: who.permission(P.ADMINISTER_ACCOUNTS), rule: 'accounts.policy.ts: an administrator; a merge needs a shared verified e-mail, or both owners’ confirmation' },
  { kind: 'write', names: m('addQuestion', 'updateQuestion', 'removeQuestion', 'reorderQuestions', 'updateEditionSettings', 'setClubCapacity', 'startNextEdition'), who: who.permission(P.MANAGE_VBS), rule: 'settings.policy.ts' },
  {
    kind: 'write',
    names: m('createSchedule', 'setScheduleVisibility', 'setScheduleReleaseDate', 'addScheduleDay', 'deleteScheduleDay', 'setDayCurriculum', 'createEvent', 'updateEvent', 'deleteEvent', 'setEventGroup', 'createMemoryWork', 'applyRotation'),
    who: who.scheduleWrite,
    rule: 'schedule.policy.ts write',
  },
];

export const AUTHORIZATION_MODEL: Row[] = [...TYPE_ROWS, ...FIELD_ROWS, ...REST_ROWS];
