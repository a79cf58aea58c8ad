// Every Prisma write (create, update, upsert, delete and their *Many forms) on every model is recorded with
// the values before and after, the actor and the door, whatever domain made it: a domain added later is
// covered without remembering to call anything. Raw SQL writes bypass Prisma and record explicitly.
//
// Before/after reads run in the SAME transaction as the write when there is one (through the query
// callback's internal parameters, so an interactive transaction on PGlite's one connection never waits on
// itself); inside a batch $transaction([...]) they run before the batch starts and after it commits.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { currentAuditScope } from './audit-scope.ts';
import { getDatamodel } from '../../generated/pothos-types.ts';
import type { AuditEntry, AuditRecorder, PersonType } from './audit-recorder.ts';

/** Models whose rows are not facts about people, registrations, groups, permissions, settings or notes. */
const NOT_AUDITED = new Set(['Session', 'OAuthAttempt', 'AuditEvent']);

/** Bookkeeping fields whose change alone is not an audited change (every sign-in touches lastSignInAt). */
const BOOKKEEPING: Record<string, string[]> = { Account: ['lastSignInAt'] };
const onlyBookkeeping = (model: string, data: unknown) =>
  !!BOOKKEEPING[model] && !!data && typeof data === 'object' && Object.keys(data).every((k) => BOOKKEEPING[model].includes(k));

const WRITES = new Set(['create', 'createMany', 'createManyAndReturn', 'update', 'updateMany', 'updateManyAndReturn', 'upsert', 'delete', 'deleteMany']);

type Row = Record<string, unknown>;

const models = getDatamodel().datamodel.models as unknown as Record<string, { fields: { name: string; isId: boolean; kind: string }[]; primaryKey: { fields: string[] } | null }>;

function keyFields(model: string): string[] {
  const m = models[model];
  if (!m) return [];
  return m.primaryKey?.fields ?? m.fields.filter((f) => f.isId).map((f) => f.name);
}

/** A where clause matching exactly these rows by primary key. */
function whereKeys(model: string, rows: Row[]): Row {
  const keys = keyFields(model);
  return { OR: rows.map((row) => Object.fromEntries(keys.map((k) => [k, row[k]]))) };
}

const entityIdOf = (model: string, row: Row | null | undefined) => {
  const keys = keyFields(model);
  if (!row || keys.some((k) => row[k] === undefined)) return null;
  return keys.map((k) => String(row[k])).join(':');
};

/** A unique selector as a findMany filter: compound keys ({ groupId_childId: {…} }) become their fields. */
function asFilter(model: string, where: unknown): Row {
  const fields = new Set((models[model]?.fields ?? []).map((f) => f.name));
  const filter: Row = {};
  for (const [key, value] of Object.entries((where ?? {}) as Row)) {
    if (!fields.has(key) && !['AND', 'OR', 'NOT'].includes(key) && value && typeof value === 'object' && !Array.isArray(value)) Object.assign(filter, value);
    else filter[key] = value;
  }
  return filter;
}

const PERSON_MODELS: Record<string, PersonType> = { Child: 'child', Parent: 'parent', Intern: 'intern', Staff: 'staff' };
const PERSON_FIELDS: [string, PersonType][] = [['childId', 'child'], ['internId', 'intern'], ['staffId', 'staff'], ['parentId', 'parent']];

/** The person a row is about: the row itself for a person, else the first person it points to. */
export function personOf(model: string, row: Row | null | undefined): { personType: PersonType; personId: number } | null {
  if (!row) return null;
  if (PERSON_MODELS[model] && typeof row.id === 'number') return { personType: PERSON_MODELS[model], personId: row.id };
  for (const [field, personType] of PERSON_FIELDS) if (typeof row[field] === 'number') return { personType, personId: row[field] as number };
  return null;
}

function entry(model: string, kind: AuditEntry['kind'], before: Row | null, after: Row | null): AuditEntry {
  const subject = after ?? before;
  return { kind, entity: model, entityId: entityIdOf(model, subject), ...personOf(model, subject), before, after };
}

/**
 * Entries of writes inside an interactive transaction wait here until it commits (and are dropped if it
 * rolls back), so the trail never reports a change that did not happen.
 */
const heldForTransaction = new AsyncLocalStorage<(() => void)[]>();

export function withAuditTrail(prisma: PrismaClient, recorder: AuditRecorder): PrismaClient {
  const emit = (entry: AuditEntry) => {
    const scope = currentAuditScope();
    const held = heldForTransaction.getStore();
    if (held) held.push(() => recorder.record(entry, scope));
    else recorder.record(entry, scope);
  };
  const extended = prisma.$extends({
    name: 'audit-trail',
    query: {
      $allModels: {
        async $allOperations(call) {
          const { model, operation, args, query } = call;
          if (model === 'AuditEvent' && /^(update|delete|upsert)/.test(operation)) {
            throw new Error('The audit trail is append-only.');
          }
          if (!WRITES.has(operation) || NOT_AUDITED.has(model)) return query(args);
          if (operation.startsWith('update') && onlyBookkeeping(model, (args as { data?: unknown }).data)) return query(args);

          const params = (call as unknown as { __internalParams: { transaction?: { kind: string }; jsModelName?: string } }).__internalParams;
          const delegate = (prisma as unknown as Record<string, { findMany(a: unknown): Promise<Row[]> }>)[params.jsModelName ?? model[0].toLowerCase() + model.slice(1)];
          // Reads in the write's own transaction; a batch transaction cannot take extra statements.
          const read = (unique: unknown): Promise<Row[]> => {
            const where = asFilter(model, unique);
            return params.transaction?.kind === 'batch'
              ? delegate.findMany({ where })
              : (query as unknown as (a: unknown, p: unknown) => Promise<Row[]>)(
                  { where },
                  { ...params, action: 'findMany', clientMethod: `${params.jsModelName}.findMany`, args: { where }, unpacker: undefined, dataPath: [] },
                );
          };

          const a = args as { where?: unknown; data?: unknown };
          {
            if (operation === 'create') {
              const result = (await query(args)) as Row;
              const key = entityIdOf(model, result);
              // With no select, include or omit the created row already holds every field: no read back.
              const whole = !(args as { select?: unknown }).select && !(args as { include?: unknown }).include && !(args as { omit?: unknown }).omit;
              const [after] = key && !whole ? await read(whereKeys(model, [result])) : [{ ...(a.data as Row), ...result }];
              emit(entry(model, 'CREATE', null, after ?? result));
              return result;
            }
            if (operation === 'createMany' || operation === 'createManyAndReturn') {
              const result = await query(args);
              const rows = (Array.isArray(result) ? result : Array.isArray(a.data) ? a.data : [a.data]) as Row[];
              for (const row of rows) emit(entry(model, 'CREATE', null, row));
              return result;
            }
            if (operation === 'update' || operation === 'upsert' || operation === 'delete') {
              const before = (await read(a.where))[0] ?? null;
              const result = await query(args);
              if (operation === 'delete') {
                emit(entry(model, 'DELETE', before, null));
              } else {
                const after = (await read(whereKeys(model, [before ?? (result as Row)])))[0] ?? (result as Row);
                emit(entry(model, before ? 'UPDATE' : 'CREATE', before, after));
              }
              return result;
            }
            // updateMany, updateManyAndReturn, deleteMany
            const before = await read(a.where ?? {});
            const result = await query(args);
            if (operation === 'deleteMany') {
              for (const row of before) emit(entry(model, 'DELETE', row, null));
            } else if (before.length > 0) {
              const after = await read(whereKeys(model, before));
              const byKey = new Map(after.map((row) => [entityIdOf(model, row), row]));
              for (const row of before) emit(entry(model, 'UPDATE', row, byKey.get(entityIdOf(model, row)) ?? null));
            }
            return result;
          }
        },
      },
    },
  });
  // An interactive $transaction(async (tx) => …) holds its entries until it resolves.
  const client = new Proxy(extended, {
    get(target, property, receiver) {
      if (property !== '$transaction') return Reflect.get(target, property, receiver);
      return (work: unknown, options?: unknown) => {
        const run = target.$transaction as (w: unknown, o?: unknown) => Promise<unknown>;
        if (typeof work !== 'function') return run.call(target, work, options);
        const held: (() => void)[] = [];
        return heldForTransaction.run(held, () => run.call(target, work, options)).then((result) => {
          for (const record of held) record();
          return result;
        });
      };
    },
  });
  // The extended client behaves as the PrismaClient every service is written against.
  return client as unknown as PrismaClient;
}

export { Prisma };
