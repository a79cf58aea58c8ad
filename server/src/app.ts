// The one HTTP app: /graphql (yoga), /api/* (REST), /oauth2/* and /logout, /healthz, the built client.
// Every request first gets its viewer from the session cookie; both doors share it and the services.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { compress } from 'hono/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDeps } from './context.ts';
import { createServices, publicOriginOf } from './context.ts';
import { messageHooks } from './domains/messages/message-hooks.ts';
import { messagesRoutes } from './domains/messages/messages.rest.ts';
import { stationTextsRoutes } from './domains/messages/station-texts.rest.ts';
import { checkInCodeSecret } from './domains/people/check-in-code.ts';
import type { DatabaseKind } from './db/database.ts';
import { DomainError, ERROR_WORDS } from './errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseAnswers, databaseUnavailable, isDatabaseUnavailable, warnDatabaseUnavailable } from './db/database-unavailable.ts';
import { createGraphQLServer, DEFAULT_PERSISTED_QUERIES_FILE } from './graphql/yoga.ts';
import { errorResponse, type AppEnv } from './http/rest.ts';
import { RestRoutes } from './http/operation.ts';
import { openApiRoutes } from './http/openapi.ts';
import { XSRF_HEADER, ensureXsrfToken, readXsrfState, writeLanguageCookie, xsrfMatches, type XsrfState } from './http/cookies.ts';
import { accountsRoutes } from './domains/accounts/accounts.rest.ts';
import { myDetailsRoutes } from './domains/accounts/my-details.rest.ts';
import { myLanguageRoutes } from './domains/accounts/my-language.rest.ts';
import { signInRoutes } from './domains/accounts/sign-in.rest.ts';
import { socialSignInRoutes } from './domains/accounts/social-sign-in.ts';
import { groupsRoutes } from './domains/groups/groups.rest.ts';
import { settingsRoutes } from './domains/settings/settings.rest.ts';
import { screeningRoutes } from './domains/screening/screening.rest.ts';
import { reportsRoutes } from './domains/reports/reports.rest.ts';
import { nodeResponse, updatesRoutes } from './live/updates.rest.ts';
import { boundedEventStream } from './live/bounded-stream.ts';
import { internsRoutes } from './domains/interns/interns.rest.ts';
import { peopleRoutes } from './domains/people/people.rest.ts';
import { registrationRoutes } from './domains/registration/registration.rest.ts';
import { notesRoutes } from './domains/notes/notes.rest.ts';
import { scheduleRoutes } from './domains/schedule/schedule.rest.ts';
import { legacyRedirects } from './http/legacy-redirects.ts';
import { robotsRoutes } from './http/robots.ts';
import { escapeHtml, htmlPage, htmlPageWith, staticFiles } from './http/static-files.ts';
import { bootDataScript, createBootData, createModulePreloads, type BootData, type RunOperation } from './http/boot-data.ts';
import { createServerRenderer, READER_COOKIE } from './http/server-render.ts';
import { readerFromCookie } from '../../shared/reader-cookie.ts';
import { chooseLanguage, isLanguage, LANGUAGE_COOKIE } from '../../shared/language.ts';
import { localized } from './i18n/messages.ts';
import { requestLanguage, runInLanguage } from './i18n/request-language.ts';
import { createAuditRecorder } from './domains/audit/audit-recorder.ts';
import { withAuditTrail } from './domains/audit/audit-extension.ts';
import { doorOfPath, runInAuditScope } from './domains/audit/audit-scope.ts';
import { auditRoutes } from './domains/audit/audit.rest.ts';
import { accountsAdminRoutes } from './domains/accounts/accounts-admin.rest.ts';
import { accountsMergeRoutes } from './domains/accounts/accounts-merge.rest.ts';
import { queryRoutes } from './domains/query/query.rest.ts';
import { attendanceRoutes, pickupPeopleRoutes } from './domains/attendance/attendance.rest.ts';
import { firstAidRoutes } from './domains/first-aid/first-aid.rest.ts';
import { isPhotoUpload, photosRoutes, photoTooLarge } from './domains/photos/photos.rest.ts';
import { PHOTO_UPLOAD_MAX_BYTES } from '../../forms/photos.ts';
import { kioskRoutes } from './domains/kiosk/kiosk.rest.ts';
import { importRoutes } from './domains/import/import.rest.ts';
import { IMPORT_FILE_MAX_BYTES } from './domains/import/import-file.ts';
import { securityHeaders } from './http/security-headers.ts';
import { requestBodyLimit, refuseBadJsonBody, refuseNulInUrl } from './http/request-guards.ts';
import { createRateLimits, limitSignIn, rateLimitedResponse, RateLimited } from './http/rate-limits.ts';
import type { RedisConnections } from './redis.ts';

export interface AppOptions extends AppDeps {
  databaseKind: DatabaseKind;
  /** The client's server render of public pages (default: dist/ssr beside clientDir); optional. */
  ssrDir?: string;
  /** Built client (index.html + assets); omitted in API-only tests. */
  clientDir?: string;
  /** With REDIS_URL: rate limits count there, and /healthz reports its state. */
  redis?: RedisConnections;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A multipart form's boundaries and part headers around the photo. */
const PHOTO_FORM_ALLOWANCE_BYTES = 64 * 1024;

export function createApp(options: AppOptions) {
  const { bus, config } = options;
  // Every write through Prisma is recorded in the audit trail with its actor and door (see domains/audit).
  const audit = createAuditRecorder(options.sql);
  const prisma = withAuditTrail(options.prisma, audit);
  const services = createServices({ prisma, sql: options.sql, bus, config });
  const graphql = createGraphQLServer({ production: config.production, persistedQueriesFile: config.persistedQueriesFile });
  const app = new Hono<AppEnv>();
  const rateLimits = createRateLimits(config, options.redis?.commands);
  app.use('*', securityHeaders({ production: config.production }));

  app.onError((error, c) => {
    if (error instanceof DomainError) return errorResponse(c, error);
    if (isDatabaseUnavailable(error)) {
      warnDatabaseUnavailable(error);
      return errorResponse(c, databaseUnavailable());
    }
    console.error(error);
    return c.json({ error: { code: 'INTERNAL', message: localized(ERROR_WORDS.internal(), requestLanguage()) } }, 500);
  });

  // With Redis, its state too: the product keeps answering while Redis is out of reach (ok stays true), degraded.
  // Without its database it cannot: 503 and ok false until the database answers again.
  app.get('/healthz', async (c) => {
    const health = { ok: true, db: options.databaseKind, ...(options.redis ? { redis: options.redis.state() } : {}) };
    if (await databaseAnswers(options.sql)) return c.json(health);
    const { code, message } = databaseUnavailable();
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json({ ...health, ok: false, error: { code, message } }, 503);
  });

  // Bad requests are refused before any work: oversized bodies (413), NUL characters in the URL, a REST
  // JSON body with a NUL or nested too deep (400).
  // Two calls take a file, larger than any JSON body, each with its own limit and words: a photo upload (a phone
  // camera's picture, in a multipart form) and an uploaded spreadsheet (the file itself is the body).
  const requestLimit = requestBodyLimit(config.requestBodyLimitBytes);
  const photoLimit = requestBodyLimit(PHOTO_UPLOAD_MAX_BYTES + PHOTO_FORM_ALLOWANCE_BYTES, photoTooLarge);
  const fileLimit = requestBodyLimit(Math.max(IMPORT_FILE_MAX_BYTES, config.requestBodyLimitBytes));
  const bodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
    (isPhotoUpload(c.req.method, c.req.path) ? photoLimit : c.req.path === '/api/v1/import' ? fileLimit : requestLimit)(c, next);
  for (const prefix of ['/api/*', '/graphql', '/graphql/*', '/oauth2/*', '/login/*', '/logout']) app.use(prefix, bodyLimit, refuseNulInUrl);
  app.use('/api/*', refuseBadJsonBody);
  // The app's own requests get their answers gzip-compressed: a station's families or a roster is tens of KB of
  // JSON, a fifth or less of that compressed, on a church's shared Wi-Fi. Only a request that carries the
  // anti-forgery header (our pages' scripts; no other site can send it) is compressed: a compressed answer that
  // holds a secret beside words another site chose (a GraphQL alias, a search) would leak the secret through its
  // length (BREACH, docs/security.md). Answers under 1 KB stay as they are, and event streams (text/event-stream)
  // are never compressed, so each event leaves at once.
  const compressAnswers = compress({ encoding: 'gzip' });
  const compressOwnRequests: MiddlewareHandler<AppEnv> = (c, next) => (xsrfMatches(c) ? compressAnswers(c, next) : next());
  app.use('/graphql', compressOwnRequests);
  app.use('/api/*', compressOwnRequests);
  app.use('/oauth2/authorization/*', limitSignIn(rateLimits));
  app.use('/login/oauth2/code/*', limitSignIn(rateLimits));

  /** The request's viewer (from its session cookie) and what every door hands the domain services. */
  const contextFor = async (c: Context<AppEnv>, xsrf: XsrfState) => {
    const viewer = await services.sessions.resolve(xsrf.session);
    const countWrite = () => rateLimits.write(c, viewer.accountId);
    // A kiosk's calls act as the kiosk (no account), whatever session the device's browser may also hold.
    const door = doorOfPath(c.req.path);
    const auditScope = { actorAccountId: door === 'kiosk' ? null : viewer.accountId, door, recorder: audit };
    const reader = readerFromCookie(getCookie(c, READER_COOKIE));
    const language = chooseLanguage({ account: viewer.identity?.language, cookie: getCookie(c, LANGUAGE_COOKIE), acceptLanguage: c.req.header('accept-language') });
    return { viewer, services, prisma, bus, config, countWrite, auditScope, reader, language };
  };

  // Viewer and anti-forgery for everything dynamic.
  app.use('*', async (c, next) => {
    const path = c.req.path;
    const dynamic = path === '/graphql' || path.startsWith('/graphql/') || path.startsWith('/api/') || path.startsWith('/oauth2/') || path.startsWith('/login/') || path === '/logout';
    if (!dynamic) return next();
    const xsrf = readXsrfState(c);
    if (!SAFE_METHODS.has(c.req.method) && !xsrfMatches(c, xsrf)) {
      // The refusal is for programs more than people: it stays English (its words name a header).
      // The field names the header, so a client can tell this refusal (fetch a new token, try again) from a
      // refusal of the request itself.
      return errorResponse(
        c,
        new DomainError('FORBIDDEN', 'Missing or wrong anti-forgery token: send the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header.', {
          [XSRF_HEADER]: 'is missing, or was issued for another session',
        }),
      );
    }
    const ctx = await contextFor(c, xsrf);
    c.set('ctx', ctx);
    const { countWrite, auditScope, language } = ctx;
    ensureXsrfToken(c, config.production, xsrf);
    c.header('Cache-Control', 'no-store');
    // Errors (both doors) are written in the request's language from here on.
    return runInLanguage(language, async () => {
      if (!SAFE_METHODS.has(c.req.method) && path.startsWith('/api/')) {
        try {
          await countWrite();
        } catch (error) {
          if (error instanceof RateLimited) return rateLimitedResponse(c, error);
          throw error;
        }
      }
      // The audit trail learns who acts through which door; its rows are written before the response leaves.
      return runInAuditScope(auditScope, async () => {
        await next();
        await audit.drain();
      });
    });
  });

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => answerFromYoga(c, await graphql.fetch(c.req.raw, c.var.ctx)));
  // graphql-sse single-connection mode: PUT reserves the stream, POST adds an operation, DELETE stops one.
  // An event stream holds at most BACKLOG_LIMIT bytes its client has not read (live/bounded-stream.ts).
  app.on(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'], '/graphql/stream', async (c) => boundedEventStream(await graphql.fetch(c.req.raw, c.var.ctx), nodeResponse(c.env)));

  // Declared operations (http/operation.ts) are mounted and documented at /api/v1/openapi.json; plain Hono
  // routes (social sign-in, legacy redirects) are mounted only.
  const declared = [
    accountsRoutes(),
    signInRoutes(),
    groupsRoutes(),
    updatesRoutes(),
    internsRoutes(),
    peopleRoutes(),
    registrationRoutes(),
    notesRoutes(),
    myDetailsRoutes(),
    myLanguageRoutes(),
    queryRoutes(),
    attendanceRoutes(),
    pickupPeopleRoutes(),
    firstAidRoutes(),
    photosRoutes(),
    kioskRoutes(),
    scheduleRoutes(),
    accountsAdminRoutes(),
    accountsMergeRoutes(),
    auditRoutes(),
    settingsRoutes(),
    screeningRoutes(),
    importRoutes(),
    messagesRoutes(),
    stationTextsRoutes(),
    reportsRoutes(),
  ];
  const openApi = openApiRoutes(() => declared.flatMap((r) => (r instanceof RestRoutes ? r.operations : [])).concat(openApi.operations));
  for (const r of [openApi, ...declared]) app.route('/', r instanceof RestRoutes ? r.routes : r);
  app.route('/', messageHooks(config, publicOriginOf(config), checkInCodeSecret(config.production, { CHECK_IN_CODE_SECRET: config.checkInCodeSecret }), services.optOuts, services.stationTexts));
  app.route('/', socialSignInRoutes());
  app.route('/', legacyRedirects());

  app.all('/api/*', (c) => c.json({ error: { code: 'NOT_FOUND', message: `No API call ${c.req.method} ${c.req.path}.` } }, 404));

  // For search engines; the sitemap lists the public pages the client's server build knows (none without it).
  let publicPaths = async (): Promise<string[] | null> => null;
  app.route('/', robotsRoutes(() => publicPaths()));

  if (options.clientDir && existsSync(join(options.clientDir, 'index.html'))) {
    const clientDir = options.clientDir;
    // The page learns the live site's host from the server, so one build serves every environment.
    const productionHostMeta = `<meta name="vbs-production-host" content="${escapeHtml(config.productionHost ?? '')}">`;
    const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8').replace('</head>', `  ${productionHostMeta}\n  </head>`);
    // /index.html is the page as built (the service worker keeps it for offline use); every route's page
    // also carries the answers of its first queries for this viewer (http/boot-data.ts), and the
    // anti-forgery cookie, so its first write needs no extra request for one.
    const bootData = createBootData(config.persistedQueriesFile ?? DEFAULT_PERSISTED_QUERIES_FILE);
    const modulePreloads = createModulePreloads(clientDir);
    // Public pages come rendered (http/server-render.ts), from the client's server build beside its build.
    const serverRender = createServerRenderer(options.ssrDir ?? join(clientDir, '..', 'ssr'));
    publicPaths = serverRender.publicPaths;
    const page = htmlPageWith(indexHtml, async (c) => {
      const url = new URL(c.req.url);
      const [first, info] = await Promise.all([firstAnswers(c, url), serverRender.page(url.pathname)]);
      const shell = first?.byName.SiteShellQuery;
      // A signed-in page is rendered for its viewer, with their answers, in the language and zone their browser said.
      const reader = getCookie(c, READER_COOKIE);
      const signedIn = first && shell?.viewer && reader ? { answers: first.answers, run: first.run, reader } : undefined;
      // The page's language (shared/language.ts): the account's choice, the visitor's cookie, the browser's.
      const accountLanguage = (shell?.viewer as { account?: { language?: string | null } } | null | undefined)?.account?.language;
      const cookieLanguage = getCookie(c, LANGUAGE_COOKIE);
      const language = chooseLanguage({ account: accountLanguage, cookie: cookieLanguage, acceptLanguage: c.req.header('accept-language') });
      if (isLanguage(accountLanguage) && accountLanguage !== cookieLanguage) writeLanguageCookie(c, accountLanguage, config.production);
      const rendered = shell ? await serverRender({ url, shell, productionHost: isProductionHostRequest(c), signedIn, language }) : null;
      const answers = { ...first?.answers, ...rendered?.answers };
      // As for every request: the audit rows of what the page's answers disclosed are written before it leaves.
      await audit.drain();
      return {
        title: rendered?.title ?? info?.title,
        status: info?.status === 404 ? 404 : 200,
        // A public page's HTML names the signed-in viewer (the header) and carries their answers: only a
        // visitor's is the same for everyone (docs/security.md, "Caching").
        sameForEveryVisitor: info?.kind === 'public' && !!shell && !shell.viewer,
        language,
        head: modulePreloads(c.req.path, { rendered: rendered !== null, language }),
        root: rendered && { attributes: `data-rendered-at="${rendered.renderedAt}"`, html: rendered.html },
        body: Object.keys(answers).length ? bootDataScript(answers) : '',
      };
    });
    const isProductionHostRequest = (c: Context<AppEnv>) => {
      // As the browser sees it (client/src/app/site.ts reads location.hostname), behind a proxy too.
      const host = (c.req.header('x-forwarded-host')?.split(',')[0] ?? c.req.header('host') ?? '').trim().replace(/:\d+$/, '').toLowerCase();
      return Boolean(config.productionHost) && host === config.productionHost!.toLowerCase();
    };
    /** The page's first answers for its viewer, and a way to run more as that viewer (the server's render asks them). */
    async function firstAnswers(c: Context<AppEnv>, url: URL): Promise<(BootData & { run: RunOperation }) | null> {
      try {
        const xsrf = readXsrfState(c);
        // The page's answers are GraphQL operations: what they disclose is recorded with that door.
        const request = await contextFor(c, xsrf);
        const ctx = { ...request, auditScope: { ...request.auditScope, door: 'graphql' as const } };
        ensureXsrfToken(c, config.production, xsrf);
        const run: RunOperation = (documentId, variables) =>
          runInAuditScope(ctx.auditScope, async () => {
            const request = new Request(new URL('/graphql', c.req.url), {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
              body: JSON.stringify({ documentId, variables }),
            });
            const res = await graphql.fetch(request, ctx);
            return res.ok ? ((await res.json()) as { data?: unknown; errors?: unknown[] }) : null;
          });
        return { ...(await bootData(url, run)), run };
      } catch (error) {
        console.error('Could not answer the first queries inside the page:', error);
        return null; // the page asks for them itself
      }
    }
    app.get('/', page);
    app.get('/index.html', htmlPage(indexHtml));
    // Precompressed at build time; hashed /assets/ files cached for a year (http/static-files.ts).
    app.use('*', staticFiles(clientDir));
    // Client-side routes: every other GET is the single-page app.
    app.get('*', page);
  }

  return { app, services, yoga: graphql.yoga, audit, close: async () => services.registration.stopDecisionMails() };
}

/**
 * yoga answers with its own fetch Response (@whatwg-node), which the Node adapter could only read back as a
 * web stream. A JSON answer (a query's or mutation's result, its errors) is handed on as its text instead:
 * written to the socket in one piece, with the headers every dynamic answer carries (no-store, the
 * anti-forgery cookie), which a foreign Response returned as it is would lose. Streams pass through.
 */
async function answerFromYoga(c: Context<AppEnv>, res: Response): Promise<Response> {
  const type = res.headers.get('content-type');
  if (!type || !type.includes('json') || res.status === 204 || res.status === 304) return res;
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (name !== 'content-length') headers[name] = value;
  });
  const text = await res.text();
  // Its length, so an answer under the compression threshold is sent as it is.
  headers['content-length'] = String(Buffer.byteLength(text));
  return c.body(text, res.status as ContentfulStatusCode, headers);
}
