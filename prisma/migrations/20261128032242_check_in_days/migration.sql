-- CreateTable
CREATE TABLE "CheckInDays" (
    "scheduleId" INTEGER NOT NULL,
    "childId" INTEGER NOT NULL,
    "chunk" INTEGER NOT NULL,
    "days" BIGINT NOT NULL,

    CONSTRAINT "CheckInDays_pkey" PRIMARY KEY ("scheduleId","childId","chunk")
);

-- AddForeignKey
ALTER TABLE "CheckInDays" ADD CONSTRAINT "CheckInDays_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "Schedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckInDays" ADD CONSTRAINT "CheckInDays_childId_fkey" FOREIGN KEY ("childId") REFERENCES "Child"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Each child's check-in days per schedule, folded as the records are written, so the reports read one row a
-- child instead of every check-in record (reports-queries.ts, checkIns). A day is the record's program-local
-- date (the edition's time zone), counted from 2000-01-01: day n is bit n % 63 of chunk n / 63 (floored),
-- so a day's bit never moves when later records arrive, and 63 bits keep every mask a positive bigint.
-- Function bodies, and these comments, write no semicolon (\073 in a body): the PostgreSQL migration runner
-- splits scripts on every one, even inside a body or a comment.

CREATE FUNCTION vbs_day_chunk(d date) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS E'SELECT ((d - DATE ''2000-01-01'') - mod(mod(d - DATE ''2000-01-01'', 63) + 63, 63)) / 63';

CREATE FUNCTION vbs_day_bit(d date) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS E'SELECT 1::bigint << mod(mod(d - DATE ''2000-01-01'', 63) + 63, 63)';

-- Folds the check-ins of the schedules of p_year (null: every schedule) anew: the backfill below, and when an
-- edition's time zone (so its records' local days) changes.
CREATE FUNCTION vbs_fold_check_in_days(p_year int) RETURNS void LANGUAGE sql AS E'
  DELETE FROM "CheckInDays" f USING "Schedule" s WHERE f."scheduleId" = s."id" AND (p_year IS NULL OR s."year" = p_year)\073
  INSERT INTO "CheckInDays" ("scheduleId", "childId", "chunk", "days")
  SELECT a."scheduleId", a."childId", vbs_day_chunk(l."day"), bit_or(vbs_day_bit(l."day"))
  FROM "AttendanceRecord" a
  JOIN "Schedule" s ON s."id" = a."scheduleId"
  JOIN "Edition" e ON e."year" = s."year"
  CROSS JOIN LATERAL (SELECT ((a."recordedAt" AT TIME ZONE ''UTC'') AT TIME ZONE e."timeZone")::date AS "day") l
  WHERE a."kind" = ''CHECK_IN'' AND (p_year IS NULL OR s."year" = p_year)
  GROUP BY 1, 2, 3
';

-- One record written, changed or removed. A check-in sets its day's bit, and a check-in removed (an undone
-- check-in) or moved to another day, child, schedule or kind clears its old day's bit unless another check-in
-- of that child that local day remains.
CREATE FUNCTION check_in_days_fold() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  tz text\073
  local_day date\073
BEGIN
  IF TG_OP <> ''INSERT'' AND OLD."kind" = ''CHECK_IN'' THEN
    SELECT e."timeZone" INTO tz FROM "Schedule" s JOIN "Edition" e ON e."year" = s."year" WHERE s."id" = OLD."scheduleId"\073
    -- no schedule: it is being deleted, and its folded days with it
    IF tz IS NOT NULL THEN
      local_day := ((OLD."recordedAt" AT TIME ZONE ''UTC'') AT TIME ZONE tz)::date\073
      IF NOT EXISTS (
        SELECT 1 FROM "AttendanceRecord" a
        WHERE a."childId" = OLD."childId" AND a."scheduleId" = OLD."scheduleId" AND a."kind" = ''CHECK_IN''
          AND a."recordedAt" >= (local_day::timestamp AT TIME ZONE tz) AT TIME ZONE ''UTC''
          AND a."recordedAt" < ((local_day + 1)::timestamp AT TIME ZONE tz) AT TIME ZONE ''UTC''
      ) THEN
        DELETE FROM "CheckInDays" f
        WHERE f."scheduleId" = OLD."scheduleId" AND f."childId" = OLD."childId" AND f."chunk" = vbs_day_chunk(local_day) AND f."days" = vbs_day_bit(local_day)\073
        UPDATE "CheckInDays" f SET "days" = f."days" & ~vbs_day_bit(local_day)
        WHERE f."scheduleId" = OLD."scheduleId" AND f."childId" = OLD."childId" AND f."chunk" = vbs_day_chunk(local_day)\073
      END IF\073
    END IF\073
  END IF\073
  IF TG_OP <> ''DELETE'' AND NEW."kind" = ''CHECK_IN'' THEN
    INSERT INTO "CheckInDays" ("scheduleId", "childId", "chunk", "days")
    SELECT NEW."scheduleId", NEW."childId", vbs_day_chunk(l."day"), vbs_day_bit(l."day")
    FROM "Schedule" s
    JOIN "Edition" e ON e."year" = s."year"
    CROSS JOIN LATERAL (SELECT ((NEW."recordedAt" AT TIME ZONE ''UTC'') AT TIME ZONE e."timeZone")::date AS "day") l
    WHERE s."id" = NEW."scheduleId"
    ON CONFLICT ("scheduleId", "childId", "chunk") DO UPDATE SET "days" = "CheckInDays"."days" | EXCLUDED."days"\073
  END IF\073
  RETURN NULL\073
END
';

CREATE TRIGGER "AttendanceRecord_check_in_days_insert"
  AFTER INSERT ON "AttendanceRecord"
  FOR EACH ROW WHEN (NEW."kind" = 'CHECK_IN') EXECUTE FUNCTION check_in_days_fold();

CREATE TRIGGER "AttendanceRecord_check_in_days_delete"
  AFTER DELETE ON "AttendanceRecord"
  FOR EACH ROW WHEN (OLD."kind" = 'CHECK_IN') EXECUTE FUNCTION check_in_days_fold();

-- Only the columns that place a check-in: a check-out's pickup misses counted on its check-in fire nothing.
CREATE TRIGGER "AttendanceRecord_check_in_days_update"
  AFTER UPDATE OF "kind", "recordedAt", "scheduleId", "childId" ON "AttendanceRecord"
  FOR EACH ROW WHEN ((OLD."kind" = 'CHECK_IN' OR NEW."kind" = 'CHECK_IN')
    AND (OLD."kind", OLD."recordedAt", OLD."scheduleId", OLD."childId") IS DISTINCT FROM (NEW."kind", NEW."recordedAt", NEW."scheduleId", NEW."childId"))
  EXECUTE FUNCTION check_in_days_fold();

CREATE FUNCTION check_in_days_truncate() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  TRUNCATE "CheckInDays"\073
  RETURN NULL\073
END
';

CREATE TRIGGER "AttendanceRecord_check_in_days_truncate"
  AFTER TRUNCATE ON "AttendanceRecord"
  FOR EACH STATEMENT EXECUTE FUNCTION check_in_days_truncate();

-- A new time zone moves the edition's records' local days: fold its schedule's check-ins again. (A schedule
-- moved to another edition likewise.)
CREATE FUNCTION check_in_days_refold() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM vbs_fold_check_in_days(NEW."year")\073
  RETURN NULL\073
END
';

CREATE TRIGGER "Edition_check_in_days_refold"
  AFTER UPDATE OF "timeZone" ON "Edition"
  FOR EACH ROW WHEN (OLD."timeZone" IS DISTINCT FROM NEW."timeZone") EXECUTE FUNCTION check_in_days_refold();

CREATE TRIGGER "Schedule_check_in_days_refold"
  AFTER UPDATE OF "year" ON "Schedule"
  FOR EACH ROW WHEN (OLD."year" IS DISTINCT FROM NEW."year") EXECUTE FUNCTION check_in_days_refold();

-- The check-ins recorded before this migration.
SELECT vbs_fold_check_in_days(NULL);
