// The labels as ZPL: people's words can never become printer commands (^FH hex escapes), every field the
// station relies on is on the label, and the label is laid out for its size.
import { describe, expect, it } from 'vitest';
import { alertWords, checkInLabelsZpl, fieldData, labelDots, nameTagZpl, receiptZpl, type NameTag } from './zpl.ts';
import { LABEL_SIZES } from '../../../../forms/kiosk.ts';

/** What a ^FH field prints: _XX escapes back to bytes, read as UTF-8 (as ^CI28 does). */
function printed(data: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    if (data[i] === '_') {
      bytes.push(parseInt(data.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(data.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}
const fields = (zpl: string) => [...zpl.matchAll(/\^FH\^FD(.*?)\^FS/g)].map((m) => printed(m[1]));

const tag: NameTag = { childName: 'Ava Lopez', group: 'Red Pyramids · Crafts', alert: 'Peanut allergy — EpiPen in backpack', medicalOnFile: true, pickupCode: 'K7QX', date: 'Monday, August 11, 2025' };

describe('field data', () => {
  it('escapes the command prefixes and the hex indicator, so a name cannot end the label or run a command', () => {
    const nasty = 'Zoë ^XZ~JR_^FD';
    const data = fieldData(nasty);
    expect(data).not.toMatch(/[\^~]/);
    expect(data).toBe('Zo_C3_AB _5EXZ_7EJR_5F_5EFD');
    expect(printed(data)).toBe(nasty);
  });

  it('writes non-ASCII letters as their UTF-8 bytes and control characters as spaces', () => {
    expect(fieldData('Ñandú')).toBe('_C3_91and_C3_BA');
    expect(fieldData('a\nb\r\tc\u007f')).toBe('a b  c ');
    expect(printed(fieldData('李小龍 😀'))).toBe('李小龍 😀');
  });

  it('a label holds exactly one ^XA … ^XZ however names are written', () => {
    const zpl = nameTagZpl({ ...tag, childName: '^XZ^XA~JA', group: '~PS' }, '4x2');
    expect(zpl.match(/\^XA/g)).toHaveLength(1);
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl.match(/~/g)).toBeNull();
    expect(fields(zpl)[0]).toBe('^XZ^XA~JA');
  });
});

describe('name tag and guardian receipt', () => {
  it('the name tag carries the child’s name, group, the alert in words, the pickup code and the date', () => {
    expect(fields(nameTagZpl(tag, '4x2'))).toEqual([
      'Ava Lopez',
      'Red Pyramids · Crafts',
      'ALERT: Peanut allergy — EpiPen in backpack. Medical information on file - ask staff',
      'Pickup code K7QX',
      'Monday, August 11, 2025',
    ]);
  });

  it('says nothing of alerts when there are none, and never what the medical information is', () => {
    expect(alertWords({ alert: ' ', medicalOnFile: false })).toBe('');
    expect(fields(nameTagZpl({ ...tag, alert: '', medicalOnFile: false }, '2x1'))).toEqual(['Ava Lopez', 'Red Pyramids · Crafts', 'Pickup code K7QX', 'Monday, August 11, 2025']);
  });

  it('the receipt names the family, the code, each child and group, and the date', () => {
    const zpl = receiptZpl({ familyName: 'Lopez family', children: [{ childName: 'Ava', group: 'Red' }, { childName: 'Ben', group: '' }], pickupCode: 'K7QX', date: 'Monday, August 11, 2025' }, '4x2');
    expect(fields(zpl)).toEqual(['Guardian receipt - Lopez family', 'Pickup code K7QX', 'Ava (Red), Ben', 'Show this receipt to pick up. Monday, August 11, 2025']);
  });

  it('one job: a name tag per child, then one receipt', () => {
    const zpl = checkInLabelsZpl([tag, { ...tag, childName: 'Ben Lopez' }], { familyName: 'Lopez family', children: [], pickupCode: 'K7QX', date: 'd' }, '4x2');
    expect(zpl.match(/\^XA/g)).toHaveLength(3);
    expect(zpl.match(/Guardian receipt/g)).toHaveLength(1);
  });
});

describe('sizes', () => {
  it('sets the print width and label length in dots at 203 dpi for every size', () => {
    for (const size of LABEL_SIZES) {
      const { width, height } = labelDots(size);
      const zpl = nameTagZpl(tag, size);
      expect(zpl).toContain(`^PW${width}\n^LL${height}\n`);
    }
    expect(labelDots('4x2')).toEqual({ width: 812, height: 406 });
    expect(labelDots('2x1')).toEqual({ width: 406, height: 203 });
  });

  it('keeps every field inside the label: origins within the margins, text blocks as wide as the label allows', () => {
    for (const size of LABEL_SIZES) {
      const { width, height } = labelDots(size);
      const zpl = nameTagZpl(tag, size);
      let bottom = 0;
      for (const m of zpl.matchAll(/\^FO(\d+),(\d+)\^A0N,(\d+),\d+\^FB(\d+),(\d+)/g)) {
        const [x, y, font, block, lines] = m.slice(1).map(Number);
        expect(x + block).toBeLessThanOrEqual(width);
        bottom = Math.max(bottom, y + font * lines);
      }
      expect(bottom).toBeLessThanOrEqual(height);
    }
  });

  it('the child’s name is the largest text on the tag, larger on a larger label', () => {
    const fonts = (size: (typeof LABEL_SIZES)[number]) => [...nameTagZpl(tag, size).matchAll(/\^A0N,(\d+)/g)].map((m) => Number(m[1]));
    const small = fonts('2x1');
    const large = fonts('4x6');
    expect(Math.max(...small)).toBe(small[0]);
    expect(large[0]).toBeGreaterThan(small[0]);
  });
});
