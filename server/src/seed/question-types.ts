// Demo registration questions with real answer types: the photo question is yes/no and the T-shirt size
// one of a list. The consents (medical release, liability waiver) are created as such (edition.ts).
import type { Prisma } from '../generated/prisma/client.ts';

export const SHIRT_SIZE_OPTIONS = ['Youth XS', 'Youth S', 'Youth M', 'Youth L', 'Adult S', 'Adult M', 'Adult L'];
/** The same sizes as Spanish-reading parents read them, each at its English size's place (answers stay English). */
export const SHIRT_SIZE_OPTIONS_ES = ['Infantil XS', 'Infantil S', 'Infantil M', 'Infantil L', 'Adulto S', 'Adulto M', 'Adulto L'];

export async function seedQuestionTypes(tx: Prisma.TransactionClient, year: number) {
  await tx.question.updateMany({ where: { year, kind: 'REGISTRATION', key: 'photo' }, data: { type: 'YES_NO' } });
  await tx.question.updateMany({ where: { year, kind: 'REGISTRATION', key: 'shirtSize' }, data: { type: 'ONE_OF', options: SHIRT_SIZE_OPTIONS, optionsEs: SHIRT_SIZE_OPTIONS_ES } });
}
