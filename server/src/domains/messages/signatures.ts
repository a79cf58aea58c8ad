// The two signatures messages rely on: Twilio's on its webhooks (X-Twilio-Signature), and ours on an
// unsubscribe link (so nobody can unsubscribe an address they do not receive mail at).
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature: base64 HMAC-SHA1, keyed with the auth token, of the full URL followed by every
 * POST parameter's name and value, sorted by name (https://www.twilio.com/docs/usage/security).
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function validTwilioSignature(authToken: string, url: string, params: Record<string, string>, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The token in an e-mail's unsubscribe link: the address and an HMAC of it (base64url). */
export function unsubscribeToken(secret: string, address: string): string {
  const mac = createHmac('sha256', secret).update(`vbs-unsubscribe:v1:${address}`).digest().subarray(0, 16).toString('base64url');
  return `${Buffer.from(address).toString('base64url')}.${mac}`;
}

/** The address a token was made for, or null when it was not made with `secret`. */
export function unsubscribeAddress(secret: string, token: string): string | null {
  const [encoded, mac] = token.split('.');
  if (!encoded || !mac) return null;
  const address = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(unsubscribeToken(secret, address));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? address : null;
}
