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

/**
 * Models whose rows are not facts about people, registrations, groups, permissions, settings or notes. An
 * uploaded spreadsheet's bytes are not either: the import's record and every row it writes are audited.
 */
const NOT_AUDITED = new Set(['Session', 'OAuthAttempt', 'AuditEvent', 'SpreadsheetImportFile']);

/** Bookkeeping fields whose change alone is not an audited change (every sign-in touches lastSignInAt). */
const BOOKKEEPING: Record<string, string[]> = { Account: ['lastSignInAt'] };
const onlyBookkeeping = (model: string, data: unknown) =>
  !!BOOKKEEPING[model] && !!data && typeof data === 'object' && Object.keys(data).every((k) => BOOKKEEPING[model].includes(k));

const WRITES = new Set(['create', 'createMany', 'createManyAndReturn', 'update', 'updateMany', 'updateManyAndReturn', 'upsert', 'delete', 'deleteMany']);

type Row = Record<string, unknown>;

const models = getDatamodel().datamodel.models as unknown as Record<
  string,
  { fields: { name: string; isId: boolean; kind: string; type: string }[]; primaryKey: { fields: string[] } | null }
>;
const jsName = (model: string) => model[0].toLowerCase() + model.slice(1);

/** A foreign key the database acts on when the row it references is deleted. */
interface ReferentialAction {
  /** The model holding the key, the key's fields, and the referenced model's fields they hold. */
  from: string;
  fromFields: string[];
  to: string;
  toFields: string[];
  action: 'CASCADE' | 'SET NULL';
}

/** The ON DELETE CASCADE / SET NULL foreign keys of the current schema, by referenced model. */
async function loadReferentialActions(prisma: PrismaClient): Promise<Map<string, ReferentialAction[]>> {
  const rows = await prisma.$queryRawUnsafe<{ from: string; to: string; action: string; fromFields: string[]; toFields: string[] }[]>(`
    SELECT src.relname AS "from", dst.relname AS "to", c.confdeltype::text AS "action",
      ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i) AS "fromFields",
      ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.i) AS "toFields"
    FROM pg_constraint c
    JOIN pg_class src ON src.oid = c.conrelid
    JOIN pg_class dst ON dst.oid = c.confrelid
    JOIN pg_namespace ns ON ns.oid = src.relnamespace
    WHERE c.contype = 'f' AND c.confdeltype IN ('c', 'n') AND ns.nspname = current_schema()`);
  const byTarget = new Map<string, ReferentialAction[]>();
  for (const row of rows) {
    if (!models[row.from] || !models[row.to]) continue;
    const list = byTarget.get(row.to) ?? [];
    list.push({ from: row.from, fromFields: row.fromFields, to: row.to, toFields: row.toFields, action: row.action === 'c' ? 'CASCADE' : 'SET NULL' });
    byTarget.set(row.to, list);
  }
  return byTarget;
}

const NESTED_WRITES = ['create', 'createMany', 'connect', 'connectOrCreate', 'update', 'updateMany', 'upsert', 'delete', 'deleteMany', 'set', 'disconnect'];
type Include = { [field: string]: true | { include: Include } };

/** The relations a create/update `data` writes into (nested writes), as an include tree; null when none. */
function nestedInclude(model: string, data: unknown): Include | null {
  if (!data || typeof data !== 'object') return null;
  const include: Include = {};
  for (const list of Array.isArray(data) ? data : [data]) {
    for (const field of models[model]?.fields ?? []) {
      const value = (list as Row)[field.name];
      if (field.kind !== 'object' || !value || typeof value !== 'object' || !Object.keys(value).some((k) => NESTED_WRITES.includes(k))) continue;
      const ops = value as Row;
      // Data written one level further down: create/createMany data, update/upsert data, connectOrCreate's create.
      const deeper: unknown[] = [];
      const each = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
      for (const c of each(ops.create)) deeper.push(c);
      for (const u of each(ops.update)) deeper.push((u as Row)?.data ?? u);
      for (const u of each(ops.upsert)) deeper.push((u as Row)?.create, (u as Row)?.update);
      for (const c of each(ops.connectOrCreate)) deeper.push((c as Row)?.create);
      const sub = nestedInclude(field.type, deeper.filter(Boolean));
      const existing = include[field.name];
      include[field.name] = sub ? { include: { ...(typeof existing === 'object' ? existing.include : {}), ...sub } } : (existing ?? true);
    }
  }
  return Object.keys(include).length ? include : null;
}

/** The row's own columns (relations read through an include dropped). */
/** A row's own values as the trail keeps them: no relations, and no binary content (a photo's size and digest say enough). */
function scalars(model: string, row: Row): Row {
  const kept: Row = {};
  for (const f of models[model]?.fields ?? []) if (f.kind !== 'object' && f.type !== 'Bytes' && f.name in row) kept[f.name] = row[f.name];
  return kept;
}

/** Every related row an include read brought along, with its model, depth first. */
function related(model: string, row: Row | null | undefined, include: Include | null, out: { model: string; row: Row }[] = []) {
  if (!row || !include) return out;
  for (const [name, spec] of Object.entries(include)) {
    const target = models[model]?.fields.find((f) => f.name === name)?.type;
    if (!target) continue;
    const value = row[name];
    for (const child of (Array.isArray(value) ? value : value ? [value] : []) as Row[]) {
      out.push({ model: target, row: scalars(target, child) });
      related(target, child, spec === true ? null : spec.include, out);
    }
  }
  return out;
}

/** The models a create/update `data` deletes rows of through nested `delete` / `deleteMany`, at any depth. */
function nestedDeleteTargets(model: string, data: unknown, out = new Set<string>()): Set<string> {
  if (!data || typeof data !== 'object') return out;
  for (const item of Array.isArray(data) ? data : [data]) {
    for (const field of models[model]?.fields ?? []) {
      const ops = (item as Row)?.[field.name];
      if (field.kind !== 'object' || !ops || typeof ops !== 'object') continue;
      const o = ops as Row;
      if (o.delete !== undefined && o.delete !== false) out.add(field.type);
      if (o.deleteMany !== undefined) out.add(field.type);
      const each = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
      for (const u of each(o.update)) nestedDeleteTargets(field.type, (u as Row)?.data ?? u, out);
      for (const u of each(o.upsert)) nestedDeleteTargets(field.type, [(u as Row)?.update], out);
    }
  }
  return out;
}

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

function entry(model: string, kind: AuditEntry['kind'], before: Row | null, after: Row | null, cause?: string): AuditEntry {
  const subject = after ?? before;
  return { kind, entity: model, entityId: entityIdOf(model, subject), ...personOf(model, subject), before, after, ...(cause ? { field: cause } : {}) };
}

const describe = (model: string, row: Row) => `${model} ${entityIdOf(model, row)}`;
const keyOf = (model: string, row: Row) => `${model}#${entityIdOf(model, row)}`;

/** A row the database will change because another is deleted: its entry, and the deleted row it descends from. */
interface Cascaded {
  key: string;
  root: string;
  record: () => void;
}
/** Foreign keys followed at most this deep from the deleted row (the schema's longest chain is 3). */
const CASCADE_DEPTH = 6;

/**
 * Entries of writes inside an interactive transaction wait here until it commits (and are dropped if it
 * rolls back), so the trail never reports a change that did not happen.
 */
const heldForTransaction = new AsyncLocalStorage<(() => void)[]>();

export function withAuditTrail(prisma: PrismaClient, recorder: AuditRecorder): PrismaClient {
  // Read now, before any transaction can hold PGlite's one connection; a failure records no cascades.
  const referentialActions = loadReferentialActions(prisma).catch((error: unknown) => {
    console.error(`audit trail: could not read the foreign keys; cascaded deletes will not be itemised: ${(error as Error).message}`);
    return new Map<string, ReferentialAction[]>();
  });
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
          // Reads in the write's own transaction; a batch transaction cannot take extra statements.
          const readOf = (target: string, where: unknown, include?: Include | null): Promise<Row[]> => {
            const js = target === model ? (params.jsModelName ?? jsName(model)) : jsName(target);
            const findArgs = include ? { where, include } : { where };
            if (params.transaction?.kind === 'batch') return (prisma as unknown as Record<string, { findMany(a: unknown): Promise<Row[]> }>)[js].findMany(findArgs);
            return (query as unknown as (a: unknown, p: unknown) => Promise<Row[]>)(findArgs, {
              ...params,
              model: target,
              jsModelName: js,
              action: 'findMany',
              clientMethod: `${js}.findMany`,
              args: findArgs,
              unpacker: undefined,
              dataPath: [],
            });
          };
          const read = (unique: unknown, include?: Include | null) => readOf(model, asFilter(model, unique), include);

          /**
           * Rows the database will delete or change (ON DELETE CASCADE / SET NULL) with these, read before they
           * go, followed down the whole chain. Each entry names the deleted row it descends from (`root`), so a
           * nested write can record the cascades of just the related rows it really removed.
           */
          const dependentsOf = async (target: string, rows: Row[], depth = 0, rootOf: (row: Row) => string = (row) => keyOf(target, row)): Promise<Cascaded[]> => {
            if (rows.length === 0 || depth >= CASCADE_DEPTH) return [];
            const cascaded: Cascaded[] = [];
            for (const fk of (await referentialActions).get(target) ?? []) {
              if (NOT_AUDITED.has(fk.from)) continue;
              const keys = rows.map((row) => fk.toFields.map((f) => row[f])).filter((values) => values.every((v) => v !== null && v !== undefined));
              if (keys.length === 0) continue;
              const where =
                fk.fromFields.length === 1
                  ? { [fk.fromFields[0]]: { in: [...new Set(keys.map((k) => k[0]))] } }
                  : { OR: keys.map((k) => Object.fromEntries(fk.fromFields.map((f, i) => [f, k[i]]))) };
              const found = await readOf(fk.from, where);
              const parentOf = (row: Row) => rows.find((r) => fk.toFields.every((f, i) => r[f] === row[fk.fromFields[i]]));
              const causeOf = (row: Row) => {
                const parent = parentOf(row);
                return `cascade from ${parent ? describe(target, parent) : target}`;
              };
              const rootOfFound = (row: Row) => {
                const parent = parentOf(row);
                return parent ? rootOf(parent) : '';
              };
              for (const row of found) {
                const record =
                  fk.action === 'CASCADE'
                    ? () => emit(entry(fk.from, 'DELETE', row, null, causeOf(row)))
                    : () => emit(entry(fk.from, 'UPDATE', row, { ...row, ...Object.fromEntries(fk.fromFields.map((f) => [f, null])) }, causeOf(row)));
                cascaded.push({ key: keyOf(fk.from, row), root: rootOfFound(row), record });
              }
              if (fk.action === 'CASCADE') cascaded.push(...(await dependentsOf(fk.from, found, depth + 1, rootOfFound)));
            }
            return cascaded;
          };

          /**
           * What deleting the related rows a nested write may remove would cascade to, read before the write:
           * the rows of every relation the write deletes from (nested `delete` / `deleteMany`, at any depth).
           */
          const nestedDependents = async (before: Row | null, include: Include | null, data: unknown): Promise<Cascaded[]> => {
            const deletable = nestedDeleteTargets(model, data);
            if (!before || !include || deletable.size === 0) return [];
            const candidates = related(model, before, include).filter((x) => deletable.has(x.model));
            const cascaded: Cascaded[] = [];
            for (const target of new Set(candidates.map((x) => x.model))) {
              cascaded.push(...(await dependentsOf(target, candidates.filter((x) => x.model === target).map((x) => x.row))));
            }
            return cascaded;
          };

          /** Entries for the related rows a nested write created, changed or removed, and what the removals cascaded to. */
          const nestedEntries = async (owner: Row, before: Row | null, after: Row | null, include: Include, cascaded: Cascaded[]) => {
            const cause = `nested in ${describe(model, owner)}`;
            const relatedKey = (x: { model: string; row: Row }) => keyOf(x.model, x.row);
            const was = new Map(related(model, before, include).map((x) => [relatedKey(x), x]));
            const now = new Map(related(model, after, include).map((x) => [relatedKey(x), x]));
            for (const [key, x] of now) {
              const old = was.get(key);
              if (!old) emit(entry(x.model, 'CREATE', null, x.row, cause));
              else if (JSON.stringify(old.row) !== JSON.stringify(x.row)) emit(entry(x.model, 'UPDATE', old.row, x.row, cause));
            }
            // A related row no longer related was deleted, or disconnected (its key changed): look again.
            const gone = [...was].filter(([key]) => !now.has(key)).map(([, x]) => x);
            const deleted = new Set<string>();
            for (const target of new Set(gone.map((x) => x.model))) {
              const rows = gone.filter((x) => x.model === target).map((x) => x.row);
              const still = new Map((await readOf(target, whereKeys(target, rows))).map((row) => [entityIdOf(target, row), row]));
              for (const row of rows) {
                const current = still.get(entityIdOf(target, row));
                if (!current) deleted.add(keyOf(target, row));
                emit(current ? entry(target, 'UPDATE', row, scalars(target, current), cause) : entry(target, 'DELETE', row, null, cause));
              }
            }
            // The cascades of the rows really deleted, as a top-level delete records them (once each).
            const recorded = new Set(deleted);
            for (const c of cascaded) {
              if (!deleted.has(c.root) || recorded.has(c.key)) continue;
              recorded.add(c.key);
              c.record();
            }
          };

          const a = args as { where?: unknown; data?: unknown; create?: unknown; update?: unknown };
          {
            if (operation === 'create') {
              const include = nestedInclude(model, a.data);
              const result = (await query(args)) as Row;
              const key = entityIdOf(model, result);
              // With no select, include or omit and no nested write, the created row already holds every field: no read back.
              const whole = !include && !(args as { select?: unknown }).select && !(args as { include?: unknown }).include && !(args as { omit?: unknown }).omit;
              const [after] = key && !whole ? await read(whereKeys(model, [result]), include) : [{ ...(a.data as Row), ...result }];
              emit(entry(model, 'CREATE', null, scalars(model, after ?? result)));
              if (include && after) await nestedEntries(result, null, after, include, []);
              return result;
            }
            if (operation === 'createMany' || operation === 'createManyAndReturn') {
              const result = await query(args);
              const rows = (Array.isArray(result) ? result : Array.isArray(a.data) ? a.data : [a.data]) as Row[];
              for (const row of rows) emit(entry(model, 'CREATE', null, row));
              return result;
            }
            if (operation === 'update' || operation === 'upsert' || operation === 'delete') {
              const include = operation === 'update' ? nestedInclude(model, a.data) : operation === 'upsert' ? nestedInclude(model, [a.create, a.update]) : null;
              const before = (await read(a.where, include))[0] ?? null;
              const dependents =
                operation === 'delete' ? (before ? await dependentsOf(model, [before]) : []) : await nestedDependents(before, include, operation === 'update' ? a.data : [a.create, a.update]);
              const result = await query(args);
              if (operation === 'delete') {
                emit(entry(model, 'DELETE', before, null));
                for (const { record } of dependents) record();
              } else {
                const after = (await read(whereKeys(model, [before ?? (result as Row)]), include))[0] ?? (result as Row);
                emit(entry(model, before ? 'UPDATE' : 'CREATE', before && scalars(model, before), scalars(model, after)));
                if (include) await nestedEntries(after, before, after, include, dependents);
              }
              return result;
            }
            // updateMany, updateManyAndReturn, deleteMany
            const before = await read(a.where ?? {});
            const dependents = operation === 'deleteMany' ? await dependentsOf(model, before) : [];
            const result = await query(args);
            if (operation === 'deleteMany') {
              for (const row of before) emit(entry(model, 'DELETE', row, null));
              for (const { record } of dependents) record();
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
