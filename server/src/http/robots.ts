// What search engines are told: /robots.txt lets them read the public pages and keeps them out of the
// signed-in pages and the server's own paths; /sitemap.xml lists the public pages, and robots.txt points at it
// only when it is served (the client's server build lists the pages: http/server-render.ts).
import { Hono, type Context } from 'hono';

/** Paths no crawler needs: signed-in pages, the two doors, sign-in and sign-out. */
export const DISALLOWED_PATHS = ['/dashboard', '/api', '/graphql', '/oauth2', '/login', '/logout'];

const CACHE = 'public, max-age=3600';

/** The site's origin as the browser sees it, behind a proxy too (the sitemap's addresses must be absolute). */
function originOf(c: Context): string {
  const url = new URL(c.req.url);
  const first = (name: string) => c.req.header(name)?.split(',')[0]?.trim();
  const proto = first('x-forwarded-proto') === 'https' ? 'https:' : url.protocol;
  const host = first('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  return `${proto}//${host}`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function robotsText(origin: string, withSitemap: boolean): string {
  return [
    '# The public pages may be crawled; signed-in pages and the server\'s own paths may not.',
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    ...(withSitemap ? ['', `Sitemap: ${origin}/sitemap.xml`] : []),
    '',
  ].join('\n');
}

export function sitemapXml(origin: string, paths: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** `publicPaths` gives the public pages' paths, or null when they are not known (no client build). */
export function robotsRoutes(publicPaths: () => Promise<string[] | null>) {
  const routes = new Hono();
  routes.get('/robots.txt', async (c) => {
    const paths = await publicPaths();
    return c.text(robotsText(originOf(c), paths !== null), 200, { 'Cache-Control': CACHE });
  });
  routes.get('/sitemap.xml', async (c) => {
    const paths = await publicPaths();
    if (paths === null) return c.text('No sitemap: this server has no client build.', 404, { 'Cache-Control': 'no-store' });
    return c.body(sitemapXml(originOf(c), paths), 200, { 'Content-Type': 'application/xml; charset=UTF-8', 'Cache-Control': CACHE });
  });
  return routes;
}
