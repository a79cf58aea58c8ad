// CSV for downloads (RFC 4180), with every cell defused so a spreadsheet never runs it as a formula:
// a cell starting with = + - @ tab or carriage return gets a leading apostrophe. Same rule as the
// rosters' client-side CSV (client/src/features/groups/roster-filter.ts).
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;
