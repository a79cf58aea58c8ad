// Which errors mean "the database is restarting or out of reach" (answered 503 with Retry-After) and which
// are anything else (a statement timeout, a constraint, a bug: never told to the client as a passing outage).
// The real processes behind these shapes are exercised in postgres-restart.test.ts.
import { describe, expect, it } from 'vitest';
import { Prisma } from '../generated/prisma/client.ts';
import { badInput } from '../errors.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/** A node-postgres error as the server sends it (a SQLSTATE and a severity). */
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

/** The same, as Prisma's pg adapter hands it on inside a raw query's error. */
const throughPrisma = (code: string, message: string) =>
  new Prisma.PrismaClientKnownRequestError(`Raw query failed. Code: \`${code}\`. Message: \`${message}\``, {
    code: 'P2010',
    clientVersion: 'test',
    meta: { driverAdapterError: Object.assign(new Error(message), { name: 'DriverAdapterError', cause: { kind: 'postgres', code, message } }) },
  });

describe('isDatabaseUnavailable', () => {
  it('is true for a restart, a crash, a refused or cut connection, however it is wrapped', () => {
    for (const error of [
      serverError('57P01', 'terminating connection due to administrator command'),
      serverError('57P03', 'the database system is starting up'),
      throughPrisma('57P01', 'terminating connection due to administrator command'),
      throughPrisma('57P03', 'the database system is shutting down'),
      throughPrisma('08006', 'connection failure'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect', errno: -111 }),
      new Error('Connection terminated unexpectedly'),
      new Error('request failed', { cause: new Error('Connection terminated unexpectedly') }),
      new Prisma.PrismaClientKnownRequestError("Can't reach database server", { code: 'P1001', clientVersion: 'test' }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('is false for a statement timeout, a constraint, bad input and anything else', () => {
    for (const error of [
      serverError('57014', 'canceling statement due to statement timeout'),
      throughPrisma('57014', 'canceling statement due to statement timeout'),
      throughPrisma('23505', 'duplicate key value violates unique constraint'),
      badInput({ amount: 'Give amount as a whole number.' }),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      null,
      'Connection terminated unexpectedly',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
