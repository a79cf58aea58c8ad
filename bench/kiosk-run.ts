// The kiosk run of bench:checkin: KIOSKS self check-in kiosks, each a loop doing what a kiosk page does for one
// family after another through the kiosk's own requests — look the family up by its family code
// (POST /api/v1/kiosk/family), check its three children in (POST /api/v1/kiosk/check-in), which also sends
// their name tags and receipt as ZPL to a label printer (a TCP sink here). Prints families per minute and
// the per-family time (both requests); asserts nothing.
import type pg from 'pg';
import { createServer } from 'node:net';
import { checkInCodeSecret, signCheckInCode } from '../server/src/domains/people/check-in-code.ts';
import { signInAs } from './server.ts';

export const KIOSKS = 20;

export interface KioskRunResult {
  kiosks: number;
  families: number;
  familiesPerMinute: number;
  p50: number;
  p99: number;
  failures: number;
  printed: number;
  recorded: number;
}

/** `n` families of three approved children for `year`, each with its own parent; their parent ids. */
async function makeFamilies(db: pg.Pool, year: number, n: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `WITH p AS (
       INSERT INTO "Parent" ("firstName", "lastName", "email", "phone", "updatedAt")
       SELECT 'Kiosk', 'Family' || g, 'kiosk-family-' || g || '-' || floor(random() * 1e9)::bigint || '@example.org', (5550000000 + g)::text, now() FROM generate_series(1, $1::int) g
       RETURNING id),
     c AS (
       INSERT INTO "Child" ("firstName", "lastName", "gradeEntering", "updatedAt")
       SELECT 'Kid' || k, 'Family' || p.id, k + 1, now() FROM p, generate_series(1, 3) k
       RETURNING id, "lastName"),
     l AS (INSERT INTO "ChildParent" ("childId", "parentId") SELECT c.id, substr(c."lastName", 7)::int FROM c RETURNING "childId", "parentId")
     INSERT INTO "Registration" ("childId", "year", "submittedById", "status") SELECT "childId", $2::int, "parentId", 'APPROVED' FROM l
     RETURNING "submittedById" AS id`,
    [n, year],
  );
  return [...new Set(rows.map((r) => r.id))];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function kioskRun(base: string, db: pg.Pool, seconds: number): Promise<KioskRunResult> {
  const { rows: [{ year }] } = await db.query<{ year: number }>(`SELECT "currentYear" AS year FROM "ProgramSettings" WHERE id = 1`);
  const families = await makeFamilies(db, year, 4_000);
  const secret = checkInCodeSecret(false, {});

  // The label printer: a TCP sink that reads each job to its end.
  let printed = 0;
  const sink = createServer((socket) => {
    socket.resume();
    socket.on('end', () => printed++);
  });
  await new Promise<void>((r) => sink.listen(0, '127.0.0.1', r));
  const printerPort = (sink.address() as { port: number }).port;

  const admin = await signInAs(base, 'admin@example.org');
  const adminHeaders = { cookie: admin.cookie, 'x-xsrf-token': admin.xsrf, 'content-type': 'application/json' };
  const printer = await (await fetch(`${base}/api/v1/printers`, { method: 'POST', headers: adminHeaders, body: JSON.stringify({ name: `Bench Zebra ${Date.now()}`, kind: 'ZEBRA_ZPL', host: '127.0.0.1', port: printerPort, labelSize: '4x2' }) })).json();
  const devices: Record<string, string>[] = [];
  for (let i = 0; i < KIOSKS; i++) {
    const made = await (await fetch(`${base}/api/v1/kiosks`, { method: 'POST', headers: adminHeaders, body: JSON.stringify({ name: `Bench kiosk ${i + 1}`, printerId: printer.printer.id }) })).json();
    // A kiosk has no session: its anti-forgery token is an anonymous one, its credential the kiosk cookie.
    const csrf = await fetch(`${base}/api/v1/account/csrf`);
    const xsrf = (await csrf.json()).token as string;
    devices.push({ cookie: `vbs-kiosk=${made.token}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, 'content-type': 'application/json', accept: 'application/json' });
  }

  let next = 0;
  let failures = 0;
  const times: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    devices.map(async (headers) => {
      while (Date.now() < until && next < families.length) {
        const parentId = families[next++];
        const started = performance.now();
        const lookup = await fetch(`${base}/api/v1/kiosk/family`, { method: 'POST', headers, body: JSON.stringify({ familyCode: signCheckInCode(secret, { parentId, year }) }) });
        const family = lookup.ok ? (await lookup.json()).family : null;
        if (!family) {
          failures++;
          continue;
        }
        const res = await fetch(`${base}/api/v1/kiosk/check-in`, { method: 'POST', headers, body: JSON.stringify({ family: family.ticket, childIds: family.children.map((c: { childId: number }) => c.childId) }) });
        const body = res.ok ? await res.json() : null;
        if (!body || body.checkedIn.length !== 3) failures++;
        else times.push(performance.now() - started);
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 500)); // the last jobs' sockets end
  await new Promise((r) => sink.close(r));
  const { rows: [{ count }] } = await db.query<{ count: string }>(
    `SELECT count(*) FROM "AttendanceRecord" a JOIN "ChildParent" cp ON cp."childId" = a."childId" WHERE cp."parentId" = ANY($1::int[])`,
    [families],
  );
  times.sort((a, b) => a - b);
  return {
    kiosks: KIOSKS,
    families: times.length,
    familiesPerMinute: Math.round((times.length / seconds) * 60),
    p50: Math.round(percentile(times, 0.5)),
    p99: Math.round(percentile(times, 0.99)),
    failures,
    printed,
    recorded: Number(count),
  };
}
