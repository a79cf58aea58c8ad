// Check-in and check-out receipts: when the edition sends them (station.policy.ts: MANAGE_VBS sets it), a
// check-in or check-out recorded at the station or a kiosk queues a short PROGRAM message to the child's
// parents — the child's name, the time, and for a check-in the pickup code — by text and/or e-mail. A parent
// who turned receipts off is listed as skipped. It runs after the check-in's transaction, off the request's
// path (the attendance service calls it as it publishes the change): the check-in statement is unchanged,
// and a receipt costs a constant number of statements whatever the number of families.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { AttendanceRecordRow } from '../attendance/attendance-record.ts';
import { calledName } from '../../../../shared/person-name.ts';
import type { Language } from '../../../../shared/language.ts';
import { dateLocale, defineMessages, t } from '../../i18n/messages.ts';
import type { MessagesService } from './messages.service.ts';

// Every family gets its receipt in its account's language: the English and the Spanish are both written here
// and each recipient gets the one they read (merge.ts, versionFor).
const words = defineMessages({
  checkedIn: { id: 'mail.receipt.checkedIn', defaultMessage: 'VBS: {child} was checked in at {time}.' },
  pickupCode: { id: 'mail.receipt.pickupCode', defaultMessage: 'Pickup code: {code}.' },
  pickedUp: { id: 'mail.receipt.pickedUp', defaultMessage: 'VBS: {child} was picked up at {time}.' },
  checkedInSubject: { id: 'mail.receipt.checkedInSubject', defaultMessage: '{child} is checked in' },
  pickedUpSubject: { id: 'mail.receipt.pickedUpSubject', defaultMessage: '{child} was picked up' },
  turnOff: { id: 'mail.receipt.turnOff', defaultMessage: 'You chose to receive these receipts; turn them off on your profile.' },
});

export function createReceipts(prisma: PrismaClient, messages: MessagesService) {
  async function send(record: AttendanceRecordRow) {
    const [settings] = await prisma.$queryRawUnsafe<{ onCheckIn: boolean; onCheckOut: boolean; byText: boolean; byEmail: boolean; timeZone: string; firstName: string; preferredName: string | null; lastName: string }[]>(
      `SELECT e."receiptsOnCheckIn" AS "onCheckIn", e."receiptsOnCheckOut" AS "onCheckOut", e."receiptsByText" AS "byText", e."receiptsByEmail" AS "byEmail", e."timeZone",
              c."firstName", c."preferredName", c."lastName"
       FROM "Schedule" s JOIN "Edition" e ON e.year = s.year JOIN "Child" c ON c.id = $2 WHERE s.id = $1`,
      record.scheduleId,
      record.childId,
    );
    if (!settings) return null;
    const wanted = record.kind === 'CHECK_IN' ? settings.onCheckIn : settings.onCheckOut;
    if (!wanted || !(settings.byText || settings.byEmail)) return null;
    const child = calledName(settings);
    const checkIn = record.kind === 'CHECK_IN';
    const version = (language: Language) => {
      const time = new Intl.DateTimeFormat(dateLocale(language), { timeZone: settings.timeZone, hour: 'numeric', minute: '2-digit' }).format(record.recordedAt);
      const text = checkIn
        ? [t(language, words.checkedIn, { child, time }), record.pickupCode ? t(language, words.pickupCode, { code: record.pickupCode }) : ''].filter(Boolean).join(' ')
        : t(language, words.pickedUp, { child, time });
      return {
        textBody: settings.byText ? text : null,
        emailSubject: settings.byEmail ? t(language, checkIn ? words.checkedInSubject : words.pickedUpSubject, { child }) : null,
        emailBody: settings.byEmail ? `${text}\n\n${t(language, words.turnOff)}` : null,
      };
    };
    const spanish = version('es');
    const optedOut = new Set((await prisma.parent.findMany({ where: { receipts: false, children: { some: { childId: record.childId } } }, select: { id: true } })).map((p) => p.id));
    return messages.sendNow(
      null,
      {
        purpose: 'PROGRAM',
        audience: { kind: 'children', childIds: [record.childId] },
        ...version('en'),
        textBodyEs: spanish.textBody,
        emailSubjectEs: spanish.emailSubject,
        emailBodyEs: spanish.emailBody,
      },
      'receipt',
      record.childId,
      (row) => (row.personType === 'parent' && optedOut.has(row.personId) ? 'Turned receipts off' : null),
    );
  }

  const inFlight = new Set<Promise<unknown>>();
  return {
    send,
    /** For the attendance service: a new check-in or check-out, after its transaction; never fails the check-in. */
    afterRecord(record: AttendanceRecordRow) {
      const queued = send(record)
        .catch((error: unknown) => {
          // Nobody reachable (no phone, no e-mail, everyone turned receipts off) is not an error worth a log line.
          if ((error as { code?: string }).code !== 'CONFLICT') console.error(`receipt for attendance record ${record.id} could not be queued: ${(error as Error).message}`);
        })
        .finally(() => inFlight.delete(queued));
      inFlight.add(queued);
    },
    /** Resolves once every receipt started so far is queued or given up (tests that count statements; shutdown). */
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
