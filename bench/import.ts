// Spreadsheet import at a large church's size: 5,000 families with 9,000 children (one row per family, the
// children in numbered columns, a few rows with problems and a few families already here), uploaded through
// the REST door in-process, on PGlite and on PostgreSQL. Prints the time to upload and preview, to import
// (one transaction) and to undo, with the SQL statements each sent (constant in the file's length), the CPU
// seconds this process spent (PGlite's work included: it runs in-process; PostgreSQL's is not) and the load
// average around each run, since on a shared machine the wall-clock time is mostly waiting for a core.
// Asserts nothing. Aims (issue 29): preview < 5 s, import < 30 s.
// Usage: npm run bench:import [-- --families 5000 --only pglite|postgres]
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createTestApp, type TestApp, type TestClient } from '../server/test/harness.ts';
import { seedDemoData } from '../server/src/seed/seed.ts';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const FAMILIES = Number(argOf('families') ?? 5000);
const VOLUNTEERS = Number(argOf('volunteers') ?? 2000);

const FIRST = ['Ana', 'Ben', 'Chloé', 'Dev', 'Ema', 'Finn', 'Gia', 'Hugo', 'Iris', 'José', 'Kai', 'Lena', 'Mia', 'Noah', 'Olu', 'Pia', 'Quinn', 'Rosa', 'Sami', 'Zoë'];
const LAST = ['García', 'Nguyen', 'Smith', 'Ångström', 'Okafor', 'Kowalski', 'Haddad', 'Ivanova', 'Lee', 'Brown'];

/** The file: 4,000 families with two children, 1,000 with one (9,000 children); 1% of rows with problems. */
export function largeCsv(families: number): string {
  const header = 'Parent First Name,Parent Last Name,Parent Email,Phone,City,Child 1 First Name,Child 1 DOB,Child 1 Grade,Child 1 Allergies,Child 2 First Name,Child 2 DOB,Child 2 Grade,Child 2 Allergies';
  const lines = [header];
  for (let i = 0; i < families; i++) {
    const last = LAST[i % LAST.length];
    const email = i % 100 === 99 ? 'not-an-email' : `family${i}@bench.example`;
    const phone = `612${String(1000000 + i).slice(-7)}`;
    const child = (k: number) => [FIRST[(i + k) % FIRST.length], `${1 + ((i + k) % 12)}/${1 + (i % 28)}/${2012 + ((i + k) % 8)}`, String((i + k) % 9), k === 1 && i % 7 === 0 ? 'N/A' : ''];
    const second = i % 5 === 4 ? ['', '', '', ''] : child(2);
    lines.push([FIRST[i % FIRST.length], last, email, phone, 'Maple Grove', ...child(1), ...second].join(','));
  }
  return lines.join('\n');
}

/** A volunteers' sheet: staff and interns (one in four), every tenth row without an e-mail. */
function volunteersCsv(count: number): string {
  const lines = ['First Name,Last Name,Email,Cell,Role,Grade'];
  for (let i = 0; i < count; i++) {
    const intern = i % 4 === 3;
    lines.push([FIRST[i % FIRST.length], `Helper${i}`, i % 10 === 9 ? '' : `volunteer${i}@bench.example.net`, `612${String(2000000 + i).slice(-7)}`, intern ? 'Youth helper' : 'Leader', intern ? '9' : ''].join(','));
  }
  return lines.join('\n');
}

async function upload(t: TestApp, client: TestClient, csv: string, kind = 'FAMILIES') {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.fetch(
    new Request(`http://localhost/api/v1/import?fileName=bench.csv&kind=${kind}`, {
      method: 'POST',
      headers: { cookie, 'X-XSRF-TOKEN': client.cookies.get('XSRF-TOKEN')!, 'content-type': 'text/csv', accept: 'application/json' },
      body: csv,
    }),
  );
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return (await res.json()).preview;
}

async function benchOn(kind: 'pglite' | 'postgres') {
  process.env.VBS_TEST_DB = kind;
  const t = await createTestApp({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '1000000' } });
  try {
    await seedDemoData(t.prisma);
    const admin = await t.signIn('admin@example.org');
    await admin.rest('GET', '/api/v1/account/csrf');
    const csv = largeCsv(FAMILIES);
    const loadBefore = loadavg()[0];
    const timed = async <T>(work: () => Promise<T>) => {
      t.db.statements.length = 0;
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const result = await work();
      const cpu = process.cpuUsage(cpu0);
      return { result, seconds: (performance.now() - t0) / 1000, cpu: (cpu.user + cpu.system) / 1e6, statements: t.db.statements.length };
    };
    // The first upload also loads the parsers and warms the code; the second is what a staff member waits for.
    const first = await timed(() => upload(t, admin, csv));
    const preview = await timed(() => upload(t, admin, csv));
    const { counts } = preview.result;
    const again = await timed(() => admin.rest('POST', `/api/v1/import/${preview.result.importId}/preview`));
    const run = await timed(() => admin.rest('POST', `/api/v1/import/${preview.result.importId}/run`));
    if (run.result.status !== 200) throw new Error(`run answered ${run.result.status}: ${JSON.stringify(run.result.body)}`);
    const undo = await timed(() => admin.rest('POST', `/api/v1/import/${preview.result.importId}/undo`));
    if (undo.result.status !== 200) throw new Error(`undo answered ${undo.result.status}: ${JSON.stringify(undo.result.body)}`);
    console.log(`\n${kind}: ${(csv.length / 1024).toFixed(0)} KB CSV, ${counts.rows} rows → ${counts.familiesNew} new families, ${counts.childrenNew} children, ${counts.skippedRows} rows with problems`);
    console.log(`load average (1 min) ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after, on ${availableParallelism()} cores`);
    console.log('step'.padEnd(28), 'seconds'.padStart(8), 'cpu s'.padStart(8), 'statements'.padStart(11));
    for (const [name, step] of [['first upload + preview', first], ['upload + preview', preview], ['preview (new mapping)', again], ['import (one transaction)', run], ['undo', undo]] as const) {
      console.log(name.padEnd(28), step.seconds.toFixed(2).padStart(8), step.cpu.toFixed(2).padStart(8), String(step.statements).padStart(11));
    }
    const volunteers = await timed(() => upload(t, admin, volunteersCsv(VOLUNTEERS), 'VOLUNTEERS'));
    const volunteersRun = await timed(() => admin.rest('POST', `/api/v1/import/${volunteers.result.importId}/run`));
    if (volunteersRun.result.status !== 200) throw new Error(`volunteers' run answered ${volunteersRun.result.status}`);
    const volunteersUndo = await timed(() => admin.rest('POST', `/api/v1/import/${volunteers.result.importId}/undo`));
    console.log(`volunteers: ${VOLUNTEERS} rows → ${volunteers.result.counts.volunteersNew} new, ${volunteers.result.counts.skippedRows} rows with problems`);
    for (const [name, step] of [['upload + preview', volunteers], ['import (one transaction)', volunteersRun], ['undo', volunteersUndo]] as const) {
      console.log(name.padEnd(28), step.seconds.toFixed(2).padStart(8), step.cpu.toFixed(2).padStart(8), String(step.statements).padStart(11));
    }
  } finally {
    await t.close();
  }
}

const only = argOf('only');
for (const kind of ['pglite', 'postgres'] as const) if (!only || only === kind) await benchOn(kind);
