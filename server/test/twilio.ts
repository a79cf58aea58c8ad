// A local HTTP server speaking the part of Twilio's REST API the product uses: create a message
// (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, Basic auth; answers 201 with the JSON
// Twilio returns), list messages (GET …/Messages.json?To=&DateSent>=), and, like Twilio, a signed POST to the
// message's StatusCallback ("sent", then "delivered"). `inbound()` plays a phone replying (a signed webhook).
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { twilioSignature } from '../src/domains/messages/signatures.ts';

export interface TwilioMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback?: string;
  dateCreated: Date;
}

export interface FakeTwilio {
  server: Server;
  base: string;
  accountSid: string;
  authToken: string;
  from: string;
  messages: TwilioMessage[];
  /** Callbacks made (url, status, answer's status code). */
  callbacks: { url: string; status: string; answered: number }[];
  /** Numbers that answer 400 / 21211 (invalid 'To'). */
  invalid: Set<string>;
  /** Sends a signed inbound-message webhook to `url`, as Twilio does when a phone replies. */
  inbound(url: string, from: string, body: string): Promise<Response>;
  close(): Promise<void>;
}

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

export async function startTwilio(options: { callbackStatuses?: string[] } = {}): Promise<FakeTwilio> {
  const accountSid = sid('AC');
  const authToken = randomBytes(16).toString('hex');
  const from = '+15005550006';
  const messages: TwilioMessage[] = [];
  const callbacks: FakeTwilio['callbacks'] = [];
  const invalid = new Set<string>();
  const callbackStatuses = options.callbackStatuses ?? ['sent', 'delivered'];

  async function signedPost(url: string, params: Record<string, string>) {
    return fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(authToken, url, params) }, body: new URLSearchParams(params) });
  }

  const json = (m: TwilioMessage, status: string) => ({
    sid: m.sid, account_sid: accountSid, to: m.to, from: m.from, body: m.body, status, num_segments: '1', direction: 'outbound-api',
    date_created: m.dateCreated.toUTCString(), date_updated: m.dateCreated.toUTCString(), date_sent: null, error_code: null, error_message: null,
    price: null, price_unit: 'USD', api_version: '2010-04-01', uri: `/2010-04-01/Accounts/${accountSid}/Messages/${m.sid}.json`,
  });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://localhost');
    const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== path) return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
    if (req.method === 'GET') {
      const to = url.searchParams.get('To');
      return answer(200, { messages: messages.filter((m) => !to || m.to === to).map((m) => json(m, 'sent')), page: 0, page_size: 50 });
    }
    let text = '';
    for await (const chunk of req) text += chunk;
    const form = new URLSearchParams(text);
    const to = form.get('To') ?? '';
    if (!/^\+\d{8,15}$/.test(to) || invalid.has(to)) return answer(400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 });
    if (!form.get('Body')) return answer(400, { code: 21602, message: 'Message body is required.', status: 400 });
    const m: TwilioMessage = { sid: sid('SM'), to, from: form.get('From') ?? from, body: form.get('Body')!, statusCallback: form.get('StatusCallback') ?? undefined, dateCreated: new Date() };
    messages.push(m);
    answer(201, json(m, 'queued'));
    if (m.statusCallback) {
      for (const status of callbackStatuses) {
        const r = await signedPost(m.statusCallback, { MessageSid: m.sid, SmsSid: m.sid, MessageStatus: status, SmsStatus: status, To: m.to, From: m.from, AccountSid: accountSid }).catch(() => null);
        callbacks.push({ url: m.statusCallback, status, answered: r?.status ?? 0 });
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    server, base, accountSid, authToken, from, messages, callbacks, invalid,
    inbound: (url, phone, body) => signedPost(url, { MessageSid: sid('SM'), AccountSid: accountSid, From: phone, To: from, Body: body, NumMedia: '0' }),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** The environment that points the server at this fake. */
export const twilioEnv = (t: FakeTwilio) => ({ TWILIO_ACCOUNT_SID: t.accountSid, TWILIO_AUTH_TOKEN: t.authToken, TWILIO_FROM: t.from, TWILIO_API_BASE: t.base });
