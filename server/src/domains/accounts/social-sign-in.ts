// Social sign-in (Google, Facebook, and in tests an OpenID issuer). Being written: see issue #2.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/rest.ts';
import type { Config } from '../../config.ts';

export type SocialProvider = 'google' | 'facebook' | 'oidc';

/** Providers with credentials configured; the login modal hides the others. */
export function configuredProviders(config: Config): SocialProvider[] {
  const list: SocialProvider[] = [];
  if (config.google) list.push('google');
  if (config.facebook) list.push('facebook');
  if (config.oidcMockIssuer) list.push('oidc');
  return list;
}

export function socialSignInRoutes() {
  return new Hono<AppEnv>();
}
