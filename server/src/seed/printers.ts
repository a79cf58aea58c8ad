// Label printers and a kiosk in the demo, so the settings page shows what a set-up church has:
// - the check-in table prints through the browser's print dialog (a printer of kind BROWSER routed to the
//   stations), which works on any machine the demo runs on;
// - a Zebra label printer at the welcome table, routed to nothing, whose address is a reserved name that never
//   resolves (RFC 6761 `.invalid`): nothing is sent anywhere until an administrator types a real address;
// - a kiosk entry by the front door, routed to the browser printer. Its stored token hash is not hexadecimal, so
//   no token ever opens it: to try the kiosk, register a device from the settings page (the link is shown once).
// Nothing here contacts a printer: printing happens only when a check-in asks for it.
import type { Prisma } from '../generated/prisma/client.ts';

type Db = Prisma.TransactionClient;

export const DEMO_BROWSER_PRINTER = 'Check-in table (browser)';
export const DEMO_ZEBRA_PRINTER = 'Welcome table Zebra';
export const DEMO_ZEBRA_HOST = 'zebra-welcome.invalid';
export const DEMO_KIOSK = 'Kiosk by the front door';
/** Not the SHA-256 (hex) of any token: the demo kiosk entry can be seen, routed and revoked, never opened. */
const UNUSABLE_TOKEN_HASH = 'demo-kiosk-no-token';

export async function seedPrinters(db: Db, year: number, adminStaffId: number | null) {
  const browser = await db.labelPrinter.create({ data: { year, name: DEMO_BROWSER_PRINTER, kind: 'BROWSER', host: '', labelSize: '4x2', forStations: true }, select: { id: true } });
  await db.labelPrinter.create({ data: { year, name: DEMO_ZEBRA_PRINTER, kind: 'ZEBRA_ZPL', host: DEMO_ZEBRA_HOST, port: 9100, labelSize: '4x2' } });
  await db.kiosk.create({ data: { year, name: DEMO_KIOSK, tokenHash: UNUSABLE_TOKEN_HASH, printerId: browser.id, createdById: adminStaffId } });
}
