// A whole server app on a fresh test database, plus clients that talk to it through both doors
// (REST and GraphQL) with real cookies and the anti-forgery header, via app.fetch (no port needed).
import { loadConfig, type Config } from '../src/config.ts';
import { createApp } from '../src/app.ts';
import { createInProcessBus, type LiveBus } from '../src/live/bus.ts';
import type { Permission } from '../src/generated/prisma/enums.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(private readonly fetcher: (req: Request) => Promise<Response>) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a) || (/expires=/i.test(a) && new Date(a.split('=')[1]).getTime() < Date.now()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Raw request; set `xsrf: false` to leave out the anti-forgery header. */
  async request(method: string, path: string, init: { body?: unknown; rawBody?: string; form?: FormData; headers?: Record<string, string>; xsrf?: boolean } = {}): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] = 'application/json';
    if (!this.cookies.has('XSRF-TOKEN') && method !== 'GET') await this.request('GET', '/api/v1/account/csrf');
    if (init.xsrf !== false && this.cookies.has('XSRF-TOKEN')) headers['X-XSRF-TOKEN'] = this.cookies.get('XSRF-TOKEN')!;
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const res = await this.fetcher(
      // A FormData body sets its own multipart content type and boundary.
      new Request(`http://localhost${path}`, { method, headers, body: init.form ?? init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)), redirect: 'manual' }),
    );
    this.remember(res);
    return res;
  }

  async rest<T = any>(method: string, path: string, body?: unknown, opts: { xsrf?: boolean } = {}): Promise<TestResponse<T>> {
    const res = await this.request(method, path, { body, xsrf: opts.xsrf });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  async gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ status: number; data: T; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] }> {
    const res = await this.rest('POST', '/graphql', { query, variables });
    return { status: res.status, data: res.body?.data, errors: res.body?.errors };
  }
}

export interface TestApp {
  db: TestDatabase;
  prisma: TestDatabase['prisma'];
  bus: LiveBus;
  config: Config;
  app: ReturnType<typeof createApp>['app'];
  services: ReturnType<typeof createApp>['services'];
  fetch: (req: Request) => Promise<Response>;
  anonymous(): TestClient;
  /** Signs in through the demo sign-in route, as a real browser would. */
  signIn(email: string): Promise<TestClient>;
  close(): Promise<void>;
}

export async function createTestApp(options: { env?: Record<string, string>; bus?: LiveBus; clientDir?: string; ssrDir?: string } = {}): Promise<TestApp> {
  const db = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', ...options.env });
  const bus = options.bus ?? createInProcessBus();
  const { app, services, close: closeApp } = createApp({ prisma: db.prisma, sql: db.sql, bus, config, databaseKind: db.kind, clientDir: options.clientDir, ssrDir: options.ssrDir });
  const fetch = async (req: Request) => app.fetch(req);
  return {
    db,
    prisma: db.prisma,
    bus,
    config,
    app,
    services,
    fetch,
    anonymous: () => new TestClient(fetch),
    async signIn(email: string) {
      const client = new TestClient(fetch);
      const res = await client.request('GET', `/oauth2/authorization/dev?email=${encodeURIComponent(email)}`);
      if (res.status !== 302) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
      return client;
    },
    async close() {
      await closeApp();
      await bus.close();
      await db.close();
    },
  };
}

/**
 * Current screening records (a clear background check ending in a year, training, code of conduct) for a staff
 * member or an intern, so they may lead groups and use the check-in station (screening.policy.ts).
 */
export async function clearForChildren(t: TestApp, person: { staffId: number } | { internId: number }) {
  const day = (offset: number) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + offset));
  await t.prisma.screeningRecord.createMany({
    data: [
      { ...person, kind: 'BACKGROUND_CHECK', completedOn: day(-30), expiresOn: day(365), provider: 'Test provider', result: 'CLEAR' },
      { ...person, kind: 'TRAINING', completedOn: day(-30), title: 'Test training' },
      { ...person, kind: 'CODE_OF_CONDUCT', completedOn: day(-30), title: 'Test Signer' },
    ],
  });
}

/**
 * A staff account with the given permissions (signed in through the demo route, then promoted), cleared to work
 * with children unless `cleared: false`.
 */
export async function createStaff(t: TestApp, email: string, permissions: Permission[] = [], options: { cleared?: boolean } = {}) {
  const account = await t.prisma.account.create({
    data: {
      email,
      fullName: email.split('@')[0],
      staff: { create: { firstName: email.split('@')[0], lastName: 'Staff', email, permissions: { create: permissions.map((permission) => ({ permission })) } } },
    },
    select: { id: true, staff: { select: { id: true } } },
  });
  if (options.cleared !== false) await clearForChildren(t, { staffId: account.staff!.id });
  return { accountId: account.id, staffId: account.staff!.id };
}

export async function createEdition(t: TestApp, overrides: Partial<{ year: number; name: string }> = {}) {
  const year = overrides.year ?? 2025;
  await t.prisma.edition.create({ data: { year, name: overrides.name ?? 'Egyptian Expedition', startsAt: new Date(`${year}-08-11T14:00:00Z`) } });
  await t.prisma.programSettings.upsert({ where: { id: 1 }, create: { id: 1, currentYear: year }, update: { currentYear: year } });
}
