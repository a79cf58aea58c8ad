// The kiosk's own calls (server: domains/kiosk/kiosk.rest.ts). The device token travels only in the HttpOnly
// `vbs-kiosk` cookie the server sets at activation, which the browser sends to /api/v1/kiosk/… alone; these
// calls carry the anti-forgery header like every write.
import { xsrfHeaders } from '../../relay/xsrf.ts';

export type KioskChildState = 'READY' | 'CHECKED_IN' | 'NOT_APPROVED';
export interface KioskInfo {
  name: string;
  year: number;
  editionName: string;
  printer: { name: string; kind: string } | null;
}
export interface KioskFamily {
  ticket: string;
  familyName: string;
  children: { childId: number; name: string; state: KioskChildState }[];
}
export interface KioskPrint {
  status: 'PRINTED' | 'FAILED' | 'BROWSER';
  message: string;
  printerName: string | null;
  tags: { childName: string; group: string; alert: string; medicalOnFile: boolean; pickupCode: string; date: string }[];
  receipt: { familyName: string; children: { childName: string; group: string }[]; pickupCode: string; date: string };
}
export interface KioskCheckIn {
  pickupCode: string | null;
  checkedIn: number[];
  print: KioskPrint;
}

/** A refusal: its status (401: not a kiosk; 429: too many lookups) and the server's words. */
export class KioskError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') Object.assign(headers, await xsrfHeaders(), { 'Content-Type': 'application/json' });
  const res = await fetch(`/api/v1/kiosk${path}`, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new KioskError(res.status, json?.error?.message ?? 'Something went wrong. Please ask at the check-in table.');
  return json as T;
}

export const activateKiosk = (token: string) => call<{ kiosk: { name: string } }>('POST', '/activate', { token });
export const readKiosk = async () => (await call<{ kiosk: KioskInfo }>('GET', '')).kiosk;
export const findFamily = async (lookup: { familyCode: string } | { phone: string }) => (await call<{ family: KioskFamily | null }>('POST', '/family', lookup)).family;
export const checkInAtKiosk = (family: string, childIds: number[], idempotencyKey: string) => call<KioskCheckIn>('POST', '/check-in', { family, childIds, idempotencyKey });
