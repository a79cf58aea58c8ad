// An uploaded spreadsheet read into its header and rows of text. CSV through csv-parse (any delimiter a
// spreadsheet exports: comma, semicolon, tab), XLSX through exceljs (its first worksheet). A cell is never
// evaluated: a formula is kept as the formula's text ("=HYPERLINK(…)"), dates become yyyy-mm-dd. Row numbers
// are the spreadsheet's own (the header is row 1, blank lines count), so a problem names the row a person sees.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { SheetRow } from '../../../../forms/import.ts';
import { badInput } from '../../errors.ts';

/** The largest file taken (bytes): a year of a large church's families is well under 1 MB of CSV. */
export const IMPORT_FILE_MAX_BYTES = 8 * 1024 * 1024;
export const IMPORT_ROWS_MAX = 20_000;

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
export const isXlsx = (content: Buffer) => content.subarray(0, 4).equals(XLSX_MAGIC);

function sheetOf(grid: string[][]): Sheet {
  const headerIndex = grid.findIndex((cells) => cells.some((c) => c.trim() !== ''));
  if (headerIndex < 0) throw badInput({ file: 'The file has no rows.' });
  const seen = new Map<string, number>();
  // Two columns with one header stay apart: the second is "Email (2)".
  const headers = grid[headerIndex].map((raw, i) => {
    const header = raw.trim() || `Column ${i + 1}`;
    const count = (seen.get(header) ?? 0) + 1;
    seen.set(header, count);
    return count === 1 ? header : `${header} (${count})`;
  });
  const rows = grid.slice(headerIndex + 1).map((cells, i) => ({
    row: headerIndex + i + 2,
    cells: Object.fromEntries(headers.map((h, c) => [h, cells[c] ?? ''])),
  }));
  if (rows.length > IMPORT_ROWS_MAX) throw badInput({ file: `A file of at most ${IMPORT_ROWS_MAX} rows can be imported.` });
  return { headers, rows };
}

function readCsv(content: Buffer): string[][] {
  const text = content.toString('utf8');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best), ',');
  try {
    return parse(text, { bom: true, delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badInput({ file: `The file could not be read as CSV${line ? ` (near line ${line})` : ''}. Save it as CSV (comma-separated) or XLSX and try again.` });
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's value as text; a formula is its text, never its result. */
function excelText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'object') {
    if ('formula' in value && typeof value.formula === 'string') return `=${value.formula}`;
    if ('sharedFormula' in value && typeof value.sharedFormula === 'string') return `=${value.sharedFormula}`;
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function readXlsx(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badInput({ file: 'The file could not be read as an Excel workbook (.xlsx).' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badInput({ file: 'The workbook has no worksheet.' });
  if (sheet.rowCount > IMPORT_ROWS_MAX + 1) throw badInput({ file: `A file of at most ${IMPORT_ROWS_MAX} rows can be imported.` });
  const grid: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(excelText(row.getCell(c).value));
    grid.push(cells);
  }
  return grid;
}

/** The file's header and rows; a file neither CSV nor XLSX, or empty, is refused (400 naming "file"). */
export async function readSheet(content: Buffer): Promise<Sheet> {
  if (content.length === 0) throw badInput({ file: 'The file is empty.' });
  return sheetOf(isXlsx(content) ? await readXlsx(content) : readCsv(content));
}
