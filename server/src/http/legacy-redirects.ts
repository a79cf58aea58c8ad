// 301s from the older camelCase paths to today's kebab-case ones (SPEC §2), so old links, bookmarks and
// printed flyers keep working and search engines move to the new address. The table is shared with the
// client router (shared/legacy-paths.ts); the query string is kept.
import { Hono } from 'hono';
import { currentPathFor } from '../../../shared/legacy-paths.ts';
import type { AppEnv } from './rest.ts';

export function legacyRedirects() {
  const r = new Hono<AppEnv>();
  r.use('*', async (c, next) => {
    const target = c.req.method === 'GET' || c.req.method === 'HEAD' ? currentPathFor(c.req.path) : null;
    if (!target) return next();
    const query = new URL(c.req.url).search;
    return c.redirect(target + query, 301);
  });
  return r;
}
