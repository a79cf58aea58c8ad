import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvQuotedCell } from './csv.ts';

describe('CSV cells', () => {
  it('quotes only what needs it', () => {
    expect(csvCell('Smith')).toBe('Smith');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('Smith, Jr.')).toBe('"Smith, Jr."');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${lead}1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe("'-5");
    expect(csvQuotedCell('-1')).toBe(`"'-1"`);
    expect(csvQuotedCell('plain')).toBe('"plain"');
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 1, '=b'])).toBe("a,1,'=b\r\n");
  });
});
