// The addresses recipients and providers call without a session (so outside /api's anti-forgery check):
// - GET /unsubscribe?token=…: a page with one button (a GET never opts out: mail scanners follow links);
//   POST /unsubscribe?token=…: opts the address out — the button, and mail readers' one-click
//   (RFC 8058: body `List-Unsubscribe=One-Click`). The token is signed for that address (signatures.ts).
// - POST /hooks/twilio/status and /hooks/twilio/inbound: Twilio's status callbacks and inbound texts, refused
//   (403) unless X-Twilio-Signature is Twilio's signature of this URL and the parameters, with our auth token.
import { Hono, type Context } from 'hono';
import type { Config } from '../../config.ts';
import { escapeHtml } from '../../http/static-files.ts';
import { unsubscribeAddress, validTwilioSignature } from './signatures.ts';
import type { OptOutsService } from './opt-outs.service.ts';
import type { StationTexts } from './station-texts.service.ts';

const page = (c: Context, status: 200 | 400, title: string, body: string) =>
  c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · VBS</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    status,
    { 'Cache-Control': 'no-store' },
  );

async function formParams(c: Context): Promise<Record<string, string>> {
  const text = await c.req.text();
  return Object.fromEntries(new URLSearchParams(text));
}

export function messageHooks(config: Config, publicOrigin: string, unsubscribeSecret: string, optOuts: OptOutsService, stationTexts: StationTexts) {
  const app = new Hono();
  const addressOf = (c: Context) => unsubscribeAddress(unsubscribeSecret, c.req.query('token') ?? '');
  const badLink = (c: Context) => page(c, 400, 'This unsubscribe link is not valid', '<p>Use the link from the most recent e-mail, or write to the church office.</p>');

  app.get('/unsubscribe', (c) => {
    const address = addressOf(c);
    if (!address) return badLink(c);
    return page(
      c,
      200,
      'Unsubscribe',
      `<p>Stop e-mails from Vacation Bible School to <strong>${escapeHtml(address)}</strong>? Messages about a child’s safety during the program will still reach you by phone.</p>` +
        `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
    );
  });
  app.post('/unsubscribe', async (c) => {
    const address = addressOf(c);
    if (!address) return badLink(c);
    await optOuts.optOut('EMAIL', address, (await formParams(c))['List-Unsubscribe'] === 'One-Click' ? 'one-click' : 'unsubscribe-link');
    return page(c, 200, 'You are unsubscribed', `<p>No more e-mails from Vacation Bible School will be sent to <strong>${escapeHtml(address)}</strong>.</p>`);
  });

  /** The parameters of a request Twilio signed, or null (then 403). */
  async function signed(c: Context): Promise<Record<string, string> | null> {
    if (!config.twilio) return null;
    const params = await formParams(c);
    const url = `${publicOrigin}${c.req.path}`;
    return validTwilioSignature(config.twilio.authToken, url, params, c.req.header('x-twilio-signature')) ? params : null;
  }
  const refused = (c: Context) => c.json({ error: { code: 'FORBIDDEN', message: 'The X-Twilio-Signature header does not match this request.' } }, 403);

  app.post('/hooks/twilio/status', async (c) => {
    const params = await signed(c);
    if (!params) return refused(c);
    if (params.MessageSid && params.MessageStatus) await optOuts.textStatus(params.MessageSid, params.MessageStatus, params.ErrorCode ?? null);
    return c.body(null, 204);
  });
  app.post('/hooks/twilio/inbound', async (c) => {
    const params = await signed(c);
    if (!params) return refused(c);
    // STOP/START change the number's opt-out; anything else is kept, and shown at the check-in table when it
    // answers a text sent from there (station-texts.service.ts).
    if (params.From && params.Body !== undefined && (await optOuts.inboundText(params.From, params.Body)) === 'kept') await stationTexts.inbound(params.From, params.Body);
    // An empty TwiML answer: Twilio itself confirms a STOP to the sender.
    return c.body('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', 200, { 'content-type': 'text/xml' });
  });
  return app;
}
