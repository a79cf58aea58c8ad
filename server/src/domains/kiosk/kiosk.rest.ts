// REST door to kiosks and label printers. Two kinds of caller:
// - staff (MANAGE_VBS) keep the edition's printers and kiosks: /api/v1/printers, /api/v1/kiosks;
// - a kiosk device, with its token in the `vbs-kiosk` cookie (HttpOnly, sent only to /api/v1/kiosk/…): it turns
//   itself on with the token from the settings page (/activate), says which kiosk it is, looks a family up and
//   checks children in. These routes read no session; nothing else reads the kiosk cookie. They are documented
//   as 'signed-in' (401 without a credential): the credential is the kiosk's cookie, not a session.
import type { Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import { RestRoutes, answer } from '../../http/operation.ts';
import { idParams } from '../../http/rest-input.ts';
import type { AppContext } from '../../http/rest.ts';
import { kioskActivateSchema, kioskCheckInSchema, kioskLookupSchema, kioskPrinterSchema, kioskSchema, labelPrinterSchema } from '../../../../forms/kiosk.ts';
import { kioskPolicy } from './kiosk.policy.ts';
import { RateLimited, rateLimitedResponse } from '../../http/rate-limits.ts';
import { unauthenticated } from '../../errors.ts';
import type { KioskRow } from './kiosk.service.ts';
import type { PrinterRow } from './printing.service.ts';

export const KIOSK_COOKIE = 'vbs-kiosk';
export const KIOSK_COOKIE_PATH = '/api/v1/kiosk';
const TAG = 'kiosks';
const manager = (c: AppContext) => kioskPolicy.manage(c.var.ctx.viewer);

const printerOut = z
  .object({ id: z.number(), year: z.number(), name: z.string(), kind: z.string(), host: z.string(), port: z.number(), labelSize: z.string(), forStations: z.boolean() })
  .meta({ id: 'LabelPrinter' });
const kioskOut = z
  .object({ id: z.number(), year: z.number(), name: z.string(), printerId: z.number().nullable(), createdAt: z.string(), revokedAt: z.string().nullable() })
  .meta({ id: 'Kiosk' });
const printerJson = (p: PrinterRow) => ({ id: p.id, year: p.year, name: p.name, kind: p.kind, host: p.host, port: p.port, labelSize: p.labelSize, forStations: p.forStations });
const kioskJson = (k: KioskRow) => ({ id: k.id, year: k.year, name: k.name, printerId: k.printer?.id ?? null, createdAt: k.createdAt.toISOString(), revokedAt: k.revokedAt?.toISOString() ?? null });

const familyOut = z.object({
  ticket: z.string(),
  familyName: z.string(),
  children: z.array(z.object({ childId: z.number(), name: z.string(), state: z.enum(['READY', 'CHECKED_IN', 'NOT_APPROVED']) })),
});
const printOut = z.object({
  status: z.enum(['PRINTED', 'FAILED', 'BROWSER']),
  message: z.string(),
  printerName: z.string().nullable(),
  tags: z.array(z.object({ childName: z.string(), group: z.string(), alert: z.string(), medicalOnFile: z.boolean(), pickupCode: z.string(), date: z.string() })),
  receipt: z.object({ familyName: z.string(), children: z.array(z.object({ childName: z.string(), group: z.string() })), pickupCode: z.string(), date: z.string() }),
});

/**
 * The kiosk a device's cookie stands for; 401 without one (or once revoked). From here on the request's audit rows
 * name that kiosk as the actor (the scope the request runs in is this same object).
 */
async function kioskViewer(c: AppContext) {
  const viewer = await c.var.ctx.services.kiosk.viewerOfToken(getCookie(c, KIOSK_COOKIE));
  if (!viewer) throw unauthenticated('This device is not a kiosk (or it was revoked). Open the kiosk link from the settings page again.');
  const scope = c.var.ctx.auditScope;
  if (scope) scope.actorKioskId = viewer.kiosk!.id;
  return viewer;
}

const writeKioskCookie = (c: Context, token: string, secure: boolean) =>
  setCookie(c, KIOSK_COOKIE, token, { path: KIOSK_COOKIE_PATH, httpOnly: true, sameSite: 'Strict', secure, maxAge: 400 * 24 * 3600 });

export function kioskRoutes() {
  return new RestRoutes()
    .operation({
      method: 'get', path: '/api/v1/printers', tag: TAG, summary: 'The current edition’s label printers (MANAGE_VBS).', guard: manager,
      responses: { 200: z.object({ printers: z.array(printerOut) }) },
      handler: async (c) => ({ printers: (await c.var.ctx.services.printing.listPrinters(c.var.ctx.viewer)).map(printerJson) }),
    })
    .operation({
      method: 'post', path: '/api/v1/printers', tag: TAG, summary: 'Adds a label printer to the current edition (MANAGE_VBS).', guard: manager,
      body: labelPrinterSchema, responses: { 201: z.object({ printer: printerOut }) },
      handler: async (c, { body }) => answer(201, { printer: printerJson(await c.var.ctx.services.printing.createPrinter(c.var.ctx.viewer, body)) }),
    })
    .operation({
      method: 'put', path: '/api/v1/printers/:id{[0-9]+}', tag: TAG, summary: 'Changes a label printer (MANAGE_VBS).', guard: manager,
      params: idParams, body: labelPrinterSchema, responses: { 200: z.object({ printer: printerOut }) },
      handler: async (c, { params, body }) => ({ printer: printerJson(await c.var.ctx.services.printing.updatePrinter(c.var.ctx.viewer, params.id, body)) }),
    })
    .operation({
      method: 'delete', path: '/api/v1/printers/:id{[0-9]+}', tag: TAG, summary: 'Removes a label printer; kiosks routed to it fall back to the browser (MANAGE_VBS).', guard: manager,
      params: idParams, responses: { 200: z.object({ printer: printerOut }) },
      handler: async (c, { params }) => ({ printer: printerJson(await c.var.ctx.services.printing.deletePrinter(c.var.ctx.viewer, params.id)) }),
    })
    .operation({
      method: 'get', path: '/api/v1/kiosks', tag: TAG, summary: 'The current edition’s kiosks, revoked ones last (MANAGE_VBS).', guard: manager,
      responses: { 200: z.object({ kiosks: z.array(kioskOut) }) },
      handler: async (c) => ({ kiosks: (await c.var.ctx.services.kiosk.list(c.var.ctx.viewer)).map(kioskJson) }),
    })
    .operation({
      method: 'post', path: '/api/v1/kiosks', tag: TAG, summary: 'Registers a device as a kiosk: the device token is in this answer only (MANAGE_VBS).', guard: manager,
      body: kioskSchema, responses: { 201: z.object({ kiosk: kioskOut, token: z.string() }) },
      handler: async (c, { body }) => {
        const { kiosk, token } = await c.var.ctx.services.kiosk.register(c.var.ctx.viewer, body);
        return answer(201, { kiosk: kioskJson(kiosk), token });
      },
    })
    .operation({
      method: 'put', path: '/api/v1/kiosks/:id{[0-9]+}/printer', tag: TAG, summary: 'Routes a kiosk to a printer (or to none: the browser) (MANAGE_VBS).', guard: manager,
      params: idParams, body: kioskPrinterSchema.omit({ kioskId: true }), responses: { 200: z.object({ kiosk: kioskOut }) },
      handler: async (c, { params, body }) => ({ kiosk: kioskJson(await c.var.ctx.services.kiosk.route(c.var.ctx.viewer, params.id, body.printerId)) }),
    })
    .operation({
      method: 'delete', path: '/api/v1/kiosks/:id{[0-9]+}', tag: TAG, summary: 'Revokes a kiosk: its token opens nothing from now on (MANAGE_VBS).', guard: manager,
      params: idParams, responses: { 200: z.object({ kiosk: kioskOut }) },
      handler: async (c, { params }) => ({ kiosk: kioskJson(await c.var.ctx.services.kiosk.revoke(c.var.ctx.viewer, params.id)) }),
    })
    .operation({
      method: 'post', path: '/api/v1/kiosk/activate', tag: TAG, access: 'signed-in',
      summary: 'A device becomes the kiosk of the token shown once in the settings page: the token goes into an HttpOnly cookie sent only to /api/v1/kiosk/….',
      body: kioskActivateSchema, responses: { 200: z.object({ kiosk: z.object({ name: z.string() }) }) },
      handler: async (c, { body }) => {
        const viewer = await c.var.ctx.services.kiosk.viewerOfToken(body.token);
        if (!viewer) throw unauthenticated('This kiosk link was revoked or is not valid. Ask for a new one from the settings page.');
        writeKioskCookie(c, body.token, c.var.ctx.config.production);
        return { kiosk: { name: viewer.kiosk!.name } };
      },
    })
    .operation({
      method: 'post', path: '/api/v1/kiosk/deactivate', tag: TAG, access: 'public', summary: 'This device stops being a kiosk (its cookie is removed; the kiosk stays registered until revoked).',
      responses: { 200: z.object({ ok: z.boolean() }) },
      handler: (c) => {
        deleteCookie(c, KIOSK_COOKIE, { path: KIOSK_COOKIE_PATH, httpOnly: true, sameSite: 'Strict', secure: c.var.ctx.config.production });
        return { ok: true };
      },
    })
    .operation({
      method: 'get', path: '/api/v1/kiosk', tag: TAG, access: 'signed-in', summary: 'The kiosk this device is (its kiosk cookie), its edition and printer.',
      responses: { 200: z.object({ kiosk: z.object({ name: z.string(), year: z.number(), editionName: z.string(), printer: z.object({ name: z.string(), kind: z.string() }).nullable() }) }) },
      handler: async (c) => ({ kiosk: await c.var.ctx.services.kiosk.describe(await kioskViewer(c)) }),
    })
    .operation({
      method: 'post', path: '/api/v1/kiosk/family', tag: TAG, access: 'signed-in', rateLimited: true,
      summary: 'A kiosk looks one family up by the family code or the whole phone number (phone lookups are limited per kiosk and audited). No match answers {"family": null}.',
      body: kioskLookupSchema, responses: { 200: z.object({ family: familyOut.nullable() }) },
      handler: async (c, { body }) => {
        const viewer = await kioskViewer(c);
        try {
          return { family: await c.var.ctx.services.kiosk.lookup(viewer, body) };
        } catch (e) {
          if (e instanceof RateLimited) return rateLimitedResponse(c, e);
          throw e;
        }
      },
    })
    .operation({
      method: 'post', path: '/api/v1/kiosk/check-in', tag: TAG, access: 'signed-in',
      summary: 'A kiosk checks the picked children of the family it looked up in (all or none), then prints their labels where it is routed.',
      body: kioskCheckInSchema,
      responses: { 200: z.object({ pickupCode: z.string().nullable(), checkedIn: z.array(z.number()), print: printOut }) },
      handler: async (c, { body }) => c.var.ctx.services.kiosk.checkIn(await kioskViewer(c), body),
    });
}
