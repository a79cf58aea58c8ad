// The reports' SQL: each chart is one GROUP BY statement over the whole edition, so a report costs the same
// number of statements for 40 children as for 10,000. `year` is the edition asked for, `groupId` narrows
// the children counted to one group's (null: everyone). Last year's figures are read only without a group
// filter: groups are made anew each year, so a group has no last year to compare with.
import { Prisma } from '../../generated/prisma/client.ts';

/** Registrations that count as taking part: not declined, not withdrawn. */
const COUNTED = Prisma.sql`('PENDING', 'APPROVED')`;
/** A timestamp column (stored in UTC) as the program's local calendar day. */
const localDay = (column: Prisma.Sql, timeZone: Prisma.Sql) => Prisma.sql`((${column} AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone})::date`;
/** The child (by its id column) is in the group, or no group was asked for. */
const inGroup = (childId: Prisma.Sql, groupId: number | null) =>
  Prisma.sql`(${groupId}::int IS NULL OR EXISTS (SELECT 1 FROM "GroupChild" gf WHERE gf."childId" = ${childId} AND gf."groupId" = ${groupId}::int))`;
/** This year with the group filter; last year only when there is no group filter. */
const yearsOf = (yearColumn: Prisma.Sql, childId: Prisma.Sql, year: number, groupId: number | null) =>
  Prisma.sql`((${yearColumn} = ${year}::int AND ${inGroup(childId, groupId)}) OR (${yearColumn} = ${year - 1}::int AND ${groupId}::int IS NULL))`;

export interface EditionRow { year: number; name: string; current: boolean }
export interface DayRow { year: number; date: string }
export interface CheckInRow { year: number; date: string; grade: number | null; groupId: number | null; groupName: string | null; color: string | null; grouping: number; children: number }
export interface NewReturningRow { year: number; grade: number | null; returning: boolean; children: number }
export interface RegistrationWeekRow { year: number; weeksBefore: number; registrations: number }
export interface CountRow { key: string; families: number }
export interface LeaderRow { groupId: number; name: string; color: string; children: number; staff: number; interns: number }
export interface MemoryRow { date: string; verses: number; children: number }
export interface PointsRow { date: string; groupId: number; name: string; color: string; points: number }

export const reportQueries = {
  /** Every edition (for the filter), the current one marked. */
  editions: () => Prisma.sql`SELECT e.year, e.name, (ps.id IS NOT NULL) AS current FROM "Edition" e LEFT JOIN "ProgramSettings" ps ON ps."currentYear" = e.year ORDER BY e.year DESC`,

  /** The days of this year's and last year's weeks, in order. */
  days: (year: number) =>
    Prisma.sql`SELECT s.year, to_char(d.date, 'YYYY-MM-DD') AS date FROM "Day" d JOIN "Schedule" s ON s.id = d."scheduleId" WHERE s.year IN (${year}::int, ${year - 1}::int) ORDER BY d.date`,

  /**
   * Children checked in per program-local day: in all (grouping 3), per grade (1) and per permanent group
   * (2; a child in no group has groupId null), this year's grades and groups only. The days listed run from
   * each schedule's first record to its last (two index lookups). Which days each child came is not read from
   * the records but from "CheckInDays", which the database keeps as records are written (triggers on
   * "AttendanceRecord", prisma/migrations/20261128032242_check_in_days): a row per child and schedule whose
   * bits are the local days the child was checked in (vbs_day_chunk and vbs_day_bit place a date), so about
   * 16,000 rows are read for 10,000 children over two editions where the records were 68,000. This year's
   * children are joined to their grade and group once each rather than once a day, last year's to nothing
   * (its totals alone are shown), and the (days, grade) and (days, group) cells that result are spread back
   * onto the days. A child in two permanent groups counts once in all and once in each group.
   */
  checkIns: (year: number, groupId: number | null) => Prisma.sql`
    WITH days AS (
      SELECT s.year, d.day::date AS day, vbs_day_chunk(d.day::date) AS chunk, vbs_day_bit(d.day::date) AS bit
      FROM "Schedule" s
      JOIN "Edition" e ON e.year = s.year
      CROSS JOIN LATERAL (SELECT min(x."recordedAt") AS first, max(x."recordedAt") AS last FROM "AttendanceRecord" x WHERE x."scheduleId" = s.id) span
      CROSS JOIN LATERAL generate_series(${localDay(Prisma.sql`span.first`, Prisma.sql`e."timeZone"`)}::timestamp, ${localDay(Prisma.sql`span.last`, Prisma.sql`e."timeZone"`)}::timestamp, interval '1 day') AS d(day)
      WHERE s.year IN (${year}::int, ${year - 1}::int)
    ), kids AS (
      -- this year's children (with the group filter) alone: filtered out of both years' rows, their count was
      -- guessed at one row and the group join became 10,000 index lookups (a third of the statement)
      SELECT f.chunk, f."childId", f.days AS came
      FROM "Schedule" s JOIN "CheckInDays" f ON f."scheduleId" = s.id
      WHERE s.year = ${year}::int AND ${inGroup(Prisma.sql`f."childId"`, groupId)}
    ), "byGrade" AS (
      SELECT ${year}::int AS year, k.chunk, k.came, c."gradeEntering" AS grade, count(*) AS children
      FROM kids k JOIN "Child" c ON c.id = k."childId"
      GROUP BY 2, 3, 4
      UNION ALL
      -- last year: the totals alone, so no grade
      SELECT s.year, f.chunk, f.days, NULL, count(*)
      FROM "Schedule" s JOIN "CheckInDays" f ON f."scheduleId" = s.id
      WHERE s.year = ${year - 1}::int AND ${groupId}::int IS NULL
      GROUP BY 1, 2, 3
    ), "byGroup" AS (
      SELECT k.chunk, k.came, p."groupId", count(*) AS children
      FROM kids k
      LEFT JOIN (SELECT gc."childId", g.id AS "groupId" FROM "GroupChild" gc JOIN "Group" g ON g.id = gc."groupId" WHERE g.year = ${year}::int AND g.type = 'PERMANENT') p ON p."childId" = k."childId"
      GROUP BY 1, 2, 3
    )
    SELECT d.year, to_char(d.day, 'YYYY-MM-DD') AS date, x.grade, NULL::int AS "groupId", NULL::text AS "groupName", NULL::text AS color,
      2 * GROUPING(x.grade) + 1 AS grouping, sum(x.children)::int AS children
    FROM "byGrade" x JOIN days d ON d.year = x.year AND d.chunk = x.chunk AND x.came & d.bit <> 0
    GROUP BY GROUPING SETS ((d.year, d.day), (d.year, d.day, x.grade))
    -- last year: the totals alone
    HAVING d.year = ${year}::int OR GROUPING(x.grade) = 1
    UNION ALL
    SELECT d.year, to_char(d.day, 'YYYY-MM-DD'), NULL, g.id, g.name, g.color, 2, sum(x.children)::int
    FROM "byGroup" x JOIN days d ON d.year = ${year}::int AND d.chunk = x.chunk AND x.came & d.bit <> 0
    LEFT JOIN "Group" g ON g.id = x."groupId"
    GROUP BY d.year, d.day, g.id, g.name, g.color
    ORDER BY 1, 2, 3, 5 NULLS LAST`,

  /** Registered children who took part in an earlier edition (approved then) or not, per grade and in all. */
  newAndReturning: (year: number, groupId: number | null) => Prisma.sql`
    SELECT t.year, t.grade, t.returning, count(*)::int AS children
    FROM (
      SELECT r.year, c."gradeEntering" AS grade, coalesce(first.year < r.year, false) AS returning
      FROM "Registration" r
      JOIN "Child" c ON c.id = r."childId"
      -- each child's first approved edition, read in one pass rather than looked up per registration
      LEFT JOIN (SELECT p."childId", min(p.year) AS year FROM "Registration" p WHERE p.status = 'APPROVED' AND p.year < ${year}::int GROUP BY p."childId") first ON first."childId" = r."childId"
      WHERE r.status IN ${COUNTED} AND ${yearsOf(Prisma.sql`r.year`, Prisma.sql`r."childId"`, year, groupId)}
    ) t
    GROUP BY GROUPING SETS ((t.year, t.returning), (t.year, t.grade, t.returning))
    ORDER BY 1, 2 NULLS FIRST, 3`,

  /**
   * Registrations per whole week before the edition's start (-1: after it began). In floating point
   * (date_part), not numeric (extract): numeric arithmetic on every registration was most of the statement.
   */
  registrationWeeks: (year: number, groupId: number | null) => Prisma.sql`
    SELECT r.year, GREATEST(-1, floor(date_part('epoch', e."startsAt" - r."submittedAt") / 604800))::int AS "weeksBefore", count(*)::int AS registrations
    FROM "Registration" r JOIN "Edition" e ON e.year = r.year
    WHERE r.status IN ${COUNTED} AND ${yearsOf(Prisma.sql`r.year`, Prisma.sql`r."childId"`, year, groupId)}
    GROUP BY 1, 2 ORDER BY 1, 2 DESC`,

  /** Families who registered a child this year, per referral code they gave (SPEC §3; '' = none given). */
  referralSources: (year: number, groupId: number | null) => Prisma.sql`
    SELECT code.key, count(*)::int AS families
    FROM "Parent" p
    -- each family's sources once (two friends are one 'friend'), so the families are counted without a sort;
    -- a family who gave no code is counted once under ''
    CROSS JOIN LATERAL (
      SELECT DISTINCT lower(split_part(trim(c), ':', 1)) AS key
      FROM unnest(coalesce(nullif(array_remove(string_to_array(coalesce(p."referralSource", ''), ','), ''), '{}'), ARRAY[''])) AS c
    ) code
    WHERE p.id IN (SELECT r."submittedById" FROM "Registration" r WHERE r.year = ${year}::int AND r.status IN ${COUNTED} AND ${inGroup(Prisma.sql`r."childId"`, groupId)})
    GROUP BY 1 ORDER BY 2 DESC, 1`,

  /** Families per church-attendance answer (the 'church' question; one family may give two answers). */
  churchAnswers: (year: number, groupId: number | null) => Prisma.sql`
    -- each family's answers once (hashed), then counted
    SELECT t.key, count(*)::int AS families
    FROM (
      SELECT DISTINCT CASE
          WHEN trim(x.response) = '' THEN 'DECLINED'
          WHEN x.response = 'Yes' THEN 'YES'
          WHEN x.response = 'NoLonger' THEN 'NO_LONGER'
          WHEN x.response = 'No' THEN 'NO'
          ELSE 'OTHER_CHURCH' END AS key,
        r."submittedById"
      FROM "RegistrationResponse" x
      JOIN "Registration" r ON r.id = x."registrationId"
      JOIN "Question" q ON q.id = x."questionId" AND q.key = 'church' AND q.kind = 'REGISTRATION'
      WHERE r.year = ${year}::int AND r.status IN ${COUNTED} AND ${inGroup(Prisma.sql`r."childId"`, groupId)}
    ) t
    GROUP BY 1 ORDER BY 2 DESC, 1`,

  /** Each permanent group's children, staff and interns. */
  leaders: (year: number, groupId: number | null) => Prisma.sql`
    SELECT g.id AS "groupId", g.name, g.color,
      (SELECT count(*) FROM "GroupChild" x WHERE x."groupId" = g.id)::int AS children,
      (SELECT count(*) FROM "GroupStaff" x WHERE x."groupId" = g.id)::int AS staff,
      (SELECT count(*) FROM "GroupIntern" x WHERE x."groupId" = g.id)::int AS interns
    FROM "Group" g
    WHERE g.year = ${year}::int AND g.type = 'PERMANENT' AND (${groupId}::int IS NULL OR g.id = ${groupId}::int)
    ORDER BY g.name`,

  /** Memory verses said per program-local day (the week's and the days' memory work), and by how many children. */
  memoryWork: (year: number, groupId: number | null) => Prisma.sql`
    SELECT to_char(${localDay(Prisma.sql`m."recordedAt"`, Prisma.sql`e."timeZone"`)}, 'YYYY-MM-DD') AS date, count(*)::int AS verses, count(DISTINCT m."childId")::int AS children
    FROM "MemoryWorkMemorized" m
    JOIN "MemoryWork" w ON w.id = m."memoryWorkId"
    LEFT JOIN "Day" d ON d.id = w."dayId"
    JOIN "Schedule" s ON s.id = coalesce(d."scheduleId", w."scheduleId")
    JOIN "Edition" e ON e.year = s.year
    WHERE s.year = ${year}::int AND ${inGroup(Prisma.sql`m."childId"`, groupId)}
    GROUP BY 1 ORDER BY 1`,

  /** Each permanent group's points per day of the week. */
  points: (year: number, groupId: number | null) => Prisma.sql`
    SELECT to_char(d.date, 'YYYY-MM-DD') AS date, g.id AS "groupId", g.name, g.color, p.amount AS points
    FROM "GroupDayPoints" p
    JOIN "Group" g ON g.id = p."groupId"
    JOIN "Day" d ON d.id = p."dayId"
    WHERE g.year = ${year}::int AND g.type = 'PERMANENT' AND (${groupId}::int IS NULL OR g.id = ${groupId}::int)
    ORDER BY d.date, g.name`,
};
