// What the login modal offers: the social providers that have credentials, and (never in production)
// the demo accounts to pick from.
import { builder } from '../../graphql/builder.ts';
import { configuredProviders } from './social-sign-in.ts';

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.org', label: 'Administrator (staff, all permissions)' },
  { email: 'staff@example.org', label: 'Staff member (no permissions)' },
  { email: 'parent@example.org', label: 'Parent (two approved children)' },
  { email: 'parent2@example.org', label: 'Parent (one pending registration)' },
  { email: 'intern@example.org', label: 'Intern (with an application)' },
] as const;

const DemoAccount = builder.objectRef<(typeof DEMO_ACCOUNTS)[number]>('DemoAccount').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    label: t.exposeString('label'),
  }),
});

const SignInOptions = builder.objectRef<{ providers: string[]; demoAccounts: (typeof DEMO_ACCOUNTS)[number][] }>('SignInOptions').implement({
  fields: (t) => ({
    providers: t.exposeStringList('providers', { description: 'Social providers with credentials: google, facebook (and oidc in tests).' }),
    demoAccounts: t.field({ type: [DemoAccount], description: 'Empty in production.', resolve: (o) => o.demoAccounts }),
  }),
});

builder.queryFields((t) => ({
  signInOptions: t.field({
    type: SignInOptions,
    resolve: (_root, _args, ctx) => ({
      providers: configuredProviders(ctx.config),
      demoAccounts: ctx.config.production ? [] : [...DEMO_ACCOUNTS],
    }),
  }),
}));
