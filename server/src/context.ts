// The per-request context both doors share: who is asking (viewer) and the domain services.
import type { PrismaClient } from './generated/prisma/client.ts';
import type { DirectSql } from './db/direct-sql.ts';
import type { Config } from './config.ts';
import type { Viewer } from './auth/viewer.ts';
import type { LiveBus } from './live/bus.ts';
import { createSessionService } from './domains/accounts/sessions.service.ts';
import { createAccountsService } from './domains/accounts/accounts.service.ts';
import { createMyDetailsService } from './domains/accounts/my-details.ts';
import { createMyLanguageService } from './domains/accounts/my-language.ts';
import { createSettingsService } from './domains/settings/settings.service.ts';
import { createGroupsService } from './domains/groups/groups.service.ts';
import { createGroupsPointsService } from './domains/groups/groups-points.service.ts';
import { createInternsService } from './domains/interns/interns.service.ts';
import { createPlacementService } from './domains/placement/placement.service.ts';
import { createNotesService } from './domains/notes/notes.service.ts';
import { createPeopleService } from './domains/people/people.service.ts';
import { createRegistrationService } from './domains/registration/registration.service.ts';
import { createMailer } from './mail/mailer.ts';
import { createAuditService } from './domains/audit/audit.service.ts';
import type { AuditScope } from './domains/audit/audit-scope.ts';
import type { Reader } from '../../shared/reader-cookie.ts';
import type { Language } from '../../shared/language.ts';
import { createAccountsAdminService } from './domains/accounts/accounts-admin.service.ts';
import { createAccountsMergeService } from './domains/accounts/accounts-merge.service.ts';
import { createQueryService } from './domains/query/query.service.ts';
import { createAttendanceService } from './domains/attendance/attendance.service.ts';
import { createAttendanceViewsService } from './domains/attendance/attendance-views.service.ts';
import { checkInCodeSecret } from './domains/people/check-in-code.ts';
import { createPickupPeopleService } from './domains/attendance/pickup-people.service.ts';
import { createPhotosService } from './domains/photos/photos.service.ts';
import { createFirstAidService } from './domains/first-aid/first-aid.service.ts';
import { createScheduleService } from './domains/schedule/schedule.service.ts';
import { createRotationService } from './domains/schedule/rotation.service.ts';
import { createMemoryWorkService } from './domains/schedule/memory-work.service.ts';
import { createScreeningService } from './domains/screening/screening.service.ts';
import { createScreeningReminders } from './domains/screening/screening-reminders.ts';
import { createPrintingService } from './domains/kiosk/printing.service.ts';
import { createKioskService } from './domains/kiosk/kiosk.service.ts';
import { createImportService } from './domains/import/import.service.ts';
import { createMessagesService } from './domains/messages/messages.service.ts';
import { createOptOutsService } from './domains/messages/opt-outs.service.ts';
import { createReceipts, type Receipts } from './domains/messages/receipts.ts';
import { createStationTexts } from './domains/messages/station-texts.service.ts';
import { createOutbox } from './domains/messages/outbox.ts';
import { createTextProvider } from './domains/messages/texts.ts';
import type { Config as AppConfig } from './config.ts';
import { createReportsService } from './domains/reports/reports.service.ts';

/** Where links in messages point: PUBLIC_URL's origin, else this machine's port. */
export const publicOriginOf = (config: AppConfig) => (config.publicUrl ? new URL(config.publicUrl).origin : `http://localhost:${config.port}`);

export interface AppDeps {
  prisma: PrismaClient;
  /** The few hot statements that skip Prisma's query engine (db/direct-sql.ts). */
  sql: DirectSql;
  bus: LiveBus;
  config: Config;
}

export function createServices(deps: AppDeps) {
  const sessions = createSessionService(deps.prisma, deps.config, deps.bus);
  const accounts = createAccountsService(deps.prisma, deps.sql, deps.bus, sessions);
  const screening = createScreeningService(deps.prisma);
  const codeSecret = checkInCodeSecret(deps.config.production, { CHECK_IN_CODE_SECRET: deps.config.checkInCodeSecret });
  // Receipts need the messages service, which is made below; a check-in cannot happen before it is.
  let receipts: Receipts | null = null;
  const attendance = createAttendanceService(deps.prisma, deps.bus, codeSecret, { afterRecord: (record) => receipts?.afterRecord(record) });
  const printing = createPrintingService(deps.prisma);
  const query = createQueryService(deps.prisma);
  const publicOrigin = publicOriginOf(deps.config);
  const outbox = createOutbox({
    prisma: deps.prisma,
    mailer: createMailer(deps.config, process.env, { pool: true }),
    texts: createTextProvider(deps.config),
    rates: deps.config.messageRates,
    publicOrigin,
    unsubscribeSecret: codeSecret,
    leaseSeconds: deps.config.messageLeaseSeconds,
    statusCallbacks: Boolean(deps.config.twilio),
  });
  const messages = createMessagesService(deps.prisma, query, { publicOrigin, onQueued: () => outbox.poke() });
  receipts = createReceipts(deps.prisma, messages);
  return {
    sessions,
    accounts,
    settings: createSettingsService(deps.prisma),
    groups: createGroupsService(deps.prisma, deps.bus),
    groupPoints: createGroupsPointsService(deps.prisma, deps.sql, deps.bus),
    interns: createInternsService(deps.prisma, createSettingsService(deps.prisma)),
    placement: createPlacementService(deps.prisma, createSettingsService(deps.prisma)),
    notes: createNotesService(deps.prisma, deps.bus),
    people: createPeopleService(deps.prisma),
    registration: createRegistrationService(deps.prisma, createMailer(deps.config)),
    myDetails: createMyDetailsService(deps.prisma),
    myLanguage: createMyLanguageService(deps.prisma, sessions),
    audit: createAuditService(deps.prisma),
    accountsAdmin: createAccountsAdminService(deps.prisma, sessions, accounts),
    accountsMerge: createAccountsMergeService(deps.prisma, sessions),
    query,
    messages,
    stationTexts: createStationTexts(deps.prisma, deps.bus, messages),
    receipts,
    optOuts: createOptOutsService(deps.prisma),
    outbox,
    attendance,
    printing,
    kiosk: createKioskService(deps.prisma, attendance, printing, codeSecret),
    attendanceViews: createAttendanceViewsService(deps.prisma),
    pickupPeople: createPickupPeopleService(deps.prisma),
    photos: createPhotosService(deps.prisma),
    firstAid: createFirstAidService(deps.prisma, deps.bus, createMailer(deps.config)),
    schedule: createScheduleService(deps.prisma, deps.bus),
    rotation: createRotationService(deps.prisma, deps.bus),
    memoryWork: createMemoryWorkService(deps.prisma, deps.bus),
    screening,
    screeningReminders: createScreeningReminders(deps.prisma, screening, createMailer(deps.config)),
    imports: createImportService(deps.prisma, createMailer(deps.config), deps.config.publicUrl),
    reports: createReportsService(deps.prisma),
  };
}

export type Services = ReturnType<typeof createServices>;

export interface RequestContext {
  viewer: Viewer;
  services: Services;
  prisma: PrismaClient;
  bus: LiveBus;
  config: Config;
  /** Counts one write against the viewer's rate limit (GraphQL mutations); throws RateLimited past it. */
  countWrite?: () => Promise<void>;
  /** Who acts through which door, for the audit trail (also where async context does not reach). */
  auditScope?: AuditScope;
  /** The language and time zone the browser said (shared/reader-cookie.ts), for times the server writes in words. */
  reader?: Reader | null;
  /**
   * The language the request is answered in (errors, what it sends): the account's choice, else the vbs-lang
   * cookie, else Accept-Language (shared/language.ts); English when absent.
   * Words the server gives from the database in two languages (form questions) follow it.
   */
  language?: Language;
}
