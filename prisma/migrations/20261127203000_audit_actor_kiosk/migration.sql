-- The kiosk that acted, for rows written through a self check-in kiosk's door (no account acts there).
-- Not a foreign key: the trail keeps the id when a kiosk is removed, and names it "a kiosk no longer on file".
-- The check-in function writes it too (a new last parameter, so the old signature goes first): its body is
-- the previous one's with that column added, an E'' string with each semicolon written \073 as before.
ALTER TABLE "AuditEvent" ADD COLUMN "actorKioskId" INTEGER;

DROP FUNCTION vbs_check_in(int, int, timestamptz, text, text, text, int, int, int, text);

CREATE OR REPLACE FUNCTION vbs_check_in(
  p_child int, p_schedule int, p_at timestamptz, p_pickup text, p_key text, p_digest text,
  p_staff int, p_account int, p_actor int, p_door text, p_kiosk int
) RETURNS TABLE (
  "outcome" text, "year" int, "digest" text, "id" int, "childId" int, "scheduleId" int, "kind" text, "seq" int,
  "recordedAt" timestamp(3), "pickupCode" text, "verifiedBy" text, "overrideReason" text, "recordedById" int
) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS E'
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH s AS (
    SELECT s."id", s."year", e."timeZone" FROM "Schedule" s JOIN "Edition" e ON e."year" = s."year"
    WHERE s."id" = p_schedule OR (p_schedule IS NULL AND s."year" = (SELECT ps."currentYear" FROM "ProgramSettings" ps WHERE ps."id" = 1))
  ), seen AS (
    SELECT q."recordId", q."request" FROM "AttendanceRequest" q WHERE q."key" = p_key
  ), latest AS (
    SELECT r.* FROM s CROSS JOIN LATERAL (
      SELECT * FROM "AttendanceRecord" a WHERE a."childId" = p_child AND a."scheduleId" = s."id" ORDER BY a."seq" DESC LIMIT 1
    ) r
  ), already AS (
    SELECT l.* FROM latest l, s
    WHERE l."kind" = ''CHECK_IN''
      AND ((l."recordedAt" AT TIME ZONE ''UTC'') AT TIME ZONE s."timeZone")::date = (p_at AT TIME ZONE s."timeZone")::date
  ), ins AS (
    INSERT INTO "AttendanceRecord" ("childId", "scheduleId", "kind", "seq", "recordedAt", "pickupCode", "recordedById", "recordedByAccountId")
    SELECT p_child, s."id", ''CHECK_IN'', COALESCE((SELECT l."seq" FROM latest l), -1) + 1, p_at AT TIME ZONE ''UTC'', p_pickup, p_staff, p_account
    FROM s
    WHERE NOT EXISTS (SELECT 1 FROM seen) AND NOT EXISTS (SELECT 1 FROM already)
    ON CONFLICT DO NOTHING
    RETURNING *
  ), remembered AS (
    INSERT INTO "AttendanceRequest" ("key", "recordId", "request", "createdAt")
    SELECT p_key, r."id", p_digest, p_at AT TIME ZONE ''UTC''
    FROM (SELECT i."id" FROM ins i UNION ALL SELECT a."id" FROM already a) r
    WHERE p_key IS NOT NULL AND NOT EXISTS (SELECT 1 FROM seen)
    LIMIT 1
    ON CONFLICT DO NOTHING
    RETURNING *
  ), audited AS (
    INSERT INTO "AuditEvent" ("at", "actorAccountId", "actorKioskId", "door", "kind", "entity", "entityId", "personType", "personId", "after")
    SELECT now() AT TIME ZONE ''UTC'', p_actor, p_kiosk, p_door, ''CREATE'', ''AttendanceRecord'', i."id"::text, ''child'', i."childId",
           jsonb_build_object(
             ''id'', i."id", ''childId'', i."childId", ''scheduleId'', i."scheduleId", ''kind'', i."kind", ''seq'', i."seq",
             ''recordedAt'', to_char(i."recordedAt", ''YYYY-MM-DD"T"HH24:MI:SS.MS"Z"''), ''recordedById'', i."recordedById",
             ''recordedByAccountId'', i."recordedByAccountId", ''pickupCode'', i."pickupCode", ''verifiedBy'', i."verifiedBy", ''overrideReason'', i."overrideReason",
             ''pickupMisses'', i."pickupMisses", ''pickupMissesOn'', to_char(i."pickupMissesOn", ''YYYY-MM-DD"T00:00:00.000Z"''))
    FROM ins i
    UNION ALL
    SELECT now() AT TIME ZONE ''UTC'', p_actor, p_kiosk, p_door, ''CREATE'', ''AttendanceRequest'', q."key", NULL, NULL,
           jsonb_build_object(''key'', q."key", ''recordId'', q."recordId", ''request'', q."request", ''createdAt'', to_char(q."createdAt", ''YYYY-MM-DD"T"HH24:MI:SS.MS"Z"''))
    FROM remembered q
  )
  SELECT ''schedule''::text, s."year", NULL::text, NULL::int, NULL::int, s."id", NULL::text, NULL::int, NULL::timestamp(3), NULL::text, NULL::text, NULL::text, NULL::int
  FROM s
  UNION ALL
  SELECT ''replayed''::text, NULL::int, q."request", r."id", r."childId", r."scheduleId", r."kind"::text, r."seq", r."recordedAt", r."pickupCode", r."verifiedBy", r."overrideReason", r."recordedById"
  FROM seen q LEFT JOIN "AttendanceRecord" r ON r."id" = q."recordId"
  UNION ALL
  SELECT ''created''::text, s."year", NULL::text, i."id", i."childId", i."scheduleId", i."kind"::text, i."seq", i."recordedAt", i."pickupCode", i."verifiedBy", i."overrideReason", i."recordedById"
  FROM ins i, s
  UNION ALL
  SELECT ''already''::text, s."year", NULL::text, a."id", a."childId", a."scheduleId", a."kind"::text, a."seq", a."recordedAt", a."pickupCode", a."verifiedBy", a."overrideReason", a."recordedById"
  FROM already a, s\073
END
';
