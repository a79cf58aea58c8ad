// The boundaries `npm run lint` keeps (eslint.config.js, docs/architecture.md): each refuses a deliberate
// violation and lets a good import through. The code is linted as if it were a file at the given path, so
// the rules see exactly what they would see in that file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// The ignore patterns are off here only so the cycle's files can live in .lint-fixtures/, which `npm run lint`
// ignores (a run stopped before its clean-up leaves nothing that fails the real lint).
const eslint = new ESLint({ cwd: ROOT, ignore: false });

/** The import rules' messages for `code` as the file at `path` (relative to the repository). */
async function importProblems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  expect(result, `${path} is linted`).toBeDefined();
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId?.startsWith('import-x/')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the server and the browser code stay apart', () => {
  it('refuses a server file importing the client', async () => {
    const problems = await importProblems('server/src/http/probe.ts', `import { SITE_NAME } from '../../../client/src/app/site.ts';\nexport const name = SITE_NAME;\n`);
    expect(problems).toEqual([expect.stringMatching(/no-restricted-paths: .*The server never imports the browser code/)]);
  });

  it('refuses a server test importing the client’s build tooling (what both use lives in shared/)', async () => {
    const problems = await importProblems('server/src/http/probe.test.ts', `import { precompressPlugin } from '../../../client/scripts/compress-plugin.ts';\nexport { precompressPlugin };\n`);
    expect(problems).toEqual([expect.stringMatching(/no-restricted-paths: .*The server never imports the browser code/)]);
    expect(await importProblems('server/src/http/probe.test.ts', `import { precompress } from '../../../shared/precompression.ts';\nexport { precompress };\n`)).toEqual([]);
  });

  it('refuses the client importing the server, statically or on demand', async () => {
    const problems = await importProblems(
      'client/src/features/groups/probe.ts',
      `import { notFound } from '../../../../server/src/errors.ts';\nexport const load = () => import('../../../../server/src/errors.ts');\nexport { notFound };\n`,
    );
    expect(problems).toHaveLength(2);
    for (const problem of problems) expect(problem).toMatch(/The browser code never imports the server/);
  });

  it('refuses forms/ importing either side', async () => {
    const problems = await importProblems('forms/probe.ts', `import { SITE_NAME } from '../client/src/app/site.ts';\nimport { notFound } from '../server/src/errors.ts';\nexport { SITE_NAME, notFound };\n`);
    expect(problems).toHaveLength(2);
    for (const problem of problems) expect(problem).toMatch(/import neither/);
  });

  it('lets both sides import forms/', async () => {
    expect(await importProblems('server/src/http/probe.ts', `import * as fields from '../../../forms/fields.ts';\nexport { fields };\n`)).toEqual([]);
    expect(await importProblems('client/src/features/groups/probe.ts', `import * as fields from '../../../../forms/fields.ts';\nexport { fields };\n`)).toEqual([]);
  });
});

describe('the app shell imports no feature', () => {
  it('refuses client/src/app importing a feature, statically or on demand', async () => {
    const problems = await importProblems(
      'client/src/app/probe.ts',
      `import { dashboardSections } from '../features/dashboard/dashboard-cards.ts';\nexport const load = () => import('../features/check-in/station-device.ts');\nexport { dashboardSections };\n`,
    );
    expect(problems).toHaveLength(2);
    for (const problem of problems) expect(problem).toMatch(/The app shell never imports a feature/);
  });

  it('lets a feature import the shell, and the shell import lib/ and components/', async () => {
    expect(await importProblems('client/src/features/groups/probe.ts', `import { SITE_NAME } from '../../app/site.ts';\nexport { SITE_NAME };\n`)).toEqual([]);
    expect(
      await importProblems('client/src/app/probe.ts', `import { errorMessage } from '../lib/mutation.ts';\nimport { PageSkeleton } from '../components/PageSkeleton.tsx';\nexport { errorMessage, PageSkeleton };\n`),
    ).toEqual([]);
  });
});

describe('mutations commit through the one wrapper (client/src/lib/mutation.ts)', () => {
  /** The restricted-import messages for `code` as the file at `path`. */
  async function restrictedImports(path: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
    expect(result.messages.filter((m) => m.fatal)).toEqual([]);
    return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  }
  const relayCommits = `import { useMutation, commitMutation as commitFromHooks } from 'react-relay';\nimport { commitMutation } from 'relay-runtime';\nexport { useMutation, commitFromHooks, commitMutation };\n`;

  it('refuses a feature importing Relay’s useMutation or commitMutation, from either package or their modules', async () => {
    const problems = await restrictedImports('client/src/features/groups/probe.ts', relayCommits);
    expect(problems).toHaveLength(3);
    const modules = await restrictedImports(
      'client/src/features/groups/probe.tsx',
      `import useMutation from 'react-relay/lib/relay-hooks/useMutation.js';\nimport commitMutation from 'relay-runtime/lib/mutations/commitMutation.js';\nexport { useMutation, commitMutation };\n`,
    );
    expect(modules).toHaveLength(2);
    for (const problem of [...problems, ...modules]) expect(problem).toMatch(/Commit mutations with useMutationPromise from client\/src\/lib\/mutation\.ts/);
  });

  it('lets the wrapper import them, and a feature import the rest of Relay and the wrapper', async () => {
    expect(await restrictedImports('client/src/lib/mutation.ts', relayCommits)).toEqual([]);
    expect(
      await restrictedImports(
        'client/src/features/groups/probe.ts',
        `import { graphql, useFragment } from 'react-relay';\nimport { fetchQuery } from 'relay-runtime';\nimport { useMutationPromise } from '../../lib/mutation.ts';\nexport { graphql, useFragment, fetchQuery, useMutationPromise };\n`,
      ),
    ).toEqual([]);
  });

  it('lets the check-in outbox commit outside React, with relay-runtime’s commitMutation alone', async () => {
    const problems = await restrictedImports('client/src/features/check-in/station-mutations.ts', relayCommits);
    expect(problems).toEqual([expect.stringMatching(/'useMutation' import from 'react-relay' is restricted/), expect.stringMatching(/'commitMutation' import from 'react-relay' is restricted/)]);
  });
});

describe('the demo data stays with the seed scripts', () => {
  const importSeed = `import { seed } from '../../seed/seed.ts';\nexport { seed };\n`;

  it('refuses production code importing server/src/seed', async () => {
    expect(await importProblems('server/src/domains/probe.ts', `import { seed } from '../seed/seed.ts';\nexport { seed };\n`)).toEqual([
      expect.stringMatching(/no-restricted-paths: .*Only the seed scripts/),
    ]);
  });

  it('lets the seed scripts and tests import it', async () => {
    expect(await importProblems('server/scripts/probe.ts', `import { seed } from '../src/seed/seed.ts';\nexport { seed };\n`)).toEqual([]);
    expect(await importProblems('server/src/domains/people/probe.test.ts', importSeed)).toEqual([]);
  });
});

describe('no import cycles', () => {
  let dir: string;
  beforeAll(() => {
    // Two real files that import each other: the rule follows imports on disk.
    mkdirSync(join(ROOT, '.lint-fixtures'), { recursive: true });
    dir = mkdtempSync(join(ROOT, '.lint-fixtures/cycle-'));
    writeFileSync(join(dir, 'a.ts'), `import { b } from './b.ts';\nexport const a = () => b;\n`);
    writeFileSync(join(dir, 'b.ts'), `import { a } from './a.ts';\nexport const b = () => a;\n`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a module that imports one importing it back', async () => {
    const problems = await importProblems(relative(ROOT, join(dir, 'a.ts')), `import { b } from './b.ts';\nexport const a = () => b;\n`);
    expect(problems).toEqual([expect.stringMatching(/no-cycle: Dependency cycle detected/)]);
  });

  it('lets a type-only import back through (it is gone from the built code)', async () => {
    const d = `import type { C } from './c.ts';\nexport type D = { next: C };\n`;
    writeFileSync(join(dir, 'c.ts'), `import type { D } from './d.ts';\nexport type C = D[];\n`);
    writeFileSync(join(dir, 'd.ts'), d);
    const problems = await importProblems(relative(ROOT, join(dir, 'd.ts')), d);
    expect(problems).toEqual([]);
  });
});
