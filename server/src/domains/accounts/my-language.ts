// A signed-in person's choice of language for the site and for what it sends them (shared/language.ts). One
// zod schema checks the input for both doors (GraphQL setMyLanguage, REST PUT /api/v1/account/language) and
// the language switch: forms/language.ts.
//
// Rules, in plain sentences:
// - Anyone signed in may set their own language; this call never reaches anyone else's account.
// - The choice is kept on the account: every page the person opens, on any device, is in it.
// - A new account starts in the language its person signed up in when that is not English (accountForSignIn in
//   accounts.service.ts), so what the site sends them is in it from the first e-mail.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { LanguageChoiceInput } from '../../../../forms/language.ts';
import { isLanguage, type Language } from '../../../../shared/language.ts';
import { accountsPolicy } from './accounts.policy.ts';
import type { SessionService } from './sessions.service.ts';

export interface MyLanguageView {
  /** Null until the person has chosen. */
  language: Language | null;
}

export function createMyLanguageService(prisma: PrismaClient, sessions?: Pick<SessionService, 'accountChanged'>) {
  return {
    async read(viewer: Viewer): Promise<MyLanguageView> {
      const { accountId } = accountsPolicy.readOwnAccount(viewer);
      const account = await prisma.account.findUniqueOrThrow({ where: { id: accountId }, select: { language: true } });
      return { language: isLanguage(account.language) ? account.language : null };
    },

    /** `choice` as each door read it with forms/language.ts. */
    async set(viewer: Viewer, choice: LanguageChoiceInput): Promise<MyLanguageView> {
      const { accountId } = accountsPolicy.setOwnLanguage(viewer);
      await prisma.account.update({ where: { id: accountId }, data: { language: choice.language } });
      // Cached viewers carry the language their requests are answered in: read again at once.
      await sessions?.accountChanged(accountId);
      return { language: choice.language };
    },
  };
}

export type MyLanguageService = ReturnType<typeof createMyLanguageService>;
