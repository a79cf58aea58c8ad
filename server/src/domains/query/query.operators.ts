// Operators by field type, each compiled to a SQL fragment whose values are ALWAYS bound parameters
// (Prisma.sql tagged templates). A value that does not fit its operator is refused with 400 naming the
// field, before any SQL is built.
import { Prisma } from '../../generated/prisma/client.ts';
import { badInput } from '../../errors.ts';
import { LIMITS } from './query.input.ts';
import { calendarDateProblem } from '../../../../forms/dates.ts';

export type FieldType = 'text' | 'number' | 'date' | 'boolean' | 'choice' | 'group' | 'attendance';

export const OPERATORS: Record<FieldType, readonly string[]> = {
  text: ['contains', 'equals', 'startsWith', 'isEmpty', 'isNotEmpty'],
  number: ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'between'],
  date: ['on', 'before', 'after', 'between', 'isEmpty', 'isNotEmpty'],
  boolean: ['isTrue', 'isFalse'],
  choice: ['in', 'isEmpty', 'isNotEmpty'],
  group: ['in', 'isEmpty', 'isNotEmpty'],
  attendance: ['checkedInOn', 'notCheckedInOn'],
};

export const OPERATORS_WITHOUT_VALUE = new Set(['isEmpty', 'isNotEmpty', 'isTrue', 'isFalse']);

export interface OperandContext {
  /** Human label of the field, for messages. */
  label: string;
}

/** `sentence` names the field itself ("Grade needs a number."): it is both the field's problem and the message. */
const refuse = (label: string, sentence: string) => badInput({ [label]: sentence }, sentence);

/** The program's time zone, from the current edition (UTC before there is one). */
export const PROGRAM_ZONE = Prisma.sql`coalesce((SELECT e."timeZone" FROM "ProgramSettings" s JOIN "Edition" e ON e.year = s."currentYear" WHERE s.id = 1), 'UTC')`;

/**
 * Days a saved query names relative to the day it runs: "today", "yesterday", "thisWeek" (Monday to Sunday)
 * and "daysAgo:N" (N from 1 to 366). They are stored as these words and resolved each time the query runs,
 * on the program's calendar (its time zone) at the service's clock.
 */
export const RELATIVE_DAY = /^(today|yesterday|thisWeek|daysAgo:([1-9][0-9]{0,2}))$/;
export const DAYS_AGO_MAX = 366;

/** A day condition's range of program days, both ends included, as SQL dates. */
export interface DayRange {
  from: Prisma.Sql;
  to: Prisma.Sql;
}

/** Today on the program's calendar at `now` (bound as a parameter: the clock is the server's, not the database's). */
const programToday = (now: Date) => Prisma.sql`((${now.toISOString()}::timestamptz AT TIME ZONE ${PROGRAM_ZONE})::date)`;

/** The days a condition's value names: a calendar date, or a relative day resolved at `now`. */
export function dayRange(value: unknown, label: string, now: Date = new Date()): DayRange {
  const relative = typeof value === 'string' ? RELATIVE_DAY.exec(value) : null;
  if (relative) {
    const today = programToday(now);
    if (relative[1] === 'thisWeek') {
      const monday = Prisma.sql`(date_trunc('week', ${today})::date)`;
      return { from: monday, to: Prisma.sql`(${monday} + 6)` };
    }
    const back = relative[1] === 'today' ? 0 : relative[1] === 'yesterday' ? 1 : Number(relative[2]);
    if (back > DAYS_AGO_MAX) throw refuse(label, `${label}: count back at most ${DAYS_AGO_MAX} days.`);
    const day = Prisma.sql`(${today} - ${back}::int)`;
    return { from: day, to: day };
  }
  const problem = calendarDateProblem(value);
  if (problem) throw refuse(label, `${label}: ${problem} Or choose today, yesterday, this week or some days ago.`);
  const day = Prisma.sql`${value as string}::date`;
  return { from: day, to: day };
}

export function numberValue(value: unknown, label: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > 1e9) throw refuse(label, `${label} needs a number.`);
  return n;
}

function pair<T>(value: unknown, label: string, read: (v: unknown, l: string) => T): [T, T] {
  if (!Array.isArray(value) || value.length !== 2) throw refuse(label, `${label} needs two values, from and to.`);
  return [read(value[0], label), read(value[1], label)];
}

export function textValue(value: unknown, label: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw refuse(label, `${label} needs some text.`);
  if (value.length > LIMITS.textLength) throw refuse(label, `Keep ${label} to ${LIMITS.textLength} characters or fewer.`);
  return value.trim();
}

export function listValue(value: unknown, label: string): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  if (list.length === 0) throw refuse(label, `${label} needs at least one choice.`);
  return list.map((v) => String(v));
}

/** LIKE pattern for text containing `word` literally (%, _ and \ in the word match themselves). */
export const likeContaining = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/** A condition on a value expression; `null` values never match (NOT of it does). */
export function scalarCondition(type: FieldType, expr: Prisma.Sql, op: string, value: unknown, label: string, choices?: readonly string[]): Prisma.Sql {
  switch (type) {
    case 'text': {
      if (op === 'isEmpty') return Prisma.sql`coalesce(${expr}, '') = ''`;
      if (op === 'isNotEmpty') return Prisma.sql`coalesce(${expr}, '') <> ''`;
      const text = textValue(value, label);
      if (op === 'equals') return Prisma.sql`lower(${expr}) = lower(${text})`;
      if (op === 'startsWith') return Prisma.sql`${expr} ILIKE ${`${text.replace(/[\\%_]/g, '\\$&')}%`}`;
      // contains: every word, in any order (medical notes "peanut allergy" finds "allergy to peanuts").
      const words = text.split(/\s+/).slice(0, 8);
      return Prisma.join(words.map((w) => Prisma.sql`${expr} ILIKE ${likeContaining(w)}`), ' AND ');
    }
    case 'number': {
      if (op === 'between') {
        const [from, to] = pair(value, label, numberValue);
        return Prisma.sql`${expr} BETWEEN ${from} AND ${to}`;
      }
      const n = numberValue(value, label);
      const sign = { eq: Prisma.sql`=`, ne: Prisma.sql`<>`, lt: Prisma.sql`<`, lte: Prisma.sql`<=`, gt: Prisma.sql`>`, gte: Prisma.sql`>=` }[op];
      return Prisma.sql`${expr} ${sign!} ${n}`;
    }
    case 'date': {
      if (op === 'isEmpty') return Prisma.sql`${expr} IS NULL`;
      if (op === 'isNotEmpty') return Prisma.sql`${expr} IS NOT NULL`;
      if (op === 'between') {
        const [from, to] = pair(value, label, (v, l) => dayRange(v, l));
        return Prisma.sql`${expr} BETWEEN ${from.from} AND ${to.to}`;
      }
      const days = dayRange(value, label);
      if (op === 'on') return Prisma.sql`${expr} BETWEEN ${days.from} AND ${days.to}`;
      return op === 'before' ? Prisma.sql`${expr} < ${days.from}` : Prisma.sql`${expr} > ${days.to}`;
    }
    case 'boolean':
      return op === 'isTrue' ? Prisma.sql`${expr} IS TRUE` : Prisma.sql`${expr} IS NOT TRUE`;
    case 'choice': {
      if (op === 'isEmpty') return Prisma.sql`${expr} IS NULL`;
      if (op === 'isNotEmpty') return Prisma.sql`${expr} IS NOT NULL`;
      const values = listValue(value, label);
      const unknown = values.find((v) => !choices?.includes(v));
      if (unknown !== undefined) throw refuse(label, `${label} has no choice “${unknown.slice(0, 40)}”.`);
      return Prisma.sql`${expr} IN (${Prisma.join(values)})`;
    }
    default:
      throw refuse(label, `${label} cannot be compared this way.`);
  }
}
