// ZPL II for the check-in labels: each child's name tag and one guardian receipt per family, laid out for the
// printer's label size at 203 dpi (8 dots/mm, the common Zebra desktop head).
//
// Field data is the one place people's words reach the printer, so it is written with ^FH (hex escapes, '_'
// the indicator): every byte outside printable ASCII, and '^', '~' and '_' themselves, is sent as _XX, so a
// name like "Zoë ^XZ~JR" prints as written and can never end the label or run a printer command. ^CI28 reads
// the bytes as UTF-8. Control characters become spaces. No maintained ZPL builder on npm escapes field data
// (jszpl, the most used, writes ^FD text as given), so this module is small and tested instead
// (zpl.test.ts).
import type { LabelSize } from '../../../../forms/kiosk.ts';

export const DOTS_PER_INCH = 203;

/** One child's name tag. */
export interface NameTag {
  childName: string;
  /** The child's groups, as words ("Red Pyramids · Crafts"); "" when none. */
  group: string;
  /** The parent's alert line for everyone with the child, in words; "" when none. */
  alert: string;
  /** Whether medical information is on file (the tag says so in words, never what it is). */
  medicalOnFile: boolean;
  pickupCode: string;
  /** The program day, in words ("Monday, August 11, 2025"). */
  date: string;
}

/** The guardian's receipt: the family's children and the code that picks them up. */
export interface GuardianReceipt {
  familyName: string;
  children: { childName: string; group: string }[];
  pickupCode: string;
  date: string;
}

/** Field data with every byte ZPL could read as a command, or that is not printable ASCII, as a ^FH hex escape. */
export function fieldData(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text.normalize('NFC'), 'utf8')) {
    if (byte < 0x20 || byte === 0x7f) out += ' ';
    else if (byte >= 0x80 || byte === 0x5e /* ^ */ || byte === 0x7e /* ~ */ || byte === 0x5f /* _ */) out += `_${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return out;
}

export function labelDots(size: LabelSize): { width: number; height: number } {
  const [w, h] = size.split('x').map(Number);
  return { width: Math.round(w * DOTS_PER_INCH), height: Math.round(h * DOTS_PER_INCH) };
}

interface Line {
  text: string;
  /** Font height as a share of the label's height. */
  share: number;
  /** Lines the text may wrap to (^FB). */
  lines?: number;
}

/** A label of lines top to bottom in the scalable font 0, each in a field block as wide as the label's margin box. */
function label(size: LabelSize, lines: Line[]): string {
  const { width, height } = labelDots(size);
  const margin = Math.round(DOTS_PER_INCH * 0.08);
  const boxWidth = width - 2 * margin;
  const out = ['^XA', '^CI28', `^PW${width}`, `^LL${height}`, '^LH0,0'];
  const total = lines.reduce((sum, l) => sum + l.share * (l.lines ?? 1), 0);
  // The lines share the height left inside the margins (never larger than asked for).
  const scale = Math.min(1, (height - 2 * margin) / (total * height * 1.15));
  let y = margin;
  for (const line of lines) {
    if (!line.text) continue;
    const font = Math.max(14, Math.floor(line.share * height * scale));
    const rows = line.lines ?? 1;
    out.push(`^FO${margin},${y}^A0N,${font},${font}^FB${boxWidth},${rows},0,L,0^FH^FD${fieldData(line.text)}^FS`);
    y += Math.ceil(font * 1.15) * rows;
  }
  out.push('^PQ1', '^XZ');
  return out.join('\n') + '\n';
}

/** The alert line as words: the parent's line, and whether medical information is on file. */
export function alertWords(tag: Pick<NameTag, 'alert' | 'medicalOnFile'>): string {
  const parts = [];
  if (tag.alert.trim()) parts.push(`ALERT: ${tag.alert.trim()}`);
  if (tag.medicalOnFile) parts.push('Medical information on file - ask staff');
  return parts.join('. ');
}

export function nameTagZpl(tag: NameTag, size: LabelSize): string {
  return label(size, [
    { text: tag.childName, share: 0.22 },
    { text: tag.group, share: 0.1 },
    { text: alertWords(tag), share: 0.09, lines: 2 },
    { text: `Pickup code ${tag.pickupCode}`, share: 0.12 },
    { text: tag.date, share: 0.07 },
  ]);
}

export function receiptZpl(receipt: GuardianReceipt, size: LabelSize): string {
  const children = receipt.children.map((c) => (c.group ? `${c.childName} (${c.group})` : c.childName)).join(', ');
  return label(size, [
    { text: `Guardian receipt - ${receipt.familyName}`, share: 0.1 },
    { text: `Pickup code ${receipt.pickupCode}`, share: 0.2 },
    { text: children, share: 0.08, lines: 3 },
    { text: `Show this receipt to pick up. ${receipt.date}`, share: 0.07, lines: 2 },
  ]);
}

/** One print job: the name tags, then the family's receipt. */
export function checkInLabelsZpl(tags: NameTag[], receipt: GuardianReceipt, size: LabelSize): string {
  return tags.map((t) => nameTagZpl(t, size)).join('') + receiptZpl(receipt, size);
}
