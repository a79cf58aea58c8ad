// The one HTTP app: /graphql (yoga), /api/* (REST), /oauth2/* and /logout, /healthz, the built client.
// Every request first gets its viewer from the session cookie; both doors share it and the services.
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDeps } from './context.ts';
import { createServices } from './context.ts';
import type { DatabaseKind } from './db/database.ts';
import { DomainError } from './errors.ts';
import { createGraphQLServer } from './graphql/yoga.ts';
import { errorResponse, type AppEnv } from './http/rest.ts';
import { ensureXsrfToken, readSessionCookie, xsrfMatches } from './http/cookies.ts';
import { accountsRoutes } from './domains/accounts/accounts.rest.ts';
import { signInRoutes } from './domains/accounts/sign-in.rest.ts';
import { socialSignInRoutes } from './domains/accounts/social-sign-in.ts';
import { groupsRoutes } from './domains/groups/groups.rest.ts';
import { updatesRoutes } from './live/updates.rest.ts';
import { internsRoutes } from './domains/interns/interns.rest.ts';
import { peopleRoutes } from './domains/people/people.rest.ts';
import { registrationRoutes } from './domains/registration/registration.rest.ts';
import { notesRoutes } from './domains/notes/notes.rest.ts';
import { legacyRedirects } from './http/legacy-redirects.ts';

export interface AppOptions extends AppDeps {
  databaseKind: DatabaseKind;
  /** Built client (index.html + assets); omitted in API-only tests. */
  clientDir?: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createApp(options: AppOptions) {
  const { prisma, bus, config } = options;
  const services = createServices({ prisma, bus, config });
  const graphql = createGraphQLServer({ production: config.production, persistedQueriesFile: config.persistedQueriesFile });
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof DomainError) return errorResponse(c, error);
    console.error(error);
    return c.json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }, 500);
  });

  app.get('/healthz', (c) => c.json({ ok: true, db: options.databaseKind }));

  // Viewer and anti-forgery for everything dynamic.
  app.use('*', async (c, next) => {
    const path = c.req.path;
    const dynamic = path === '/graphql' || path.startsWith('/graphql/') || path.startsWith('/api/') || path.startsWith('/oauth2/') || path.startsWith('/login/') || path === '/logout';
    if (!dynamic) return next();
    if (!SAFE_METHODS.has(c.req.method) && !xsrfMatches(c)) {
      return errorResponse(c, new DomainError('FORBIDDEN', 'Missing or wrong anti-forgery token: send the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header.'));
    }
    const viewer = await services.sessions.resolve(readSessionCookie(c));
    c.set('ctx', { viewer, services, prisma, bus, config });
    ensureXsrfToken(c, config.production);
    c.header('Cache-Control', 'no-store');
    return next();
  });

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => graphql.fetch(c.req.raw, c.var.ctx));
  // graphql-sse single-connection mode: PUT reserves the stream, POST adds an operation, DELETE stops one.
  app.on(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'], '/graphql/stream', (c) => graphql.fetch(c.req.raw, c.var.ctx));

  app.route('/', accountsRoutes());
  app.route('/', signInRoutes());
  app.route('/', socialSignInRoutes());
  app.route('/', groupsRoutes());
  app.route('/', updatesRoutes());
  app.route('/', internsRoutes());
  app.route('/', peopleRoutes());
  app.route('/', registrationRoutes());
  app.route('/', notesRoutes());
  app.route('/', legacyRedirects());

  app.all('/api/*', (c) => c.json({ error: { code: 'NOT_FOUND', message: `No API call ${c.req.method} ${c.req.path}.` } }, 404));

  if (options.clientDir && existsSync(join(options.clientDir, 'index.html'))) {
    const clientDir = options.clientDir;
    // The page learns the live site's host from the server, so one build serves every environment.
    const productionHostMeta = `<meta name="vbs-production-host" content="${escapeAttribute(config.productionHost ?? '')}">`;
    const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8').replace('</head>', `  ${productionHostMeta}\n  </head>`);
    const page = (c: Context) => c.html(indexHtml, 200, { 'Cache-Control': 'no-cache' });
    app.get('/', page);
    app.get('/index.html', page);
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('*', serveStatic({ root: clientDir }));
    // Client-side routes: every other GET is the single-page app.
    app.get('*', page);
  }

  return { app, services, yoga: graphql.yoga };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
