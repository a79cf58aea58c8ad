// An attendance record as the service and its two statements (check-in-statement.ts,
// check-out-statement.ts) return it, and a write's result.
import type { AttendanceKind } from '../../generated/prisma/enums.ts';

export interface AttendanceRecordRow {
  id: number;
  childId: number;
  scheduleId: number;
  kind: AttendanceKind;
  seq: number;
  recordedAt: Date;
  pickupCode: string | null;
  verifiedBy: string | null;
  overrideReason: string | null;
  recordedById: number | null;
}

export interface RecordResult {
  record: AttendanceRecordRow;
  /** False when nothing new was recorded (already in/out, or a retried key). */
  created: boolean;
}
