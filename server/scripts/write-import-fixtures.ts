// npm run fixtures:import: writes test/fixtures/import/last-year-messy.csv and .xlsx, a realistically messy
// export of last year's families (a Google Forms / office spreadsheet) that the import tests bring in:
// mixed date and phone formats, blank lines, "N/A", the same family twice, a child listed twice, names
// beyond ASCII, a formula in a cell, families already here (by e-mail and by phone), and rows with problems.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

export const HEADERS = [
  'Timestamp', 'Parent First Name', 'Parent Last Name', 'Parent Email', 'Cell Phone', 'Street Address', 'City', 'State', 'Zip',
  'Emergency Contact Name', 'Emergency Contact Phone', 'Emergency Contact Relationship',
  'Child 1 First Name', 'Child 1 Last Name', 'Child 1 Date of Birth', 'Child 1 Grade', 'Child 1 Allergies', 'Child 1 T-shirt',
  'Child 2 First Name', 'Child 2 Last Name', 'Child 2 DOB', 'Child 2 Grade', 'Child 2 Allergies / Medical', 'Child 2 T-shirt',
  'How did you hear about us?',
];

/** The formula a cell holds (kept as text by the import, never evaluated). */
export const FORMULA = 'HYPERLINK("http://evil.example/x","Lee")';

// Row 1 is the header; rows are numbered as the spreadsheet shows them.
export const ROWS: (string | { formula: string })[][] = [
  ['6/2/2025 9:14:03', 'María', 'García', 'maria.garcia@example.net', '(612) 555-2201', '12 Elm St', 'Maple Grove', 'MN', '55369', 'Rosa García', '612.555.2299', 'Grandmother', 'José', 'García', '2016-04-12', '3rd', 'N/A', 'Youth M', 'Lucía', 'García', '4/5/2019', 'K', 'Peanuts (EpiPen in backpack)', 'Youth XS', 'Friend'],
  [],
  ['6/3/2025 18:40:11', 'Zoë', 'Ångström', 'zoe.angstrom@example.net', '612.555.7788', '', 'Plymouth', 'MN', '55447', '', '', '', 'Chloé', 'Ångström', 'March 5, 2017', '2nd', 'none', 'Youth S', '', '', '', '', '', '', 'Church bulletin'],
  ['6/4/2025 7:02:45', 'Maria', 'Garcia', 'MARIA.GARCIA@example.net', '612-555-2201', '12 Elm Street', 'Maple Grove', 'MN', '55369', '', '', '', 'José', 'García', '04/12/2016', '3', 'n/a', 'Youth M', 'Mateo', 'García', '9/30/2020', 'Kindergarten', '', 'Youth XS', ''],
  ['6/5/2025 12:30:00', 'Tom', 'Baker', 'not-an-email', '555-0101', '', '', '', '', '', '', '', 'Ava', 'Baker', '31/31/2018', '1st', '', '', '', '', '', '', '', '', ''],
  ['6/6/2025 10:10:10', 'Grace', 'Lee', 'grace.lee@example.net', '+1 763 555 9900', '', 'Osseo', 'MN', '55311', 'Ann Lee', '763 555 9901', 'aunt', 'Sam', { formula: FORMULA }, '06-15-15', 'Grade 5', '', 'Youth L', '', '', '', '', '', '', ''],
  [',,,,'],
  ['6/7/2025 8:00:00', 'Sarah', 'Mitchell', 'sarah.mitchell@example.com', '612 555 0147', '', '', '', '', '', '', '', 'Ethan', 'Mitchell', '2/14/2017', '3', '', 'Youth M', 'Noah', 'Mitchell', '2021-06-01', 'K', 'N/A', '', 'returning'],
  ['6/8/2025 9:30:00', 'David', 'Nguyen', 'dnguyen@work.example', '763-555-0163', '', '', '', '', '', '', '', 'An', 'Nguyen', '1/9/2018', '2', '', 'Youth S', '', '', '', '', '', '', ''],
  ['6/9/2025 11:11:11', 'Olu', 'Adébáyọ̀', 'olu.adebayo@example.net', '6125553030', '', '', '', '', '', '', '', 'Tèmi', 'Adébáyọ̀', '2030-01-01', '', '', '', '', '', '', '', '', '', ''],
];

const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const text = (v: string | { formula: string }) => (typeof v === 'string' ? v : `=${v.formula}`);

export function messyCsv(): string {
  const lines = [HEADERS, ...ROWS].map((cells) => (cells.length === 1 && typeof cells[0] === 'string' && cells[0].startsWith(',') ? cells[0] : cells.map((c) => quote(text(c))).join(',')));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

export async function messyXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Form Responses 1');
  sheet.addRow(HEADERS);
  for (const cells of ROWS) {
    const row = sheet.addRow(cells.length === 1 ? [] : cells.map((c) => (typeof c === 'string' ? c : { formula: c.formula, result: 'Lee' })));
    row.commit();
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const folder = join(dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/import');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'last-year-messy.csv'), messyCsv());
  writeFileSync(join(folder, 'last-year-messy.xlsx'), await messyXlsx());
  console.log(`Wrote ${folder}/last-year-messy.csv and .xlsx`);
}
