// A real OpenID issuer for tests: oauth2-mock-server on 127.0.0.1 with a random port and a fresh RS256 key.
// Its /authorize redirects at once (no login form), so a test plays the browser: it follows the app's
// redirect to the issuer and the issuer's redirect back to the app's callback.
import { OAuth2Issuer, OAuth2Server, type MutableToken, type MutableResponse, type MutableRedirectUri } from 'oauth2-mock-server';
import type { IncomingMessage } from 'node:http';

type Payload = MutableToken['payload'];

export interface MockIssuer {
  server: OAuth2Server;
  /** Issuer URL, e.g. http://127.0.0.1:40123 */
  url: string;
  /** Changes the NEXT ID token the issuer signs (claims are merged; a function may edit freely). */
  nextIdToken(change: Partial<Payload> | ((payload: Payload) => void)): void;
  /** Changes the NEXT token endpoint response (e.g. drop the id_token, or answer with an error). */
  nextTokenResponse(change: (response: MutableResponse) => void): void;
  /** Changes the NEXT /userinfo response. */
  nextUserinfo(change: (response: MutableResponse, req: IncomingMessage) => void): void;
  /** Changes the NEXT /authorize redirect back to the client (e.g. an error instead of a code). */
  nextAuthorizeRedirect(change: (redirect: MutableRedirectUri) => void): void;
  /**
   * Plays the browser at the issuer: requests `authorizationUrl` (its path and query are sent to this
   * issuer's /authorize, so a Google or Facebook URL works too) and returns the Location it redirects to.
   */
  authorize(authorizationUrl: string): Promise<URL>;
  /**
   * An ID token with these claims, signed by a key this issuer does NOT publish but under the kid of
   * the key it does (so only the signature check can catch it).
   */
  forgeIdToken(claims: Record<string, unknown>): Promise<string>;
  /** Drops pending one-shot changes (call in afterEach). */
  reset(): void;
  stop(): Promise<void>;
}

export async function startMockIssuer(): Promise<MockIssuer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // The library names it http://localhost:<port>; the server listens on IPv4 only, so say so.
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  const url = server.issuer.url;
  const service = server.service;

  let idTokenChanges: Array<Partial<Payload> | ((payload: Payload) => void)> = [];
  // Both tokens of a code grant pass through beforeTokenSigning; the access token carries `amr`, the ID
  // token carries `aud` (the client id) and no `amr`.
  service.on('beforeTokenSigning', (token: MutableToken) => {
    if ('amr' in token.payload) return;
    const change = idTokenChanges.shift();
    if (!change) return;
    if (typeof change === 'function') change(token.payload);
    else Object.assign(token.payload, change);
  });

  const once = <T extends unknown[]>(event: string) => {
    // The mock emits synchronously and answers right after: changes must be synchronous.
    let pending: Array<(...args: T) => void> = [];
    service.on(event, (...args: unknown[]) => {
      pending.shift()?.(...(args as T));
    });
    return {
      push: (change: (...args: T) => void) => pending.push(change),
      clear: () => (pending = []),
    };
  };
  const tokenResponses = once<[MutableResponse]>('beforeResponse');
  const userinfos = once<[MutableResponse, IncomingMessage]>('beforeUserinfo');
  const authorizeRedirects = once<[MutableRedirectUri]>('beforeAuthorizeRedirect');

  return {
    server,
    url,
    nextIdToken: (change) => idTokenChanges.push(change),
    nextTokenResponse: (change) => tokenResponses.push(change),
    nextUserinfo: (change) => userinfos.push(change),
    nextAuthorizeRedirect: (change) => authorizeRedirects.push(change),
    async authorize(authorizationUrl) {
      const target = new URL(authorizationUrl);
      const res = await fetch(`${url}/authorize${target.search}`, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (res.status !== 302 || !location) throw new Error(`mock /authorize answered ${res.status}: ${await res.text()}`);
      return new URL(location);
    },
    async forgeIdToken(claims) {
      const forger = new OAuth2Issuer();
      forger.url = url;
      await forger.keys.generate('RS256', { kid: server.issuer.keys.toJSON()[0].kid });
      return forger.buildToken({ scopesOrTransform: (_header, payload) => void Object.assign(payload, claims) });
    },
    reset() {
      idTokenChanges = [];
      tokenResponses.clear();
      userinfos.clear();
      authorizeRedirects.clear();
    },
    stop: () => server.stop(),
  };
}
