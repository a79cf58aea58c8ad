// `npm run lint`: the boundaries between the parts of the codebase (docs/architecture.md lists them) and
// typescript-eslint's recommended rules, less those the code does not follow yet (listed below).
// Imports are resolved as Node and Vite resolve them (explicit .ts/.tsx extensions).
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import formatjs from 'eslint-plugin-formatjs';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const SEED_MAY_BE_IMPORTED_BY = [
  'server/scripts/**',
  'server/src/seed/**',
  // The one demo-data entry: `npm start` without data loads the demo season.
  'server/src/main.ts',
  // Tests and the measurements build their data with it.
  '**/*.test.ts',
  '**/*.test.tsx',
  'server/test/**',
  'e2e/**',
  'bench/**',
];

/** What may import what: each zone's `target` files never import from its `from` folders. */
const BOUNDARIES = [
  { target: 'server', from: 'client', message: 'The server never imports the browser code: move what both need to shared/ or forms/.' },
  { target: 'client', from: 'server', message: 'The browser code never imports the server: move what both need to shared/ or forms/.' },
  { target: 'client/src/app', from: 'client/src/features', message: 'The app shell never imports a feature: move the shared piece to client/src/lib or client/src/components, or register it from routes.tsx (app/shell-extensions.ts).' },
  { target: ['shared', 'forms'], from: ['client', 'server'], message: 'shared/ and forms/ are used by both sides, so they import neither.' },
];

const SEED = { target: '.', from: 'server/src/seed', message: 'Only the seed scripts, tests and the demo-data entry in server/src/main.ts use the demo data.' };

// Words a person reads go through the message library (client/src/i18n/intl.tsx), so each language is only a
// catalogue: no literal words in JSX, nor in the props that reach a person (labels, placeholders, titles, alt
// and aria texts). Folders join this list as their words move into messages.
const I18N_FOLDERS = [
  'client/src/app',
  'client/src/components',
  'client/src/features/accounts',
  'client/src/features/application',
  'client/src/features/audit',
  'client/src/features/check-in',
  'client/src/features/dashboard',
  'client/src/features/first-aid',
  'client/src/features/groups',
  'client/src/features/help',
  'client/src/features/home',
  'client/src/features/import',
  'client/src/features/info-sheet',
  'client/src/features/kiosk',
  'client/src/features/legal',
  'client/src/features/messages',
  'client/src/features/my-details',
  'client/src/features/past-years',
  'client/src/features/people-query',
  'client/src/features/photos',
  'client/src/features/placement',
  'client/src/features/profile',
  'client/src/features/qrcode',
  'client/src/features/registration',
  'client/src/features/reports',
  'client/src/features/schedule',
  'client/src/features/screening',
  'client/src/features/settings',
];
const WORD_PROPS = '{label,placeholder,title,description,alt,error,aria-label,aria-description}';

const boundaries = (zones) => ({ 'import-x/no-restricted-paths': ['error', { zones }] });

// Every client mutation commits through lib/mutation.ts (useMutationPromise): one place turns a commit into a
// promise and its errors into what a form shows. Relay's own ways to commit are imported there alone, and by
// the check-in station's outbox, which sends outside React (relay-runtime's commitMutation only).
const ONE_WRAPPER = 'Commit mutations with useMutationPromise from client/src/lib/mutation.ts (it is the one wrapper around Relay\'s commit).';
const RELAY_COMMIT_FROM_REACT_RELAY = { name: 'react-relay', importNames: ['useMutation', 'commitMutation'], message: ONE_WRAPPER };
const RELAY_COMMIT_FROM_RUNTIME = { name: 'relay-runtime', importNames: ['commitMutation'], message: ONE_WRAPPER };
// The modules themselves, past the package's index (client/src/relay/react-relay-hooks.ts is the one index).
const RELAY_COMMIT_MODULES = { group: ['react-relay/lib/relay-hooks/useMutation*', 'relay-runtime/lib/mutations/commitMutation*'], message: ONE_WRAPPER };
const relayCommits = (paths) => ({ 'no-restricted-imports': ['error', { paths, patterns: [RELAY_COMMIT_MODULES] }] });

export default defineConfig(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'server/src/generated/**', 'client/src/__generated__/**', 'test-results/**', 'playwright-report/**', 'data/**', '.lint-fixtures/**'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'off' },
  },
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.js', '.mjs'] },
    },
    rules: boundaries([...BOUNDARIES, SEED]),
  },
  {
    // No import cycles. Type-only imports are left out: they vanish from the built code. A test or spec file is
    // imported by nothing, so it cannot be on a cycle: the rule, most of the lint's time, skips them.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: SEED_MAY_BE_IMPORTED_BY,
    rules: boundaries(BOUNDARIES),
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    rules: relayCommits([RELAY_COMMIT_FROM_REACT_RELAY, RELAY_COMMIT_FROM_RUNTIME]),
  },
  {
    // Dates and times are written for people by client/src/lib/dates.ts alone (the reader's language, zone
    // and clock), so a page never writes them its own way.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/lib/dates.ts', 'client/src/app/reader.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]", message: 'Write dates and times with client/src/lib/dates.ts.' },
        { selector: "ImportSpecifier[imported.name='formatInstant']", message: 'Write dates and times with client/src/lib/dates.ts, not formatInstant.' },
        { selector: "CallExpression[callee.property.name='format'][callee.object.callee.name='dayjs']", message: 'Write dates and times with client/src/lib/dates.ts, not dayjs().format.' },
      ],
    },
  },
  {
    // The outbox replays stored writes from its own loop, where no component's hook is at hand.
    files: ['client/src/features/check-in/station-mutations.ts'],
    rules: relayCommits([RELAY_COMMIT_FROM_REACT_RELAY]),
  },
  {
    // The wrapper itself, and the module the bundler serves as 'react-relay' (it re-exports every hook).
    files: ['client/src/lib/mutation.ts', 'client/src/relay/react-relay-hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: I18N_FOLDERS.map((folder) => `${folder}/**/*.tsx`),
    ignores: ['**/*.test.tsx'],
    plugins: { formatjs },
    rules: { 'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', WORD_PROPS]] } }] },
  },
  {
    // typescript-eslint's recommended set, fitted to the house's conventions: a name starting with "_" is
    // unused on purpose, a Relay document is a tagged template standing alone for the compiler, and a
    // destructuring whose parts are not all reassigned stays one `let`.
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true, allowShortCircuit: true, allowTernary: true }],
      'prefer-const': ['error', { destructuring: 'all' }],
      // Off: `any` stands in 26 places, most at the edges of untyped libraries (Pothos plugin options,
      // Relay's store), where a narrower type needs more than a lint fix.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
