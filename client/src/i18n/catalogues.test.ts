// @vitest-environment node
// The catalogue check (CI runs it with the unit tests): the messages are extracted from the code with
// FormatJS's own extractor, then every parent-facing message (any id not under `staff.`, which may wait for its
// translation) must have a Spanish entry, no Spanish entry may be left unused, and each translation must be
// valid ICU that uses the same arguments and tags as the English, so a value or a link is never lost.
// Three catalogues: the pages' (client/src/i18n/es.json); the shared form schemas' and helpers' (forms/, shared/:
// shared/i18n/es.json), which the browser and the server both show; and the server's own (server/src/i18n/es.json:
// its errors and e-mails). An id lives in one of them only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { extract } from '@formatjs/cli-lib';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { beforeAll, describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '..');
const ROOT = join(SOURCE, '../..');
const STAFF_ONLY = /^staff\./;

/** The code files under a folder, tests, generated code and test helpers left out. */
function codeFiles(folder: string): string[] {
  return (readdirSync(folder, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|[\\/])(__generated__|generated|test)([\\/]|$)/.test(file))
    .map((file) => join(folder, file));
}
const sourceFiles = () => codeFiles(SOURCE);
const sharedFiles = () => [...codeFiles(join(ROOT, 'forms')), ...codeFiles(join(ROOT, 'shared'))];
const serverFiles = () => codeFiles(join(ROOT, 'server/src'));

/** The argument names and tag names a message uses, sorted. */
function partsOf(message: string): string[] {
  const parts = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      parts.add(`${element.type === TYPE.tag ? 'tag' : 'arg'}:${element.value}`);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...parts].sort();
}

function checkCatalogue(name: string, read: () => string[], catalogueFile: string) {
  describe(`message catalogue: ${name}`, () => {
    let english: Record<string, { defaultMessage?: string; file?: string }>;
    const spanish = JSON.parse(readFileSync(catalogueFile, 'utf8')) as Record<string, string>;

    beforeAll(async () => {
      english = JSON.parse(await extract(read(), { extractSourceLocation: true, throws: true }));
    }, 60_000);

    it('finds the messages in the code, each with its English words', () => {
      expect(Object.keys(english).length).toBeGreaterThan(20);
      for (const [id, { defaultMessage }] of Object.entries(english)) expect(defaultMessage, id).toBeTruthy();
    });

    it('has a Spanish entry for every parent-facing message', () => {
      const missing = Object.entries(english)
        .filter(([id]) => !STAFF_ONLY.test(id) && !(id in spanish))
        .map(([id, { file }]) => `${id} (${file ? relative(ROOT, file) : '?'})`);
      expect(missing).toEqual([]);
    });

    it('has no Spanish entry the code does not use', () => {
      expect(Object.keys(spanish).filter((id) => !(id in english))).toEqual([]);
    });

    it('keeps every argument and tag of the English in the Spanish', () => {
      const differing = Object.entries(spanish)
        .filter(([id, words]) => english[id]?.defaultMessage && JSON.stringify(partsOf(words)) !== JSON.stringify(partsOf(english[id].defaultMessage!)))
        .map(([id]) => id);
      expect(differing).toEqual([]);
    });

  });
}

checkCatalogue('pages', sourceFiles, join(SOURCE, 'i18n/es.json'));
checkCatalogue('forms and shared', sharedFiles, join(ROOT, 'shared/i18n/es.json'));
checkCatalogue('server', serverFiles, join(ROOT, 'server/src/i18n/es.json'));

describe('message catalogues', () => {
  const spanish = JSON.parse(readFileSync(join(SOURCE, 'i18n/es.json'), 'utf8')) as Record<string, string>;
  const server = JSON.parse(readFileSync(join(ROOT, 'server/src/i18n/es.json'), 'utf8')) as Record<string, string>;
  const shared = JSON.parse(readFileSync(join(ROOT, 'shared/i18n/es.json'), 'utf8')) as Record<string, string>;

  it('keeps each id in one catalogue', () => {
    const ids = [...Object.keys(spanish), ...Object.keys(server), ...Object.keys(shared)];
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('writes Spanish plurals by the number', () => {
    const countdown = new IntlMessageFormat(spanish['countdown.compact'], 'es');
    expect(countdown.format({ name: 'VBS', year: 2027, days: 1, hours: 2, minutes: 0, week: 'la semana', startTime: '9:00' })).toBe(
      'VBS 2027 comienza en 1 día, 2 horas y 0 minutos: la semana, a las 9:00.',
    );
  });
});
