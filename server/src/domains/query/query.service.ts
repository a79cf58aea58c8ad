// The people query: run a definition page by page (one statement each), stream all of it as CSV, list
// the fields the builder offers, and keep saved queries. The only code that reads these tables for it.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { notFound } from '../../errors.ts';
import { csvLine } from '../../../../shared/csv.ts';
import { compile, type CompileViewer } from './query.compile.ts';
import { CURRENT_YEAR_QUESTIONS, fieldsFor, type QueryField } from './query.fields.ts';
import { OPERATORS } from './query.operators.ts';
import { type PeopleQueryDefinition, type QueryPersonType, type SavedQueryInput } from './query.input.ts';
import { queryPolicy } from './query.policy.ts';
import { personRecord, recordRead } from '../audit/audit-reads.ts';

export const PAGE_MAX = 100;
const EXPORT_PAGE = 500;

export interface QueryPage {
  definition: PeopleQueryDefinition;
  columns: { id: string; label: string }[];
  rows: { personId: number; cells: (string | null)[] }[];
  totalCount: number;
  offset: number;
}

const compileViewer = (viewer: Viewer): CompileViewer => ({ parentId: viewer.parentId, has: (p) => viewer.has(p) });

function cellsOf(row: Record<string, unknown>, columns: QueryField[]): (string | null)[] {
  return columns.map((c, i) => {
    const value = row[`c${i}`];
    if (value === null || value === undefined) return null;
    const text = String(value);
    return c.choices?.find((choice) => choice.value === text)?.label ?? text;
  });
}

export function createQueryService(prisma: PrismaClient) {
  /** `first` rows from `offset` (the doors read them: 1 to PAGE_MAX, a PostgreSQL integer; an export's pages are EXPORT_PAGE). */
  async function runPage(viewer: Viewer, def: PeopleQueryDefinition, first: number, offset: number): Promise<QueryPage> {
    queryPolicy.runQueries(viewer);
    const compiled = compile(def, compileViewer(viewer));
    const result = await prisma.$queryRaw<Record<string, unknown>[]>(compiled.page(first, offset));
    const rows = result.filter((r) => r.id !== null).map((r) => ({ personId: Number(r.id), cells: cellsOf(r, compiled.columns) }));
    // Both doors and the CSV export come through here; the READ rows are queued for the audit recorder's one
    // statement per burst.
    for (const row of rows) {
      const read = new Set(compiled.tested);
      compiled.columns.forEach((column, i) => {
        if (column.reads && row.cells[i] !== null) read.add(column.reads);
      });
      for (const field of read) recordRead(personRecord(def.personType, row.personId), field);
    }
    return {
      definition: def,
      columns: compiled.columns.map((c) => ({ id: c.id, label: c.label })),
      rows,
      totalCount: Number(result[0]?.total ?? 0),
      offset,
    };
  }

  return {
    runPage: (viewer: Viewer, definition: PeopleQueryDefinition, first: number, offset: number) => runPage(viewer, definition, first, offset),

    /** The whole result as CSV lines, a page (one statement) at a time, so memory stays flat. */
    async exportCsv(viewer: Viewer, definition: PeopleQueryDefinition): Promise<AsyncIterable<string>> {
      // Checked before the first byte is sent, so a refusal is still an ordinary 4xx.
      const first = await runPage(viewer, definition, EXPORT_PAGE, 0);
      const def = first.definition;
      return (async function* () {
        yield csvLine(first.columns.map((c) => c.label));
        let page = first;
        for (;;) {
          for (const row of page.rows) yield csvLine(row.cells.map((c) => c ?? ''));
          const next = page.offset + page.rows.length;
          if (page.rows.length < EXPORT_PAGE || next >= page.totalCount) return;
          page = await runPage(viewer, def, EXPORT_PAGE, next);
        }
      })();
    },

    /** The fields the builder offers for a kind of person, with the current edition's groups and questions. */
    async fields(viewer: Viewer, personType: QueryPersonType) {
      queryPolicy.runQueries(viewer);
      const [groups, questions] = await Promise.all([
        prisma.group.findMany({ where: { edition: { current: { isNot: null } } }, select: { id: true, name: true, type: true }, orderBy: [{ type: 'asc' }, { name: 'asc' }] }),
        personType === 'child' || personType === 'intern'
          ? prisma.question.findMany({ where: { ...CURRENT_YEAR_QUESTIONS, kind: personType === 'child' ? 'REGISTRATION' : 'APPLICATION' }, orderBy: { position: 'asc' }, select: { key: true, prompt: true } })
          : Promise.resolve([]),
      ]);
      const fixed = fieldsFor(personType, { parentId: viewer.parentId }).map((f) => ({
        id: f.id,
        label: f.label,
        type: f.type,
        operators: [...OPERATORS[f.type]],
        permission: f.permission ?? null,
        canBeColumn: Boolean(f.value),
        starter: Boolean(f.starter),
        choices: f.groupType ? groups.filter((g) => g.type === f.groupType).map((g) => ({ value: String(g.id), label: g.name })) : [...(f.choices ?? [])],
      }));
      const answers = questions.map((q) => ({
        id: `answer:${q.key}`,
        label: `Answer: ${q.prompt.length > 60 ? `${q.prompt.slice(0, 57)}…` : q.prompt}`,
        type: 'text' as const,
        operators: [...OPERATORS.text],
        permission: null,
        canBeColumn: true,
        starter: false,
        choices: [],
      }));
      return [...fixed, ...answers];
    },

    /** Which saved queries the viewer may list: shared ones and their own (query.policy.ts). */
    savedVisibleTo(viewer: Viewer) {
      const staffId = queryPolicy.runQueries(viewer);
      return { OR: [{ shared: true }, { ownerId: staffId }] };
    },

    async listSaved(viewer: Viewer) {
      return prisma.savedPeopleQuery.findMany({ where: this.savedVisibleTo(viewer), orderBy: [{ name: 'asc' }, { id: 'asc' }] });
    },

    async save(viewer: Viewer, input: SavedQueryInput & { id?: number }) {
      const staffId = queryPolicy.runQueries(viewer);
      // A query the saver could not run is not saved (it would also leak what they cannot see).
      compile(input.definition, compileViewer(viewer));
      const data = { name: input.name, definition: JSON.stringify(input.definition), shared: input.shared };
      if (input.id === undefined) return prisma.savedPeopleQuery.create({ data: { ...data, ownerId: staffId } });
      const existing = await prisma.savedPeopleQuery.findUnique({ where: { id: input.id }, select: { ownerId: true, shared: true } });
      if (!existing || !queryPolicy.canSeeSaved(viewer, existing)) throw notFound('The saved query');
      queryPolicy.changeSaved(viewer, existing);
      return prisma.savedPeopleQuery.update({ where: { id: input.id }, data });
    },

    async remove(viewer: Viewer, id: number) {
      queryPolicy.runQueries(viewer);
      const existing = await prisma.savedPeopleQuery.findUnique({ where: { id }, select: { ownerId: true, shared: true } });
      if (!existing || !queryPolicy.canSeeSaved(viewer, existing)) throw notFound('The saved query');
      queryPolicy.changeSaved(viewer, existing);
      await prisma.savedPeopleQuery.delete({ where: { id } });
    },
  };
}

export type QueryService = ReturnType<typeof createQueryService>;
