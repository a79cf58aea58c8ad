// Sign-in accounts for the demo: each demo e-mail gets an Account (lower-cased e-mail) and a verified
// 'dev' SignInIdentity whose subject is the e-mail, exactly what `GET /oauth2/authorization/dev?email=E`
// looks up first, so demo sign-in lands on the seeded account (and its roles) instead of creating a parent.
import type { Prisma } from '../generated/prisma/client.ts';
import { inInsertOrder } from './insert-order.ts';

type Db = Prisma.TransactionClient;

export interface SeedAccount {
  email: string;
  fullName: string;
  preferredName?: string;
  /** Give the account a demo ('dev') sign-in identity. */
  demoSignIn: boolean;
}

/** Creates the accounts in two statements; returns account ids by (lower-case) e-mail. */
export async function createAccounts(db: Db, accounts: SeedAccount[]): Promise<Map<string, number>> {
  const rows = accounts.map((a) => ({ email: a.email.toLowerCase(), fullName: a.fullName, preferredName: a.preferredName ?? null }));
  const created = inInsertOrder(
    await db.account.createManyAndReturn({ data: rows, select: { id: true, email: true } }),
    rows,
    (row, want) => row.email === want.email,
  );
  const ids = new Map(created.map((a) => [a.email!, a.id]));
  await db.signInIdentity.createMany({
    data: accounts
      .filter((a) => a.demoSignIn)
      .map((a) => {
        const email = a.email.toLowerCase();
        return { accountId: ids.get(email)!, provider: 'dev', subject: email, email, emailVerified: true };
      }),
  });
  return ids;
}
