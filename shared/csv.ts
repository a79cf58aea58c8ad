// CSV for downloads (RFC 4180), made by the server (exports) and the browser (the rosters' download) alike.
// Every cell is defused so a spreadsheet never runs it as a formula: a cell starting with = + - @ tab or
// carriage return gets a leading apostrophe.

/** The text with a leading apostrophe when a spreadsheet would read it as a formula. */
export const defuseFormula = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** A cell, quoted only when it holds a quote, comma or line break. */
export function csvCell(value: string | number): string {
  const text = defuseFormula(String(value));
  return /[",\r\n]/.test(text) ? quoted(text) : text;
}

/** A cell that is always quoted (the audit trail's export, whose values are often JSON). */
export const csvQuotedCell = (text: string) => quoted(defuseFormula(text));

/** One line of cells, ending in CRLF. */
export const csvLine = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;
