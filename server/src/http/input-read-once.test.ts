// Input is read once, at the door: a REST operation and a GraphQL resolver read what arrives with the same
// schema (forms/, or a domain's input module), and the services take it parsed. Two guards:
//  - the domains' code outside the doors and the input modules reads no input itself: no readInput, no zod
//    parse, no value import of a schema (a service that took a schema's output and parsed it again would fail
//    here, as would a hand-written reader named readInput); each rule is shown failing on a deliberate violation;
//  - the inputs moved to the doors refuse a bad field alike through REST and GraphQL: 400 BAD_INPUT, the same
//    field, the same whole sentence, the same message (a door that stopped reading one would let it through).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { seedDemoData } from '../seed/seed.ts';

const DOMAINS = fileURLToPath(new URL('../domains/', import.meta.url));

/** Where input may be read: the two doors, the modules holding their schemas and readers, and tests. */
const mayReadInput = (file: string) => /\.(rest|graphql|test)\.ts$|[.-]input\.ts$/.test(file);

/** What reads input in a module's source, by line: a call of readInput, a zod parse, a schema imported as a value. */
function inputReads(source: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((line, i) => {
    const at = `line ${i + 1}`;
    if (/\breadInput\s*\(/.test(line)) found.push(`${at}: readInput`);
    if (/(?<!\bJSON|\bDate)\.(safeParse|parse|parseAsync|safeParseAsync)\s*\(/.test(line)) found.push(`${at}: a parse`);
  });
  for (const m of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (!/forms\/|[.-]input\.ts$/.test(m[2])) continue;
    const values = m[1].split(',').map((name) => name.trim()).filter((name) => name && !name.startsWith('type '));
    for (const name of values) if (/(Schema|Input|Args)$/.test(name.split(/\s+as\s+/)[0])) found.push(`import of ${name} from ${m[2]}`);
  }
  return found;
}

function moduleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? moduleFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('services take input parsed', () => {
  it('no code of the domains outside the doors and input modules reads input', () => {
    const checked = moduleFiles(DOMAINS).filter((file) => !mayReadInput(file));
    expect(checked.length).toBeGreaterThan(40);
    const reads = checked.flatMap((file) => inputReads(readFileSync(file, 'utf8')).map((read) => `${relative(DOMAINS, file)}: ${read}`));
    expect(reads).toEqual([]);
  });

  it('each rule catches a deliberate violation, and lets JSON and dates be parsed', () => {
    expect(inputReads(`const input = readInput(eventSchema, raw);`)).toEqual(['line 1: readInput']);
    expect(inputReads(`function readInput(raw: Raw) {`)).toEqual(['line 1: readInput']);
    expect(inputReads(`const result = internApplicationInput.safeParse(raw);`)).toEqual(['line 1: a parse']);
    expect(inputReads(`return schema.parse(raw);`)).toEqual(['line 1: a parse']);
    expect(inputReads(`import { eventSchema, type EventInput } from '../../../../forms/schedule.ts';`)).toEqual(['import of eventSchema from ../../../../forms/schedule.ts']);
    expect(inputReads(`import { definitionInput } from './query.input.ts';`)).toEqual(['import of definitionInput from ./query.input.ts']);
    expect(inputReads(`const v = JSON.parse(text);\nconst t = Date.parse(at);\nimport { checkAnswers, type RegistrationDecision } from '../../../../forms/registration.ts';`)).toEqual([]);
    expect(mayReadInput('schedule/schedule.service.ts')).toBe(false);
    expect(mayReadInput('schedule/schedule.rest.ts') && mayReadInput('query/query.input.ts') && mayReadInput('interns/application-input.ts')).toBe(true);
  });
});

describe('a bad field is refused alike through both doors', () => {
  let t: TestApp;
  let admin: TestClient, parent: TestClient;
  let ids: { child: number; registration: number; schedule: number; day: number; group: number };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.prisma);
    [admin, parent] = await Promise.all([t.signIn('admin@example.org'), t.signIn('parent@example.org')]);
    const child = await t.prisma.child.findFirstOrThrow({ where: { parents: { some: { parent: { email: 'parent@example.org' } } } }, select: { id: true } });
    const schedule = await t.prisma.schedule.findUniqueOrThrow({ where: { year: 2025 }, select: { id: true, days: { select: { id: true }, take: 1 } } });
    ids = {
      child: child.id,
      registration: (await t.prisma.registration.findFirstOrThrow({ select: { id: true } })).id,
      schedule: schedule.id,
      day: schedule.days[0].id,
      group: (await t.prisma.group.findFirstOrThrow({ where: { year: 2025 }, select: { id: true } })).id,
    };
  });
  afterAll(() => t?.close());

  /** Both refusals, with the fields and words the schema gives. */
  async function refusedAlike(
    client: TestClient,
    [method, path, body, headers]: [method: string, path: string, body: unknown, headers?: Record<string, string>],
    gql: [query: string, variables: Record<string, unknown>],
    fields: Record<string, string>,
  ) {
    const res = await client.request(method, path, { body, headers });
    const byRest = { status: res.status, body: await res.json() };
    expect(byRest.status, JSON.stringify(byRest.body)).toBe(400);
    expect(byRest.body.error).toMatchObject({ code: 'BAD_INPUT', fields });
    const byGql = await client.gql(...gql);
    expect(byGql.errors?.[0].extensions, JSON.stringify(byGql.errors)).toMatchObject({ code: 'BAD_INPUT', fields });
    expect(byGql.errors?.[0].message).toBe(byRest.body.error.message);
  }

  it('a registration listing a child twice', async () => {
    const children = [ids.child, ids.child];
    await refusedAlike(
      parent,
      ['POST', '/api/v1/registration', { children: children.map((childId) => ({ childId, responses: [] })) }],
      [`mutation($input: SubmitRegistrationInput!) { submitRegistration(input: $input) { id } }`, { input: { children: children.map((id) => ({ childId: encodeGlobalID('Child', id), responses: [] })) } }],
      { children: 'Each child can be registered once; one is listed twice.' },
    );
  });

  it('declining a registration without a reason', async () => {
    await refusedAlike(
      admin,
      ['POST', `/api/v1/registration/${ids.registration}/decline`, { reason: '  ' }],
      [`mutation($input: DecideRegistrationInput!) { decideRegistration(input: $input) { id } }`, { input: { registrationId: encodeGlobalID('Registration', ids.registration), decision: 'DECLINED', reason: '  ' } }],
      { reason: 'Tell the family why, in a sentence or two.' },
    );
  });

  it('a person who may pick up, without a phone number', async () => {
    const person = { name: 'Grandma Rose', relationship: 'Grandmother', mayPickUp: true };
    await refusedAlike(
      parent,
      ['POST', '/api/v1/parent/pickup-people', person],
      [`mutation($input: SavePickupPersonInput!) { savePickupPerson(input: $input) { name } }`, { input: person }],
      { phone: 'Enter a phone number like (555) 123-4567.' },
    );
  });

  it('an audit filter of an unknown kind', async () => {
    await refusedAlike(
      admin,
      ['GET', '/api/v1/audit?kind=mystery', undefined],
      [`query($f: AuditFilterInput) { auditTrail(first: 5, filter: $f) { totalCount } }`, { f: { kind: 'mystery' } }],
      { kind: 'Choose a kind of entry: READ, CHANGE, CREATE, UPDATE, DELETE.' },
    );
    const lower = await admin.gql(`query($f: AuditFilterInput) { auditTrail(first: 5, filter: $f) { edges { node { kind } } } }`, { f: { kind: 'change' } });
    expect(lower.errors).toBeUndefined();
    for (const { node } of lower.data.auditTrail.edges) expect(['CREATE', 'UPDATE', 'DELETE']).toContain(node.kind);
    expect((await admin.rest('GET', '/api/v1/audit?kind=read&first=5')).status).toBe(200);
  });

  it('a people query that is not JSON', async () => {
    await refusedAlike(
      admin,
      ['POST', '/api/v1/people-query', { definition: '{' }],
      [`query($d: String!) { peopleQuery(definition: $d) { totalCount } }`, { d: '{' }],
      { definition: 'The query could not be read (not valid JSON).' },
    );
  });

  it('a first-aid report with too long a place', async () => {
    const report = { childId: ids.child, occurredAt: '2025-08-11T10:00:00Z', location: 'x'.repeat(201), whatHappened: 'Scraped a knee.', treatment: 'Bandage.' };
    await refusedAlike(
      admin,
      ['POST', '/api/v1/first-aid', report],
      [`mutation($input: CreateFirstAidReportInput!) { createFirstAidReport(input: $input) { id } }`, { input: report }],
      { location: 'Keep this to 200 characters or fewer.' },
    );
  });

  it('an event that ends before it starts', async () => {
    await refusedAlike(
      admin,
      ['POST', `/api/v1/schedule/day/${ids.day}/event`, { name: 'Games', startTime: '11:00', endTime: '10:30' }],
      [`mutation($d: ID!) { createEvent(dayId: $d, name: "Games", startTime: "11:00", endTime: "10:30") { id } }`, { d: encodeGlobalID('Day', ids.day) }],
      { endTime: 'End after the start time (11:00).' },
    );
  });

  it('memory work for the week and a day at once', async () => {
    await refusedAlike(
      admin,
      ['POST', '/api/v1/memoryWork', { reference: 'Psalm 1:1', content: 'Blessed is the man', scheduleId: ids.schedule, dayId: ids.day }],
      [
        `mutation($s: ID, $d: ID) { createMemoryWork(reference: "Psalm 1:1", content: "Blessed is the man", scheduleId: $s, dayId: $d) { id } }`,
        { s: encodeGlobalID('Schedule', ids.schedule), d: encodeGlobalID('Day', ids.day) },
      ],
      { scheduleId: 'Give exactly one of scheduleId (the week) or dayId (one day).' },
    );
  });

  it('a rotation with a group twice', async () => {
    const input = { groupIds: [ids.group, ids.group], stations: [{ activity: 'Games', locationName: 'Gym' }], startTime: '13:00', slotMinutes: 20, gapMinutes: 5, seed: 1 };
    await refusedAlike(
      admin,
      ['POST', `/api/v1/schedule/day/${ids.day}/rotation`, input],
      [`query($d: ID!, $input: RotationInput!) { rotationProposal(dayId: $d, input: $input) { collisions { kind } } }`, { d: encodeGlobalID('Day', ids.day), input }],
      { groupIds: 'Pick each group once.' },
    );
  });

  describe('check-in and check-out', () => {
    const CHECK_IN = `mutation($input: CheckInChildrenInput!) { checkInChildren(input: $input) { created } }`;
    const CHECK_OUT = `mutation($input: CheckOutChildInput!) { checkOutChild(input: $input) { created } }`;
    const CHECK_OUT_FAMILY = `mutation($input: CheckOutChildrenInput!) { checkOutChildren(input: $input) { created } }`;

    it('an idempotency key that is too short', async () => {
      await refusedAlike(
        admin,
        ['PUT', `/api/v1/child/${ids.child}/checkout`, { pickupCode: 'ABCD' }, { 'Idempotency-Key': 'short' }],
        [CHECK_OUT, { input: { childId: ids.child, pickupCode: 'ABCD', idempotencyKey: 'short' } }],
        { idempotencyKey: 'Give an idempotency key of 8 to 100 letters, digits, dots, colons, dashes or underscores.' },
      );
    });

    it('a check-in stamped three days ago, and one an hour ahead', async () => {
      for (const hours of [-72, 1]) {
        const recordedAt = new Date(Date.now() + hours * 3600_000).toISOString();
        await refusedAlike(
          admin,
          ['PUT', `/api/v1/child/${ids.child}/checkin`, { recordedAt }],
          [CHECK_IN, { input: { childIds: [ids.child], recordedAt } }],
          { recordedAt: 'Give a time within the last 48 hours.' },
        );
      }
    });

    it('a family check-out naming no children, or more than twenty', async () => {
      for (const childIds of [[], Array.from({ length: 21 }, (_, i) => i + 1)]) {
        await refusedAlike(
          admin,
          ['PUT', '/api/v1/attendance/checkout', { childIds, pickupCode: 'ABCD' }],
          [CHECK_OUT_FAMILY, { input: { childIds, pickupCode: 'ABCD' } }],
          { childIds: 'Choose 1 to 20 children.' },
        );
      }
    });

    it('a family check-out naming a child by a negative id', async () => {
      await refusedAlike(
        admin,
        ['PUT', '/api/v1/attendance/checkout', { childIds: [ids.child, -1], pickupCode: 'ABCD' }],
        [CHECK_OUT_FAMILY, { input: { childIds: [ids.child, -1], pickupCode: 'ABCD' } }],
        { childIds: 'Choose children by their ids (positive whole numbers).' },
      );
    });

    it('an override reason over 500 characters', async () => {
      const overrideReason = 'x'.repeat(501);
      await refusedAlike(
        admin,
        ['PUT', `/api/v1/child/${ids.child}/checkout`, { overrideReason }],
        [CHECK_OUT, { input: { childId: ids.child, overrideReason } }],
        { overrideReason: 'Keep the reason to 500 characters or fewer.' },
      );
    });

    it('nothing is recorded for any of them', async () => {
      expect(await t.prisma.attendanceRecord.count({ where: { childId: ids.child, recordedAt: { gte: new Date(Date.now() - 3600_000) } } })).toBe(0);
    });
  });

  describe('paging', () => {
    it('an audit trail page of more than 200 entries', async () => {
      await refusedAlike(
        admin,
        ['GET', '/api/v1/audit?first=201', undefined],
        [`query($first: Int) { auditTrail(first: $first) { totalCount } }`, { first: 201 }],
        { first: 'Ask for 1 to 200 entries.' },
      );
    });

    it('a people query page of no rows', async () => {
      const definition = JSON.stringify({ personType: 'child', columns: ['firstName'] });
      await refusedAlike(
        admin,
        ['POST', '/api/v1/people-query', { definition, first: 0 }],
        [`query($d: String!, $first: Int) { peopleQuery(definition: $d, first: $first) { totalCount } }`, { d: definition, first: 0 }],
        { first: 'Ask for 1 to 100 rows.' },
      );
    });

    it('GraphQL lists that page forward only refuse last and before, each by name', async () => {
      const trail = await admin.gql(`query { auditTrail(last: 5) { totalCount } }`);
      expect(trail.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { last: 'The trail pages forward only: use first and after.' } });
      const people = await admin.gql(`query($d: String!) { peopleQuery(definition: $d, before: "x") { totalCount } }`, { d: JSON.stringify({ personType: 'child', columns: ['firstName'] }) });
      expect(people.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { before: 'Paging backwards is not supported; use first and after.' } });
      const cursor = await admin.gql(`query { auditTrail(after: "not-a-cursor") { totalCount } }`);
      expect(cursor.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { after: 'This is not a cursor of this list; start again from the first page.' } });
    });
  });
});
